import 'server-only';
import { headers } from 'next/headers';
import QRCode from 'qrcode';

/** This request's public origin; a reverse proxy's forwarded host and protocol win. */
export async function requestOrigin(): Promise<string> {
  const h = await headers();
  const host = h.get('x-forwarded-host') ?? h.get('host') ?? 'localhost';
  const proto = h.get('x-forwarded-proto')?.split(',')[0]?.trim() || 'http';
  return `${proto}://${host}`;
}

/** An absolute address for a stored link that may be site-relative. */
export async function absoluteUrl(url: string): Promise<string> {
  return /^https?:\/\//i.test(url) ? url : new URL(url || '/', await requestOrigin()).toString();
}

const cache = new Map<string, Promise<string>>();
const MAX_CACHED = 64;

/**
 * A QR code of `url` as an SVG data URL, `width` pixels wide. Encoded once per address: the
 * floating bar draws one on every page view, always for the same few addresses. SVG rather than
 * PNG: the page carries it twice (markup and payload) and a PNG's base64 does not compress, where
 * the SVG's path does (about 0.4 KB of every page's br against 1 KB, decision 0058).
 */
export function qrDataUrl(url: string, width: number): Promise<string> {
  const key = `${width}|${url}`;
  let qr = cache.get(key);
  if (!qr) {
    if (cache.size >= MAX_CACHED) cache.delete(cache.keys().next().value as string);
    qr = QRCode.toString(url, { type: 'svg', margin: 1, width, errorCorrectionLevel: 'M' }).then(
      (svg) => `data:image/svg+xml,${encodeURIComponent(svg)}`,
    );
    qr.catch(() => cache.delete(key));
    cache.set(key, qr);
  }
  return qr;
}

import 'server-only';
import { headers } from 'next/headers';
import QRCode from 'qrcode';
import { getBrand } from '@/lib/brand.server';
import { FloatingBarClient } from './FloatingBarClient';

/** Absolute URL of the /app download page, from the request (a reverse proxy's forwarded headers win). */
async function appPageUrl(): Promise<string> {
  const h = await headers();
  const host = h.get('x-forwarded-host') ?? h.get('host') ?? 'localhost';
  const proto = h.get('x-forwarded-proto')?.split(',')[0] ?? 'http';
  return `${proto}://${host}/app`;
}

/**
 * The floating help bar of SPEC §2 with its QR code made on the server (no QR library in the browser).
 * Every layout renders it except /v/anchor-barrage, which is captured whole as a streaming-software
 * browser source, so a floating bar there would end up on the stream.
 */
export async function FloatingBar() {
  const brand = getBrand();
  let qr: string | null = null;
  if (brand.showAppQr) {
    try {
      qr = await QRCode.toDataURL(await appPageUrl(), { margin: 1, width: 200, errorCorrectionLevel: 'M' });
    } catch {
      qr = null;
    }
  }
  return <FloatingBarClient qrDataUrl={qr} />;
}

import 'server-only';
import { getBrand } from '@/lib/brand.server';
import { absoluteUrl, qrDataUrl } from '@/lib/qr.server';
import { FloatingBarLazy } from './FloatingBarLazy';

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
      qr = await qrDataUrl(await absoluteUrl('/app'), 200);
    } catch {
      qr = null;
    }
  }
  return <FloatingBarLazy qrDataUrl={qr} />;
}

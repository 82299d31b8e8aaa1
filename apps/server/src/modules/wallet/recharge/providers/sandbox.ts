import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { PaidNotice, PaymentProvider, RawNotify } from './types';
import { header } from './types';

export const SANDBOX_SIGNATURE_HEADER = 'x-sandbox-signature';

/** The body the sandbox gateway posts to our notify endpoint once the payer confirms. */
export interface SandboxNotice {
  orderNo: string;
  fen: number;
  tradeNo: string;
  status: 'paid';
  ts: number;
}

export function sandboxSign(secret: string, body: string): string {
  return createHmac('sha256', secret).update(body).digest('hex');
}

/**
 * The embedded payment channel: our own cashier page (/pay/cashier) stands in for a gateway.
 * Confirming there makes the server post a notification signed with HMAC-SHA256 under a
 * per-install secret (kept in the database, never sent to a browser) to the notify endpoint,
 * which verifies it exactly like a real gateway's.
 */
export function sandboxProvider(
  secret: () => Promise<string>,
): PaymentProvider & { notice(orderNo: string, fen: number): Promise<{ body: string; signature: string }> } {
  return {
    id: 'sandbox',
    async start(order) {
      return { payUrl: `/pay/cashier?orderNo=${encodeURIComponent(order.orderNo)}`, codeUrl: null };
    },
    async notice(orderNo, fen) {
      const n: SandboxNotice = {
        orderNo,
        fen,
        tradeNo: `SB${Date.now()}${randomBytes(4).toString('hex').toUpperCase()}`,
        status: 'paid',
        ts: Date.now(),
      };
      const body = JSON.stringify(n);
      return { body, signature: sandboxSign(await secret(), body) };
    },
    async verify(raw: RawNotify): Promise<PaidNotice | null> {
      const sig = header(raw, SANDBOX_SIGNATURE_HEADER);
      if (!sig || !/^[0-9a-f]{64}$/.test(sig)) return null;
      const want = Buffer.from(sandboxSign(await secret(), raw.body), 'hex');
      if (!timingSafeEqual(want, Buffer.from(sig, 'hex'))) return null;
      let n: Partial<SandboxNotice>;
      try {
        n = JSON.parse(raw.body);
      } catch {
        return null;
      }
      if (n.status !== 'paid' || typeof n.orderNo !== 'string' || !Number.isSafeInteger(n.fen) || typeof n.tradeNo !== 'string')
        return null;
      return { orderNo: n.orderNo, fen: n.fen as number, gatewayTradeNo: n.tradeNo };
    },
    accepted: { status: 200, contentType: 'text/plain; charset=utf-8', body: 'success' },
    refused: { status: 400, contentType: 'text/plain; charset=utf-8', body: 'fail' },
  };
}

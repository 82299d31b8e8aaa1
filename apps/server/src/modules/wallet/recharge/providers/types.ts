import type { TPayMethod } from '@sports/contracts';

/** What a provider needs of an order to start a payment. */
export interface PayOrder {
  orderNo: string;
  fen: number;
  subject: string;
  createdAt: number;
}

/** A verified payment notification: the gateway says this order was paid this amount. */
export interface PaidNotice {
  orderNo: string;
  fen: number;
  gatewayTradeNo: string;
}

/** The raw notification as it reached us: headers and the body exactly as sent (signatures cover it). */
export interface RawNotify {
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** The answer a gateway expects for an accepted or refused notification. */
export interface NotifyAnswer {
  status: number;
  contentType: string;
  body: string;
}

/**
 * One payment channel. `start` returns where the payer goes (a page URL, or a QR code text);
 * `verify` checks a notification's signature and returns the payment it reports, or null when the
 * notification is forged or not a payment (the caller answers `refused`, changes nothing).
 */
export interface PaymentProvider {
  id: TPayMethod;
  start(order: PayOrder, urls: { notifyUrl: string; returnUrl: string }): Promise<{ payUrl: string | null; codeUrl: string | null }>;
  verify(raw: RawNotify): Promise<PaidNotice | null>;
  accepted: NotifyAnswer;
  refused: NotifyAnswer;
}

export class GatewayError extends Error {}

/** Whole fen from a decimal yuan text as gateways send it ("6.00", "6.5", "6"); null when not one. */
export function yuanTextToFen(text: unknown): number | null {
  if (typeof text !== 'string' || !/^\d{1,9}(\.\d{1,2})?$/.test(text)) return null;
  const [y, f = ''] = text.split('.');
  return Number(y) * 100 + Number(f.padEnd(2, '0'));
}

export function header(raw: RawNotify, name: string): string | undefined {
  const v = raw.headers[name.toLowerCase()];
  return Array.isArray(v) ? v[0] : v;
}

/** PEM from an env value: real newlines or `\n` escapes, with or without the armour lines. */
export function pem(value: string, kind: 'PRIVATE KEY' | 'PUBLIC KEY'): string {
  const v = value.replace(/\\n/g, '\n').trim();
  if (v.startsWith('-----BEGIN')) return v;
  const body = v.replace(/\s+/g, '').replace(/(.{64})/g, '$1\n');
  return `-----BEGIN ${kind}-----\n${body}\n-----END ${kind}-----`;
}

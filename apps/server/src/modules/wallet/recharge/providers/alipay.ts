import { createSign, createVerify } from 'node:crypto';
import { fenToYuan, shanghaiDateTime } from '@sports/contracts';
import type { PaidNotice, PaymentProvider, RawNotify } from './types';
import { pem, yuanTextToFen } from './types';

export interface AlipayConfig {
  appId: string;
  /** the merchant's RSA private key (PKCS#8 PEM or its base64 body) */
  privateKey: string;
  /** Alipay's RSA public key, for notifications */
  alipayPublicKey: string;
  gateway: string;
}

/** Alipay's string to sign: non-empty parameters except sign (and sign_type when told), sorted by name, `k=v` joined by `&`, values raw. */
export function alipaySignContent(params: Record<string, string>, dropSignType = false): string {
  return Object.keys(params)
    .filter((k) => k !== 'sign' && !(dropSignType && k === 'sign_type') && params[k] !== '' && params[k] !== undefined)
    .sort()
    .map((k) => `${k}=${params[k]}`)
    .join('&');
}

/**
 * RSA2: SHA256withRSA over the sign content, base64. Requests sign every parameter but `sign`
 * (sign_type included); Alipay's notifications are signed without sign_type (`notification`).
 */
export function alipaySign(params: Record<string, string>, privateKey: string, notification = false): string {
  return createSign('RSA-SHA256').update(alipaySignContent(params, notification), 'utf8').sign(pem(privateKey, 'PRIVATE KEY'), 'base64');
}

/** Verifies an RSA2 signature: by default a notification's (sign and sign_type left out), or a request's. */
export function alipayVerify(params: Record<string, string>, publicKey: string, notification = true): boolean {
  if (!params.sign) return false;
  try {
    return createVerify('RSA-SHA256')
      .update(alipaySignContent(params, notification), 'utf8')
      .verify(pem(publicKey, 'PUBLIC KEY'), params.sign, 'base64');
  } catch {
    return false;
  }
}

/**
 * Alipay computer-website payment (alipay.trade.page.pay): the payer is sent to the gateway with
 * signed parameters; Alipay then posts a form-encoded notification signed with its own key, which
 * we verify and answer with the text `success`.
 */
export function alipayProvider(cfg: AlipayConfig, now: () => number = Date.now): PaymentProvider {
  return {
    id: 'alipay',
    async start(order, urls) {
      const params: Record<string, string> = {
        app_id: cfg.appId,
        method: 'alipay.trade.page.pay',
        format: 'JSON',
        charset: 'utf-8',
        sign_type: 'RSA2',
        // Beijing wall-clock time "yyyy-MM-dd HH:mm:ss", as Alipay wants it.
        timestamp: shanghaiDateTime(now()),
        version: '1.0',
        notify_url: urls.notifyUrl,
        return_url: urls.returnUrl,
        biz_content: JSON.stringify({
          out_trade_no: order.orderNo,
          product_code: 'FAST_INSTANT_TRADE_PAY',
          total_amount: fenToYuan(order.fen),
          subject: order.subject,
          timeout_express: '30m',
        }),
      };
      params.sign = alipaySign(params, cfg.privateKey);
      const url = new URL(cfg.gateway);
      for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v);
      return { payUrl: url.toString(), codeUrl: null };
    },
    async verify(raw: RawNotify): Promise<PaidNotice | null> {
      const params: Record<string, string> = {};
      for (const [k, v] of new URLSearchParams(raw.body)) params[k] = v;
      if (!alipayVerify(params, cfg.alipayPublicKey)) return null;
      if (params.app_id !== cfg.appId) return null;
      if (params.trade_status !== 'TRADE_SUCCESS' && params.trade_status !== 'TRADE_FINISHED') return null;
      const fen = yuanTextToFen(params.total_amount);
      if (fen === null || !params.out_trade_no || !params.trade_no) return null;
      return { orderNo: params.out_trade_no, fen, gatewayTradeNo: params.trade_no };
    },
    accepted: { status: 200, contentType: 'text/plain; charset=utf-8', body: 'success' },
    refused: { status: 200, contentType: 'text/plain; charset=utf-8', body: 'failure' },
  };
}

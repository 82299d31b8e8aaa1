import { createDecipheriv, createSign, createVerify, randomBytes } from 'node:crypto';
import type { PaidNotice, PaymentProvider, RawNotify } from './types';
import { GatewayError, header, pem } from './types';

export interface WechatPayConfig {
  mchId: string;
  appId: string;
  /** serial number of the merchant API certificate */
  serialNo: string;
  /** the merchant API private key (PEM) */
  privateKey: string;
  /** WeChat Pay's platform public key (PEM), for answers and notifications */
  platformPublicKey: string;
  /** the APIv3 key (32 characters) notifications are encrypted with */
  apiV3Key: string;
  baseUrl: string;
}

/** `WECHATPAY2-SHA256-RSA2048` Authorization over `METHOD\nURL\nts\nnonce\nbody\n` (URL: path and query). */
export function wechatAuthorization(
  cfg: Pick<WechatPayConfig, 'mchId' | 'serialNo' | 'privateKey'>,
  method: string,
  pathAndQuery: string,
  body: string,
  ts: number,
  nonce: string,
): string {
  const message = `${method}\n${pathAndQuery}\n${ts}\n${nonce}\n${body}\n`;
  const signature = createSign('RSA-SHA256').update(message, 'utf8').sign(pem(cfg.privateKey, 'PRIVATE KEY'), 'base64');
  return `WECHATPAY2-SHA256-RSA2048 mchid="${cfg.mchId}",nonce_str="${nonce}",signature="${signature}",timestamp="${ts}",serial_no="${cfg.serialNo}"`;
}

/** Verifies a WeChat Pay answer or notification: Wechatpay-Signature over `ts\nnonce\nbody\n` with the platform key; the timestamp within five minutes. */
export function wechatVerify(headers: RawNotify['headers'], body: string, platformPublicKey: string, nowMs: number): boolean {
  const raw = { headers, body };
  const ts = header(raw, 'wechatpay-timestamp');
  const nonce = header(raw, 'wechatpay-nonce');
  const sig = header(raw, 'wechatpay-signature');
  if (!ts || !nonce || !sig || !/^\d{1,12}$/.test(ts)) return false;
  if (Math.abs(nowMs / 1000 - Number(ts)) > 300) return false;
  try {
    return createVerify('RSA-SHA256')
      .update(`${ts}\n${nonce}\n${body}\n`, 'utf8')
      .verify(pem(platformPublicKey, 'PUBLIC KEY'), sig, 'base64');
  } catch {
    return false;
  }
}

/** AEAD_AES_256_GCM decryption of a notification's `resource` (ciphertext carries the 16-byte tag at its end). */
export function wechatDecrypt(apiV3Key: string, resource: { ciphertext: string; nonce: string; associated_data?: string }): string {
  const data = Buffer.from(resource.ciphertext, 'base64');
  if (data.length < 17) throw new Error('ciphertext too short');
  const decipher = createDecipheriv('aes-256-gcm', Buffer.from(apiV3Key, 'utf8'), Buffer.from(resource.nonce, 'utf8'));
  decipher.setAuthTag(data.subarray(data.length - 16));
  decipher.setAAD(Buffer.from(resource.associated_data ?? '', 'utf8'));
  return Buffer.concat([decipher.update(data.subarray(0, data.length - 16)), decipher.final()]).toString('utf8');
}

/**
 * WeChat Pay API v3, Native payment: we ask the gateway for a `code_url` (shown as a QR code);
 * WeChat Pay then posts a signed notification whose `resource` is encrypted with the APIv3 key.
 */
export function wechatProvider(cfg: WechatPayConfig, now: () => number = Date.now, fetchImpl: typeof fetch = fetch): PaymentProvider {
  return {
    id: 'wechat',
    async start(order, urls) {
      const path = '/v3/pay/transactions/native';
      const body = JSON.stringify({
        appid: cfg.appId,
        mchid: cfg.mchId,
        description: order.subject,
        out_trade_no: order.orderNo,
        time_expire: new Date(now() + 30 * 60_000 + 8 * 3600_000).toISOString().replace(/\.\d{3}Z$/, '+08:00'),
        notify_url: urls.notifyUrl,
        amount: { total: order.fen, currency: 'CNY' },
      });
      const ts = Math.floor(now() / 1000);
      const nonce = randomBytes(16).toString('hex');
      let res: Response;
      try {
        res = await fetchImpl(new URL(path, cfg.baseUrl), {
          method: 'POST',
          headers: {
            authorization: wechatAuthorization(cfg, 'POST', path, body, ts, nonce),
            'content-type': 'application/json',
            accept: 'application/json',
          },
          body,
          signal: AbortSignal.timeout(10_000),
        });
      } catch (err) {
        throw new GatewayError(`wechat pay unreachable: ${(err as Error).message}`);
      }
      const text = await res.text();
      if (!res.ok) throw new GatewayError(`wechat pay answered ${res.status}: ${text.slice(0, 200)}`);
      if (!wechatVerify(Object.fromEntries(res.headers), text, cfg.platformPublicKey, now()))
        throw new GatewayError('wechat pay answer signature invalid');
      const codeUrl = (JSON.parse(text) as { code_url?: unknown }).code_url;
      if (typeof codeUrl !== 'string' || !codeUrl) throw new GatewayError('wechat pay answer without code_url');
      return { payUrl: null, codeUrl };
    },
    async verify(raw: RawNotify): Promise<PaidNotice | null> {
      if (!wechatVerify(raw.headers, raw.body, cfg.platformPublicKey, now())) return null;
      try {
        const n = JSON.parse(raw.body) as {
          event_type?: string;
          resource?: { algorithm?: string; ciphertext: string; nonce: string; associated_data?: string };
        };
        if (n.event_type !== 'TRANSACTION.SUCCESS' || n.resource?.algorithm !== 'AEAD_AES_256_GCM') return null;
        const t = JSON.parse(wechatDecrypt(cfg.apiV3Key, n.resource)) as {
          mchid?: string;
          appid?: string;
          out_trade_no?: string;
          transaction_id?: string;
          trade_state?: string;
          amount?: { total?: number; currency?: string };
        };
        if (t.mchid !== cfg.mchId || t.appid !== cfg.appId || t.trade_state !== 'SUCCESS') return null;
        const fen = t.amount?.total;
        if (
          !t.out_trade_no ||
          !t.transaction_id ||
          fen === undefined ||
          !Number.isSafeInteger(fen) ||
          (t.amount?.currency ?? 'CNY') !== 'CNY'
        )
          return null;
        return { orderNo: t.out_trade_no, fen, gatewayTradeNo: t.transaction_id };
      } catch {
        return null;
      }
    },
    accepted: { status: 204, contentType: 'application/json; charset=utf-8', body: '' },
    refused: { status: 400, contentType: 'application/json; charset=utf-8', body: JSON.stringify({ code: 'FAIL', message: '失败' }) },
  };
}

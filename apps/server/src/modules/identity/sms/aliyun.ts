import { createHmac, randomUUID } from 'node:crypto';
import type { SmsGatewayConfig } from '../../../config/env';
import type { SmsProvider } from './provider';

/**
 * Aliyun SMS (dysmsapi SendSms, API version 2017-05-25) with RPC signature v1: sort the parameters,
 * percent-encode (RFC 3986) each name and value, join as a query string, sign
 * `GET&%2F&` + percentEncode(query) with HMAC-SHA1 keyed by `secret + '&'`, base64.
 */

/** RFC 3986 encoding as Aliyun's signature wants it: spaces %20, `*` %2A, `~` kept, `!'()` encoded. */
export function percentEncode(s: string): string {
  return encodeURIComponent(s).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

export function canonicalQuery(params: Record<string, string>): string {
  // Keys are unique, so no two compare equal; the order is Array.prototype.sort's (UTF-16 code units).
  return Object.entries(params)
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([k, v]) => `${percentEncode(k)}=${percentEncode(v)}`)
    .join('&');
}

export function aliyunSignature(params: Record<string, string>, accessKeySecret: string, method = 'GET'): string {
  const toSign = `${method}&${percentEncode('/')}&${percentEncode(canonicalQuery(params))}`;
  return createHmac('sha1', `${accessKeySecret}&`).update(toSign).digest('base64');
}

/** The signed SendSms URL for one message. */
export function sendSmsUrl(
  cfg: SmsGatewayConfig,
  mobile: string,
  code: string,
  at: Date = new Date(),
  nonce: string = randomUUID(),
): string {
  const params: Record<string, string> = {
    AccessKeyId: cfg.accessKeyId,
    Action: 'SendSms',
    Format: 'JSON',
    PhoneNumbers: mobile,
    RegionId: 'cn-hangzhou',
    SignName: cfg.signName,
    SignatureMethod: 'HMAC-SHA1',
    SignatureNonce: nonce,
    SignatureVersion: '1.0',
    TemplateCode: cfg.templateCode,
    TemplateParam: JSON.stringify({ code }),
    Timestamp: at.toISOString().replace(/\.\d{3}Z$/, 'Z'),
    Version: '2017-05-25',
  };
  const signature = aliyunSignature(params, cfg.accessKeySecret);
  return `${cfg.endpoint.replace(/\/?$/, '/')}?Signature=${percentEncode(signature)}&${canonicalQuery(params)}`;
}

/** The real gateway: one signed GET per code; anything but Code "OK" is a failed delivery. */
export function aliyunProvider(cfg: SmsGatewayConfig, fetchImpl: typeof fetch = fetch): SmsProvider {
  return {
    name: 'gateway',
    async send(msg) {
      const res = await fetchImpl(sendSmsUrl(cfg, msg.mobile, msg.code), { signal: AbortSignal.timeout(10_000) });
      const body = (await res.json().catch(() => null)) as { Code?: string; Message?: string } | null;
      if (!res.ok || body?.Code !== 'OK')
        throw new Error(`Aliyun SendSms failed: ${res.status} ${body?.Code ?? ''} ${body?.Message ?? ''}`);
    },
  };
}

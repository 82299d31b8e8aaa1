import { createHmac } from 'node:crypto';
import type { TVendorCaptchaResult } from '@sports/contracts';

export interface GeetestConfig {
  captchaId: string;
  captchaKey: string;
  apiServer: string;
}

/** GeeTest v4 secondary validation: sign_token = HMAC-SHA256(key = captcha_key, message = lot_number), hex. */
export function geetestSignToken(lotNumber: string, captchaKey: string): string {
  return createHmac('sha256', captchaKey).update(lotNumber, 'utf8').digest('hex');
}

/**
 * Asks the vendor whether the browser really passed (POST {apiServer}/validate?captcha_id=…, form body).
 * Fails closed: a network error or any answer but result "success" is a failed verification.
 */
export function geetestValidator(cfg: GeetestConfig, fetchImpl: typeof fetch = fetch) {
  return async (r: TVendorCaptchaResult): Promise<boolean> => {
    if (r.captchaId && r.captchaId !== cfg.captchaId) return false;
    const form = new URLSearchParams({
      lot_number: r.lotNumber,
      captcha_output: r.captchaOutput,
      pass_token: r.passToken,
      gen_time: r.genTime,
      sign_token: geetestSignToken(r.lotNumber, cfg.captchaKey),
    });
    try {
      const res = await fetchImpl(`${cfg.apiServer.replace(/\/$/, '')}/validate?captcha_id=${encodeURIComponent(cfg.captchaId)}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: form.toString(),
        signal: AbortSignal.timeout(5000),
      });
      const body = (await res.json().catch(() => null)) as { result?: string } | null;
      return res.ok && body?.result === 'success';
    } catch {
      return false;
    }
  };
}
export type VendorValidator = ReturnType<typeof geetestValidator>;

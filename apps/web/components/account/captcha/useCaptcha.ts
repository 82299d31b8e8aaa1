'use client';
import { useCallback, useEffect, useRef, useState } from 'react';
import { UI_TEXT, type TCaptchaResponse, type TCaptchaType } from '@sports/contracts';
import { checkCaptcha, fetchCaptcha, isCaptchaExpired, isCaptchaOk } from './captcha-api';
import { failureTip, type TCaptchaStatus } from './CaptchaFrame';

/** SPEC §4: success closes after about 1 s. */
const SUCCESS_MS = 1000;

/**
 * The life of one built-in captcha: fetch, check the user's point(s), then green success that emits the
 * captchaVerification after ~1 s, or red failure and a new captcha after `failMs`. '6201' clears the
 * images and shows repMsg. `onNew` clears the widget's own input (slider position, clicked points).
 */
export function useCaptcha(
  type: TCaptchaType,
  opts: { failMs: number; onVerified: (captchaVerification: string) => void; onNew: () => void },
) {
  const { failMs, onVerified, onNew } = opts;
  const [data, setData] = useState<TCaptchaResponse['repData']>(null);
  const [status, setStatus] = useState<TCaptchaStatus>('loading');
  const [tip, setTip] = useState('');
  const timers = useRef<number[]>([]);
  const later = (fn: () => void, ms: number) => timers.current.push(window.setTimeout(fn, ms));

  const apply = useCallback((res: TCaptchaResponse) => {
    if (isCaptchaOk(res) && res.repData) {
      setData(res.repData);
      setStatus('idle');
    } else {
      if (isCaptchaExpired(res)) setData(null);
      setTip(res.repMsg || UI_TEXT.captchaFail);
      setStatus('error');
    }
  }, []);
  const reload = useCallback(async () => {
    setStatus('loading');
    setTip('');
    onNew();
    apply(await fetchCaptcha(type));
  }, [apply, onNew, type]);

  useEffect(() => {
    let live = true;
    void fetchCaptcha(type).then((res) => live && apply(res));
    const pending = timers.current;
    return () => {
      live = false;
      pending.forEach((t) => window.clearTimeout(t));
    };
  }, [apply, type]);

  const check = async (points: unknown) => {
    if (!data) return;
    setStatus('checking');
    const res = await checkCaptcha(type, data.token, data.secretKey, points);
    if (isCaptchaOk(res)) {
      setStatus('success');
      setTip('验证成功');
      const token = res.repData?.captchaVerification ?? '';
      later(() => onVerified(token), SUCCESS_MS);
      return;
    }
    setStatus('fail');
    if (isCaptchaExpired(res)) setData(null);
    setTip(failureTip(res));
    later(() => void reload(), failMs);
  };

  const tone: 'normal' | 'success' | 'fail' = status === 'success' ? 'success' : status === 'fail' ? 'fail' : 'normal';
  const shownTip = status === 'success' || status === 'fail' || status === 'error' ? tip : '';
  return { data, status, setStatus, tone, tip: shownTip, reload, check };
}

'use client';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ACCOUNT_LIMITS, UI_TEXT, type TCaptchaResponse } from '@sports/contracts';
import { checkCaptcha, fetchCaptcha, isCaptchaExpired, isCaptchaOk } from './captcha-api';
import { CaptchaFrame, failureTip, type TCaptchaStatus } from './CaptchaFrame';

/** SPEC §9: failure refreshes after 0.7 s; success closes after about 1 s. */
const FAIL_MS = 700;
const SUCCESS_MS = 1000;

/**
 * Built-in click-word captcha (SPEC §4): click the three characters in the order shown; the third
 * click sends them for checking.
 */
export function ClickWord({ onVerified }: { onVerified: (captchaVerification: string) => void }) {
  const [data, setData] = useState<TCaptchaResponse['repData']>(null);
  const [points, setPoints] = useState<{ x: number; y: number }[]>([]);
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
  const load = useCallback(async () => {
    setStatus('loading');
    setPoints([]);
    setTip('');
    apply(await fetchCaptcha('clickWord'));
  }, [apply]);

  useEffect(() => {
    let live = true;
    void fetchCaptcha('clickWord').then((res) => live && apply(res));
    const pending = timers.current;
    return () => {
      live = false;
      pending.forEach((t) => window.clearTimeout(t));
    };
  }, [apply]);

  const onClick = async (x: number, y: number) => {
    if (status !== 'idle' || !data) return;
    const next = [...points, { x, y }];
    setPoints(next);
    if (next.length < ACCOUNT_LIMITS.clickWordCount) return;
    setStatus('checking');
    const res = await checkCaptcha('clickWord', data.token, data.secretKey, next);
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
    later(() => void load(), FAIL_MS);
  };

  const tone = status === 'success' ? 'success' : status === 'fail' ? 'fail' : 'normal';
  const words = data?.wordList ?? [];
  return (
    <div data-testid="captcha-click-word" data-status={status} className="select-none" style={{ width: ACCOUNT_LIMITS.captchaWidth }}>
      <CaptchaFrame image={data?.originalImageBase64} onRefresh={() => void load()} tip={status === 'success' || status === 'fail' || status === 'error' ? tip : ''} tone={tone} onClick={(x, y) => void onClick(x, y)}>
        {points.map((p, i) => (
          <span
            key={i}
            className="pointer-events-none absolute flex h-5 w-5 -translate-x-1/2 -translate-y-1/2 items-center justify-center rounded-full bg-primary text-xs font-semibold text-white ring-2 ring-white"
            style={{ left: p.x, top: p.y }}
          >
            {i + 1}
          </span>
        ))}
      </CaptchaFrame>
      <div
        data-testid="captcha-words"
        className={`mt-2.5 flex h-10 items-center justify-center rounded border text-sm ${
          tone === 'success' ? 'border-emerald-500 bg-emerald-50 text-emerald-600' : tone === 'fail' ? 'border-red-500 bg-red-50 text-red-600' : 'border-line bg-page text-ink'
        }`}
      >
        {tone === 'success' ? (
          '验证成功'
        ) : tone === 'fail' ? (
          UI_TEXT.captchaFail
        ) : (
          <>
            请依次点击【<b className="mx-0.5 font-semibold text-primary">{words.join(',')}</b>】
          </>
        )}
      </div>
    </div>
  );
}

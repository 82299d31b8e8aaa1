'use client';
import { useCallback, useState } from 'react';
import { ACCOUNT_LIMITS, UI_TEXT } from '@sports/contracts';
import { CaptchaFrame } from './CaptchaFrame';
import { useCaptcha } from './useCaptcha';

/** SPEC §9: failure refreshes after 0.7 s. */
const FAIL_MS = 700;

/**
 * Built-in click-word captcha (SPEC §4): click the three characters in the order shown; the third
 * click sends them for checking.
 */
export function ClickWord({ onVerified }: { onVerified: (captchaVerification: string) => void }) {
  const [points, setPoints] = useState<{ x: number; y: number }[]>([]);
  const clear = useCallback(() => setPoints([]), []);
  const { data, status, tone, tip, reload, check } = useCaptcha('clickWord', { failMs: FAIL_MS, onVerified, onNew: clear });

  const onClick = (x: number, y: number) => {
    if (status !== 'idle' || !data) return;
    const next = [...points, { x, y }];
    setPoints(next);
    if (next.length === ACCOUNT_LIMITS.clickWordCount) void check(next);
  };

  const words = data?.wordList ?? [];
  return (
    <div data-testid="captcha-click-word" data-status={status} className="select-none" style={{ width: ACCOUNT_LIMITS.captchaWidth }}>
      <CaptchaFrame image={data?.originalImageBase64} onRefresh={() => void reload()} tip={tip} tone={tone} onClick={onClick}>
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
          tone === 'success'
            ? 'border-emerald-500 bg-emerald-50 text-emerald-600'
            : tone === 'fail'
              ? 'border-red-500 bg-red-50 text-red-600'
              : 'border-line bg-page text-ink'
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

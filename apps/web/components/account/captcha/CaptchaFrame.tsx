'use client';
import type { ReactNode } from 'react';
import { ACCOUNT_LIMITS, CAPTCHA_REP, UI_TEXT, type TCaptchaResponse } from '@sports/contracts';

export type TCaptchaStatus = 'loading' | 'idle' | 'dragging' | 'checking' | 'success' | 'fail' | 'error';

/** SPEC §8: a failed check says 验证失败; an expired captcha or any other answer shows repMsg. */
export function failureTip(res: TCaptchaResponse): string {
  if (res.repCode === CAPTCHA_REP.FAILED.repCode) return UI_TEXT.captchaFail;
  return res.repMsg || UI_TEXT.captchaFail;
}

/** The 310×155 picture of a built-in captcha with its refresh button and the result strip. */
export function CaptchaFrame({
  image,
  onRefresh,
  tip,
  tone,
  onClick,
  children,
}: {
  image?: string;
  onRefresh: () => void;
  tip: string;
  tone: 'normal' | 'success' | 'fail';
  onClick?: (x: number, y: number) => void;
  children?: ReactNode;
}) {
  const { captchaWidth: w, captchaHeight: h } = ACCOUNT_LIMITS;
  return (
    <div className="relative overflow-hidden rounded bg-page" style={{ width: w, height: h }}>
      {image ? (
        <img
          src={`data:image/png;base64,${image}`}
          alt="验证图片"
          draggable={false}
          data-testid="captcha-image"
          className={`block h-full w-full ${onClick ? 'cursor-pointer' : ''}`}
          onClick={(e) => {
            const r = e.currentTarget.getBoundingClientRect();
            onClick?.(Math.round(((e.clientX - r.left) * w) / r.width), Math.round(((e.clientY - r.top) * h) / r.height));
          }}
        />
      ) : (
        <div className="flex h-full items-center justify-center text-xs text-muted">{tip ? '' : '加载中…'}</div>
      )}
      {children}
      <button
        type="button"
        onClick={onRefresh}
        aria-label="换一张"
        title="换一张"
        data-testid="captcha-refresh"
        className="absolute right-2 top-2 flex h-7 w-7 items-center justify-center rounded-full bg-black/35 text-white hover:bg-black/55"
      >
        <svg width="14" height="14" viewBox="0 0 16 16" aria-hidden>
          <path d="M13.5 8A5.5 5.5 0 1 1 11.9 4.1M12 1.5v3h-3" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
        </svg>
      </button>
      {tip ? (
        <div
          data-testid="captcha-tip"
          className={`absolute inset-x-0 bottom-0 px-3 py-1.5 text-center text-sm text-white ${tone === 'success' ? 'bg-emerald-500/90' : tone === 'fail' ? 'bg-red-500/90' : 'bg-black/60'}`}
        >
          {tip}
        </div>
      ) : null}
    </div>
  );
}

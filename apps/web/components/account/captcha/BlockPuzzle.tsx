'use client';
import { useCallback, useEffect, useRef, useState, type PointerEvent } from 'react';
import { ACCOUNT_LIMITS, UI_TEXT, type TCaptchaResponse } from '@sports/contracts';
import { checkCaptcha, fetchCaptcha, isCaptchaExpired, isCaptchaOk } from './captcha-api';
import { CaptchaFrame, failureTip, type TCaptchaStatus } from './CaptchaFrame';

const W = ACCOUNT_LIMITS.captchaWidth;
const HANDLE = 40;
/** SPEC §4: success closes after about 1 s, failure refreshes after 1 s. */
const SUCCESS_MS = 1000;
const FAIL_MS = 1000;

/**
 * Built-in block-puzzle captcha (SPEC §4): drag the piece into its gap, check, then green success that
 * emits the captchaVerification after ~1 s, or red failure and a new puzzle after 1 s.
 * '6201' (expired) clears the images and shows the server's message until the user refreshes.
 */
export function BlockPuzzle({ onVerified }: { onVerified: (captchaVerification: string) => void }) {
  const [data, setData] = useState<TCaptchaResponse['repData']>(null);
  const [status, setStatus] = useState<TCaptchaStatus>('loading');
  const [tip, setTip] = useState('');
  const [x, setX] = useState(0);
  const drag = useRef<{ startX: number } | null>(null);
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
    setX(0);
    setTip('');
    apply(await fetchCaptcha('blockPuzzle'));
  }, [apply]);

  useEffect(() => {
    let live = true;
    void fetchCaptcha('blockPuzzle').then((res) => live && apply(res));
    const pending = timers.current;
    return () => {
      live = false;
      pending.forEach((t) => window.clearTimeout(t));
    };
  }, [apply]);

  const busy = status !== 'idle' && status !== 'dragging';
  const onDown = (e: PointerEvent<HTMLDivElement>) => {
    if (busy || !data) return;
    e.currentTarget.setPointerCapture(e.pointerId);
    drag.current = { startX: e.clientX - x };
    setStatus('dragging');
  };
  const onMove = (e: PointerEvent<HTMLDivElement>) => {
    if (!drag.current) return;
    setX(Math.min(W - HANDLE, Math.max(0, e.clientX - drag.current.startX)));
  };
  const onUp = async () => {
    if (!drag.current || !data) return;
    drag.current = null;
    setStatus('checking');
    const res = await checkCaptcha('blockPuzzle', data.token, data.secretKey, { x, y: 5 });
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
  return (
    <div data-testid="captcha-block-puzzle" data-status={status} className="select-none" style={{ width: W }}>
      <CaptchaFrame image={data?.originalImageBase64} onRefresh={() => void load()} tip={status === 'success' || status === 'fail' || status === 'error' ? tip : ''} tone={tone}>
        {data?.jigsawImageBase64 ? (
          <img src={`data:image/png;base64,${data.jigsawImageBase64}`} alt="" draggable={false} data-testid="captcha-piece" className="absolute top-0 h-full w-auto" style={{ left: x }} />
        ) : null}
      </CaptchaFrame>
      <div
        className={`relative mt-2.5 h-10 rounded border text-center text-sm leading-10 ${
          tone === 'success' ? 'border-emerald-500 bg-emerald-50' : tone === 'fail' ? 'border-red-500 bg-red-50' : 'border-line bg-page'
        }`}
      >
        <span className="text-muted">{status === 'dragging' || x > 0 ? '' : '向右滑动完成验证'}</span>
        <div
          className={`absolute inset-y-0 left-0 rounded-l ${tone === 'success' ? 'bg-emerald-100' : tone === 'fail' ? 'bg-red-100' : 'bg-primary-weak'}`}
          style={{ width: x + HANDLE }}
        />
        <div
          role="slider"
          aria-label="拖动滑块完成拼图"
          aria-valuemin={0}
          aria-valuemax={W - HANDLE}
          aria-valuenow={Math.round(x)}
          tabIndex={0}
          data-testid="captcha-handle"
          onPointerDown={onDown}
          onPointerMove={onMove}
          onPointerUp={() => void onUp()}
          onPointerCancel={() => void onUp()}
          className={`absolute top-[-1px] flex h-10 w-10 cursor-grab touch-none items-center justify-center rounded text-white shadow ${
            tone === 'success' ? 'bg-emerald-500' : tone === 'fail' ? 'bg-red-500' : 'bg-primary'
          } ${busy ? 'cursor-default' : ''}`}
          style={{ left: x }}
        >
          {tone === 'success' ? '✓' : tone === 'fail' ? '✕' : '→'}
        </div>
      </div>
    </div>
  );
}

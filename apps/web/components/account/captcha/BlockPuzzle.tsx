'use client';
import { useCallback, useRef, useState, type PointerEvent } from 'react';
import { ACCOUNT_LIMITS } from '@sports/contracts';
import { CaptchaFrame } from './CaptchaFrame';
import { useDragTrack } from './drag-track';
import { useCaptcha } from './useCaptcha';

const W = ACCOUNT_LIMITS.captchaWidth;
const HANDLE = 40;
/** SPEC §4: failure refreshes after 1 s. */
const FAIL_MS = 1000;

/**
 * Built-in block-puzzle captcha (SPEC §4): drag the piece into its gap, check, then green success that
 * emits the captchaVerification after ~1 s, or red failure and a new puzzle after 1 s.
 * '6201' (expired) clears the images and shows the server's message until the user refreshes.
 */
export function BlockPuzzle({ onVerified }: { onVerified: (captchaVerification: string) => void }) {
  const [x, setX] = useState(0);
  const drag = useRef<{ startX: number } | null>(null);
  const clear = useCallback(() => setX(0), []);
  const { data, status, setStatus, tone, tip, reload, check } = useCaptcha('blockPuzzle', { failMs: FAIL_MS, onVerified, onNew: clear });

  const busy = status !== 'idle' && status !== 'dragging';
  const along = (clientX: number) => Math.min(W - HANDLE, Math.max(0, clientX - (drag.current?.startX ?? 0)));
  const track = useDragTrack(along);
  const onDown = (e: PointerEvent<HTMLDivElement>) => {
    if (busy || !data) return;
    e.currentTarget.setPointerCapture(e.pointerId);
    drag.current = { startX: e.clientX - x };
    track.start(e, x);
    setStatus('dragging');
  };
  const onMove = (e: PointerEvent<HTMLDivElement>) => {
    if (!drag.current) return;
    track.move(e);
    setX(along(e.clientX));
  };
  const onUp = (e: PointerEvent<HTMLDivElement>) => {
    if (!drag.current) return;
    drag.current = null;
    void check({ x, y: 5, track: track.finish(e, x) });
  };
  return (
    <div data-testid="captcha-block-puzzle" data-status={status} data-token={data?.token} className="select-none" style={{ width: W }}>
      <CaptchaFrame image={data?.originalImageBase64} onRefresh={() => void reload()} tip={tip} tone={tone}>
        {data?.jigsawImageBase64 ? (
          <img
            src={`data:image/png;base64,${data.jigsawImageBase64}`}
            alt=""
            draggable={false}
            data-testid="captcha-piece"
            className="absolute top-0 h-full w-auto"
            style={{ left: x }}
          />
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
          onPointerUp={onUp}
          onPointerCancel={onUp}
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

'use client';
import { useCallback, useEffect, useRef, useState, type PointerEvent } from 'react';
import { API_CALLS, UI_TEXT, type TSlidePuzzle } from '@sports/contracts';
import { call, isOk, type TApiResult } from '@/lib/api';
import { useDragTrack } from './captcha/drag-track';

/** SPEC §9: the success hint hides after 1 s, an error resets after 1.5 s. */
const PASS_HINT_MS = 1000;
const ERROR_RESET_MS = 1500;
const HANDLE = 44;

const fetchPuzzle = () => call(API_CALLS.slidePuzzle);

export type TSlideState = 'loading' | 'idle' | 'dragging' | 'checking' | 'success' | 'error';

/**
 * The login panel's slide puzzle (SPEC §4): drag the piece into the gap. Success shows 验证通过 for
 * 1 s and locks the slider; failure shows 验证失败：请正确拼合图像 and fetches a new puzzle after 1.5 s.
 * The target x stays on the server, which checks the drop (within 6 image pixels) and hands back a
 * one-time captchaVerification for the SMS request.
 */
export function SlidePuzzle({ width, onPassed }: { width: number; onPassed: (captchaVerification: string) => void }) {
  const [puzzle, setPuzzle] = useState<TSlidePuzzle | null>(null);
  const [state, setState] = useState<TSlideState>('loading');
  const [hint, setHint] = useState<'pass' | 'fail' | null>(null);
  const [x, setX] = useState(0);
  const [hover, setHover] = useState(false);
  const drag = useRef<{ start: number } | null>(null);
  const timers = useRef<number[]>([]);
  const later = (fn: () => void, ms: number) => timers.current.push(window.setTimeout(fn, ms));

  const apply = useCallback((res: TApiResult<TSlidePuzzle>) => {
    setPuzzle(res.code === 200 ? res.data : null);
    setState(res.code === 200 ? 'idle' : 'error');
  }, []);
  const load = useCallback(async () => {
    setState('loading');
    setX(0);
    setHint(null);
    apply(await fetchPuzzle());
  }, [apply]);

  useEffect(() => {
    let live = true;
    void fetchPuzzle().then((res) => live && apply(res));
    const pending = timers.current;
    return () => {
      live = false;
      pending.forEach((t) => window.clearTimeout(t));
    };
  }, [apply]);

  // The picture is drawn at the form's width; x travels in screen pixels and is sent in image pixels.
  const scale = puzzle ? width / puzzle.width : 1;
  const maxX = puzzle ? width - puzzle.pieceSize * scale : width - HANDLE;
  const handleX = maxX > 0 ? (x / maxX) * (width - HANDLE) : 0;

  /** Where the piece is (form pixels) for a pointer at clientX. */
  const pieceAt = (clientX: number) => {
    const h = Math.min(width - HANDLE, Math.max(0, clientX - (drag.current?.start ?? 0)));
    return (h / (width - HANDLE)) * maxX;
  };
  const track = useDragTrack((clientX) => pieceAt(clientX) / scale);
  const onDown = (e: PointerEvent<HTMLDivElement>) => {
    if (state !== 'idle' || !puzzle) return;
    e.currentTarget.setPointerCapture(e.pointerId);
    drag.current = { start: e.clientX - handleX };
    track.start(e, x / scale);
    setState('dragging');
  };
  const onMove = (e: PointerEvent<HTMLDivElement>) => {
    if (!drag.current) return;
    track.move(e);
    setX(pieceAt(e.clientX));
  };
  const onUp = async (e: PointerEvent<HTMLDivElement>) => {
    if (!drag.current || !puzzle) return;
    drag.current = null;
    setState('checking');
    const coox = Math.round(x / scale);
    const res = await call(API_CALLS.slideCheck, { body: { token: puzzle.token, coox, track: track.finish(e, coox) } });
    if (isOk(res)) {
      setState('success');
      setHint('pass');
      onPassed(res.data.captchaVerification);
      later(() => setHint(null), PASS_HINT_MS);
      return;
    }
    setState('error');
    setHint('fail');
    later(() => void load(), ERROR_RESET_MS);
  };

  const showPicture = puzzle !== null && state !== 'success' && (hover || state === 'dragging' || state === 'checking' || hint !== null);
  const height = puzzle ? puzzle.height * scale : 0;
  const done = state === 'success';
  const failed = hint === 'fail';
  return (
    <div
      className="relative select-none"
      data-testid="slide-puzzle"
      data-state={state}
      data-token={puzzle?.token}
      onPointerEnter={() => setHover(true)}
      onPointerLeave={() => setHover(false)}
    >
      {puzzle ? (
        <div
          data-testid="slide-picture"
          aria-hidden={!showPicture}
          className={`absolute bottom-full left-0 z-10 mb-2 overflow-hidden rounded-md shadow-lg ring-1 ring-line transition-opacity ${
            showPicture || hint ? 'visible opacity-100' : 'invisible opacity-0'
          }`}
          style={{ width, height }}
        >
          <img src={puzzle.tari} alt="拼图背景" draggable={false} data-testid="slide-background" className="block h-full w-full" />
          <img
            src={puzzle.slii}
            alt="拼图块"
            draggable={false}
            data-testid="slide-piece"
            data-cooy={puzzle.cooy}
            className="absolute"
            style={{ left: x, top: puzzle.cooy * scale, width: puzzle.pieceSize * scale, height: puzzle.pieceSize * scale }}
          />
          {hint ? (
            <div
              data-testid="slide-hint"
              className={`absolute inset-x-0 bottom-0 py-1.5 text-center text-sm text-white ${hint === 'pass' ? 'bg-emerald-500/90' : 'bg-red-500/90'}`}
            >
              {hint === 'pass' ? UI_TEXT.slidePass : UI_TEXT.slideFail}
            </div>
          ) : null}
          <button
            type="button"
            aria-label="换一张"
            onClick={() => state === 'idle' && void load()}
            className="absolute right-2 top-2 flex h-7 w-7 items-center justify-center rounded-full bg-black/35 text-white hover:bg-black/55"
          >
            <svg width="14" height="14" viewBox="0 0 16 16" aria-hidden>
              <path
                d="M13.5 8A5.5 5.5 0 1 1 11.9 4.1M12 1.5v3h-3"
                fill="none"
                stroke="currentColor"
                strokeWidth="1.6"
                strokeLinecap="round"
              />
            </svg>
          </button>
        </div>
      ) : null}
      <div
        className={`relative h-11 overflow-hidden rounded border text-center text-sm leading-[42px] ${
          done
            ? 'border-emerald-400 bg-emerald-50 text-emerald-600'
            : failed
              ? 'border-red-400 bg-red-50 text-red-500'
              : 'border-line bg-page text-muted'
        }`}
      >
        <div
          className={`absolute inset-y-0 left-0 ${done ? 'bg-emerald-100' : failed ? 'bg-red-100' : 'bg-primary-weak'}`}
          style={{ width: done ? '100%' : handleX + HANDLE / 2 }}
        />
        <span className="relative">
          {done
            ? UI_TEXT.slidePass
            : failed
              ? UI_TEXT.slideFail
              : state === 'loading'
                ? '加载中…'
                : puzzle
                  ? '向右拖动滑块填充拼图'
                  : '拼图加载失败，点击重试'}
        </span>
        {!puzzle && state === 'error' ? (
          <button type="button" className="absolute inset-0" aria-label="重新加载拼图" onClick={() => void load()} />
        ) : null}
        <div
          role="slider"
          aria-label="拖动滑块填充拼图"
          aria-valuemin={0}
          aria-valuemax={Math.round(maxX)}
          aria-valuenow={Math.round(x)}
          tabIndex={0}
          data-testid="slide-handle"
          onPointerDown={onDown}
          onPointerMove={onMove}
          onPointerUp={(e) => void onUp(e)}
          onPointerCancel={(e) => void onUp(e)}
          className={`absolute top-0 flex h-[42px] touch-none items-center justify-center rounded text-white shadow-md transition-colors ${
            done ? 'bg-emerald-500' : failed ? 'bg-red-500' : 'cursor-grab bg-primary active:cursor-grabbing'
          }`}
          style={{ left: done ? `calc(100% - ${HANDLE}px)` : handleX, width: HANDLE }}
        >
          {done ? (
            <svg width="18" height="18" viewBox="0 0 18 18" aria-hidden>
              <path d="M4 9.5l3.5 3.5L14 6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          ) : failed ? (
            '✕'
          ) : (
            <svg width="18" height="18" viewBox="0 0 18 18" aria-hidden>
              <path d="M4 9h10M10 5l4 4-4 4" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          )}
        </div>
      </div>
    </div>
  );
}

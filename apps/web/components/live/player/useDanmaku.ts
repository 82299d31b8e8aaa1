import { useCallback, useEffect, useRef } from 'react';
import { splitEmoji } from '@sports/contracts';
import { usePref, writePref } from '@/lib/prefs';

export type TDanmaku = { text: string; color?: string; self?: boolean };

/** The viewer's barrage choice, remembered in this browser (lib/prefs). */
const DANMAKU_KEY = 'live_danmaku_on';
const MAX_DANMAKU = 60;
const DANMAKU_LANES = 8;
const DANMAKU_MS = 8000;

/** A barrage line: text nodes and emoji pictures only, so nothing a user typed is ever parsed as markup. */
function danmakuNode(text: string, msg: TDanmaku, lane: number): HTMLSpanElement {
  const el = document.createElement('span');
  for (const part of splitEmoji(text)) {
    if ('emoji' in part) {
      const img = document.createElement('img');
      img.src = part.emoji.url;
      img.alt = part.emoji.code;
      img.width = img.height = 22;
      img.className = 'inline-block align-text-bottom';
      el.appendChild(img);
    } else el.appendChild(document.createTextNode(part.text));
  }
  el.className = `pointer-events-none absolute left-0 whitespace-nowrap text-lg font-semibold leading-none ${msg.self ? 'rounded border border-white/80 px-1' : ''}`;
  el.style.top = `${8 + lane * 32}px`;
  el.style.color = /^#[0-9a-fA-F]{3,8}$/.test(msg.color ?? '') ? (msg.color as string) : '#ffffff';
  el.style.textShadow = '0 0 2px #000, 0 0 2px #000';
  el.dataset.danmaku = '1';
  return el;
}

/**
 * The barrage layer: `push` flies a message across the video in the first free lane (cut to 50
 * characters, at most MAX_DANMAKU on screen); `setEnabled` switches the layer and remembers it.
 */
export function useDanmaku() {
  const layerRef = useRef<HTMLDivElement>(null);
  const enabled = (usePref(DANMAKU_KEY) ?? '1') === '1';
  const enabledRef = useRef(enabled);
  const lanesFreeAt = useRef<number[]>(Array.from({ length: DANMAKU_LANES }, () => 0));
  useEffect(() => {
    enabledRef.current = enabled;
  }, [enabled]);

  const setEnabled = useCallback((on: boolean) => {
    enabledRef.current = on;
    writePref(DANMAKU_KEY, on ? '1' : '0');
    if (!on) layerRef.current?.replaceChildren();
  }, []);

  const push = useCallback((msg: TDanmaku) => {
    const layer = layerRef.current;
    const text = msg.text.trim().slice(0, 50);
    if (!layer || !enabledRef.current || !text || layer.childElementCount >= MAX_DANMAKU) return;
    const now = performance.now();
    let lane = lanesFreeAt.current.findIndex((t) => t <= now);
    if (lane < 0) lane = lanesFreeAt.current.indexOf(Math.min(...lanesFreeAt.current));
    const el = danmakuNode(text, msg, lane);
    layer.appendChild(el);
    const from = layer.clientWidth;
    const width = el.offsetWidth;
    // the lane is free again once this message's tail has entered the screen
    lanesFreeAt.current[lane] = now + (DANMAKU_MS * (width + 24)) / (from + width);
    const anim = el.animate([{ transform: `translateX(${from}px)` }, { transform: `translateX(${-width}px)` }], {
      duration: DANMAKU_MS,
      easing: 'linear',
    });
    anim.onfinish = () => el.remove();
    anim.oncancel = () => el.remove();
  }, []);

  return { layerRef, enabled, setEnabled, push };
}

'use client';
import { useCallback, useEffect, useRef, useState } from 'react';
import { toast } from '@/lib/toast';
import { SCORE_TOPICS, type TMatchLivePatch, type TScoreMatch, type TSport } from '@sports/contracts';
import { subscribeShared } from '@/lib/realtime';
import { alertKind, loadAlertSettings, playAlertSound, type TAlertSettings } from '@/lib/score-alerts';
import { alertText, mergePatch } from './score-format';

/** How long a changed score stays highlighted. */
export const FLASH_MS = 8000;
/** Patches arriving within this time are applied together. */
const BATCH_MS = 250;

/** The second a client-side clock is at, ticking once a second after mount (server time before, so hydration matches). */
export function useNow(serverNow: number, everyMs = 1000): number {
  const [now, setNow] = useState(serverNow);
  useEffect(() => {
    const t = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(t);
  }, [everyMs]);
  return now;
}

/**
 * Rows of a score list kept live from the sports' WebSocket topics: patches merge in place,
 * a resync snapshot replaces the live fields, a changed score flashes, and a goal or red card of
 * a row that `alertable` accepts (visible or starred) pops up with a chime when enabled.
 * `initial` is read once: give the list's component a new key to start from another list.
 */
export function useLiveRows(
  sports: TSport[],
  initial: TScoreMatch[],
  opts: { alertable?: (row: TScoreMatch) => boolean; settings?: TAlertSettings } = {},
) {
  const [rows, setRows] = useState(initial);
  const [flash, setFlash] = useState<Record<number, number>>({});
  const rowsRef = useRef(rows);
  const optsRef = useRef(opts);
  useEffect(() => {
    optsRef.current = opts;
  });

  const apply = useCallback((patches: Partial<TMatchLivePatch>[]) => {
    const byId = new Map(rowsRef.current.map((r) => [r.id, r]));
    const flashed: number[] = [];
    for (const p of patches) {
      const row = p.id === undefined ? undefined : byId.get(p.id);
      if (!row) continue;
      const next = mergePatch(row, p);
      if (next.homeScore !== row.homeScore || next.awayScore !== row.awayScore) flashed.push(row.id);
      byId.set(row.id, next);
      const kind = p.incident ? alertKind(p.incident.type) : null;
      const o = optsRef.current;
      if (kind && p.incident && (o.alertable?.(next) ?? true)) {
        const settings = o.settings ?? loadAlertSettings();
        if (settings.popup) {
          const { title, body } = alertText(kind, next, p.incident);
          toast(title, { description: body, duration: 6000, className: kind === 'goal' ? 'score-alert-goal' : 'score-alert-red' });
        }
        if (settings.sound) playAlertSound(kind);
      }
    }
    // Nothing changed (a resync of quiet matches): no render of the list at all.
    if (rowsRef.current.some((r) => byId.get(r.id) !== r)) {
      const merged = rowsRef.current.map((r) => byId.get(r.id) ?? r);
      rowsRef.current = merged;
      setRows(merged);
    }
    if (flashed.length) {
      const until = Date.now() + FLASH_MS;
      setFlash((f) => ({ ...f, ...Object.fromEntries(flashed.map((id) => [id, until])) }));
    }
  }, []);

  const sportsKey = sports.join(',');
  useEffect(() => {
    // Patches are applied in batches: a busy feed sends dozens a second, the list renders a few times.
    let queue: Partial<TMatchLivePatch>[] = [];
    let timer: ReturnType<typeof setTimeout> | null = null;
    const enqueue = (patches: Partial<TMatchLivePatch>[]) => {
      queue.push(...patches);
      timer ??= setTimeout(() => {
        timer = null;
        const batch = queue;
        queue = [];
        apply(batch);
      }, BATCH_MS);
    };
    const offs = sportsKey.split(',').map((s) =>
      subscribeShared(SCORE_TOPICS[s as TSport], {
        onEvent: (e) => {
          if (e.type === 'patch') enqueue([e.data]);
        },
        onResync: (snapshot) => {
          if ('matches' in snapshot) enqueue(snapshot.matches);
        },
      }),
    );
    return () => {
      if (timer) clearTimeout(timer);
      offs.forEach((off) => off());
    };
  }, [sportsKey, apply]);

  /** Replaces one row (e.g. after starring it). */
  const update = useCallback((id: number, fields: Partial<TScoreMatch>) => {
    const merged = rowsRef.current.map((r) => (r.id === id ? { ...r, ...fields } : r));
    rowsRef.current = merged;
    setRows(merged);
  }, []);

  return { rows, flash, update };
}

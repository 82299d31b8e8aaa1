'use client';
import { useMemo } from 'react';
import type { TMatchIncident } from '@sports/contracts';
import { readPref, usePref, writePref } from './prefs';

/** Whether goals and red cards pop up and ring; remembered in the browser. */
export interface TAlertSettings {
  popup: boolean;
  sound: boolean;
}
export const ALERT_SETTINGS_KEY = 'score_alert_settings';
export const DEFAULT_ALERT_SETTINGS: TAlertSettings = { popup: true, sound: true };

function parseSettings(raw: string | null): TAlertSettings {
  if (!raw) return DEFAULT_ALERT_SETTINGS;
  try {
    const v = JSON.parse(raw) as Partial<TAlertSettings>;
    return { popup: v.popup !== false, sound: v.sound !== false };
  } catch {
    return DEFAULT_ALERT_SETTINGS;
  }
}

export const loadAlertSettings = (): TAlertSettings => parseSettings(readPref(ALERT_SETTINGS_KEY));

export function saveAlertSettings(s: TAlertSettings): void {
  writePref(ALERT_SETTINGS_KEY, JSON.stringify(s));
}

/** The alert settings, shared by every list on the page and other tabs; defaults while rendering on the server. */
export function useAlertSettings(): TAlertSettings {
  const raw = usePref(ALERT_SETTINGS_KEY);
  return useMemo(() => parseSettings(raw), [raw]);
}

/** Incidents that pop up: goals of any kind and sendings-off. */
export type TAlertKind = 'goal' | 'red';
export function alertKind(type: TMatchIncident['type']): TAlertKind | null {
  if (type === 'goal' || type === 'own_goal' || type === 'penalty') return 'goal';
  if (type === 'red' || type === 'second_yellow') return 'red';
  return null;
}

let audio: AudioContext | null = null;

/**
 * A short chime made on the spot with WebAudio (no sound file): two rising notes for a goal,
 * one low buzz for a red card. Browsers only play after the user has interacted with the page.
 */
export function playAlertSound(kind: TAlertKind): void {
  try {
    const Ctx = window.AudioContext ?? (window as unknown as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
    if (!Ctx) return;
    const ctx = (audio ??= new Ctx());
    if (ctx.state === 'suspended') void ctx.resume();
    const notes = kind === 'goal' ? [880, 1318.5] : [220];
    const t0 = ctx.currentTime;
    notes.forEach((freq, i) => {
      const osc = ctx.createOscillator();
      const gain = ctx.createGain();
      osc.type = kind === 'goal' ? 'sine' : 'square';
      osc.frequency.value = freq;
      const start = t0 + i * 0.16;
      const length = kind === 'goal' ? 0.22 : 0.4;
      gain.gain.setValueAtTime(0.0001, start);
      gain.gain.exponentialRampToValueAtTime(0.25, start + 0.02);
      gain.gain.exponentialRampToValueAtTime(0.0001, start + length);
      osc.connect(gain).connect(ctx.destination);
      osc.start(start);
      osc.stop(start + length + 0.02);
    });
  } catch {
    /* no audio device: the pop-up still shows */
  }
}

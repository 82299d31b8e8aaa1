/**
 * SPEC §3 handicap scale: 0 to 14 goals in quarter steps, shown as half-ball strings
 * (平手, 平/半, 半球, 半/一, 一球, 一/球半, 球半, 球半/两, 两球 …).
 */

import { itemAt } from './indexed';

export const HANDICAP_MAX = 14;

const NUMERALS = ['', '一', '两', '三', '四', '五', '六', '七', '八', '九', '十', '十一', '十二', '十三', '十四'];
const numeral = (whole: number) => itemAt(NUMERALS, whole, 'handicap numeral (0 to HANDICAP_MAX)');

/** Full name of a whole or half line: 0 平手, 0.5 半球, 1 一球, 1.5 球半, 2.5 两球半. */
function fullName(halves: number): string {
  const whole = Math.floor(halves / 2);
  const half = halves % 2 === 1;
  if (whole === 0) return half ? '半球' : '平手';
  if (whole === 1 && half) return '球半';
  return `${numeral(whole)}球${half ? '半' : ''}`;
}

/** Short name used on either side of a split (quarter) line: 平, 半, 一, 球半, 两, 两球半. */
function shortName(halves: number): string {
  const whole = Math.floor(halves / 2);
  const half = halves % 2 === 1;
  if (whole === 0) return half ? '半' : '平';
  if (whole === 1 && half) return '球半';
  return half ? `${numeral(whole)}球半` : numeral(whole);
}

export interface HandicapTextOptions {
  /** How a receiving (negative) line is marked: 受让 (default) or a leading '*'. */
  receiving?: 'text' | 'star';
}

/**
 * A handicap in goals (quarter steps, 0 to ±14) as its half-ball string.
 * Negative values are lines the team receives: 受让半球 (or *半球).
 * Values off the scale come back as plain numbers so nothing is ever blank.
 */
export function handicapText(value: number, opts: HandicapTextOptions = {}): string {
  if (!Number.isFinite(value)) return '';
  const quarters = Math.round(Math.abs(value) * 4);
  if (Math.abs(Math.abs(value) * 4 - quarters) > 1e-6 || quarters > HANDICAP_MAX * 4) return String(value);
  let text: string;
  if (quarters % 2 === 0) text = fullName(quarters / 2);
  else {
    const lower = (quarters - 1) / 2;
    text = `${shortName(lower)}/${shortName(lower + 1)}`;
  }
  if (value >= 0 || quarters === 0) return text;
  return opts.receiving === 'star' ? `*${text}` : `受让${text}`;
}

/** Every value of the scale, 0 to 14 in quarter steps. */
export const HANDICAP_SCALE: readonly number[] = Array.from({ length: HANDICAP_MAX * 4 + 1 }, (_, i) => i / 4);

import type { TMatchIncident, TTextLiveLine } from '@sports/contracts';

/** Weight of a moment of attacking pressure: goals from the incidents, shots and corners from the text live. */
const TEXT_WEIGHTS: Record<string, number> = { shot: 2, corner: 1.5, missed_penalty: 2, var: 0.5 };
const GOAL_WEIGHT = 4;
const GOALS = new Set(['goal', 'own_goal', 'penalty']);
/** How much of a minute's pressure carries into each following minute. */
const DECAY = 0.6;
const CARRY = 4;

/**
 * Per-minute attacking pressure, SofaScore-style: positive when the home side presses, negative for
 * the away side, scaled to -100…100 by the strongest minute. A minute's value is its own events plus
 * what the last few minutes' events carry over, so a spell of shots shows as a wave.
 */
export function momentumSeries(
  incidents: TMatchIncident[],
  text: TTextLiveLine[],
  lastMinute: number,
): { minute: number; value: number }[] {
  const n = Math.max(0, Math.floor(lastMinute));
  if (n === 0) return [];
  const raw = new Array<number>(n + 1).fill(0);
  const add = (minute: number | null, side: 'home' | 'away' | null, w: number) => {
    if (minute === null || side === null || minute < 1) return;
    raw[Math.min(n, minute)] += side === 'home' ? w : -w;
  };
  for (const i of incidents) if (GOALS.has(i.type)) add(i.minute + (i.addedMinute ?? 0), i.side, GOAL_WEIGHT);
  for (const l of text) if (l.type && TEXT_WEIGHTS[l.type]) add(l.minute, l.side, TEXT_WEIGHTS[l.type]);
  const smooth = raw.map((_, m) => {
    let v = 0;
    for (let k = 0; k <= CARRY && m - k >= 1; k++) v += raw[m - k] * DECAY ** k;
    return v;
  });
  const peak = Math.max(...smooth.map(Math.abs));
  return smooth.slice(1).map((v, i) => ({ minute: i + 1, value: peak === 0 ? 0 : Math.round((v / peak) * 100) }));
}

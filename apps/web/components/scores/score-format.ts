import {
  basketballClock,
  matchMinute,
  matchStateText,
  quarterTimeLeft,
  type TMatchIncident,
  type TMatchLivePatch,
  type TScoreMatch,
} from '@sports/contracts';
import { formatMonthDay, formatTime } from '../../lib/format';
import type { TAlertKind } from '@/lib/score-alerts';

/** Kick-off as the lists show it: 20:30 (Beijing). */
export const kickoffTime = formatTime;
/** Month and day: 11/18. */
export const monthDay = formatMonthDay;

/** The status cell of a football row: running minute while the ball rolls, else the state text. */
export function footballStatus(
  m: Pick<TScoreMatch, 'state' | 'periodStartAt' | 'minute'>,
  now: number,
): { text: string; running: boolean } {
  const minute = matchMinute(m, now);
  return minute ? { text: minute, running: true } : { text: matchStateText('football', m.state), running: false };
}

/** The status cell of a basketball match: 第二节 05:07 with the clock counted down to `now` while a quarter runs, else the state text. */
export const basketballStatus = (m: Pick<TScoreMatch, 'state' | 'timeLeft' | 'timeLeftAt' | 'updatedAt'>, now: number): string =>
  basketballClock(m.state, quarterTimeLeft(m.state, m.timeLeft, m.timeLeftAt ?? m.updatedAt, now));

/** The minute an incident happened, as 45+2'. */
export const incidentMinute = (i: Pick<TMatchIncident, 'minute' | 'addedMinute'>): string =>
  i.addedMinute ? `${i.minute}+${i.addedMinute}'` : `${i.minute}'`;

/** Title and body of the goal / red-card pop-up. */
export function alertText(kind: TAlertKind, m: TScoreMatch, incident: TMatchIncident): { title: string; body: string } {
  const side = incident.side === 'home' ? m.home.name : m.away.name;
  const who = incident.playerName ? ` ${incident.playerName}` : '';
  const what = kind === 'goal' ? (incident.type === 'own_goal' ? '乌龙球' : incident.type === 'penalty' ? '点球破门' : '进球') : '红牌';
  return {
    title: `${what}！${side}${who}`,
    body: `${m.competition.shortName} ${incidentMinute(incident)}  ${m.home.name} ${m.homeScore} - ${m.awayScore} ${m.away.name}`,
  };
}

/** The same value: equal primitives, or objects (odds, quarter scores) with the same JSON. */
const sameValue = (a: unknown, b: unknown): boolean =>
  a === b || (typeof a === 'object' && typeof b === 'object' && a !== null && b !== null && JSON.stringify(a) === JSON.stringify(b));

/**
 * Merges a patch into a row: values are absolute, so the patch's fields simply replace the row's.
 * A patch that changes nothing (a resync's snapshot of a quiet match) gives the row itself back, so
 * a memoised row does not render again.
 */
export function mergePatch(row: TScoreMatch, patch: Partial<TMatchLivePatch>): TScoreMatch {
  const { incident: _incident, ...fields } = patch;
  const current = row as unknown as Record<string, unknown>;
  const changed = Object.entries(fields).filter(([k, v]) => v !== undefined && !sameValue(v, current[k]));
  return changed.length ? ({ ...row, ...Object.fromEntries(changed) } as TScoreMatch) : row;
}

import type { TMatchIncident, TMatchLivePatch, TOddsChange, TSport } from '@sports/contracts';
import type { SportsEvents } from './events';
import type { MatchUpdate } from './feed-types';
import { presentTextInput } from './live-presenter';

/** Announces a stored update in order: the list patch, then incidents, statistics, text lines, odds changes. */
export function announceUpdate(
  events: SportsEvents,
  a: {
    u: MatchUpdate;
    sport: TSport;
    patch: TMatchLivePatch | null;
    incidents: TMatchIncident[];
    oddsChanges: Omit<TOddsChange, 'bookmakerName'>[];
    bookmakers: Map<number, { name: string }>;
  },
) {
  const { u, sport } = a;
  const matchId = u.matchId;
  if (a.patch) events.emit('match.changed', { sport, matchId, patch: a.patch });
  for (const incident of a.incidents) events.emit('match.incident', { sport, matchId, incident });
  if (u.stats?.length) events.emit('match.stats', { sport, matchId, stats: u.stats });
  for (const t of u.text ?? []) events.emit('match.text', { sport, matchId, line: presentTextInput(t, u.at) });
  for (const o of a.oddsChanges) {
    events.emit('match.odds', { sport, matchId, change: { ...o, bookmakerName: a.bookmakers.get(o.bookmakerId)?.name ?? '' } });
  }
}

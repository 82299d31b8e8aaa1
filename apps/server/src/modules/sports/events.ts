import type { TMatchIncident, TMatchLivePatch, TMatchStat, TOddsChange, TSport, TTextLiveLine } from '@sports/contracts';
import { DomainEvents } from '../../domain-events';

/** Domain events of the sports capability; the realtime layer subscribes, the feed never sees sockets. */
export interface SportsEventMap {
  /** A match's list-level live state changed (score, state, minute, cards, corners, lines). */
  'match.changed': { sport: TSport; matchId: number; patch: TMatchLivePatch };
  'match.incident': { sport: TSport; matchId: number; incident: TMatchIncident };
  'match.stats': { sport: TSport; matchId: number; stats: TMatchStat[] };
  'match.text': { sport: TSport; matchId: number; line: TTextLiveLine };
  'match.odds': { sport: TSport; matchId: number; change: TOddsChange };
}
export type SportsEventName = keyof SportsEventMap;

/** The sports event emitter; listeners run synchronously in emit order. */
export class SportsEvents extends DomainEvents<SportsEventMap> {}

import { SCORE_TOPICS, matchTopic } from '@sports/contracts';
import type { SportsEvents } from '../modules/sports';
import type { LiveBus } from './bus';

/**
 * Sports domain events → live topics: a list patch goes to its sport's score topic and to the
 * match's own topic; incidents, statistics, text live and odds changes to the match's topic.
 * Publishes are chained so each topic keeps the order the events happened in.
 */
export function bridgeSportsEvents(events: SportsEvents, bus: LiveBus, onError: (err: unknown) => void) {
  let chain: Promise<unknown> = Promise.resolve();
  const later = (fn: () => Promise<unknown>) => {
    chain = chain.then(fn).catch(onError);
  };
  const offs = [
    events.on('match.changed', (e) =>
      later(async () => {
        await bus.publish(SCORE_TOPICS[e.sport], 'patch', e.patch);
        await bus.publish(matchTopic(e.matchId), 'patch', e.patch);
      }),
    ),
    events.on('match.incident', (e) => later(() => bus.publish(matchTopic(e.matchId), 'incident', { ...e.incident, matchId: e.matchId }))),
    events.on('match.stats', (e) => later(() => bus.publish(matchTopic(e.matchId), 'stats', { matchId: e.matchId, stats: e.stats }))),
    events.on('match.text', (e) => later(() => bus.publish(matchTopic(e.matchId), 'text', { ...e.line, matchId: e.matchId }))),
    events.on('match.odds', (e) => later(() => bus.publish(matchTopic(e.matchId), 'odds', { ...e.change, matchId: e.matchId }))),
  ];
  return {
    /** Resolves when everything emitted so far is published. */
    drain: () => chain,
    close() {
      offs.forEach((off) => off());
    },
  };
}

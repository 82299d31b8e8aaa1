import { HORN_TOPIC, SCORE_TOPICS, matchTopic, type TChatMessage, type TLiveEvent } from '@sports/contracts';
import type { ChatEvents } from '../modules/chat';
import type { LiveEvents } from '../modules/live';
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

/**
 * Chat domain events → socket messages of the line's topic: what people type and system lines as
 * `chat`, a gift as `gift`, a red packet as `redPacket`, a noble's entry as `nobleEnter`; horns as
 * `horn` on the `horn` topic. The listeners return the publish, so the chat line is on the bus when
 * the service's call returns (the order of one channel's lines is the order they were stored).
 */
export function bridgeChatEvents(events: ChatEvents, bus: LiveBus) {
  const offs = [
    events.on('chat.posted', (e) => publishLine(bus, e.topic, e.message)),
    events.on('horn.posted', (e) => bus.publish(HORN_TOPIC, 'horn', e.horn)),
  ];
  return () => offs.forEach((off) => off());
}

function publishLine(bus: LiveBus, topic: string, m: TChatMessage): Promise<TLiveEvent> {
  switch (m.type) {
    case 'gift':
      return bus.publish(topic, 'gift', m);
    case 'redpacket':
      return bus.publish(topic, 'redPacket', m);
    case 'enter':
      return bus.publish(topic, 'nobleEnter', m);
    default:
      return bus.publish(topic, 'chat', m);
  }
}

/** Live domain events → the match topics: a match's live rooms changed, so its page reads them again. */
export function bridgeLiveEvents(events: LiveEvents, bus: LiveBus, onError: (err: unknown) => void) {
  return events.on('rooms.changed', (e) =>
    Promise.all(e.matchIds.map((matchId) => bus.publish(matchTopic(matchId), 'rooms', { matchId }))).catch(onError),
  );
}

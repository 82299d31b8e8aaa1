import { topicMatchId, type TMatchSnapshot, type TScoreSnapshot, type TSport } from '@sports/contracts';
import type { LiveSnapshots } from '../modules/sports';

/** The resync snapshot of a sports topic, from the sports module (which presents its own rows). */
export function snapshotProvider(live: LiveSnapshots) {
  return async (topic: string): Promise<TScoreSnapshot | TMatchSnapshot | null> => {
    const sport = /^score:(football|basketball)$/.exec(topic)?.[1] as TSport | undefined;
    if (sport) return live.scoreList(sport);
    const id = topicMatchId(topic);
    return id === null ? null : live.match(id);
  };
}

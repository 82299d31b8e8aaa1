import { ZMatchLiveStateSchema, type TMatchSnapshot, type TScoreSnapshot, type TSport } from '@sports/contracts';
import type { FeedQueries } from './feed-repository';
import { presentIncidentRow, presentTextLine } from './scores-presenter';
import type { ScoresService } from './scores-service';

const TEXT_LINES = 50;

/** The full live state a resync of a sports topic carries: the live list of a sport, or one match with its details. */
export function liveSnapshots(scores: ScoresService, feed: FeedQueries) {
  return {
    async scoreList(sport: TSport): Promise<TScoreSnapshot> {
      // The live list every visitor is served, when cached for the current feed version.
      const { list } = (await scores.sharedList(sport, 'live', {}))?.list ?? (await scores.list(sport, 'live', {}));
      return { matches: list.map((m) => ZMatchLiveStateSchema.parse(m)) };
    },
    /** One match with its incidents, statistics and latest text lines; null when there is no such match. */
    async match(id: number): Promise<TMatchSnapshot | null> {
      const match = await scores.match(id).catch(() => null);
      if (!match) return null;
      const [incidents, stats, text] = await Promise.all([feed.incidentsOf(id), feed.statsOf(id), feed.textOf(id, TEXT_LINES)]);
      return {
        match: ZMatchLiveStateSchema.parse(match),
        incidents: incidents.map(presentIncidentRow),
        stats: stats.map((s) => ({ type: s.type, home: s.home, away: s.away })),
        text: text.reverse().map(presentTextLine),
      };
    },
  };
}
export type LiveSnapshots = ReturnType<typeof liveSnapshots>;

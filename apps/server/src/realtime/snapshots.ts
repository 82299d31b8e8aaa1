import { ZMatchLiveStateSchema, topicMatchId, type TMatchSnapshot, type TScoreSnapshot, type TSport } from '@sports/contracts';
import { type FeedQueries, presentTextLine, type ScoresService } from '../modules/sports';

const TEXT_LINES = 50;

/** The full state a resync carries: the live list of a sport, or one match with its details. */
export function snapshotProvider(scores: ScoresService, feed: FeedQueries) {
  return async (topic: string): Promise<TScoreSnapshot | TMatchSnapshot | null> => {
    const sport = /^score:(football|basketball)$/.exec(topic)?.[1] as TSport | undefined;
    if (sport) {
      const { list } = await scores.list(sport, 'live', {});
      return { matches: list.map((m) => ZMatchLiveStateSchema.parse(m)) };
    }
    const id = topicMatchId(topic);
    if (id === null) return null;
    const match = await scores.match(id).catch(() => null);
    if (!match) return null;
    const [incidents, stats, text] = await Promise.all([feed.incidentsOf(id), feed.statsOf(id), feed.textOf(id, TEXT_LINES)]);
    return {
      match: ZMatchLiveStateSchema.parse(match),
      incidents: incidents.map((i) => ({
        id: Number(i.id),
        seq: i.seq,
        type: i.type,
        side: i.side,
        minute: i.minute,
        addedMinute: i.added_minute,
        playerName: i.player_name,
        relatedPlayerName: i.related_player_name,
        homeScore: i.home_score ?? 0,
        awayScore: i.away_score ?? 0,
      })),
      stats: stats.map((s) => ({ type: s.type, home: s.home, away: s.away })),
      text: text.reverse().map(presentTextLine),
    };
  };
}

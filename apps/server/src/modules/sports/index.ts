import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { SportsEvents } from './events';
import { feedQueries } from './feed-repository';
import { liveSnapshots } from './live-snapshots';
import { clockTapiRoutes, hotDataApiRoutes } from './clock-routes';
import { matchDetailCache } from './match-detail/detail-cache';
import { matchDetailRepository } from './match-detail/repository';
import { matchDetailRoutes } from './match-detail/routes';
import { planMarkets } from './plan-markets';
import { sportsRepository } from './repository';
import { datacentreModule } from './datacentre';
import { sportsApiRoutes, sportsTapiRoutes } from './routes';
import { scoreBoards } from './scores-boards';
import { scoresRepository } from './scores-repository';
import { scoresApiRoutes, scoresTapiRoutes } from './scores-routes';
import type { ScoreListVersion } from './scores-list-cache';
import { scoresService } from './scores-service';
import { presentIncidentRow } from './scores-presenter';
import { sportsService } from './service';

export { competitionByCode, type CompetitionDef } from './competitions';
export { SportsEvents, type SportsEventMap, type SportsEventName } from './events';
export {
  feedService,
  type FeedService,
  type IncidentInput,
  type LiveColumns,
  type MatchUpdate,
  type OddsQuote,
  type TextInput,
} from './feed-service';
export type { ImportCounts, ImportResult } from './importer';
export type { ScoreListVersion } from './scores-list-cache';
export type { OpenMatchQuery } from './scores-repository';
export type { ScoresService, TMatchCard } from './scores-service';
export type { SportsService } from './service';
export type { Side } from './tables';
export { teamName } from './team-names';

export type { LiveSnapshots } from './live-snapshots';
export type { CurrentLines, PlanMarkets, PlanMatch } from './plan-markets';

/** The sports capability wired up: its services and its route plugins per API prefix. */
export function sportsModule(
  db: Kysely<Database>,
  opts: {
    now?: () => number;
    /** The version of a sport's score lists (the live bus's score topic head); lists are not cached without it. */
    listVersion?: ScoreListVersion;
    /**
     * The feed's domain events in this process: the match centre and the data centre drop their kept
     * answers on them (without: the match centre's age out, the data centre's follow season versions).
     */
    events?: SportsEvents;
  } = {},
) {
  const now = opts.now ?? Date.now;
  const datacentre = datacentreModule(db);
  const base = sportsService(sportsRepository(db));
  const service: typeof base = {
    ...base,
    // An imported season changes its tables, schedules and leaderboards (and the season lists).
    async importOpenfootball(file, text) {
      const result = await base.importOpenfootball(file, text);
      datacentre.service.invalidate(result.seasonId);
      return result;
    },
  };
  const scoresRepo = scoresRepository(db);
  const scores = scoresService(scoresRepo, opts.now, opts.listVersion);
  const boards = scoreBoards(scoresRepo, scores);
  const matchDetail = matchDetailRepository(db);
  const detailCache = matchDetailCache();
  if (opts.events) {
    detailCache.follow(opts.events);
    datacentre.watch(opts.events);
  }
  // A match's analysis shows both teams' table rows: read from the data centre's per-season answers
  // (kept per season version) instead of replaying the season's results on every analysis.
  const tables = {
    sports: {
      leagueRank: (seasonId: number) => datacentre.service.perSeason(seasonId, 'analysisRank', () => service.leagueRank(seasonId)),
    },
    basketballTable: (seasonId: number) => datacentre.service.basketballTable(seasonId),
  };
  return {
    service,
    scores,
    boards,
    /** Resync snapshots of the score and match topics. */
    live: liveSnapshots(scores, feedQueries(db)),
    datacentre: datacentre.service,
    /** A match's incidents in order, each with the (feed's) time it was recorded: replays place them on a recording. */
    async timedIncidents(matchId: number) {
      return (await matchDetail.incidents(matchId)).map((i) => ({ ...presentIncidentRow(i), at: Number(i.created_at) }));
    },
    /** Matches, results and current lines as paid plans (experts) read them. */
    markets: planMarkets(db),
    tapi: async (app: Parameters<ReturnType<typeof sportsTapiRoutes>>[0]) => {
      await app.register(sportsTapiRoutes(service));
      await app.register(scoresTapiRoutes(scores, boards));
      await app.register(clockTapiRoutes(now));
      await app.register(matchDetailRoutes(matchDetail, scores, tables, detailCache));
      await app.register(datacentre.tapi);
    },
    api: async (app: Parameters<ReturnType<typeof sportsApiRoutes>>[0]) => {
      await app.register(sportsApiRoutes(service));
      await app.register(scoresApiRoutes(scores, boards));
      await app.register(hotDataApiRoutes(boards, now));
    },
  };
}

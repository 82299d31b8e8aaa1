import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { feedQueries } from './feed-repository';
import { liveSnapshots } from './live-snapshots';
import { clockTapiRoutes, hotDataApiRoutes } from './clock-routes';
import { matchDetailRepository } from './match-detail/repository';
import { matchDetailRoutes } from './match-detail/routes';
import { sportsRepository } from './repository';
import { datacentreModule } from './datacentre';
import { sportsApiRoutes, sportsTapiRoutes } from './routes';
import { scoreBoards } from './scores-boards';
import { scoresRepository } from './scores-repository';
import { scoresApiRoutes, scoresTapiRoutes } from './scores-routes';
import { scoresService } from './scores-service';
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
export type { OpenMatchQuery } from './scores-repository';
export type { ScoresService, TMatchCard } from './scores-service';
export type { SportsService } from './service';
export type { Side } from './tables';
export { teamName } from './team-names';

export type { LiveSnapshots } from './live-snapshots';

/** The sports capability wired up: its services and its route plugins per API prefix. */
export function sportsModule(db: Kysely<Database>, opts: { now?: () => number } = {}) {
  const now = opts.now ?? Date.now;
  const service = sportsService(sportsRepository(db));
  const scoresRepo = scoresRepository(db);
  const scores = scoresService(scoresRepo, opts.now);
  const boards = scoreBoards(scoresRepo, scores);
  const matchDetail = matchDetailRepository(db);
  const datacentre = datacentreModule(db);
  return {
    service,
    scores,
    boards,
    /** Resync snapshots of the score and match topics. */
    live: liveSnapshots(scores, feedQueries(db)),
    datacentre: datacentre.service,
    tapi: async (app: Parameters<ReturnType<typeof sportsTapiRoutes>>[0]) => {
      await app.register(sportsTapiRoutes(service));
      await app.register(scoresTapiRoutes(scores, boards));
      await app.register(clockTapiRoutes(now));
      await app.register(matchDetailRoutes(matchDetail, scores, service));
      await app.register(datacentre.tapi);
    },
    api: async (app: Parameters<ReturnType<typeof sportsApiRoutes>>[0]) => {
      await app.register(sportsApiRoutes(service));
      await app.register(scoresApiRoutes(scores, boards));
      await app.register(hotDataApiRoutes(boards, now));
    },
  };
}

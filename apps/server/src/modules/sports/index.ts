import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { sportsRepository } from './repository';
import { datacentreModule } from './datacentre';
import { sportsApiRoutes, sportsTapiRoutes } from './routes';
import { scoreBoards } from './scores-boards';
import { scoresRepository } from './scores-repository';
import { scoresApiRoutes, scoresTapiRoutes } from './scores-routes';
import { scoresService } from './scores-service';
import { sportsService } from './service';

/** The sports capability wired up: its services and its route plugins per API prefix. */
export function sportsModule(db: Kysely<Database>, opts: { now?: () => number } = {}) {
  const service = sportsService(sportsRepository(db));
  const scoresRepo = scoresRepository(db);
  const scores = scoresService(scoresRepo, opts.now);
  const boards = scoreBoards(scoresRepo, scores);
  const datacentre = datacentreModule(db);
  return {
    service,
    scores,
    boards,
    datacentre: datacentre.service,
    tapi: async (app: Parameters<ReturnType<typeof sportsTapiRoutes>>[0]) => {
      await app.register(sportsTapiRoutes(service));
      await app.register(scoresTapiRoutes(scores, boards));
      await app.register(datacentre.tapi);
    },
    api: async (app: Parameters<ReturnType<typeof sportsApiRoutes>>[0]) => {
      await app.register(sportsApiRoutes(service));
      await app.register(scoresApiRoutes(scores, boards));
    },
  };
}

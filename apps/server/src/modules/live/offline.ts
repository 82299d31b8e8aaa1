import type { Kysely } from 'kysely';
import { BRANDS, DEFAULT_BRAND } from '@sports/contracts';
import type { Database } from '../../db/schema';
import { identityRepository } from '../identity/repository';
import { identityService } from '../identity/service';
import { siteRepository } from '../site/repository';
import { siteService } from '../site/service';
import { scoresRepository } from '../sports/scores-repository';
import { scoresService } from '../sports/scores-service';
import { liveRepository } from './repository';
import { liveService, livePortsOfServices, type LivePorts } from './service';

/**
 * The live capability's ports outside the server (admin commands, seeds): the other capabilities'
 * services over the same database. No sockets, so no viewers; no gifts, so no price rank; the
 * brand does not matter to the room categories.
 */
export function offlineLivePorts(db: Kysely<Database>): LivePorts {
  const identity = identityService(identityRepository(db));
  const scores = scoresService(scoresRepository(db));
  const site = siteService(siteRepository(db), BRANDS[DEFAULT_BRAND]);
  return {
    ...livePortsOfServices({ identity, scores, site }),
    viewers: () => 0,
    wealthRank: async () => [],
  };
}

/** The live service outside the server. */
export function offlineLiveService(db: Kysely<Database>) {
  return liveService({ repo: liveRepository(db), ports: offlineLivePorts(db) });
}

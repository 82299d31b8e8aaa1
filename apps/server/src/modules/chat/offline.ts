import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { identityRepository } from '../identity/repository';
import { identityService } from '../identity/service';
import { offlineLiveService } from '../live/offline';
import { scoresRepository } from '../sports/scores-repository';
import { scoresService } from '../sports/scores-service';
import { ChatEvents } from './events';
import { chatRepository } from './repository';
import { chatService } from './service';

/** The chat service outside the server: the same rules, but no sockets: its events have no listener, so nothing is pushed. */
export function offlineChatService(db: Kysely<Database>) {
  const identity = identityService(identityRepository(db));
  const scores = scoresService(scoresRepository(db));
  const live = offlineLiveService(db);
  return chatService({
    repo: chatRepository(db),
    events: new ChatEvents(),
    ports: {
      room: (roomId) => live.roomSummary(roomId),
      matchExists: (matchId) => scores.matchExists(matchId),
      user: (id) => identity.publicUser({ id }),
      userByNick: (nickName) => identity.publicUser({ nickName }),
    },
  });
}

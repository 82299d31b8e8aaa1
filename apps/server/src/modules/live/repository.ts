import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { applicationsRepository } from './applications-repository';
import { followsRepository } from './follows-repository';
import { roomsRepository } from './rooms-repository';

export {
  roomBrief,
  type AnchorCopy,
  type AnchorMatch,
  type RoomBrief,
  type RoomCard,
  type RoomFilter,
  type RoomOrder,
} from './rooms-repository';

/** SQL of the live capability: its own tables only (people, matches and categories come from their capabilities' services). */
export function liveRepository(db: Kysely<Database>) {
  return { ...roomsRepository(db), ...followsRepository(db), ...applicationsRepository(db) };
}
export type LiveRepository = ReturnType<typeof liveRepository>;

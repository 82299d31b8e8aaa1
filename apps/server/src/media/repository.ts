import type { Kysely, Updateable } from 'kysely';
import type { Database } from '../db/schema';

/** SQL of the media capability: the stream key and up/down state of each room. */
export function mediaRepository(db: Kysely<Database>) {
  return {
    findStream(roomId: number) {
      return db.selectFrom('media_stream').selectAll().where('room_id', '=', roomId).executeTakeFirst();
    },
    /** Creates the room's stream row unless another request just did. */
    async insertStream(values: { room_id: number; stream_key: string; key_created_at: number; is_up: number }) {
      await db
        .insertInto('media_stream')
        .values(values)
        .onConflict((oc) => oc.column('room_id').doNothing())
        .execute();
    },
    async updateStream(roomId: number, values: Updateable<Database['media_stream']>) {
      await db.updateTable('media_stream').set(values).where('room_id', '=', roomId).execute();
    },
    /** Keys of the rooms that are up. */
    upStreams() {
      return db.selectFrom('media_stream').select(['room_id', 'stream_key']).where('is_up', '=', 1).execute();
    },
  };
}

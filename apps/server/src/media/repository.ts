import type { Kysely, Updateable } from 'kysely';
import type { Database } from '../db/schema';

/** SQL of the media capability: the stream key and up/down state of each room. */
export function mediaRepository(db: Kysely<Database>) {
  return {
    findStream(roomId: number) {
      return db.selectFrom('media_stream').selectAll().where('room_id', '=', roomId).executeTakeFirst();
    },
    /**
     * Creates the room's stream row unless another request just did; false when there is no such
     * room (the row's room must exist: a foreign key).
     */
    async insertStream(values: { room_id: number; stream_key: string; key_created_at: number; is_up: number }): Promise<boolean> {
      try {
        await db
          .insertInto('media_stream')
          .values(values)
          .onConflict((oc) => oc.column('room_id').doNothing())
          .execute();
        return true;
      } catch (err) {
        if (isForeignKeyViolation(err)) return false;
        throw err;
      }
    },
    /** On `trx` when the change must commit with another (an operator's close and its audit entry). */
    async updateStream(roomId: number, values: Updateable<Database['media_stream']>, trx: Kysely<Database> = db) {
      await trx.updateTable('media_stream').set(values).where('room_id', '=', roomId).execute();
    },
    /** Keys of the rooms that are up. */
    upStreams() {
      return db.selectFrom('media_stream').select(['room_id', 'stream_key']).where('is_up', '=', 1).execute();
    },
  };
}
export type MediaRepository = ReturnType<typeof mediaRepository>;

/** The database refused a row whose referenced row does not exist (PostgreSQL, SQLite). */
function isForeignKeyViolation(err: unknown): boolean {
  const code = (err as { code?: unknown } | null)?.code;
  return code === '23503' || code === 'SQLITE_CONSTRAINT_FOREIGNKEY';
}

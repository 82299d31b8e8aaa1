import type { Insertable, Kysely, Selectable, Updateable } from 'kysely';
import type { Database } from '../../db/schema';
import { paginate } from '../../db/paging';

export type ReplayRow = Selectable<Database['replay']>;

/** SQL of the replays capability (its own table only). */
export function replaysRepository(db: Kysely<Database>) {
  const ready = () => db.selectFrom('replay').where('state', '=', 'ready');
  return {
    async insert(row: Insertable<Database['replay']>): Promise<number> {
      const r = await db.insertInto('replay').values(row).returning('id').executeTakeFirstOrThrow();
      return Number(r.id);
    },
    async update(id: number, values: Updateable<Database['replay']>) {
      await db.updateTable('replay').set(values).where('id', '=', id).execute();
    },
    find(id: number) {
      return db.selectFrom('replay').selectAll().where('id', '=', id).executeTakeFirst();
    },
    /** Recordings a stopped process left open. */
    recording() {
      return db.selectFrom('replay').selectAll().where('state', '=', 'recording').execute();
    },
    /** The room's recording in progress, if any. */
    recordingOf(roomId: number) {
      return db.selectFrom('replay').selectAll().where('state', '=', 'recording').where('room_id', '=', roomId).executeTakeFirst();
    },
    /** Finished replays, newest first, filtered by room, match and start time. */
    page(q: { roomId?: number; matchId?: number; from?: number; to?: number }, page: number, pageSize: number) {
      let base = ready();
      if (q.roomId !== undefined) base = base.where('room_id', '=', q.roomId);
      if (q.matchId !== undefined) base = base.where('match_id', '=', q.matchId);
      if (q.from !== undefined) base = base.where('started_at', '>=', q.from);
      if (q.to !== undefined) base = base.where('started_at', '<', q.to);
      return paginate(base, (x) => x.selectAll().orderBy('started_at', 'desc').orderBy('id', 'desc'), page, pageSize);
    },
    /** A room's finished replays that began in [from, to], oldest first. */
    readyOfRoomBetween(roomId: number, from: number, to: number) {
      return ready()
        .select(['id', 'started_at'])
        .where('room_id', '=', roomId)
        .where('started_at', '>=', from)
        .where('started_at', '<=', to)
        .orderBy('started_at', 'asc')
        .execute();
    },
    /** Finished replays oldest first (retention). */
    oldestReady(limit: number) {
      return ready().selectAll().orderBy('started_at', 'asc').orderBy('id', 'asc').limit(limit).execute();
    },
    readyStartedBefore(t: number) {
      return ready().selectAll().where('started_at', '<', t).execute();
    },
    async storedBytes(): Promise<number> {
      const r = await db
        .selectFrom('replay')
        .select((eb) => eb.fn.sum<number>('size_bytes').as('n'))
        .where('state', 'in', ['ready', 'recording'])
        .executeTakeFirst();
      return Number(r?.n ?? 0);
    },
  };
}
export type ReplaysRepository = ReturnType<typeof replaysRepository>;

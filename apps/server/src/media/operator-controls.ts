import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { AppError } from '../http/errors';
import type { MediaRepository } from './repository';

type StreamRow = NonNullable<Awaited<ReturnType<MediaRepository['findStream']>>>;

/**
 * An operator's hold on a room's stream (the console, issue 15): its state, closing it (no 开播 until
 * reopened) and reopening it. Cutting the current stream is the service's `cut`.
 */
export function operatorControls(deps: {
  db: Kysely<Database>;
  repo: MediaRepository;
  now: () => number;
  /** the room's stream row, made on first use (ROOM_NOT_FOUND for an unknown room) */
  streamRow(roomId: number): Promise<StreamRow>;
  /** 下播: the key closed, a running stream cut, the room offline */
  closeRoom(roomId: number): Promise<unknown>;
  live(roomId: number): boolean;
}) {
  const { db, repo, now, streamRow, closeRoom } = deps;
  return {
    /** Whether the room is opened for a stream, on air, or closed by an operator. */
    async state(roomId: number) {
      const row = await streamRow(roomId);
      const closed =
        row.closed_at === null ? null : { reason: row.closed_reason ?? '', by: row.closed_by ?? '', at: Number(row.closed_at) };
      return { up: Number(row.is_up) === 1, live: deps.live(roomId), closed };
    },

    /**
     * Closes the room: it cannot be opened (开播) until an operator reopens it. The flag and the
     * caller's audit entry (`record`, in the same transaction) commit first; then a running stream is
     * cut and the key closed, as 下播.
     */
    async close(roomId: number, reason: string, by: string, record: (trx: Kysely<Database>) => Promise<void>) {
      const row = await streamRow(roomId);
      if (row.closed_at !== null) throw new AppError('CONSOLE_ROOM_CLOSED_ALREADY');
      await db.transaction().execute(async (trx) => {
        await repo.updateStream(roomId, { closed_at: now(), closed_reason: reason, closed_by: by }, trx);
        await record(trx);
      });
      await closeRoom(roomId);
    },

    /** Reopens a closed room: its anchor may open it again (nothing goes live by itself). */
    async reopen(roomId: number, record: (trx: Kysely<Database>) => Promise<void>) {
      const row = await streamRow(roomId);
      if (row.closed_at === null) throw new AppError('CONSOLE_ROOM_NOT_CLOSED');
      await db.transaction().execute(async (trx) => {
        await repo.updateStream(roomId, { closed_at: null, closed_reason: null, closed_by: null }, trx);
        await record(trx);
      });
    },
  };
}

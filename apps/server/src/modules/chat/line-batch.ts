import type { Kysely } from 'kysely';
import { must } from '@sports/contracts/indexed';
import { groupCommit, type Queued } from '../../db/group-commit';
import type { Database } from '../../db/schema';
import { insertLines, type InsertedLine, type NewLine } from './line-statements';

/** A stored line: its id, and whether its author manages its room (when asked). */
export interface StoredLine {
  id: number;
  manages: boolean;
}

/** At most this many lines share an insert. */
export const LINE_BATCH_MAX = 64;

/** A line to store, and whether the caller asked if its author manages its room. */
type Waiting = Queued<{ row: NewLine; withRole: boolean }, StoredLine>;

/**
 * Stores chat lines with group commit, as gift booking does (wallet/gifts/booking.ts): a group of
 * gifts answers together and each gift becomes a line, and a room's busy chat sends many lines at
 * once, while each statement costs tens of microseconds beyond its work. The lines that arrive in
 * the same turn of the event loop (and those arriving while an insert runs) go in ONE multi-row
 * insert, in the order they came, so a room's lines keep the order of the calls; one insert runs at
 * a time. When an insert fails, each of its lines is stored again on its own, in order, so one bad
 * line fails alone.
 */
export function lineBatch(db: Kysely<Database>) {
  /** Stores `batch` in one insert; settles every line of it. */
  async function insertBatch(batch: Waiting[]): Promise<void> {
    let back: InsertedLine[];
    try {
      back = await insertLines(
        db,
        batch.map((w) => w.item.row),
      );
    } catch (err) {
      if (batch.length === 1) return must(batch[0], 'the line').reject(err);
      for (const w of batch) await insertBatch([w]);
      return;
    }
    // Rows come back in no promised order: by id they are in the insert's order, which is checked.
    back.sort((a, b) => Number(a.id) - Number(b.id));
    const stored = batch.map((w, i): StoredLine => {
      const b = back[i];
      const { row, withRole } = w.item;
      if (!b || !sameId(b.room_id, row.room_id) || !sameId(b.user_id, row.user_id)) throw new Error('chat lines came back out of order');
      // PostgreSQL answers a boolean, SQLite 0 or 1.
      return { id: Number(b.id), manages: withRole && Boolean(b.manages) };
    });
    batch.forEach((w, i) => w.resolve(must(stored[i], 'a stored line')));
  }

  const lines = groupCommit(LINE_BATCH_MAX, insertBatch);
  return {
    /** Stores one line (`withRole`: also whether its author manages its room); answers once it is stored. */
    insert: (row: NewLine, withRole: boolean): Promise<StoredLine> => lines.add({ row, withRole }),
  };
}

/** Whether a returned id column (a string from PostgreSQL's bigint) is the given one. */
const sameId = (returned: number | string | null, given: number | null | undefined) =>
  returned === null ? given === null || given === undefined : Number(returned) === given;

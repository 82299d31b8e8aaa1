import type { Kysely } from 'kysely';
import { must } from '@sports/contracts/indexed';
import type { Database } from '../../db/schema';
import { insertLines, type InsertedLine, type NewLine } from './line-statements';

/** A stored line: its id, and whether its author manages its room (when asked). */
export interface StoredLine {
  id: number;
  manages: boolean;
}

/** At most this many lines share an insert. */
export const LINE_BATCH_MAX = 64;

interface Waiting {
  row: NewLine;
  /** Whether the caller asked if the line's author manages its room. */
  withRole: boolean;
  resolve: (stored: StoredLine) => void;
  reject: (err: unknown) => void;
}

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
        batch.map((w) => w.row),
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
      if (!b || !sameId(b.room_id, w.row.room_id) || !sameId(b.user_id, w.row.user_id))
        throw new Error('chat lines came back out of order');
      // PostgreSQL answers a boolean, SQLite 0 or 1.
      return { id: Number(b.id), manages: w.withRole && Boolean(b.manages) };
    });
    batch.forEach((w, i) => w.resolve(must(stored[i], 'a stored line')));
  }

  let waiting: Waiting[] = [];
  let running = false;
  async function drain() {
    while (waiting.length > 0) {
      const batch = waiting.slice(0, LINE_BATCH_MAX);
      waiting = waiting.slice(batch.length);
      // insertBatch settles every line it is given; a bug in it must still answer them.
      await insertBatch(batch).catch((err: unknown) => batch.forEach((w) => w.reject(err)));
    }
    running = false;
  }

  return {
    /** Stores one line (`withRole`: also whether its author manages its room); answers once it is stored. */
    insert(row: NewLine, withRole: boolean): Promise<StoredLine> {
      return new Promise<StoredLine>((resolve, reject) => {
        waiting.push({ row, withRole, resolve, reject });
        if (running) return;
        running = true;
        // The lines that reach this point in this turn of the event loop form the first insert.
        setImmediate(() => void drain());
      });
    },
  };
}

/** Whether a returned id column (a string from PostgreSQL's bigint) is the given one. */
const sameId = (returned: number | string | null, given: number | null | undefined) =>
  returned === null ? given === null || given === undefined : Number(returned) === given;

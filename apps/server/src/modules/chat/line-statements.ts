import type { Insertable, Kysely } from 'kysely';
import { must } from '@sports/contracts/indexed';
import { statement } from '../../db/compiled';
import type { Database } from '../../db/schema';

/** A line to store: every column given (null where it has none). */
export type NewLine = Required<Omit<Insertable<Database['chat_message']>, 'id'>>;

/**
 * Stores `count` lines in one statement, in order; each row's id, room and author, and whether that
 * author manages that room (`manages`, read by the insert itself so a line's role costs no read;
 * false when the line has no room or no author). One statement per row count, each compiled once
 * (db/compiled.ts): every chat line and money announcement runs one.
 */
function insertLinesStatement(count: number) {
  return statement((db, a: { rows: readonly NewLine[] }) =>
    db
      .insertInto('chat_message')
      .values(
        Array.from({ length: count }, (_, i) => {
          const r = must(a.rows[i], 'a chat line');
          return {
            room_id: r.room_id,
            match_id: r.match_id,
            user_id: r.user_id,
            type: r.type,
            content: r.content,
            created_at: r.created_at,
            nick_name: r.nick_name,
            portrait: r.portrait,
            level: r.level,
            noble: r.noble,
            extra: r.extra,
          };
        }),
      )
      .returning((eb) => [
        'id',
        'room_id',
        'user_id',
        eb
          .exists(
            eb
              .selectFrom('chat_manager')
              .select('chat_manager.id')
              .whereRef('chat_manager.room_id', '=', 'chat_message.room_id')
              .whereRef('chat_manager.user_id', '=', 'chat_message.user_id'),
          )
          .as('manages'),
      ]),
  );
}
const insertLinesStatements = new Map<number, ReturnType<typeof insertLinesStatement>>();

/** The rows of `insertLines`: each line's id, room, author and whether the author manages the room. */
export type InsertedLine = { id: number | string; room_id: number | string | null; user_id: number | string | null; manages: unknown };

/** Stores lines in one insert; the rows as the database answers them (in no promised order). */
export async function insertLines(db: Kysely<Database>, rows: readonly NewLine[]): Promise<InsertedLine[]> {
  let run = insertLinesStatements.get(rows.length);
  if (!run) insertLinesStatements.set(rows.length, (run = insertLinesStatement(rows.length)));
  return (await run(db, { rows })).rows;
}

/** A user's mute in a room (running or not): every line of a room asks. */
export const forbidStatement = statement((db, a: { roomId: number; userId: number }) =>
  db.selectFrom('chat_forbid').selectAll().where('room_id', '=', a.roomId).where('user_id', '=', a.userId),
);

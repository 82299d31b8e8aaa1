import type { Insertable, Kysely } from 'kysely';
import { statement } from '../../db/compiled';
import type { Database } from '../../db/schema';

/** A line to store: every column given (null where it has none). */
export type NewLine = Required<Omit<Insertable<Database['chat_message']>, 'id'>>;

const insertLine = (db: Kysely<Database>, a: NewLine) =>
  db.insertInto('chat_message').values({
    room_id: a.room_id,
    match_id: a.match_id,
    user_id: a.user_id,
    type: a.type,
    content: a.content,
    created_at: a.created_at,
    nick_name: a.nick_name,
    portrait: a.portrait,
    level: a.level,
    noble: a.noble,
    extra: a.extra,
  });

/** Stores a line; its id. Compiled once (db/compiled.ts): every chat line and money announcement runs it. */
export const insertLineStatement = statement((db, a: NewLine) => insertLine(db, a).returning('id'));

/** The same, also telling whether `managerId` manages `managerRoomId` (`manages`), so a line's role costs no read. */
export const insertLineOfMemberStatement = statement((db, a: NewLine & { managerRoomId: number; managerId: number }) =>
  insertLine(db, a).returning((eb) => [
    'id',
    eb
      .exists(
        eb
          .selectFrom('chat_manager')
          .select('chat_manager.id')
          .where('chat_manager.room_id', '=', a.managerRoomId)
          .where('chat_manager.user_id', '=', a.managerId),
      )
      .as('manages'),
  ]),
);

/** A user's mute in a room (running or not): every line of a room asks. */
export const forbidStatement = statement((db, a: { roomId: number; userId: number }) =>
  db.selectFrom('chat_forbid').selectAll().where('room_id', '=', a.roomId).where('user_id', '=', a.userId),
);

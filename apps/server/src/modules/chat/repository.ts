import { type Insertable, type Kysely } from 'kysely';
import { paginate } from '../../db/paging';
import type { Database } from '../../db/schema';
import { lineBatch, type StoredLine } from './line-batch';
import { forbidStatement, type NewLine } from './line-statements';

/** The stored line as history pages read it. */
const MESSAGE_COLUMNS = [
  'id',
  'room_id',
  'match_id',
  'user_id',
  'type',
  'content',
  'created_at',
  'nick_name',
  'portrait',
  'level',
  'noble',
  'extra',
] as const;

/** A chat's place: a room, or a match page without a room. */
export type ChatChannel = { roomId: number; matchId: null } | { roomId: null; matchId: number };

/** Chat's own tables only: rooms, matches and users come from their capabilities' services. */
export function chatRepository(db: Kysely<Database>) {
  const lines = lineBatch(db);
  const messages = () => db.selectFrom('chat_message as m').select(MESSAGE_COLUMNS.map((c) => `m.${c}` as const));
  return {
    /**
     * Stores a message; its id. Given `withRole`, the same statement tells whether the line's author
     * manages its room (`manages`), so a new line's role costs no read. Lines stored together go in
     * one insert (line-batch.ts).
     */
    insertMessage(row: NewLine, withRole = false): Promise<StoredLine> {
      return lines.insert(row, withRole);
    },
    /** Newest first, `limit` of them, older than `before` when given. */
    page(ch: ChatChannel, before: number | undefined, limit: number) {
      let q = messages();
      q = ch.roomId !== null ? q.where('m.room_id', '=', ch.roomId) : q.where('m.match_id', '=', ch.matchId).where('m.room_id', 'is', null);
      if (before !== undefined) q = q.where('m.id', '<', before);
      return q.orderBy('m.id', 'desc').limit(limit).execute();
    },

    /** A room's lines sent in [from, to), oldest first, at most `limit`. */
    between(roomId: number, from: number, to: number, limit: number) {
      return messages()
        .where('m.room_id', '=', roomId)
        .where('m.created_at', '>=', from)
        .where('m.created_at', '<', to)
        .orderBy('m.created_at', 'asc')
        .orderBy('m.id', 'asc')
        .limit(limit)
        .execute();
    },

    managerIds(roomId: number) {
      return db.selectFrom('chat_manager').select('user_id').where('room_id', '=', roomId).execute();
    },
    isManager(roomId: number, userId: number) {
      return db.selectFrom('chat_manager').select('id').where('room_id', '=', roomId).where('user_id', '=', userId).executeTakeFirst();
    },
    /** Whether the user is muted in any room at `t` (a horn reaches every room). */
    async mutedAnywhere(userId: number, t: number): Promise<boolean> {
      const r = await db
        .selectFrom('chat_forbid')
        .select('id')
        .where('user_id', '=', userId)
        .where((w) => w.or([w('until', 'is', null), w('until', '>', t)]))
        .limit(1)
        .executeTakeFirst();
      return r !== undefined;
    },
    /** The user's mute in the room, running or not. */
    async forbidOf(roomId: number, userId: number) {
      return (await forbidStatement(db, { roomId, userId })).rows[0];
    },
    member(table: 'chat_manager' | 'chat_forbid', id: number) {
      return db.selectFrom(table).select(['id', 'room_id', 'user_id']).where('id', '=', id).executeTakeFirst();
    },
    async addManager(row: Insertable<Database['chat_manager']>) {
      await db.insertInto('chat_manager').values(row).execute();
    },
    /** A room's chat modes (none set: slow mode off, anyone may speak). */
    async roomModes(roomId: number): Promise<{ slowSeconds: number; followersOnly: boolean }> {
      const r = await db
        .selectFrom('chat_room_mode')
        .select(['slow_seconds', 'followers_only'])
        .where('room_id', '=', roomId)
        .executeTakeFirst();
      return { slowSeconds: Number(r?.slow_seconds ?? 0), followersOnly: Number(r?.followers_only ?? 0) === 1 };
    },
    /** Sets one mode of a room, leaving the other as it is. */
    async setRoomMode(roomId: number, mode: { slow_seconds: number } | { followers_only: number }, now: number) {
      await db
        .insertInto('chat_room_mode')
        .values({ room_id: roomId, ...mode, updated_at: now })
        .onConflict((oc) => oc.column('room_id').doUpdateSet({ ...mode, updated_at: now }))
        .execute();
    },
    async upsertForbid(row: Insertable<Database['chat_forbid']>) {
      await db
        .insertInto('chat_forbid')
        .values(row)
        .onConflict((oc) =>
          oc.columns(['room_id', 'user_id']).doUpdateSet({
            until: row.until,
            by_user_id: row.by_user_id,
            created_at: row.created_at,
            nick_name: row.nick_name,
            portrait: row.portrait,
            by_nick_name: row.by_nick_name,
          }),
        )
        .execute();
    },
    async removeMember(table: 'chat_manager' | 'chat_forbid', id: number) {
      await db.deleteFrom(table).where('id', '=', id).execute();
    },
    /** Managers or (still active) mutes of a room, newest first. */
    async members(
      table: 'chat_manager' | 'chat_forbid',
      roomId: number,
      opts: { nickName?: string; now: number; page: number; pageSize: number },
    ) {
      let q =
        table === 'chat_forbid'
          ? db
              .selectFrom('chat_forbid as x')
              .select(['x.id', 'x.room_id', 'x.user_id', 'x.created_at', 'x.until', 'x.nick_name', 'x.portrait', 'x.by_nick_name'])
              .where((eb) => eb.or([eb('x.until', 'is', null), eb('x.until', '>', opts.now)]))
          : db
              .selectFrom('chat_manager as x')
              .select(['x.id', 'x.room_id', 'x.user_id', 'x.created_at', 'x.nick_name', 'x.portrait', 'x.by_nick_name']);
      q = q.where('x.room_id', '=', roomId) as typeof q;
      if (opts.nickName) q = q.where('x.nick_name', 'like', `%${opts.nickName}%`) as typeof q;
      const { rows, total } = await paginate(q, (x) => x.orderBy('x.id', 'desc'), opts.page, opts.pageSize);
      return {
        total,
        rows: rows as {
          id: number;
          room_id: number;
          user_id: number;
          created_at: number;
          until?: number | null;
          nick_name: string;
          portrait: string;
          by_nick_name: string;
        }[],
      };
    },

    welcomes(userId: number) {
      return db.selectFrom('chat_welcome').selectAll().where('user_id', '=', userId).orderBy('id', 'asc').execute();
    },
    welcomeInUse(userId: number) {
      return db.selectFrom('chat_welcome').select('content').where('user_id', '=', userId).where('in_use', '=', 1).executeTakeFirst();
    },
    async addWelcome(userId: number, content: string, now: number) {
      await db.insertInto('chat_welcome').values({ user_id: userId, content, in_use: 0, created_at: now }).execute();
    },
    /** Rows touched; 0 when the id is not this user's. */
    async editWelcome(userId: number, id: number, content: string) {
      const r = await db.updateTable('chat_welcome').set({ content }).where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
      return Number(r.numUpdatedRows);
    },
    async deleteWelcome(userId: number, id: number) {
      const r = await db.deleteFrom('chat_welcome').where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
      return Number(r.numDeletedRows);
    },
    /** Makes `id` the one in use (or none when it is already in use: a toggle). */
    async useWelcome(userId: number, id: number) {
      return db.transaction().execute(async (tx) => {
        const row = await tx
          .selectFrom('chat_welcome')
          .select(['id', 'in_use'])
          .where('id', '=', id)
          .where('user_id', '=', userId)
          .executeTakeFirst();
        if (!row) return false;
        await tx.updateTable('chat_welcome').set({ in_use: 0 }).where('user_id', '=', userId).execute();
        if (!row.in_use) await tx.updateTable('chat_welcome').set({ in_use: 1 }).where('id', '=', id).execute();
        return true;
      });
    },

    bannedWords() {
      return db.selectFrom('chat_banned_word').select(['id', 'word', 'created_at']).orderBy('word').execute();
    },
    async addBannedWord(word: string, now: number) {
      const r = await db
        .insertInto('chat_banned_word')
        .values({ word, created_at: now })
        .onConflict((oc) => oc.column('word').doNothing())
        .returning('id')
        .executeTakeFirst();
      return r ? 1 : 0;
    },
    async removeBannedWord(word: string) {
      const r = await db.deleteFrom('chat_banned_word').where('word', '=', word).executeTakeFirst();
      return Number(r.numDeletedRows);
    },

    /** Stores a horn; in `trx` when it is paid for in the same transaction. */
    async addHorn(row: Insertable<Database['chat_horn']>, trx: Kysely<Database> = db) {
      const r = await trx.insertInto('chat_horn').values(row).returning('id').executeTakeFirstOrThrow();
      return Number(r.id);
    },
    /** Every horn, or one user's (`userId`), newest first. */
    async horns(page: number, pageSize: number, userId?: number) {
      const base = db.selectFrom('chat_horn as h');
      return paginate(
        userId === undefined ? base : base.where('h.user_id', '=', userId),
        (q) => q.select(['h.id', 'h.user_id', 'h.room_id', 'h.content', 'h.created_at', 'h.nick_name']).orderBy('h.id', 'desc'),
        page,
        pageSize,
      );
    },

    async insertToken(row: Insertable<Database['chat_token']>) {
      await db.insertInto('chat_token').values(row).execute();
      await db.deleteFrom('chat_token').where('expires_at', '<', row.created_at).execute();
    },
    token(hash: string, now: number) {
      return db
        .selectFrom('chat_token')
        .select(['user_id', 'grp'])
        .where('token_hash', '=', hash)
        .where('expires_at', '>', now)
        .executeTakeFirst();
    },
  };
}
export type ChatRepository = ReturnType<typeof chatRepository>;

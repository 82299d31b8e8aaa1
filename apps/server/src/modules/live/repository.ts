import type { Insertable, Kysely, OrderByItemBuilder, Selectable, Updateable } from 'kysely';
import { inIdList } from '../../db/id-list';
import { containsWord } from '../../db/like';
import { isPostgres } from '../../db/migrations/helpers';
import type { Database } from '../../db/schema';

type Room = Database['live_room'];

/**
 * Which rooms a list takes, on the room's own columns. `word` is part of the title, or the room's
 * anchor is one of `nickAnchorIds` (the anchors whose nickname has it, from identity).
 */
export interface RoomFilter {
  liveOnly?: boolean;
  navId?: number;
  roomId?: number;
  word?: string;
  nickAnchorIds?: number[];
}

/**
 * Orders of the room lists, on the room and live's copy of its owner (decision 0022): live rooms
 * first; `page` then takes the latest started (rooms never started last); both then the most
 * followed owner, then the room id.
 */
export type RoomOrder = 'page' | 'hot';

/** The columns a room card shows: lists read a page of them per request, so no more than these. */
const CARD_COLUMNS = [
  'id',
  'anchor_id',
  'title',
  'cover',
  'nav_id',
  'match_id',
  'match_type',
  'is_live',
  'started_at',
  'ended_at',
] as const;
export type RoomCard = Pick<Selectable<Room>, (typeof CARD_COLUMNS)[number]>;

/** A room as anchor cards and ranks show it. */
export type RoomBrief = { id: number; isLive: boolean; title: string };
export function roomBrief(r: Pick<Selectable<Room>, 'id' | 'is_live' | 'title'>): RoomBrief {
  return { id: Number(r.id), isLive: Boolean(r.is_live), title: r.title };
}

/** A copy of the owner's fan count and role, as live keeps it on the room (see `LiveTables`). */
export type AnchorCopy = { anchor_fans?: number; anchor_active?: number };

/** SQL of the live capability: its own tables only (people, matches and categories come from their capabilities' services). */
export function liveRepository(db: Kysely<Database>) {
  // PostgreSQL puts NULLs first in a descending order; rooms never started go last on both.
  const startedDesc = isPostgres(db) ? (ob: OrderByItemBuilder) => ob.desc().nullsLast() : (ob: OrderByItemBuilder) => ob.desc();
  /** Rooms the filter takes whose owner is an anchor (by live's copy). */
  function listed(f: RoomFilter) {
    let q = db.selectFrom('live_room').where('anchor_active', '=', 1);
    if (f.liveOnly) q = q.where('is_live', '=', 1);
    if (f.navId !== undefined) q = q.where('nav_id', '=', f.navId);
    if (f.roomId !== undefined) q = q.where('id', '=', f.roomId);
    if (f.word) {
      const word = f.word;
      const byNick = f.nickAnchorIds ?? [];
      q = q.where((eb) =>
        byNick.length ? eb.or([containsWord('title', word), inIdList(db, 'anchor_id', byNick)]) : containsWord('title', word),
      );
    }
    return q;
  }
  /** Rooms of anchors (by live's copy), all or those of `anchorIds`. */
  function anchorRooms(anchorIds: number[] | undefined) {
    const q = db.selectFrom('live_room').where('anchor_active', '=', 1);
    return anchorIds ? q.where(inIdList(db, 'anchor_id', anchorIds)) : q;
  }

  return {
    findRoomRaw(id: number) {
      return db.selectFrom('live_room').selectAll().where('id', '=', id).executeTakeFirst();
    },
    /** One page of the rooms the filter takes whose owner is an anchor, in the list's order. */
    pageRooms(f: RoomFilter, order: RoomOrder, offset: number, limit: number) {
      let q = listed(f).select(CARD_COLUMNS).orderBy('is_live', 'desc');
      if (order === 'page') q = q.orderBy('started_at', startedDesc);
      return q.orderBy('anchor_fans', 'desc').orderBy('id').limit(limit).offset(offset).execute();
    },
    /** How many rooms the filter takes whose owner is an anchor. */
    async countRooms(f: RoomFilter): Promise<number> {
      const [{ n }] = await listed(f)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .execute();
      return Number(n);
    },
    /**
     * Rooms of anchors (all, or those among `anchorIds`) as anchor lists order them: on air first,
     * then the most followed, then by anchor id; one page of them.
     */
    pageAnchorRooms(anchorIds: number[] | undefined, offset: number, limit: number) {
      return anchorRooms(anchorIds)
        .select(['id', 'anchor_id', 'is_live', 'title'])
        .orderBy('is_live', 'desc')
        .orderBy('anchor_fans', 'desc')
        .orderBy('anchor_id')
        .limit(limit)
        .offset(offset)
        .execute();
    },
    async countAnchorRooms(anchorIds: number[] | undefined): Promise<number> {
      const [{ n }] = await anchorRooms(anchorIds)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .execute();
      return Number(n);
    },
    /** Ids of the anchors (all, or those among `anchorIds`) who have a room. */
    async roomOwners(anchorIds: number[] | undefined): Promise<number[]> {
      return (await anchorRooms(anchorIds).select('anchor_id').execute()).map((r) => Number(r.anchor_id));
    },
    /** Writes live's copy of an anchor's fan count or role onto their room (none without a room). */
    async setAnchorCopy(anchorId: number, copy: AnchorCopy) {
      await db.updateTable('live_room').set(copy).where('anchor_id', '=', anchorId).execute();
    },
    /** Rooms of these users (anchors have one), by anchor id. */
    async roomsOfAnchors(anchorIds: number[]): Promise<Map<number, RoomBrief>> {
      if (anchorIds.length === 0) return new Map();
      const rows = await db
        .selectFrom('live_room')
        .select(['id', 'anchor_id', 'is_live', 'title'])
        .where('anchor_id', 'in', anchorIds)
        .execute();
      return new Map(rows.map((r) => [Number(r.anchor_id), roomBrief(r)]));
    },
    /** Rooms bound to these matches, by room id. */
    roomsByMatch(matchIds: number[]) {
      if (!matchIds.length) return Promise.resolve([]);
      return db.selectFrom('live_room').selectAll().where('match_id', 'in', matchIds).orderBy('id').execute();
    },
    liveRoomIds() {
      return db.selectFrom('live_room').select('id').where('is_live', '=', 1).execute();
    },
    findRoomByAnchor(anchorId: number) {
      return db.selectFrom('live_room').selectAll().where('anchor_id', '=', anchorId).executeTakeFirst();
    },
    async insertRoom(values: Insertable<Room>): Promise<number> {
      const row = await db
        .insertInto('live_room')
        .values(values)
        .onConflict((oc) => oc.column('anchor_id').doNothing())
        .returning('id')
        .executeTakeFirst();
      if (row) return Number(row.id);
      const existing = await db.selectFrom('live_room').select('id').where('anchor_id', '=', values.anchor_id).executeTakeFirstOrThrow();
      return Number(existing.id);
    },
    async updateRoom(id: number, values: Updateable<Room>) {
      await db.updateTable('live_room').set(values).where('id', '=', id).execute();
    },

    // follows
    async isFollowing(userId: number, anchorId: number) {
      return !!(await db
        .selectFrom('live_follow')
        .select('user_id')
        .where('user_id', '=', userId)
        .where('anchor_id', '=', anchorId)
        .executeTakeFirst());
    },
    async followedAmong(userId: number, anchorIds: number[]): Promise<Set<number>> {
      if (!anchorIds.length) return new Set();
      const rows = await db
        .selectFrom('live_follow')
        .select('anchor_id')
        .where('user_id', '=', userId)
        .where('anchor_id', 'in', anchorIds)
        .execute();
      return new Set(rows.map((r) => Number(r.anchor_id)));
    },
    /** Follows or unfollows; true when that changed anything (the fan count then moves, through identity). */
    async setFollow(userId: number, anchorId: number, on: boolean, now: number): Promise<boolean> {
      if (on) {
        const r = await db
          .insertInto('live_follow')
          .values({ user_id: userId, anchor_id: anchorId, created_at: now })
          .onConflict((oc) => oc.columns(['user_id', 'anchor_id']).doNothing())
          .executeTakeFirst();
        return Number(r.numInsertedOrUpdatedRows ?? 0) > 0;
      }
      const r = await db.deleteFrom('live_follow').where('user_id', '=', userId).where('anchor_id', '=', anchorId).executeTakeFirst();
      return Number(r.numDeletedRows) > 0;
    },
    async followedAnchors(userId: number, page: number, pageSize: number) {
      const base = db.selectFrom('live_follow').where('user_id', '=', userId);
      const [{ n }] = await base.select((eb) => eb.fn.countAll<number>().as('n')).execute();
      const rows = await base
        .select('anchor_id')
        .orderBy('created_at', 'desc')
        .limit(pageSize)
        .offset((page - 1) * pageSize)
        .execute();
      return { ids: rows.map((r) => Number(r.anchor_id)), total: Number(n) };
    },
    /** Who follows a user, latest first: one page of ids with when, and how many. */
    async fanIds(anchorId: number, page: number, pageSize: number) {
      const base = db.selectFrom('live_follow').where('anchor_id', '=', anchorId);
      const [{ n }] = await base.select((eb) => eb.fn.countAll<number>().as('n')).execute();
      const rows = await base
        .select(['user_id', 'created_at'])
        .orderBy('created_at', 'desc')
        .limit(pageSize)
        .offset((page - 1) * pageSize)
        .execute();
      return { rows: rows.map((r) => ({ userId: Number(r.user_id), followedAt: Number(r.created_at) })), total: Number(n) };
    },

    // match marks (attention, reserve)
    async setMark(userId: number, matchId: number, matchType: number, kind: 'attention' | 'reserve', on: boolean, now: number) {
      if (on) {
        await db
          .insertInto('live_match_mark')
          .values({ user_id: userId, match_id: matchId, match_type: matchType, kind, created_at: now })
          .onConflict((oc) => oc.columns(['user_id', 'match_id', 'kind']).doNothing())
          .execute();
      } else {
        await db
          .deleteFrom('live_match_mark')
          .where('user_id', '=', userId)
          .where('match_id', '=', matchId)
          .where('kind', '=', kind)
          .execute();
      }
    },
    /** Every match the user marked so (the service orders them by kick-off). */
    async markedMatchIds(userId: number, kind: 'attention' | 'reserve'): Promise<number[]> {
      const rows = await db
        .selectFrom('live_match_mark')
        .select('match_id')
        .where('user_id', '=', userId)
        .where('kind', '=', kind)
        .execute();
      return rows.map((r) => Number(r.match_id));
    },
    async markedAmong(userId: number, kind: 'attention' | 'reserve', matchIds: number[]): Promise<Set<number>> {
      if (!matchIds.length) return new Set();
      const rows = await db
        .selectFrom('live_match_mark')
        .select('match_id')
        .where('user_id', '=', userId)
        .where('kind', '=', kind)
        .where('match_id', 'in', matchIds)
        .execute();
      return new Set(rows.map((r) => Number(r.match_id)));
    },

    // reports
    async insertReport(values: Insertable<Database['live_report']>) {
      await db.insertInto('live_report').values(values).execute();
    },
    async recentReport(reporterId: number, roomId: number, since: number) {
      return !!(await db
        .selectFrom('live_report')
        .select('id')
        .where('reporter_id', '=', reporterId)
        .where('room_id', '=', roomId)
        .where('created_at', '>=', since)
        .executeTakeFirst());
    },

    // history
    async insertSession(values: Insertable<Database['live_session']>): Promise<number> {
      const row = await db.insertInto('live_session').values(values).returning('id').executeTakeFirstOrThrow();
      return Number(row.id);
    },
    async endSession(id: number, endedAt: number, peak: number) {
      await db.updateTable('live_session').set({ ended_at: endedAt, peak_viewers: peak }).where('id', '=', id).execute();
    },
    async pageSessions(roomId: number, from: number | undefined, to: number | undefined, page: number, pageSize: number) {
      let q = db.selectFrom('live_session').where('room_id', '=', roomId);
      if (from !== undefined) q = q.where('started_at', '>=', from);
      if (to !== undefined) q = q.where('started_at', '<', to);
      const [{ n }] = await q.select((eb) => eb.fn.countAll<number>().as('n')).execute();
      const rows = await q
        .selectAll()
        .orderBy('started_at', 'desc')
        .orderBy('id', 'desc')
        .limit(pageSize)
        .offset((page - 1) * pageSize)
        .execute();
      return { rows, total: Number(n) };
    },

    // ranks
    /** Users by followers gained since a time, most first (then by id); one slice of them. */
    async followersGained(since: number, offset: number, limit: number): Promise<{ anchorId: number; score: number }[]> {
      const rows = await db
        .selectFrom('live_follow')
        .where('created_at', '>=', since)
        .select('anchor_id')
        .select((eb) => eb.fn.countAll<number>().as('score'))
        .groupBy('anchor_id')
        .orderBy('score', 'desc')
        .orderBy('anchor_id')
        .limit(limit)
        .offset(offset)
        .execute();
      return rows.map((r) => ({ anchorId: Number(r.anchor_id), score: Number(r.score) }));
    },

    // anchor applications
    latestApplication(userId: number) {
      return db.selectFrom('live_anchor_application').selectAll().where('user_id', '=', userId).orderBy('id', 'desc').executeTakeFirst();
    },
    async insertApplication(values: Insertable<Database['live_anchor_application']>) {
      await db.insertInto('live_anchor_application').values(values).execute();
    },
    async reviewApplication(id: number, state: number, reason: string, now: number) {
      await db.updateTable('live_anchor_application').set({ state, reason, reviewed_at: now }).where('id', '=', id).execute();
    },
    /** Applications waiting for a decision, oldest first. */
    pendingApplications() {
      return db.selectFrom('live_anchor_application').selectAll().where('state', '=', 0).orderBy('created_at').execute();
    },
    async followingCount(userId: number): Promise<number> {
      const [{ n }] = await db
        .selectFrom('live_follow')
        .where('user_id', '=', userId)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .execute();
      return Number(n);
    },
  };
}
export type LiveRepository = ReturnType<typeof liveRepository>;

import { sql, type Insertable, type Kysely, type OrderByItemBuilder, type Selectable, type Updateable } from 'kysely';
import { statement } from '../../db/compiled';
import { inIdList } from '../../db/id-list';
import { containsWord, containsWordIndexed, someIdsWithWord } from '../../db/like';
import { isPostgres } from '../../db/migrations/helpers';
import { paginate } from '../../db/paging';
import type { Database } from '../../db/schema';
type Room = Database['live_room'];

/** The list version: every kept list answer reads it, so it is compiled once. */
const versionStatement = statement((db) => db.selectFrom('live_list_version').select('v').where('id', '=', 1));

/**
 * Which rooms a list takes, on the room's own columns. `word` is part of the title or of live's copy
 * of the owner's nickname; `commonWord`: so many rooms have it (more than a search counts) that
 * walking the list's order finds a page sooner than reading every match from the trigram indexes.
 */
export interface RoomFilter {
  liveOnly?: boolean;
  navId?: number;
  roomId?: number;
  word?: string;
  commonWord?: boolean;
}

/** Anchors an anchor list takes: all, those among the ids, or (a common word) those whose nickname on their room has the word. */
export type AnchorMatch = number[] | { word: string } | undefined;

/**
 * Orders of the room lists, on the room and live's copy of its owner (decision 0018): live rooms
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

/** A copy of the owner's fan count, role and nickname, as live keeps it on the room (see `LiveTables`). */
export type AnchorCopy = { anchor_fans?: number; anchor_active?: number; anchor_nick?: string };

/** Rooms and their broadcasts (sessions): lists, cards, live's copy of the owners, history. */
export function roomsRepository(db: Kysely<Database>) {
  // PostgreSQL puts NULLs first in a descending order; rooms never started go last on both.
  const startedDesc = isPostgres(db) ? (ob: OrderByItemBuilder) => ob.desc().nullsLast() : (ob: OrderByItemBuilder) => ob.desc();
  /** Rooms the filter takes whose owner is an anchor (by live's copy). */
  function listed(f: RoomFilter) {
    let q = db.selectFrom('live_room').where('anchor_active', '=', 1);
    if (f.liveOnly) q = q.where('is_live', '=', 1);
    if (f.navId !== undefined) q = q.where('nav_id', '=', f.navId);
    if (f.roomId !== undefined) q = q.where('id', '=', f.roomId);
    const word = f.word;
    if (word) {
      const has = (column: 'title' | 'anchor_nick') => (f.commonWord ? containsWord(column, word) : containsWordIndexed(db, column, word));
      q = q.where((eb) => eb.or([has('title'), has('anchor_nick')]));
    }
    return q;
  }
  /** Rooms of anchors (by live's copy) the match takes. */
  function anchorRooms(match: AnchorMatch) {
    const q = db.selectFrom('live_room').where('anchor_active', '=', 1);
    if (!match) return q;
    return Array.isArray(match) ? q.where(inIdList(db, 'anchor_id', match)) : q.where(containsWord('anchor_nick', match.word));
  }
  /** No anchor at all (an empty id list). */
  const none = (match: AnchorMatch) => Array.isArray(match) && match.length === 0;

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
    /**
     * How many rooms the filter takes whose owner is an anchor. By category and live state alone
     * from the tally the database keeps (migration 0040), a few rows whatever the room count.
     */
    async countRooms(f: RoomFilter): Promise<number> {
      // The tally keeps rooms without a category under 0, which no category id is.
      if (!f.word && f.roomId === undefined && (f.navId === undefined || f.navId > 0)) {
        let q = db.selectFrom('live_room_tally').select((eb) => eb.fn.sum<number | string | null>('n').as('n'));
        if (f.liveOnly) q = q.where('is_live', '=', 1);
        if (f.navId !== undefined) q = q.where('nav_id', '=', f.navId);
        const { n } = await q.executeTakeFirstOrThrow();
        return Number(n ?? 0);
      }
      const { n } = await listed(f)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      return Number(n);
    },
    /**
     * How many rooms of anchors have the word in their title or owner's nickname, counted up to
     * `max` and `max + 1` when there are more: a common word costs `max` rows of the indexes.
     */
    async countRoomsWithWord(word: string, max: number): Promise<number> {
      const active = sql<boolean>`+anchor_active = 1`;
      const inTitle = await someIdsWithWord(db, 'title', word, active, max + 1);
      if (inTitle.length > max) return max + 1;
      const byNick = await someIdsWithWord(db, 'anchor_nick', word, active, max + 1);
      return Math.min(new Set([...inTitle, ...byNick]).size, max + 1);
    },
    /**
     * Rooms of anchors (all, those among the ids, or with the word) as anchor lists order them: on
     * air first, then the most followed, then by anchor id; one page of them.
     */
    async pageAnchorRooms(match: AnchorMatch, offset: number, limit: number) {
      if (none(match)) return [];
      return anchorRooms(match)
        .select(['id', 'anchor_id', 'is_live', 'title'])
        .orderBy('is_live', 'desc')
        .orderBy('anchor_fans', 'desc')
        .orderBy('anchor_id')
        .limit(limit)
        .offset(offset)
        .execute();
    },
    async countAnchorRooms(match: AnchorMatch): Promise<number> {
      if (none(match)) return 0;
      const { n } = await anchorRooms(match)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      return Number(n);
    },
    /** Ids of the anchors the match takes who have a room. */
    async roomOwners(match: AnchorMatch): Promise<number[]> {
      if (none(match)) return [];
      return (await anchorRooms(match).select('anchor_id').execute()).map((r) => Number(r.anchor_id));
    },
    /**
     * The version of what the lists show from the rooms and the follows, moved by triggers on every
     * listed change of a room (migration 0042) and on every follow and unfollow (0043).
     */
    async listVersion(): Promise<number> {
      const row = (await versionStatement(db, {})).rows[0];
      return Number(row?.v ?? 0);
    },
    /** Writes live's copy of an anchor's fan count, role or nickname onto their room (none without a room). */
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
    /** Matches streamed in live rooms right now, with how many rooms stream each. */
    async liveMatchRoomCounts(): Promise<Map<number, number>> {
      const rows = await db
        .selectFrom('live_room')
        .select(['match_id', (eb) => eb.fn.countAll<number>().as('n')])
        .where('is_live', '=', 1)
        .where('match_id', 'is not', null)
        .groupBy('match_id')
        .execute();
      return new Map(rows.map((r) => [Number(r.match_id), Number(r.n)]));
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
      return paginate(q, (x) => x.selectAll().orderBy('started_at', 'desc').orderBy('id', 'desc'), page, pageSize);
    },
  };
}

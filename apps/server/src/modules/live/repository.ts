import { sql, type Insertable, type Kysely, type Updateable } from 'kysely';
import type { Database } from '../../db/schema';

type Room = Database['live_room'];

/** Football states 8-12 and basketball states 10-14 are over (finished, postponed, interrupted, abandoned, cancelled). */
export const FINISHED_STATES = { football: [8, 9, 10, 11, 12], basketball: [10, 11, 12, 13, 14] } as const;

/** Columns of an anchor card: the user (u) and their room (r). */
const ANCHOR_COLUMNS = [
  'u.id as user_id',
  'u.nick_name',
  'u.portrait',
  'u.level',
  'u.description',
  'u.fans_count',
  'r.id as room_id',
  'r.is_live',
  'r.title',
] as const;

export interface RoomFilter {
  liveOnly?: boolean;
  navId?: number;
  roomId?: number;
  word?: string;
  anchorIds?: number[];
}

/** SQL of the live capability. */
export function liveRepository(db: Kysely<Database>) {
  const cards = () =>
    db
      .selectFrom('live_room as r')
      .innerJoin('app_user as u', 'u.id', 'r.anchor_id')
      .leftJoin('nav_category as n', 'n.id', 'r.nav_id')
      .selectAll('r')
      .select(['u.nick_name', 'u.portrait', 'u.level', 'u.fans_count', 'u.description', 'u.is_anchor', 'n.name as nav_name'])
      .where('u.is_anchor', '=', 1);

  const filtered = (f: RoomFilter) => {
    let q = cards();
    if (f.liveOnly) q = q.where('r.is_live', '=', 1);
    if (f.navId !== undefined) q = q.where('r.nav_id', '=', f.navId);
    if (f.roomId !== undefined) q = q.where('r.id', '=', f.roomId);
    if (f.anchorIds) q = q.where('r.anchor_id', 'in', f.anchorIds.length ? f.anchorIds : [0]);
    if (f.word) {
      const like = `%${f.word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      q = q.where((eb) => eb.or([sql<boolean>`r.title like ${like} escape '\\'`, sql<boolean>`u.nick_name like ${like} escape '\\'`]));
    }
    return q;
  };

  return {
    findRoom(id: number) {
      return cards().where('r.id', '=', id).executeTakeFirst();
    },
    findRoomRaw(id: number) {
      return db.selectFrom('live_room').selectAll().where('id', '=', id).executeTakeFirst();
    },
    /** Rooms of these users (anchors have one), by anchor id. */
    async roomsOfAnchors(anchorIds: number[]): Promise<Map<number, { id: number; isLive: boolean }>> {
      if (anchorIds.length === 0) return new Map();
      const rows = await db.selectFrom('live_room').select(['id', 'anchor_id', 'is_live']).where('anchor_id', 'in', anchorIds).execute();
      return new Map(rows.map((r) => [Number(r.anchor_id), { id: Number(r.id), isLive: Boolean(r.is_live) }]));
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
    async pageRooms(f: RoomFilter, page: number, pageSize: number) {
      const [{ n }] = await filtered(f)
        .clearSelect()
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .execute();
      const rows = await filtered(f)
        .orderBy('r.is_live', 'desc')
        .orderBy(sql`coalesce(r.started_at, 0)`, 'desc')
        .orderBy('u.fans_count', 'desc')
        .orderBy('r.id')
        .limit(pageSize)
        .offset((page - 1) * pageSize)
        .execute();
      return { rows, total: Number(n) };
    },
    listRooms(f: RoomFilter, limit: number) {
      return filtered(f).orderBy('r.is_live', 'desc').orderBy('u.fans_count', 'desc').orderBy('r.id').limit(limit).execute();
    },
    /** Anchors (with or without a room) by nickname, most followed first. */
    async pageAnchors(word: string | undefined, page: number, pageSize: number) {
      let q = db.selectFrom('app_user as u').leftJoin('live_room as r', 'r.anchor_id', 'u.id').where('u.is_anchor', '=', 1);
      if (word) {
        const like = `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
        q = q.where(sql<boolean>`u.nick_name like ${like} escape '\\'`);
      }
      const [{ n }] = await q.select((eb) => eb.fn.countAll<number>().as('n')).execute();
      const rows = await q
        .select(ANCHOR_COLUMNS)
        .orderBy('r.is_live', 'desc')
        .orderBy('u.fans_count', 'desc')
        .orderBy('u.id')
        .limit(pageSize)
        .offset((page - 1) * pageSize)
        .execute();
      return { rows, total: Number(n) };
    },
    anchorsByIds(ids: number[]) {
      return db
        .selectFrom('app_user as u')
        .leftJoin('live_room as r', 'r.anchor_id', 'u.id')
        .select(ANCHOR_COLUMNS)
        .where('u.id', 'in', ids.length ? ids : [0])
        .where('u.is_anchor', '=', 1)
        .execute();
    },
    matchTitles(ids: number[]) {
      return db
        .selectFrom('sport_match as m')
        .innerJoin('sport_team as h', 'h.id', 'm.home_team_id')
        .innerJoin('sport_team as a', 'a.id', 'm.away_team_id')
        .select(['m.id', 'm.sport', 'm.kickoff_at', 'm.state', 'h.name as home', 'a.name as away'])
        .where('m.id', 'in', ids.length ? ids : [0])
        .execute();
    },
    findMatch(id: number) {
      return db.selectFrom('sport_match').select(['id', 'sport', 'state', 'kickoff_at']).where('id', '=', id).executeTakeFirst();
    },
    /** Matches an anchor may bind or a user may book: not over, kick-off from `from` to `to`. */
    async openMatches(opts: {
      from: number;
      to: number;
      sport?: 'football' | 'basketball';
      word?: string;
      page: number;
      pageSize: number;
    }) {
      let q = db
        .selectFrom('sport_match as m')
        .innerJoin('sport_team as h', 'h.id', 'm.home_team_id')
        .innerJoin('sport_team as a', 'a.id', 'm.away_team_id')
        .innerJoin('sport_competition as c', 'c.id', 'm.competition_id')
        .where('m.kickoff_at', '>=', opts.from)
        .where('m.kickoff_at', '<', opts.to)
        .where((eb) =>
          eb.or([
            eb.and([eb('m.sport', '=', 'football'), eb('m.state', 'not in', [...FINISHED_STATES.football])]),
            eb.and([eb('m.sport', '=', 'basketball'), eb('m.state', 'not in', [...FINISHED_STATES.basketball])]),
          ]),
        );
      if (opts.sport) q = q.where('m.sport', '=', opts.sport);
      if (opts.word) {
        const like = `%${opts.word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
        q = q.where((eb) =>
          eb.or([
            sql<boolean>`h.name like ${like} escape '\\'`,
            sql<boolean>`a.name like ${like} escape '\\'`,
            sql<boolean>`c.name like ${like} escape '\\'`,
          ]),
        );
      }
      const [{ n }] = await q.select((eb) => eb.fn.countAll<number>().as('n')).execute();
      const rows = await q
        .select(['m.id'])
        .orderBy('m.kickoff_at')
        .orderBy('m.id')
        .limit(opts.pageSize)
        .offset((opts.page - 1) * opts.pageSize)
        .execute();
      return { ids: rows.map((r) => Number(r.id)), total: Number(n) };
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
    /** Follows or unfollows; keeps the anchor's fan count (app_user.fans_count) in step. Returns the new count. */
    async setFollow(userId: number, anchorId: number, on: boolean, now: number): Promise<number> {
      return db.transaction().execute(async (trx) => {
        if (on) {
          const r = await trx
            .insertInto('live_follow')
            .values({ user_id: userId, anchor_id: anchorId, created_at: now })
            .onConflict((oc) => oc.columns(['user_id', 'anchor_id']).doNothing())
            .executeTakeFirst();
          if (Number(r.numInsertedOrUpdatedRows ?? 0) > 0) {
            await trx
              .updateTable('app_user')
              .set({ fans_count: sql`fans_count + 1` })
              .where('id', '=', anchorId)
              .execute();
          }
        } else {
          const r = await trx.deleteFrom('live_follow').where('user_id', '=', userId).where('anchor_id', '=', anchorId).executeTakeFirst();
          if (Number(r.numDeletedRows) > 0) {
            await trx
              .updateTable('app_user')
              .set({ fans_count: sql`case when fans_count > 0 then fans_count - 1 else 0 end` })
              .where('id', '=', anchorId)
              .execute();
          }
        }
        const u = await trx.selectFrom('app_user').select('fans_count').where('id', '=', anchorId).executeTakeFirstOrThrow();
        return Number(u.fans_count);
      });
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
    async fanIds(anchorId: number, page: number, pageSize: number) {
      const base = db.selectFrom('live_follow').where('anchor_id', '=', anchorId);
      const [{ n }] = await base.select((eb) => eb.fn.countAll<number>().as('n')).execute();
      const rows = await base
        .innerJoin('app_user as u', 'u.id', 'live_follow.user_id')
        .select(['u.id', 'u.nick_name', 'u.portrait', 'u.level', 'u.description', 'u.fans_count', 'live_follow.created_at'])
        .orderBy('live_follow.created_at', 'desc')
        .limit(pageSize)
        .offset((page - 1) * pageSize)
        .execute();
      return { rows, total: Number(n) };
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
    async markedMatchIds(userId: number, kind: 'attention' | 'reserve', opts: { page?: number; pageSize?: number } = {}) {
      const base = db
        .selectFrom('live_match_mark as k')
        .innerJoin('sport_match as m', 'm.id', 'k.match_id')
        .where('k.user_id', '=', userId)
        .where('k.kind', '=', kind);
      const [{ n }] = await base.select((eb) => eb.fn.countAll<number>().as('n')).execute();
      let q = base.select('k.match_id').orderBy('m.kickoff_at', 'desc').orderBy('m.id');
      if (opts.pageSize) q = q.limit(opts.pageSize).offset(((opts.page ?? 1) - 1) * opts.pageSize);
      const rows = await q.execute();
      return { ids: rows.map((r) => Number(r.match_id)), total: Number(n) };
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
    /** Anchors whose rooms are bound to these matches. */
    anchorsByMatch(matchIds: number[]) {
      return db
        .selectFrom('live_room as r')
        .innerJoin('app_user as u', 'u.id', 'r.anchor_id')
        .select(['r.match_id', ...ANCHOR_COLUMNS])
        .where('r.match_id', 'in', matchIds.length ? matchIds : [0])
        .where('u.is_anchor', '=', 1)
        .orderBy('r.is_live', 'desc')
        .orderBy('u.fans_count', 'desc')
        .execute();
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
    followersGained(since: number, limit: number) {
      return db
        .selectFrom('live_follow as f')
        .innerJoin('app_user as u', 'u.id', 'f.anchor_id')
        .leftJoin('live_room as r', 'r.anchor_id', 'u.id')
        .where('f.created_at', '>=', since)
        .where('u.is_anchor', '=', 1)
        .select(['u.id', 'u.nick_name', 'u.portrait', 'r.id as room_id', 'r.is_live'])
        .select((eb) => eb.fn.countAll<number>().as('score'))
        .groupBy(['u.id', 'u.nick_name', 'u.portrait', 'r.id', 'r.is_live'])
        .orderBy('score', 'desc')
        .orderBy('u.id')
        .limit(limit)
        .execute();
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
    findPublicUser(id: number) {
      return db
        .selectFrom('app_user')
        .select(['id', 'nick_name', 'portrait', 'level', 'description', 'fans_count', 'is_anchor'])
        .where('id', '=', id)
        .executeTakeFirst();
    },
    async followingCount(userId: number): Promise<number> {
      const [{ n }] = await db
        .selectFrom('live_follow')
        .where('user_id', '=', userId)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .execute();
      return Number(n);
    },
    findNav(id: number) {
      return db.selectFrom('nav_category').select(['id', 'name']).where('id', '=', id).where('enabled', '=', 1).executeTakeFirst();
    },
  };
}
export type LiveRepository = ReturnType<typeof liveRepository>;

import { BEIJING_OFFSET_MS } from '@sports/contracts';
import { beijingDay } from '../../db/days';
import { sql, type Insertable, type Kysely, type Updateable } from 'kysely';
import { inIdList } from '../../db/id-list';
import { containsWordIndexed, someIdsWithWord } from '../../db/like';
import type { Database } from '../../db/schema';
import { attemptClaims, type AttemptLimits } from '../../db/attempt-claim';
import { statement } from '../../db/compiled';
import { identityChanged } from './changes';

type UserPatch = Updateable<Database['app_user']>;

/** The columns of a public profile: lists read a page of them per request, so no more than these. */
const PROFILE_COLUMNS = ['id', 'nick_name', 'portrait', 'level', 'is_anchor', 'description', 'fans_count'] as const;
export type ProfileColumn = (typeof PROFILE_COLUMNS)[number];

/**
 * The account row of a live session (not revoked, not expired), in one read: every signed-in call
 * and every page served to a logged-in visitor asks it, so it is compiled once.
 */
const liveSessionUser = statement((db, a: { tokenHash: string; now: number }) =>
  db
    .selectFrom('user_session')
    .innerJoin('app_user', 'app_user.id', 'user_session.user_id')
    .selectAll('app_user')
    .where('user_session.token_hash', '=', a.tokenHash)
    .where('user_session.revoked_at', 'is', null)
    .where('user_session.expires_at', '>', a.now),
);

const userById = statement((db, a: { id: number }) => db.selectFrom('app_user').selectAll().where('id', '=', a.id));

export function identityRepository(db: Kysely<Database>) {
  /** Anchors; with a word, those whose nickname contains it. */
  function anchors(word?: string) {
    const q = db.selectFrom('app_user');
    if (!word) return q.where('is_anchor', '=', 1);
    // The word's trigram index leads: `+` keeps the planner off the is_anchor index, which would
    // read every anchor to save sorting the few that have the word.
    return q.where(sql<number>`+is_anchor`, '=', 1).where(containsWordIndexed(db, 'nick_name', word));
  }

  return {
    async findUserById(id: number) {
      return (await userById(db, { id })).rows[0];
    },
    findUserByMobile(mobile: string) {
      return db.selectFrom('app_user').selectAll().where('mobile', '=', mobile).executeTakeFirst();
    },
    findUserByUsername(username: string) {
      return db.selectFrom('app_user').selectAll().where('username', '=', username).executeTakeFirst();
    },
    findUsersByIds(ids: number[]) {
      return ids.length ? db.selectFrom('app_user').selectAll().where('id', 'in', ids).execute() : Promise.resolve([]);
    },
    /** The profile columns only (a list page's worth of users, read per request). */
    findProfilesByIds(ids: number[]) {
      return ids.length ? db.selectFrom('app_user').select(PROFILE_COLUMNS).where('id', 'in', ids).execute() : Promise.resolve([]);
    },
    findUserByNick(nickName: string) {
      return db.selectFrom('app_user').selectAll().where('nick_name', '=', nickName).executeTakeFirst();
    },
    /** Another user with this nickname (case-sensitive, as shown). */
    findOtherUserByNick(nickName: string, exceptId: number) {
      return db.selectFrom('app_user').select('id').where('nick_name', '=', nickName).where('id', '!=', exceptId).executeTakeFirst();
    },
    findUserByIdCardHash(hash: string) {
      return db.selectFrom('app_user').select('id').where('id_card_hash', '=', hash).executeTakeFirst();
    },
    async insertUser(values: Insertable<Database['app_user']>): Promise<number> {
      const row = await db.insertInto('app_user').values(values).returning('id').executeTakeFirstOrThrow();
      return Number(row.id);
    },
    async updateUser(id: number, patch: UserPatch) {
      await db.updateTable('app_user').set(patch).where('id', '=', id).execute();
      identityChanged();
    },
    async updateUserRoles(id: number, roles: { is_anchor?: number; is_expert?: number }) {
      await db.updateTable('app_user').set(roles).where('id', '=', id).execute();
      identityChanged();
    },
    /** Ids of the anchors whose nickname contains the word, most followed first and then by id. */
    async anchorIds(word: string): Promise<number[]> {
      const rows = await anchors(word).select('id').orderBy('fans_count', 'desc').orderBy('id').execute();
      return rows.map((r) => Number(r.id));
    },
    /** Ids of at most `limit` anchors whose nickname contains the word, in no order: reads no more than `limit` of them. */
    someAnchorIds(word: string, limit: number): Promise<number[]> {
      return someIdsWithWord(db, 'nick_name', word, sql<boolean>`+is_anchor = 1`, limit);
    },
    async anchorCount(): Promise<number> {
      const { n } = await anchors()
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      return Number(n);
    },
    /** One slice of `anchorIds(word)` leaving out `except` (read along app_user_anchor_idx). */
    async anchorIdsPage(q: { word?: string; except: number[]; offset: number; limit: number }): Promise<number[]> {
      let sel = anchors(q.word);
      if (q.except.length) sel = sel.where(inIdList(db, 'id', q.except, { not: true }));
      const rows = await sel.select('id').orderBy('fans_count', 'desc').orderBy('id').limit(q.limit).offset(q.offset).execute();
      return rows.map((r) => Number(r.id));
    },
    /** Moves the fan count by `delta` (never below zero) in one statement; the new count, or null without such a user. */
    async addFans(id: number, delta: number): Promise<number | null> {
      const row = await db
        .updateTable('app_user')
        .set({ fans_count: sql`case when fans_count + ${delta} > 0 then fans_count + ${delta} else 0 end` })
        .where('id', '=', id)
        .returning('fans_count')
        .executeTakeFirst();
      identityChanged();
      return row ? Number(row.fans_count) : null;
    },
    /** Password attempts at logins and password changes, counted on the user's row (the mechanism payments use too). */
    loginAttempts: (limits: AttemptLimits) =>
      attemptClaims(
        db,
        {
          table: 'app_user',
          key: 'id',
          failures: 'failed_logins',
          lockedUntil: 'locked_until',
          pending: 'login_pending',
          pendingUntil: 'login_pending_until',
        },
        limits,
      ),
    async insertSession(values: Insertable<Database['user_session']>) {
      await db.insertInto('user_session').values(values).execute();
    },
    /** The account row of the live session with this token hash; undefined when there is none. */
    async findLiveSessionUser(tokenHash: string, now: number) {
      return (await liveSessionUser(db, { tokenHash, now })).rows[0];
    },
    async revokeSession(tokenHash: string, now: number): Promise<boolean> {
      const res = await db
        .updateTable('user_session')
        .set({ revoked_at: now })
        .where('token_hash', '=', tokenHash)
        .where('revoked_at', 'is', null)
        .executeTakeFirst();
      identityChanged();
      return Number(res.numUpdatedRows) > 0;
    },
    /** Revokes every live session of a user except the one with `keepHash`. */
    async revokeUserSessions(userId: number, now: number, keepHash?: string) {
      let q = db.updateTable('user_session').set({ revoked_at: now }).where('user_id', '=', userId).where('revoked_at', 'is', null);
      if (keepHash) q = q.where('token_hash', '!=', keepHash);
      await q.execute();
      identityChanged();
    },
    async insertDynamicKey(values: Insertable<Database['dynamic_key']>) {
      await db
        .deleteFrom('dynamic_key')
        .where('expires_at', '<', values.created_at - 24 * 3600 * 1000)
        .execute();
      await db.insertInto('dynamic_key').values(values).execute();
    },
    /** The key of a live, unused dynamic key issued with this iv. */
    async liveKeyForIv(iv: string, now: number): Promise<string | undefined> {
      const row = await db
        .selectFrom('dynamic_key')
        .select('key')
        .where('iv', '=', iv)
        .where('used_at', 'is', null)
        .where('expires_at', '>', now)
        .executeTakeFirst();
      return row?.key;
    },
    /** Marks the key used if it is live and matches the iv; false when unknown, used, expired or mismatched. */
    async consumeDynamicKey(key: string, iv: string, now: number): Promise<boolean> {
      const res = await db
        .updateTable('dynamic_key')
        .set({ used_at: now })
        .where('key', '=', key)
        .where('iv', '=', iv)
        .where('used_at', 'is', null)
        .where('expires_at', '>', now)
        .executeTakeFirst();
      return Number(res.numUpdatedRows) > 0;
    },
    async expertIds(): Promise<number[]> {
      const rows = await db.selectFrom('app_user').select('id').where('is_expert', '=', 1).orderBy('id').execute();
      return rows.map((r) => Number(r.id));
    },
    findExpertProfile(userId: number) {
      return db.selectFrom('expert_profile').selectAll().where('user_id', '=', userId).executeTakeFirst();
    },
    async upsertExpertProfile(values: Insertable<Database['expert_profile']>) {
      await db
        .insertInto('expert_profile')
        .values(values)
        .onConflict((oc) =>
          oc.column('user_id').doUpdateSet({
            favors: values.favors,
            fifteen_records: values.fifteen_records,
            seven_records: values.seven_records,
            updated_at: values.updated_at,
          }),
        )
        .execute();
      identityChanged();
    },
    async insertUpload(values: Insertable<Database['upload']>) {
      await db.insertInto('upload').values(values).execute();
    },
    findUploadByUrl(url: string) {
      return db.selectFrom('upload').selectAll().where('url', '=', url).executeTakeFirst();
    },
    /** Registrations per Beijing day from `fromDay` (a day index) on. */
    registrationsByDay(fromDay: number) {
      const day = beijingDay('created_at');
      return db
        .selectFrom('app_user')
        .select((eb) => [day.as('day'), eb.fn.countAll<number>().as('n')])
        .where('created_at', '>=', fromDay * 86_400_000 - BEIJING_OFFSET_MS)
        .groupBy(day)
        .execute();
    },
  };
}
export type IdentityRepository = ReturnType<typeof identityRepository>;

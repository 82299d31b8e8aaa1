import { sql, type Insertable, type Kysely, type Updateable } from 'kysely';
import { inIdList } from '../../db/id-list';
import { containsWord } from '../../db/like';
import type { Database } from '../../db/schema';

type UserPatch = Updateable<Database['app_user']>;

/** The columns of a public profile: lists read a page of them per request, so no more than these. */
const PROFILE_COLUMNS = ['id', 'nick_name', 'portrait', 'level', 'is_anchor', 'description', 'fans_count'] as const;
export type ProfileColumn = (typeof PROFILE_COLUMNS)[number];

export function identityRepository(db: Kysely<Database>) {
  /** Anchors; with a word, those whose nickname contains it. */
  function anchors(word?: string) {
    const q = db.selectFrom('app_user').where('is_anchor', '=', 1);
    return word ? q.where(containsWord('nick_name', word)) : q;
  }

  return {
    findUserById(id: number) {
      return db.selectFrom('app_user').selectAll().where('id', '=', id).executeTakeFirst();
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
    },
    async updateUserRoles(id: number, roles: { is_anchor?: number; is_expert?: number }) {
      await db.updateTable('app_user').set(roles).where('id', '=', id).execute();
    },
    /** Ids of the anchors whose nickname contains the word, most followed first and then by id. */
    async anchorIds(word: string): Promise<number[]> {
      const rows = await anchors(word).select('id').orderBy('fans_count', 'desc').orderBy('id').execute();
      return rows.map((r) => Number(r.id));
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
      return row ? Number(row.fans_count) : null;
    },
    /**
     * Takes one password attempt before the password is checked, in one conditional update, so
     * concurrent guesses cannot all pass a check made before any of them is counted. The attempt
     * that reaches `limit` locks the account until `lockUntil` at once (a correct password then
     * lifts it); an expired lock starts a fresh count. Null: the account is locked, no attempt.
     */
    async claimLoginAttempt(id: number, now: number, limit: number, lockUntil: number): Promise<number | null> {
      const expired = sql<boolean>`(locked_until is not null and locked_until <= ${now})`;
      const count = sql<number>`(case when ${expired} then 1 else failed_logins + 1 end)`;
      const row = await db
        .updateTable('app_user')
        .set({
          failed_logins: count,
          locked_until: sql<
            number | null
          >`(case when ${count} >= ${limit} then ${lockUntil} when ${expired} then null else locked_until end)`,
        })
        .where('id', '=', id)
        .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<=', now)]))
        .returning('failed_logins')
        .executeTakeFirst();
      return row ? Number(row.failed_logins) : null;
    },
    async insertSession(values: Insertable<Database['user_session']>) {
      await db.insertInto('user_session').values(values).execute();
    },
    findLiveSession(tokenHash: string, now: number) {
      return db
        .selectFrom('user_session')
        .select(['id', 'user_id'])
        .where('token_hash', '=', tokenHash)
        .where('revoked_at', 'is', null)
        .where('expires_at', '>', now)
        .executeTakeFirst();
    },
    async revokeSession(tokenHash: string, now: number): Promise<boolean> {
      const res = await db
        .updateTable('user_session')
        .set({ revoked_at: now })
        .where('token_hash', '=', tokenHash)
        .where('revoked_at', 'is', null)
        .executeTakeFirst();
      return Number(res.numUpdatedRows) > 0;
    },
    /** Revokes every live session of a user except the one with `keepHash`. */
    async revokeUserSessions(userId: number, now: number, keepHash?: string) {
      let q = db.updateTable('user_session').set({ revoked_at: now }).where('user_id', '=', userId).where('revoked_at', 'is', null);
      if (keepHash) q = q.where('token_hash', '!=', keepHash);
      await q.execute();
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
    },
    async insertUpload(values: Insertable<Database['upload']>) {
      await db.insertInto('upload').values(values).execute();
    },
    findUploadByUrl(url: string) {
      return db.selectFrom('upload').selectAll().where('url', '=', url).executeTakeFirst();
    },
  };
}
export type IdentityRepository = ReturnType<typeof identityRepository>;

import type { Insertable, Kysely, Selectable } from 'kysely';
import type { Database } from '../../../db/schema';

export type SanctionRow = Selectable<Database['user_sanction']>;
type Kind = SanctionRow['kind'];

/** The sanctions table (identity owns it): running ones by user or address, a user's history, lifting. */
export function sanctionsRepository(db: Kysely<Database>) {
  /** Not lifted and not over at `now` (`ends_at` null is for good). */
  const running = (kinds: Kind[], now: number, on: Kysely<Database> = db) =>
    on
      .selectFrom('user_sanction')
      .selectAll()
      .where('kind', 'in', kinds)
      .where('lifted_at', 'is', null)
      .where((eb) => eb.or([eb('ends_at', 'is', null), eb('ends_at', '>', now)]));

  return {
    db,
    transaction<T>(fn: (trx: Kysely<Database>) => Promise<T>): Promise<T> {
      return db.transaction().execute(fn);
    },
    /** The user's running sanctions of these kinds, the one ending last first (for good before any period). */
    async runningOfUser(userId: number, kinds: Kind[], now: number, on?: Kysely<Database>): Promise<SanctionRow[]> {
      const rows = await running(kinds, now, on).where('user_id', '=', userId).execute();
      return rows.sort((a, b) => endOf(b) - endOf(a));
    },
    /**
     * What stops a user speaking, in one read: their running mutes and bans and, given an address,
     * its running address bans (an address ban naming the user is not theirs), the one ending last first.
     */
    async runningForSpeech(userId: number, ip: string | null, now: number): Promise<SanctionRow[]> {
      const rows = await running(['ban', 'mute', 'ip'], now)
        .where((eb) => {
          const own = eb.and([eb('user_id', '=', userId), eb('kind', 'in', ['ban', 'mute'])]);
          return ip === null ? own : eb.or([own, eb.and([eb('ip', '=', ip), eb('kind', '=', 'ip')])]);
        })
        .execute();
      return rows.sort((a, b) => endOf(b) - endOf(a));
    },
    /** The running address ban of `ip` ending last, if any. */
    async runningOfIp(ip: string, now: number, on?: Kysely<Database>): Promise<SanctionRow | undefined> {
      const rows = await running(['ip'], now, on).where('ip', '=', ip).execute();
      return rows.sort((a, b) => endOf(b) - endOf(a))[0];
    },
    async insert(trx: Kysely<Database>, values: Insertable<Database['user_sanction']>): Promise<SanctionRow> {
      return trx.insertInto('user_sanction').values(values).returningAll().executeTakeFirstOrThrow();
    },
    find(id: number, on: Kysely<Database> = db) {
      return on.selectFrom('user_sanction').selectAll().where('id', '=', id).executeTakeFirst();
    },
    /** Marks a running sanction lifted; the row after, or undefined when it was not running (any more). */
    async lift(trx: Kysely<Database>, id: number, by: string, reason: string, now: number): Promise<SanctionRow | undefined> {
      return trx
        .updateTable('user_sanction')
        .set({ lifted_at: now, lifted_by: by, lift_reason: reason })
        .where('id', '=', id)
        .where('lifted_at', 'is', null)
        .where((eb) => eb.or([eb('ends_at', 'is', null), eb('ends_at', '>', now)]))
        .returningAll()
        .executeTakeFirst();
    },
    /** Every sanction of a user, newest first. */
    ofUser(userId: number) {
      return db.selectFrom('user_sanction').selectAll().where('user_id', '=', userId).orderBy('id', 'desc').execute();
    },
    /** Address bans, newest first. */
    ipBans(limit: number) {
      return db.selectFrom('user_sanction').selectAll().where('kind', '=', 'ip').orderBy('id', 'desc').limit(limit).execute();
    },
    /** Ends every live session of the user (a ban), in the ban's transaction. */
    async revokeSessions(trx: Kysely<Database>, userId: number, now: number) {
      await trx
        .updateTable('user_session')
        .set({ revoked_at: now })
        .where('user_id', '=', userId)
        .where('revoked_at', 'is', null)
        .execute();
    },
    /** The user of a session token's row, live or not (a banned user's ended session). */
    async sessionOwner(tokenHash: string): Promise<number | null> {
      const row = await db.selectFrom('user_session').select('user_id').where('token_hash', '=', tokenHash).executeTakeFirst();
      return row ? Number(row.user_id) : null;
    },
  };
}
export type SanctionsRepository = ReturnType<typeof sanctionsRepository>;

/** When a sanction ends, for ordering: for good is later than any period. */
const endOf = (r: SanctionRow) => (r.ends_at === null ? Number.MAX_SAFE_INTEGER : Number(r.ends_at));

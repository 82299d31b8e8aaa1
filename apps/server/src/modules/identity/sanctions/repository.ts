import type { ExpressionBuilder, Insertable, Kysely, Selectable } from 'kysely';
import { statement } from '../../../db/compiled';
import type { Database } from '../../../db/schema';
import { identityChanged } from '../changes';

export type SanctionRow = Selectable<Database['user_sanction']>;
type Kind = SanctionRow['kind'];

/** Not lifted and not over at `now` (`ends_at` null is for good). */
const running = (on: Kysely<Database>, kinds: Kind[], now: number) =>
  on
    .selectFrom('user_sanction')
    .selectAll()
    .where('kind', 'in', kinds)
    .where('lifted_at', 'is', null)
    .where((eb) => eb.or([eb('ends_at', 'is', null), eb('ends_at', '>', now)]));
type Origin = { ip: string | null; device: string | null };
/** The conditions for the bans of an address and of a device (none for what is not known). */
const originBans = (eb: ExpressionBuilder<Database, 'user_sanction'>, origin: Origin) => [
  ...(origin.ip !== null ? [eb.and([eb('kind', '=', 'ip'), eb('ip', '=', origin.ip)])] : []),
  ...(origin.device !== null ? [eb.and([eb('kind', '=', 'device'), eb('device_id', '=', origin.device)])] : []),
];

/**
 * What stops a user speaking (every chat line asks), compiled once (db/compiled.ts) per shape: with
 * or without an address, with or without a device. The shape is chosen by `known`; the values are
 * the call's.
 */
const speechStatement = (known: { ip: boolean; device: boolean }) =>
  statement((db, a: { userId: number; ip: string; device: string; now: number }) =>
    running(db, ['ban', 'mute', 'ip', 'device'], a.now).where((eb) =>
      eb.or([
        eb.and([eb('user_id', '=', a.userId), eb('kind', 'in', ['ban', 'mute'])]),
        ...originBans(eb, { ip: known.ip ? a.ip : null, device: known.device ? a.device : null }),
      ]),
    ),
  );
const speech = {
  user: speechStatement({ ip: false, device: false }),
  device: speechStatement({ ip: false, device: true }),
  ip: speechStatement({ ip: true, device: false }),
  both: speechStatement({ ip: true, device: true }),
};

/** The sanctions table (identity owns it): running ones by user, address or device, a user's history, lifting; and the sessions a ban ends. */
export function sanctionsRepository(db: Kysely<Database>) {
  return {
    db,
    transaction<T>(fn: (trx: Kysely<Database>) => Promise<T>): Promise<T> {
      return db.transaction().execute(fn);
    },
    /** The user's running sanctions of these kinds, the one ending last first (for good before any period). */
    async runningOfUser(userId: number, kinds: Kind[], now: number, on?: Kysely<Database>): Promise<SanctionRow[]> {
      const rows = await running(on ?? db, kinds, now)
        .where('user_id', '=', userId)
        .execute();
      return rows.sort((a, b) => endOf(b) - endOf(a));
    },
    /**
     * The running bans of the address and of the device, the one ending last first: one indexed
     * query for both (each side of the `or` has its own index), none without either.
     */
    async runningOfOrigin(origin: Origin, now: number, on?: Kysely<Database>): Promise<SanctionRow[]> {
      if (origin.ip === null && origin.device === null) return [];
      const rows = await running(on ?? db, ['ip', 'device'], now)
        .where((eb) => eb.or(originBans(eb, origin)))
        .execute();
      return rows.sort((a, b) => endOf(b) - endOf(a));
    },
    /**
     * What stops a user speaking, in one read: their running mutes and bans and, given where they
     * speak from, the running bans of that address and device (an address ban naming the user is
     * not theirs), the one ending last first.
     */
    async runningForSpeech(userId: number, origin: Origin, now: number): Promise<SanctionRow[]> {
      const run =
        origin.ip !== null ? (origin.device !== null ? speech.both : speech.ip) : origin.device !== null ? speech.device : speech.user;
      const { rows } = await run(db, { userId, ip: origin.ip ?? '', device: origin.device ?? '', now });
      return rows.sort((a, b) => endOf(b) - endOf(a));
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
    /** Address or device bans, newest first. */
    bansOf(kinds: ('ip' | 'device')[], limit: number) {
      return db.selectFrom('user_sanction').selectAll().where('kind', 'in', kinds).orderBy('id', 'desc').limit(limit).execute();
    },
    /** Ends every live session of the user (a ban), in the ban's transaction. */
    async revokeSessions(trx: Kysely<Database>, userId: number, now: number) {
      await trx
        .updateTable('user_session')
        .set({ revoked_at: now })
        .where('user_id', '=', userId)
        .where('revoked_at', 'is', null)
        .execute();
      identityChanged();
    },
    /** Ends every live session logged in from the device (a device ban), whoever's, in the ban's transaction. */
    async revokeDeviceSessions(trx: Kysely<Database>, device: string, now: number) {
      await trx
        .updateTable('user_session')
        .set({ revoked_at: now })
        .where('device_id', '=', device)
        .where('revoked_at', 'is', null)
        .execute();
      identityChanged();
    },
    /** Whether the user has logged in from the device (any session of theirs, live or not). */
    async usedDevice(userId: number, device: string): Promise<boolean> {
      const row = await db
        .selectFrom('user_session')
        .select('id')
        .where('device_id', '=', device)
        .where('user_id', '=', userId)
        .limit(1)
        .executeTakeFirst();
      return row !== undefined;
    },
    /** The devices of the user's logins (sessions), last used first. */
    devicesOf(userId: number, limit: number) {
      return db
        .selectFrom('user_session')
        .select((eb) => [
          'device_id',
          eb.fn.min('created_at').as('first_at'),
          eb.fn.max('created_at').as('last_at'),
          eb.fn.countAll<number>().as('logins'),
        ])
        .where('user_id', '=', userId)
        .where('device_id', 'is not', null)
        .groupBy('device_id')
        .orderBy('last_at', 'desc')
        .limit(limit)
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

import { setTimeout as sleep } from 'node:timers/promises';
import { sql, type Kysely } from 'kysely';

/**
 * Where a secret's attempts are counted: a row per subject (a user) with the wrong ones in a row,
 * the lock, and the attempts being checked right now ("pending", forgotten after `holdMs` should a
 * process die in the middle of one).
 */
export interface AttemptColumns {
  table: string;
  /** The subject's column (the row's key). */
  key: string;
  failures: string;
  lockedUntil: string;
  pending: string;
  pendingUntil: string;
  /** The row is made on the first attempt (a guard table of its own); otherwise it must exist. */
  createRow?: boolean;
}

export interface AttemptLimits {
  /** Wrong ones in a row that lock the secret. */
  limit: number;
  lockMs: number;
  /** How long a claimed attempt may take before it no longer counts as pending. */
  holdMs?: number;
  /** How long an attempt waits for a turn while the pending ones fill the budget; then it is refused as locked. */
  waitMs?: number;
  now?: () => number;
}

/** How one attempt ended: refused unchecked (locked), right, or wrong with the wrong ones in a row so far. */
export type AttemptOutcome = { kind: 'locked' } | { kind: 'right' } | { kind: 'wrong'; failures: number; locked: boolean };

const POLL_MS = 20;

/**
 * Password attempts with a lockout, counted in the database so the bound holds across processes
 * (login and the payment password both use it). An attempt is claimed before the slow hash check,
 * and only while the wrong ones in a row plus the ones being checked stay under the limit: of any
 * number of guesses at once only `limit` are checked. A claim that finds the budget taken by
 * attempts still being checked waits for them (a user's own simultaneous right ones all pass),
 * one that finds the secret locked is refused. The `limit`-th wrong one in a row locks it for
 * `lockMs`; a right one clears the count; a lock that has run out starts a fresh count.
 */
export function attemptClaims(db: Kysely<any>, c: AttemptColumns, o: AttemptLimits) {
  const now = o.now ?? Date.now;
  const holdMs = o.holdMs ?? 60_000;
  const waitMs = o.waitMs ?? 15_000;
  const [T, K, F, L, P, PU] = [
    sql.table(c.table),
    sql.ref(c.key),
    sql.ref(c.failures),
    sql.ref(c.lockedUntil),
    sql.ref(c.pending),
    sql.ref(c.pendingUntil),
  ];
  const lessOne = sql`(case when ${P} > 0 then ${P} - 1 else 0 end)`;

  /** Takes one attempt; false while the secret is locked or the budget is taken by pending attempts. */
  async function claim(subject: number, t: number): Promise<boolean> {
    if (c.createRow) {
      await sql`insert into ${T} (${K}) values (${subject}) on conflict (${K}) do nothing`.execute(db);
    }
    const expired = sql`(${L} is not null and ${L} <= ${t})`;
    const failures = sql`(case when ${expired} then 0 else ${F} end)`;
    const pending = sql`(case when ${PU} is null or ${PU} <= ${t} then 0 else ${P} end)`;
    const r = await sql`update ${T} set ${P} = ${pending} + 1, ${PU} = ${t + holdMs}, ${F} = ${failures},
        ${L} = (case when ${expired} then null else ${L} end)
      where ${K} = ${subject} and (${L} is null or ${L} <= ${t}) and ${failures} + ${pending} < ${o.limit}
      returning ${K}`.execute(db);
    return r.rows.length > 0;
  }

  async function lockedNow(subject: number, t: number): Promise<boolean> {
    const r = await sql<{ until: number | string | null }>`select ${L} as until from ${T} where ${K} = ${subject}`.execute(db);
    const until = r.rows[0]?.until;
    return until !== null && until !== undefined && Number(until) > t;
  }

  async function settle(subject: number, right: boolean): Promise<number> {
    if (right) {
      await sql`update ${T} set ${P} = ${lessOne}, ${F} = 0, ${L} = null where ${K} = ${subject}`.execute(db);
      return 0;
    }
    const r = await sql<{ n: number | string }>`update ${T} set ${P} = ${lessOne}, ${F} = ${F} + 1,
        ${L} = (case when ${F} + 1 >= ${o.limit} then ${now() + o.lockMs} else ${L} end)
      where ${K} = ${subject} returning ${F} as n`.execute(db);
    return Number(r.rows[0]?.n ?? o.limit);
  }

  return {
    /** One attempt: `check` (the hash comparison) runs only once the attempt is claimed. */
    async attempt(subject: number, check: () => Promise<boolean>): Promise<AttemptOutcome> {
      const deadline = Date.now() + waitMs;
      while (!(await claim(subject, now()))) {
        if ((await lockedNow(subject, now())) || Date.now() >= deadline) return { kind: 'locked' };
        await sleep(POLL_MS + Math.floor(Math.random() * POLL_MS));
      }
      let right: boolean;
      try {
        right = await check();
      } catch (err) {
        await sql`update ${T} set ${P} = ${lessOne} where ${K} = ${subject}`.execute(db);
        throw err;
      }
      if (right) {
        await settle(subject, true);
        return { kind: 'right' };
      }
      const failures = await settle(subject, false);
      return { kind: 'wrong', failures, locked: failures >= o.limit };
    },
    /** Forgets the wrong ones and lifts a lock (a new password set another way); pending attempts still count. */
    async clear(subject: number): Promise<void> {
      await sql`update ${T} set ${F} = 0, ${L} = null where ${K} = ${subject}`.execute(db);
    },
  };
}
export type AttemptClaims = ReturnType<typeof attemptClaims>;

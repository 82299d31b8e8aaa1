import { sql, type Kysely } from 'kysely';
import type { Database } from '../../../db/schema';
import { giftById } from './send-statements';

/** Gift tables only; names of people come from identity through the service's ports. */
export function giftRepository(db: Kysely<Database>) {
  return {
    db,
    gifts(includeDisabled = false) {
      let q = db.selectFrom('wallet_gift').selectAll();
      if (!includeDisabled) q = q.where('enabled', '=', 1);
      return q.orderBy('sort').orderBy('id').execute();
    },
    /** On `q` (a transaction) when read with a change. */
    gift(id: number, q: Kysely<Database> = db) {
      return giftById(q, id);
    },
    async updateGift(
      id: number,
      set: Partial<{ name: string; price: number; enabled: number; effect: number; sort: number }>,
      q: Kysely<Database> = db,
    ) {
      const r = await q.updateTable('wallet_gift').set(set).where('id', '=', id).executeTakeFirst();
      return Number(r.numUpdatedRows) > 0;
    },
    /** Diamonds gifted per sender since `since` (to one anchor, or site-wide), largest first. */
    contributors(opts: { anchorId?: number; since: number; limit: number }) {
      let q = db.selectFrom('wallet_gift_record as g').where('g.currency', '=', 'diamond').where('g.created_at', '>=', opts.since);
      if (opts.anchorId !== undefined) q = q.where('g.anchor_id', '=', opts.anchorId);
      return q
        .select('g.sender_id')
        .select(sql<number>`sum(g.total)`.as('total'))
        .groupBy('g.sender_id')
        .orderBy('total', 'desc')
        .orderBy('g.sender_id')
        .limit(opts.limit)
        .execute();
    },
    ticketDay(trx: Kysely<Database>, userId: number, day: string) {
      return trx.selectFrom('wallet_ticket_day').selectAll().where('user_id', '=', userId).where('day', '=', day).executeTakeFirst();
    },
    async ensureTicketDay(trx: Kysely<Database>, userId: number, day: string) {
      await trx
        .insertInto('wallet_ticket_day')
        .values({ user_id: userId, day })
        .onConflict((oc) => oc.columns(['user_id', 'day']).doNothing())
        .execute();
    },
    /** Marks the day signed in with its tickets; false when it was signed in already. */
    async markSignedIn(trx: Kysely<Database>, userId: number, day: string, tickets: number): Promise<boolean> {
      const r = await trx
        .updateTable('wallet_ticket_day')
        .set({ signed_in: 1, signin_tickets: tickets })
        .where('user_id', '=', userId)
        .where('day', '=', day)
        .where('signed_in', '=', 0)
        .executeTakeFirst();
      return Number(r.numUpdatedRows) > 0;
    },
    /** Moves a day's watch state on only if it is still what was read (`seen`); false when another heartbeat got there first. */
    async advanceWatch(
      trx: Kysely<Database>,
      seen: { id: number; watchedMs: number; lastBeatAt: number | null },
      set: { last_beat_at: number; last_room_id: number; watched_ms: number; watch_tickets: number },
    ): Promise<boolean> {
      let q = trx.updateTable('wallet_ticket_day').set(set).where('id', '=', seen.id).where('watched_ms', '=', seen.watchedMs);
      q = seen.lastBeatAt === null ? q.where('last_beat_at', 'is', null) : q.where('last_beat_at', '=', seen.lastBeatAt);
      const r = await q.executeTakeFirst();
      return Number(r.numUpdatedRows) > 0;
    },
  };
}
export type GiftRepository = ReturnType<typeof giftRepository>;

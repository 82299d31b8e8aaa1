import { membershipChanged } from './kept-ranks';
import type { Insertable, Kysely } from 'kysely';
import { statement } from '../../../db/compiled';
import type { Database } from '../../../db/schema';

type Db = Kysely<Database>;

const membershipStatement = statement((db, a: { userId: number }) =>
  db.selectFrom('noble_membership').selectAll().where('user_id', '=', a.userId),
);

/** Nobility rows; pass a transaction to book them together with the journal. */
export function nobleRepository(db: Db) {
  return {
    /** Read with every chat line its user posts (their rank): compiled once. */
    async membership(userId: number) {
      return (await membershipStatement(db, { userId })).rows[0];
    },
    async insertOrder(values: Insertable<Database['noble_order']>): Promise<number> {
      const r = await db.insertInto('noble_order').values(values).returning('id').executeTakeFirstOrThrow();
      return Number(r.id);
    },
    async insertMembership(values: Insertable<Database['noble_membership']>): Promise<boolean> {
      membershipChanged();
      const r = await db
        .insertInto('noble_membership')
        .values(values)
        .onConflict((oc) => oc.column('user_id').doNothing())
        .returning('id')
        .executeTakeFirst();
      return Boolean(r);
    },
    /** Changes the membership only if nobody changed it since it was read (optimistic, both dialects). */
    async updateMembership(
      userId: number,
      seen: { rank: number; expiresAt: number; updatedAt: number },
      next: { rank: number; startedAt: number; expiresAt: number; updatedAt: number },
    ): Promise<boolean> {
      membershipChanged();
      const r = await db
        .updateTable('noble_membership')
        .set({ rank: next.rank, started_at: next.startedAt, expires_at: next.expiresAt, updated_at: next.updatedAt })
        .where('user_id', '=', userId)
        .where('rank', '=', seen.rank)
        .where('expires_at', '=', seen.expiresAt)
        .where('updated_at', '=', seen.updatedAt)
        .executeTakeFirst();
      return Number(r.numUpdatedRows) === 1;
    },
    presence(roomId: number, userId: number) {
      return db.selectFrom('noble_presence').selectAll().where('room_id', '=', roomId).where('user_id', '=', userId).executeTakeFirst();
    },
    async touchPresence(roomId: number, userId: number, now: number) {
      await db
        .insertInto('noble_presence')
        .values({ room_id: roomId, user_id: userId, seen_at: now })
        .onConflict((oc) => oc.columns(['room_id', 'user_id']).doUpdateSet({ seen_at: now }))
        .execute();
    },
    /** Claims the right to announce an entry: true for exactly one caller per interval. */
    async claimAnnouncement(roomId: number, userId: number, seenAnnouncedAt: number, now: number): Promise<boolean> {
      const r = await db
        .updateTable('noble_presence')
        .set({ announced_at: now })
        .where('room_id', '=', roomId)
        .where('user_id', '=', userId)
        .where('announced_at', '=', seenAnnouncedAt)
        .executeTakeFirst();
      return Number(r.numUpdatedRows) === 1;
    },
    /** Nobles seen in the room since `since` whose rank is still active at `now`, highest rank first. */
    roomNobles(roomId: number, since: number, now: number, limit: number) {
      return db
        .selectFrom('noble_presence as p')
        .innerJoin('noble_membership as m', 'm.user_id', 'p.user_id')
        .select(['p.user_id', 'm.rank', 'p.seen_at'])
        .where('p.room_id', '=', roomId)
        .where('p.seen_at', '>=', since)
        .where('m.expires_at', '>', now)
        .orderBy('m.rank', 'desc')
        .orderBy('p.seen_at', 'desc')
        .limit(limit)
        .execute();
    },
  };
}

/** Red packet rows; pass a transaction to book them together with the journal. */
export function redPacketRepository(db: Db) {
  return {
    packet(id: number) {
      return db.selectFrom('red_packet').selectAll().where('id', '=', id).executeTakeFirst();
    },
    /** The packet as stored, with its shares. */
    async insertPacket(values: Insertable<Database['red_packet']>, shares: number[]) {
      const row = await db.insertInto('red_packet').values(values).returningAll().executeTakeFirstOrThrow();
      const id = Number(row.id);
      await db
        .insertInto('red_packet_share')
        .values(shares.map((amount, seq) => ({ packet_id: id, seq, amount })))
        .execute();
      return row;
    },
    shareOf(packetId: number, userId: number) {
      return db
        .selectFrom('red_packet_share')
        .select(['id', 'amount'])
        .where('packet_id', '=', packetId)
        .where('user_id', '=', userId)
        .executeTakeFirst();
    },
    /**
     * Takes the next unclaimed share for the user in one conditional update; undefined when another
     * grabber took that share first (the caller tries again) or none is left.
     */
    claimShare(packetId: number, user: { id: number; nickName: string; portrait: string }, now: number) {
      return db
        .updateTable('red_packet_share')
        .set({ state: 1, user_id: user.id, nick_name: user.nickName, portrait: user.portrait, grabbed_at: now })
        .where('id', '=', (eb) =>
          eb.selectFrom('red_packet_share').select('id').where('packet_id', '=', packetId).where('state', '=', 0).orderBy('seq').limit(1),
        )
        .where('state', '=', 0)
        .returning(['id', 'amount'])
        .executeTakeFirst();
    },
    async unclaimedCount(packetId: number): Promise<number> {
      const r = await db
        .selectFrom('red_packet_share')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('packet_id', '=', packetId)
        .where('state', '=', 0)
        .executeTakeFirstOrThrow();
      return Number(r.n);
    },
    /** Marks a due packet settled; only one caller ever gets true. */
    async settle(packetId: number, now: number): Promise<boolean> {
      const r = await db
        .updateTable('red_packet')
        .set({ settled: 1 })
        .where('id', '=', packetId)
        .where('settled', '=', 0)
        .where('expires_at', '<=', now)
        .executeTakeFirst();
      return Number(r.numUpdatedRows) === 1;
    },
    /** Turns every unclaimed share of the packet to "returned"; the amounts returned. */
    async returnUnclaimed(packetId: number): Promise<number[]> {
      const rows = await db
        .updateTable('red_packet_share')
        .set({ state: 2 })
        .where('packet_id', '=', packetId)
        .where('state', '=', 0)
        .returning('amount')
        .execute();
      return rows.map((r) => Number(r.amount));
    },
    async setReturned(packetId: number, amount: number) {
      await db.updateTable('red_packet').set({ returned_amount: amount }).where('id', '=', packetId).execute();
    },
    /** The grabbed shares of several packets in one read, each packet's in grab order. */
    async grabsOf(packetIds: number[]) {
      if (packetIds.length === 0) return [];
      return db
        .selectFrom('red_packet_share')
        .select(['packet_id', 'user_id', 'nick_name', 'portrait', 'amount', 'grabbed_at', 'id'])
        .where('packet_id', 'in', packetIds)
        .where('state', '=', 1)
        .orderBy('grabbed_at')
        .orderBy('id')
        .execute();
    },
    /** Due packets not yet settled, oldest expiry first, with their unclaimed diamonds and how many there are in all. */
    async dueList(now: number, limit: number) {
      const due = db.selectFrom('red_packet').where('settled', '=', 0).where('expires_at', '<=', now);
      const [list, total] = await Promise.all([
        due
          .leftJoin('red_packet_share as s', (j) => j.onRef('s.packet_id', '=', 'red_packet.id').on('s.state', '=', 0))
          .select((eb) => [
            'red_packet.id',
            'red_packet.room_id',
            'red_packet.user_id',
            'red_packet.nick_name',
            'red_packet.amount',
            'red_packet.expires_at',
            eb.fn.coalesce(eb.fn.sum<number>('s.amount'), eb.lit(0)).as('unclaimed'),
          ])
          .groupBy([
            'red_packet.id',
            'red_packet.room_id',
            'red_packet.user_id',
            'red_packet.nick_name',
            'red_packet.amount',
            'red_packet.expires_at',
          ])
          .orderBy('red_packet.expires_at')
          .orderBy('red_packet.id')
          .limit(limit)
          .execute(),
        due.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst(),
      ]);
      return { count: Number(total?.n ?? 0), list };
    },
    async duePackets(now: number, limit: number): Promise<number[]> {
      const rows = await db
        .selectFrom('red_packet')
        .select('id')
        .where('settled', '=', 0)
        .where('expires_at', '<=', now)
        .orderBy('id')
        .limit(limit)
        .execute();
      return rows.map((r) => Number(r.id));
    },
    roomPackets(roomId: number, since: number, limit: number) {
      return db
        .selectFrom('red_packet')
        .selectAll()
        .where('room_id', '=', roomId)
        .where('created_at', '>=', since)
        .orderBy('id', 'desc')
        .limit(limit)
        .execute();
    },
  };
}

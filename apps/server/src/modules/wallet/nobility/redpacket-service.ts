import { RED_PACKET_TTL_MS, type TConsoleDueRedPackets, type TRedPacketDetail, type TRedPacketGrabResult } from '@sports/contracts';
import { must } from '@sports/contracts/indexed';
import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../../db/schema';
import { AppError } from '../../../http/errors';
import { rateLimiter, type RateLimiter } from '../../../http/rate-limit';
import { isUniqueViolation } from '../../../db/unique-violation';
import { DuplicateJournalError, postJournal } from '../ledger';
import { NobilityEvents } from './events';
import type { MoneyRoomPorts } from './noble-service';
import { redPacketRepository } from './repository';
import { splitRedPacket, type RandomInt } from './split';

type PacketRow = Selectable<Database['red_packet']>;
type GrabRow = Awaited<ReturnType<ReturnType<typeof redPacketRepository>['grabsOf']>>[number];

/** Sends per user: at most this many per minute. */
const SENDS_PER_MINUTE = 5;

/**
 * Red packets in a live room. Sending splits the amount into shares at once and moves the amount
 * from the sender to the house (escrow, trade 10); each grab claims one unclaimed share with a
 * conditional update and pays it out of escrow (trade 11); a user grabs a packet once (unique
 * index); the sender cannot grab their own. After RED_PACKET_TTL_MS the unclaimed shares go back
 * to the sender (trade 12) exactly once, whether the sweep, a grab or a look at the packet gets there first.
 */
export function redPacketService(
  db: Kysely<Database>,
  ports: MoneyRoomPorts,
  opts: { now?: () => number; rand?: RandomInt; limiter?: RateLimiter; events?: NobilityEvents } = {},
) {
  const events = opts.events ?? new NobilityEvents();
  const now = opts.now ?? Date.now;
  const repo = redPacketRepository(db);
  const limiter = opts.limiter ?? rateLimiter();

  async function user(userId: number) {
    const u = await ports.user(userId);
    if (!u) throw new AppError('UNAUTHORIZED');
    return u;
  }

  /** Returns the unclaimed rest of a due packet to its sender once; the amount returned, or null when it was not due or already settled. */
  async function expire(packetId: number): Promise<number | null> {
    return db.transaction().execute(async (trx) => {
      const r = redPacketRepository(trx);
      const t = now();
      if (!(await r.settle(packetId, t))) return null;
      const p = await r.packet(packetId);
      if (!p) return null;
      const rest = (await r.returnUnclaimed(packetId)).reduce((a, b) => a + b, 0);
      await r.setReturned(packetId, rest);
      if (rest > 0) {
        await postJournal(
          trx,
          {
            ref: `redpacket:${packetId}:return`,
            tradeType: 12,
            memo: `红包${packetId}过期退回`,
            entries: [
              { userId: null, tradeType: 12, balance: -rest },
              { userId: Number(p.user_id), tradeType: 12, balance: rest },
            ],
          },
          t,
        );
      }
      return rest;
    });
  }

  /** A packet row as it is now: a due, unsettled one is settled first (and read again). */
  async function settledIfDue(p: PacketRow): Promise<PacketRow> {
    if (p.settled || Number(p.expires_at) > now()) return p;
    await expire(Number(p.id));
    return must(await repo.packet(Number(p.id)), `red packet ${p.id} after settling`);
  }

  /** The grabbed shares of the packets, by packet id (one read); a packet nobody grabbed has an empty list. */
  async function grabsByPacket(packetIds: number[]): Promise<(packetId: number) => GrabRow[]> {
    const out = new Map<number, GrabRow[]>(packetIds.map((id) => [id, []]));
    for (const g of await repo.grabsOf(packetIds)) out.get(Number(g.packet_id))?.push(g);
    return (packetId) => out.get(packetId) ?? [];
  }

  async function detail(packetId: number, viewerId: number | null): Promise<TRedPacketDetail> {
    const row = await repo.packet(packetId);
    if (!row) throw new AppError('RED_PACKET_NOT_FOUND');
    const p = await settledIfDue(row);
    return present(p, (await grabsByPacket([packetId]))(packetId), viewerId);
  }

  /** The caller's view of a packet from its row and its grabbed shares. */
  function present(p: PacketRow, grabs: GrabRow[], viewerId: number | null): TRedPacketDetail {
    const count = Number(p.count);
    const finished = grabs.length === count;
    const state = finished ? 'finished' : p.settled || Number(p.expires_at) <= now() ? 'expired' : 'open';
    let bestId: number | null = null;
    if (state !== 'open') {
      let top = -1;
      for (const g of grabs) if (Number(g.amount) > top) [top, bestId] = [Number(g.amount), Number(g.id)];
    }
    const mine = viewerId === null ? undefined : grabs.find((g) => Number(g.user_id) === viewerId);
    return {
      id: Number(p.id),
      roomId: Number(p.room_id),
      userId: Number(p.user_id),
      nickName: p.nick_name,
      portrait: p.portrait,
      amount: Number(p.amount),
      count,
      grabbedCount: grabs.length,
      grabbedAmount: grabs.reduce((a, g) => a + Number(g.amount), 0),
      returnedAmount: Number(p.returned_amount),
      state,
      createdAt: Number(p.created_at),
      expiresAt: Number(p.expires_at),
      mine: mine ? Number(mine.amount) : null,
      list: grabs.map((g) => ({
        userId: Number(g.user_id),
        nickName: g.nick_name ?? '',
        portrait: g.portrait ?? '',
        amount: Number(g.amount),
        grabbedAt: Number(g.grabbed_at),
        best: Number(g.id) === bestId,
      })),
    };
  }

  return {
    expire,
    detail,

    /** Sends a packet in a room: packet, shares and journal `redpacket:<id>:send` in one transaction, then a 'redpacket' chat line. */
    async send(userId: number, input: { roomId: number; amount: number; count: number }) {
      const { roomId, amount, count } = input;
      if (amount < count) throw new AppError('RED_PACKET_TOO_SMALL');
      if (!(await ports.roomExists(roomId))) throw new AppError('ROOM_NOT_FOUND');
      const sender = await user(userId);
      await limiter.enforce(`redpacket:send:${userId}`, SENDS_PER_MINUTE, 60_000, 'RED_PACKET_TOO_FAST');
      const shares = splitRedPacket(amount, count, opts.rand);
      const t = now();
      const expiresAt = t + RED_PACKET_TTL_MS;
      const { packet, balance } = await db.transaction().execute(async (trx) => {
        const row = await redPacketRepository(trx).insertPacket(
          {
            room_id: roomId,
            user_id: userId,
            nick_name: sender.nickName,
            portrait: sender.portrait,
            amount,
            count,
            expires_at: expiresAt,
            created_at: t,
          },
          shares,
        );
        const id = Number(row.id);
        const { after } = await postJournal(
          trx,
          {
            ref: `redpacket:${id}:send`,
            tradeType: 10,
            memo: `直播间${roomId}红包`,
            entries: [
              { userId, tradeType: 10, balance: -amount },
              { userId: null, tradeType: 10, balance: amount },
            ],
          },
          t,
        );
        return { packet: row, balance: must(after.get(userId), "sender's balances after the red packet").balance };
      });
      const packetId = Number(packet.id);
      await events
        .emitAndWait('redPacket.sent', {
          roomId,
          userId,
          content: `发了一个${amount}球钻的红包，快来抢！`,
          packet: { packetId, amount, count, expiresAt },
        })
        .catch((err) => ports.log?.warn({ err }, 'red packet announcement failed'));
      // The packet was just written: only its grabs (a grabber may be quick) are read.
      return { packetId, balance, detail: present(packet, (await grabsByPacket([packetId]))(packetId), userId) };
    },

    /** Grabs one share: once per user, never one's own packet, never after expiry or when none is left. */
    async grab(userId: number, packetId: number): Promise<TRedPacketGrabResult> {
      const p = await repo.packet(packetId);
      if (!p) throw new AppError('RED_PACKET_NOT_FOUND');
      if (Number(p.user_id) === userId) throw new AppError('RED_PACKET_OWN');
      if (await repo.shareOf(packetId, userId)) throw new AppError('RED_PACKET_GRABBED');
      if (p.settled || Number(p.expires_at) <= now()) {
        await expire(packetId);
        throw new AppError('RED_PACKET_EXPIRED');
      }
      const grabber = await user(userId);
      const count = Number(p.count);
      let got: { amount: number; balance: number };
      try {
        got = await db.transaction().execute(async (trx) => {
          const r = redPacketRepository(trx);
          const t = now();
          // Each miss means another grabber took that share, so at most `count` tries are needed.
          for (let i = 0; i <= count; i++) {
            const share = await r.claimShare(packetId, grabber, t);
            if (share) {
              const s = Number(share.amount);
              const { after } = await postJournal(
                trx,
                {
                  ref: `redpacket:${packetId}:grab:${userId}`,
                  tradeType: 11,
                  memo: `抢到${p.nick_name}的红包`,
                  entries: [
                    { userId: null, tradeType: 11, balance: -s },
                    { userId, tradeType: 11, balance: s },
                  ],
                },
                t,
              );
              return { amount: s, balance: must(after.get(userId), "grabber's balances after the share").balance };
            }
            if ((await r.unclaimedCount(packetId)) === 0) break;
          }
          const again = await r.packet(packetId);
          throw new AppError(again?.settled ? 'RED_PACKET_EXPIRED' : 'RED_PACKET_EMPTY');
        });
      } catch (err) {
        if (isUniqueViolation(err) || err instanceof DuplicateJournalError) throw new AppError('RED_PACKET_GRABBED');
        throw err;
      }
      return { ...got, detail: await detail(packetId, userId) };
    },

    /** Packets past their expiry whose rest has not gone back yet (the console's attention list). */
    async due(limit = 50): Promise<TConsoleDueRedPackets> {
      const { count, list } = await repo.dueList(now(), limit);
      return {
        count,
        list: list.map((p) => ({
          id: Number(p.id),
          roomId: Number(p.room_id),
          senderId: Number(p.user_id),
          senderNick: p.nick_name,
          amount: Number(p.amount),
          unclaimed: Number(p.unclaimed),
          expiresAt: Number(p.expires_at),
        })),
      };
    },

    /** Settles every due packet (the periodic sweep and `redpacket expire`). */
    async sweep(limit = 500): Promise<{ packets: number; returned: number }> {
      let packets = 0;
      let returned = 0;
      for (const id of await repo.duePackets(now(), limit)) {
        const rest = await expire(id);
        if (rest !== null) {
          packets++;
          returned += rest;
        }
      }
      return { packets, returned };
    },

    /** Packets sent in the room in the last TTL (newest first) with the caller's view of each. */
    async roomPackets(roomId: number, viewerId: number | null): Promise<TRedPacketDetail[]> {
      const rows = await repo.roomPackets(roomId, now() - RED_PACKET_TTL_MS, 20);
      const packets: PacketRow[] = [];
      for (const r of rows) packets.push(await settledIfDue(r));
      const grabsOf = await grabsByPacket(packets.map((p) => Number(p.id)));
      return packets.map((p) => present(p, grabsOf(Number(p.id)), viewerId));
    },
  };
}
export type RedPacketService = ReturnType<typeof redPacketService>;

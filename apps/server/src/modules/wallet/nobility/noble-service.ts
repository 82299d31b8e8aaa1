import {
  NOBLE_ENTER_INTERVAL_MS,
  NOBLE_MONTH_MS,
  NOBLE_MONTHS,
  NOBLE_PRESENCE_MS,
  NOBLE_PRIVILEGES,
  NOBLE_RANKS,
  nobleHas,
  nobleRank,
  type TMyNoble,
  type TNobleRankDef,
  type TNobleList,
  type TNoblePurchaseResult,
  type TRoomNoble,
} from '@sports/contracts';
import { must } from '@sports/contracts/indexed';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';
import { AppError } from '../../../http/errors';
import { rateLimiter, type RateLimiter } from '../../../http/rate-limit';
import { isUniqueViolation } from '../../../db/unique-violation';
import { postJournal } from '../ledger';
import { NobilityEvents } from './events';
import { keptRanks, membershipChanged } from './kept-ranks';
import { noblePrices } from './noble-prices';
import { nobleRepository } from './repository';

/** What nobility and red packets need from rooms and people, through their services. */
export interface MoneyRoomPorts {
  roomExists(roomId: number): Promise<boolean>;
  user(userId: number): Promise<{ id: number; nickName: string; portrait: string } | null>;
  /** Several users by id in one read (unknown ids are left out). */
  users(ids: number[]): Promise<Map<number, { id: number; nickName: string; portrait: string }>>;
  log?: { warn(obj: unknown, msg: string): void };
}

/** Someone changed the membership between our read and our write: the purchase is tried again. */
class MembershipMoved extends Error {}

type Membership = NonNullable<Awaited<ReturnType<ReturnType<typeof nobleRepository>['membership']>>>;

/**
 * Nobility: ranks bought by the month (trade 15). Rules:
 * - no active rank: the rank starts now, full price × months;
 * - same rank active: renewal at the renewal price, extending from the current expiry;
 * - higher rank than the active one: upgrade, starts now at full price; the lower rank's remaining time ends;
 * - lower rank than the active one: refused until the higher one expires.
 * A rank is active while `expires_at` is in the future; nothing has to run when it ends.
 */
export function nobleService(
  db: Kysely<Database>,
  ports: MoneyRoomPorts,
  now: () => number = Date.now,
  limiter: RateLimiter = rateLimiter(),
  events: NobilityEvents = new NobilityEvents(),
) {
  const repo = nobleRepository(db);
  const prices = noblePrices(db, now);
  const rankOf = keptRanks((userId) => repo.membership(userId), now);
  const active = (m: Membership | undefined, t: number) => (m && Number(m.expires_at) > t ? m : null);
  const present = (m: Membership): TMyNoble => {
    const def = must(nobleRank(Number(m.rank)), `noble rank ${m.rank} of a membership`);
    return { rank: def.rank, name: def.name, color: def.color, expiresAt: Number(m.expires_at), startedAt: Number(m.started_at) };
  };

  async function buy(userId: number, def: TNobleRankDef, months: number, roomId: number | null): Promise<TNoblePurchaseResult> {
    const rank = def.rank;
    // A rank kept for chat lines is read again once the purchase's transaction ended, committed or not.
    return db
      .transaction()
      .execute(async (trx) => {
        const r = nobleRepository(trx);
        const t = now();
        const m = await r.membership(userId);
        const cur = active(m, t);
        const cost = await prices.of(rank, trx);
        let kind: 'open' | 'renew' | 'upgrade' = 'open';
        let startedAt = t;
        let expiresAt = t + months * NOBLE_MONTH_MS;
        let price = cost.price * months;
        if (cur && Number(cur.rank) === rank) {
          kind = 'renew';
          startedAt = Number(cur.started_at);
          expiresAt = Number(cur.expires_at) + months * NOBLE_MONTH_MS;
          price = cost.renewPrice * months;
        } else if (cur && Number(cur.rank) < rank) kind = 'upgrade';
        else if (cur) throw new AppError('NOBLE_DOWNGRADE');

        const orderId = await r.insertOrder({
          user_id: userId,
          rank,
          months,
          kind,
          price,
          starts_at: startedAt,
          expires_at: expiresAt,
          room_id: roomId,
          created_at: t,
        });
        const next = { rank, startedAt, expiresAt, updatedAt: t };
        const written = m
          ? await r.updateMembership(
              userId,
              { rank: Number(m.rank), expiresAt: Number(m.expires_at), updatedAt: Number(m.updated_at) },
              next,
            )
          : await r.insertMembership({ user_id: userId, rank, started_at: startedAt, expires_at: expiresAt, updated_at: t });
        if (!written) throw new MembershipMoved();
        const { after } = await postJournal(
          trx,
          {
            ref: `noble:${orderId}`,
            tradeType: 15,
            memo: `${kind === 'renew' ? '续费' : kind === 'upgrade' ? '升级' : '开通'}${def.name}${months}个月`,
            entries: [
              { userId, tradeType: 15, balance: -price },
              { userId: null, tradeType: 15, balance: price },
            ],
          },
          t,
        );
        return {
          orderId,
          kind,
          price,
          balance: must(after.get(userId), "buyer's balances after the purchase").balance,
          mine: { rank, name: def.name, color: def.color, expiresAt, startedAt },
        };
      })
      .finally(membershipChanged);
  }

  return {
    /** Operators' prices per rank (the console). */
    prices,
    /** The user's active rank (1 = lowest) or null; null as soon as it has expired. Kept a moment for chat lines (kept-ranks.ts). */
    nobleOf: rankOf,
    async mine(userId: number): Promise<TMyNoble | null> {
      const m = active(await repo.membership(userId), now());
      return m ? present(m) : null;
    },

    /** Ranks with prices and privileges; the caller's rank; with a room, the nobles in it now. */
    async list(userId: number | null, roomId?: number): Promise<TNobleList> {
      const cost = new Map((await prices.all()).map((p) => [p.rank, p]));
      return {
        list: NOBLE_RANKS.map((r) => ({
          rank: r.rank,
          name: r.name,
          price: cost.get(r.rank)?.price ?? r.price,
          renewPrice: cost.get(r.rank)?.renewPrice ?? r.renewPrice,
          color: r.color,
          privileges: r.privileges.map((key) => ({ key, name: NOBLE_PRIVILEGES[key] })),
        })),
        months: [...NOBLE_MONTHS],
        mine: userId === null ? null : await this.mine(userId),
        nobles: roomId ? await this.roomNobles(roomId) : [],
      };
    },

    async roomNobles(roomId: number): Promise<TRoomNoble[]> {
      const t = now();
      const rows = await repo.roomNobles(roomId, t - NOBLE_PRESENCE_MS, t, 50);
      const users = await ports.users(rows.map((row) => Number(row.user_id)));
      const out: TRoomNoble[] = [];
      for (const row of rows) {
        const u = users.get(Number(row.user_id));
        const def = nobleRank(Number(row.rank));
        if (u && def)
          out.push({ userId: u.id, nickName: u.nickName, portrait: u.portrait, rank: def.rank, name: def.name, color: def.color });
      }
      return out;
    },

    /** Buys, renews or upgrades a rank: the order, the membership and journal `noble:<id>` in one transaction. */
    async purchase(userId: number, input: { rank: number; months: number; roomId?: number }): Promise<TNoblePurchaseResult> {
      const def = nobleRank(input.rank);
      if (!def) throw new AppError('NOBLE_RANK_INVALID');
      if (!(NOBLE_MONTHS as readonly number[]).includes(input.months)) throw new AppError('NOBLE_MONTHS_INVALID');
      const roomId = input.roomId ?? null;
      if (roomId !== null && !(await ports.roomExists(roomId))) throw new AppError('ROOM_NOT_FOUND');
      let result: TNoblePurchaseResult | null = null;
      for (let attempt = 0; attempt < 3 && !result; attempt++) {
        try {
          result = await buy(userId, def, input.months, roomId);
        } catch (err) {
          if (!(err instanceof MembershipMoved) && !isUniqueViolation(err)) throw err;
        }
      }
      if (!result) throw new AppError('NOBLE_BUSY');
      if (roomId !== null) {
        const u = await ports.user(userId);
        const verb = result.kind === 'renew' ? '续费了' : result.kind === 'upgrade' ? '升级为' : '开通了';
        await events
          .emitAndWait('noble.bought', {
            roomId,
            userId,
            content: `恭喜 ${u?.nickName ?? ''} ${verb}${result.mine.name}`,
            rank: result.mine.rank,
            kind: result.kind,
          })
          .catch((err) => ports.log?.warn({ err }, 'noble purchase announcement failed'));
      }
      return result;
    },

    /**
     * The room page says a user is in the room: nobles join the room's noble list, and a rank with the
     * entry privilege is announced at most once per room in NOBLE_ENTER_INTERVAL_MS.
     */
    async enter(userId: number, roomId: number): Promise<{ rank: number | null; announced: boolean }> {
      await limiter.enforce(`noble:enter:${userId}`, 30, 60_000);
      if (!(await ports.roomExists(roomId))) throw new AppError('ROOM_NOT_FOUND');
      const rank = await this.nobleOf(userId);
      if (rank === null) return { rank, announced: false };
      const t = now();
      const before = await repo.presence(roomId, userId);
      await repo.touchPresence(roomId, userId, t);
      const def = nobleRank(rank);
      if (!def || !nobleHas(def.rank, 'enter')) return { rank, announced: false };
      const last = before ? Number(before.announced_at) : 0;
      if (t - last < NOBLE_ENTER_INTERVAL_MS) return { rank, announced: false };
      if (!(await repo.claimAnnouncement(roomId, userId, last, t))) return { rank, announced: false };
      const u = await ports.user(userId);
      await events.emitAndWait('noble.entered', { roomId, userId, content: `${def.name} ${u?.nickName ?? ''} 进入了直播间`, noble: rank });
      return { rank, announced: true };
    },
  };
}
export type NobleService = ReturnType<typeof nobleService>;

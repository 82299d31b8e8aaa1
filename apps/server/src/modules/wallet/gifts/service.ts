import { randomUUID } from 'node:crypto';
import {
  GIFT_COMBO_MS,
  rankSince,
  shanghaiDate,
  type TConsoleGift,
  type TContributionRankType,
  type TContributor,
  type TGift,
  type TGiftCurrency,
  type TGiftExtra,
  type TGiftSendResult,
} from '@sports/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';
import { AppError } from '../../../http/errors';
import { type LedgerEntry } from '../ledger';
import type { WalletService } from '../service';
import { GiftEvents } from './events';
import type { GiftRepository } from './repository';
import { giftBooking } from './booking';

/** What gifts need from other capabilities, through their services. */
export interface GiftPorts {
  /** The room and its anchor, or null when there is no such room. */
  room(roomId: number): Promise<{ anchorId: number; isLive: boolean } | null>;
  /** The anchor of a room, or null when there is no such room (a room's anchor never changes: live remembers it). */
  anchorOf(roomId: number): Promise<number | null>;
  /** Names and pictures of users, by id (identity). */
  users(ids: number[]): Promise<Map<number, { nickName: string; portrait: string }>>;
}

/** Who sends a gift: their id and how their line shows them (a session's user is one). */
export interface GiftSender {
  id: number;
  nickName: string;
  portrait: string;
  level: number | null;
}

export interface GiftDeps {
  repo: GiftRepository;
  wallet: WalletService;
  ports: GiftPorts;
  /** Where a booked gift is announced (`gift.sent`). */
  events?: GiftEvents;
  /** The anchor's share of a diamond gift in percent (floor); the rest is the platform's. */
  anchorSharePercent: number;
  /** Gifts arriving together are booked in one transaction (group commit: SQLite, one writer at a time). */
  groupCommit?: boolean;
  now?: () => number;
  log?: { warn(obj: unknown, msg?: string): void };
}

/** The Beijing calendar day of `t` as YYYYMMDD. */
export function beijingDay(t: number): string {
  return shanghaiDate(t).replace(/-/g, '');
}

/** The anchor's share of a diamond gift: floor(total × percent / 100); integer maths only. */
export function anchorShare(total: number, percent: number): number {
  return Math.floor((total * percent) / 100);
}

type GiftRow = NonNullable<Awaited<ReturnType<GiftRepository['gift']>>>;
const present = (g: GiftRow): TGift => ({
  id: Number(g.id),
  name: g.name,
  price: Number(g.price),
  currency: g.currency as TGiftCurrency,
  image: g.image,
  effect: Number(g.effect),
  sort: Number(g.sort),
});

const presentAll = (g: GiftRow): TConsoleGift => ({
  id: Number(g.id),
  name: g.name,
  price: Number(g.price),
  currency: g.currency === 'ticket' ? 'ticket' : 'diamond',
  image: g.image,
  effect: Number(g.effect),
  enabled: Number(g.enabled) === 1,
});

/** Gifts to anchors and their rank lists; every amount moves through the ledger in the same transaction as the gift's own row. */
export function giftService({
  repo,
  wallet,
  ports,
  anchorSharePercent,
  groupCommit = false,
  events = new GiftEvents(),
  now = Date.now,
  log,
}: GiftDeps) {
  if (!Number.isInteger(anchorSharePercent) || anchorSharePercent < 0 || anchorSharePercent > 100)
    throw new Error('anchor share must be 0..100');
  const booking = giftBooking(wallet, groupCommit);

  return {
    anchorSharePercent,
    async catalogue(): Promise<TGift[]> {
      return (await repo.gifts()).map(present);
    },
    async allGifts(): Promise<TConsoleGift[]> {
      return (await repo.gifts(true)).map(presentAll);
    },
    /**
     * An operator's change of a gift (the console and `npm run admin -- gift set`); the next
     * catalogue read and send use it. `audit` runs in the same transaction as the change.
     */
    async setGift(
      id: number,
      set: { name?: string; price?: number; enabled?: boolean; effect?: number },
      audit?: (trx: Kysely<Database>, change: { before: TConsoleGift; after: TConsoleGift }) => Promise<void>,
    ): Promise<TConsoleGift> {
      return wallet.transaction(async (trx) => {
        const before = await repo.gift(id, trx);
        if (!before) throw new AppError('GIFT_NOT_FOUND');
        const patch: Partial<{ name: string; price: number; enabled: number; effect: number }> = {};
        if (set.name !== undefined) patch.name = set.name.trim();
        if (set.price !== undefined) patch.price = set.price;
        if (set.enabled !== undefined) patch.enabled = set.enabled ? 1 : 0;
        if (set.effect !== undefined) patch.effect = set.effect;
        await repo.updateGift(id, patch, trx);
        const after = await repo.gift(id, trx);
        if (!after) throw new AppError('GIFT_NOT_FOUND');
        await audit?.(trx, { before: presentAll(before), after: presentAll(after) });
        return presentAll(after);
      });
    },

    /**
     * Sends `count` of a gift to the anchor of `roomId`. One transaction (shared with the gifts
     * arriving with it under group commit, booking.ts): the gift row and journal
     * `gift:<id>` (diamond gifts: sender balance −total trade 2, anchor cash +share trade 9, house
     * +rest trade 2; ticket gifts: sender tickets −total, house +total, no anchor income). Refused
     * with nothing changed: unknown or disabled gift, unknown room, own room, not enough.
     * After the commit the gift is announced (`gift.sent`; the room's chat shows it).
     */
    async send(sender: GiftSender, input: { roomId: number; giftId: number; count: number }): Promise<TGiftSendResult> {
      const { roomId, giftId, count } = input;
      const senderId = sender.id;
      // Independent reads, asked for together; refused in the same order as ever.
      const [anchorId, g] = await Promise.all([ports.anchorOf(roomId), repo.gift(giftId)]);
      if (anchorId === null) throw new AppError('ROOM_NOT_FOUND');
      if (anchorId === senderId) throw new AppError('GIFT_SELF');
      if (!g || Number(g.enabled) !== 1) throw new AppError('GIFT_NOT_FOUND');
      const gift = present(g);
      if (!Number.isSafeInteger(count) || count < 1) throw new AppError('GIFT_COUNT_INVALID');
      const total = gift.price * count;
      if (!Number.isSafeInteger(total)) throw new AppError('GIFT_COUNT_INVALID');
      const share = gift.currency === 'diamond' ? anchorShare(total, anchorSharePercent) : 0;
      const t = now();

      const entries: LedgerEntry[] =
        gift.currency === 'diamond'
          ? [
              { userId: senderId, tradeType: 2, balance: -total },
              ...(share > 0 ? [{ userId: anchorId, tradeType: 9 as const, cash: share }] : []),
              ...(total - share > 0 ? [{ userId: null, tradeType: 2 as const, balance: total - share }] : []),
            ]
          : [
              { userId: senderId, tradeType: 2, ticket: -total },
              { userId: null, tradeType: 2, ticket: total },
            ];
      const booked = await booking.book({
        record: {
          senderId,
          anchorId,
          roomId,
          giftId,
          giftName: gift.name,
          currency: gift.currency,
          price: gift.price,
          count,
          total,
          anchorShare: share,
          createdAt: t,
          comboSince: t - GIFT_COMBO_MS,
          newComboId: randomUUID().replace(/-/g, '').slice(0, 16),
        },
        memo: `${gift.name} x${count}`,
        entries,
      });

      const details: TGiftExtra = {
        giftId,
        name: gift.name,
        image: gift.image,
        count,
        price: gift.price,
        currency: gift.currency,
        effect: gift.effect,
        comboId: booked.comboId,
        comboCount: booked.comboCount,
        anchorId,
      };
      // The money is booked; a failure to announce it must not turn the answer into an error.
      await events
        .emitAndWait('gift.sent', {
          roomId,
          userId: senderId,
          content: `送出 ${gift.name} x${count}`,
          gift: details,
          sender: { nickName: sender.nickName, portrait: sender.portrait, level: sender.level ?? 0 },
        })
        .catch((err) => log?.warn({ err, roomId }, 'gift announce failed'));
      return {
        recordId: booked.recordId,
        giftId,
        count,
        total,
        currency: gift.currency,
        comboId: booked.comboId,
        comboCount: booked.comboCount,
        balances: booked.balances,
      };
    },

    /** A room's contributors: diamonds gifted to its anchor in the period, largest first. */
    async contributors(anchorId: number, type: TContributionRankType, size = 20): Promise<TContributor[]> {
      const rows = await repo.contributors({ anchorId, since: type === 'all' ? 0 : rankSince(type, now()), limit: size });
      const users = await ports.users(rows.map((r) => Number(r.sender_id)));
      return rows.map((r, i) => ({
        rank: i + 1,
        userId: Number(r.sender_id),
        nickName: users.get(Number(r.sender_id))?.nickName ?? '',
        portrait: users.get(Number(r.sender_id))?.portrait ?? '',
        total: Number(r.total),
      }));
    },
    /** Site-wide wealth rank: diamonds gifted since `since` per sender. */
    async wealthRank(since: number, size = 20) {
      const rows = await repo.contributors({ since, limit: size });
      const users = await ports.users(rows.map((r) => Number(r.sender_id)));
      return rows.map((r) => ({
        userId: Number(r.sender_id),
        nickName: users.get(Number(r.sender_id))?.nickName ?? '',
        portrait: users.get(Number(r.sender_id))?.portrait ?? '',
        score: Number(r.total),
      }));
    },
  };
}
export type GiftService = ReturnType<typeof giftService>;

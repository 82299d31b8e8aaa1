import type { TBalances } from '@sports/contracts';
import { must } from '@sports/contracts/indexed';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';
import { AppError } from '../../../http/errors';
import { moveEntries, recordJournals, type LedgerEntry, type MovedEntry } from '../ledger';
import type { WalletService } from '../service';
import { insertSend, type SendRecord } from './send-statements';

/** A gift to book: its row, and its journal's memo and entries (the ref is `gift:<its row's id>`). */
export interface GiftOrder {
  record: SendRecord;
  memo: string;
  entries: LedgerEntry[];
}

/** A booked gift: its row and combo, and the sender's balances right after it. */
export interface BookedGift {
  recordId: number;
  comboId: string;
  comboCount: number;
  balances: TBalances;
}

/** At most this many gifts share a transaction (their journals and ledger rows go in one insert each). */
export const GIFT_GROUP_MAX = 32;

interface Waiting {
  order: GiftOrder;
  resolve: (booked: BookedGift) => void;
  reject: (err: unknown) => void;
}

/**
 * Books gifts. `grouped` (SQLite, one writer at a time): group commit — the gifts that arrive while
 * a group is being booked are booked together in the next transaction, each gift's accounts moved
 * sender first so one that cannot be afforded is refused alone with nothing of it written, then every
 * booked gift's journal and ledger rows in one insert each; answers go out after the commit. Any
 * other failure rolls the group back and each of its gifts is booked again in a transaction of its
 * own, so one bad gift fails alone. Not grouped (PostgreSQL, where accounts lock by row and are
 * moved in user-id order so journals cannot deadlock): one transaction per gift.
 */
export function giftBooking(wallet: Pick<WalletService, 'transaction'>, grouped: boolean) {
  /** Moves a gift's accounts and records its row; its journal is recorded with the group's. */
  async function move(trx: Kysely<Database>, order: GiftOrder) {
    const { after, rows } = await moveEntries(trx, order.entries, order.record.createdAt, grouped);
    const sent = await insertSend(trx, order.record);
    const balances = must(after.get(order.record.senderId), "sender's balances after the gift");
    return { sent, rows, balances };
  }

  /** Books `group` in one transaction; settles every gift of it (booked, refused, or failed with the transaction). */
  async function bookGroup(group: Waiting[]): Promise<void> {
    const refused = new Map<Waiting, unknown>();
    let booked: [Waiting, BookedGift][];
    try {
      booked = await wallet.transaction(async (trx) => {
        const moved: { w: Waiting; sent: Awaited<ReturnType<typeof insertSend>>; rows: MovedEntry[]; balances: TBalances }[] = [];
        for (const w of group) {
          try {
            moved.push({ w, ...(await move(trx, w.order)) });
          } catch (err) {
            // Grouped, a refusal (not enough to pay) has written nothing of its gift: the others go on.
            if (!grouped || !(err instanceof AppError)) throw err;
            refused.set(w, err);
          }
        }
        if (moved.length > 0) {
          const journals = moved.map((m) => ({
            input: { ref: `gift:${m.sent.recordId}`, tradeType: 2 as const, memo: m.w.order.memo, entries: m.w.order.entries },
            rows: m.rows,
            now: m.w.order.record.createdAt,
          }));
          await recordJournals(trx, journals);
        }
        return moved.map((m): [Waiting, BookedGift] => [m.w, { ...m.sent, balances: m.balances }]);
      });
    } catch (err) {
      if (group.length === 1) return must(group[0], 'the gift').reject(err);
      // One gift's failure must not fail the others: each is booked again on its own.
      await Promise.all(group.map((w) => bookGroup([w])));
      return;
    }
    for (const [w, err] of refused) w.reject(err);
    for (const [w, b] of booked) w.resolve(b);
  }

  let waiting: Waiting[] = [];
  let running = false;
  async function drain() {
    while (waiting.length > 0) {
      const group = waiting.slice(0, GIFT_GROUP_MAX);
      waiting = waiting.slice(group.length);
      // bookGroup settles every gift it is given; a bug in it must still answer them.
      await bookGroup(group).catch((err: unknown) => group.forEach((w) => w.reject(err)));
    }
    running = false;
  }

  return {
    /** Books one gift (its money and its row) and answers once its transaction has committed. */
    book(order: GiftOrder): Promise<BookedGift> {
      return new Promise<BookedGift>((resolve, reject) => {
        const w: Waiting = { order, resolve, reject };
        if (!grouped) return void bookGroup([w]);
        waiting.push(w);
        if (running) return;
        running = true;
        // The gifts whose requests reach this point in this turn of the event loop form the first group.
        setImmediate(() => void drain());
      });
    },
  };
}
export type GiftBooking = ReturnType<typeof giftBooking>;

import type { TBalances } from '@sports/contracts';
import { must } from '@sports/contracts/indexed';
import type { Kysely } from 'kysely';
import { groupCommit, type Queued } from '../../../db/group-commit';
import type { Database } from '../../../db/schema';
import { moveEntries, recordJournals, type LedgerEntry, type MovedEntry } from '../ledger';
import { moveGroup, type GroupMove } from '../ledger-group';
import type { WalletService } from '../service';
import { insertSends, type SendRecord } from './send-statements';

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

type Waiting = Queued<GiftOrder, BookedGift>;

/**
 * Books gifts. `grouped` (SQLite, one writer at a time): group commit — the gifts that arrive while
 * a group is being booked are booked together in the next transaction: each account moved once for
 * the group's gifts (`moveGroup`: a gift its sender cannot pay for is refused alone with nothing of
 * it written), then every booked gift's row in one insert, its journal and ledger rows in one insert
 * each; answers go out after the commit. Any other failure rolls the group back and each of its
 * gifts is booked again in a transaction of its own, so one bad gift fails alone. Not grouped
 * (PostgreSQL, where accounts lock by row and are moved in user-id order so journals cannot
 * deadlock): one transaction per gift.
 */
export function giftBooking(wallet: Pick<WalletService, 'transaction'>, grouped: boolean) {
  /** Moves the accounts of `group`'s gifts: what became of each (moved, or refused on SQLite). */
  async function move(trx: Kysely<Database>, group: Waiting[]): Promise<GroupMove[]> {
    if (grouped)
      return moveGroup(
        trx,
        group.map(({ item }) => ({ entries: item.entries, now: item.record.createdAt })),
      );
    // Not grouped, a gift is alone in its transaction: a refusal rolls it back.
    const { item: order } = must(group.length === 1 ? group[0] : undefined, 'one gift per transaction when not grouped');
    return [await moveEntries(trx, order.entries, order.record.createdAt)];
  }

  /** Books `group` in one transaction; settles every gift of it (booked, refused, or failed with the transaction). */
  async function bookGroup(group: Waiting[]): Promise<void> {
    const refused = new Map<Waiting, unknown>();
    let booked: [Waiting, BookedGift][];
    try {
      booked = await wallet.transaction(async (trx) => {
        const moves = await move(trx, group);
        const moved: { w: Waiting; rows: MovedEntry[]; balances: TBalances }[] = [];
        group.forEach((w, i) => {
          const m = must(moves[i], "a gift's move");
          if ('refused' in m) return void refused.set(w, m.refused);
          moved.push({ w, rows: m.rows, balances: must(m.after.get(w.item.record.senderId), "sender's balances after the gift") });
        });
        if (moved.length === 0) return [];
        const sent = await insertSends(
          trx,
          moved.map((m) => m.w.item.record),
        );
        await recordJournals(
          trx,
          moved.map((m, i) => ({
            input: {
              ref: `gift:${must(sent[i], 'a gift record').recordId}`,
              tradeType: 2 as const,
              memo: m.w.item.memo,
              entries: m.w.item.entries,
            },
            rows: m.rows,
            now: m.w.item.record.createdAt,
          })),
        );
        return moved.map((m, i): [Waiting, BookedGift] => [m.w, { ...must(sent[i], 'a gift record'), balances: m.balances }]);
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

  // bookGroup settles every gift it is given; should it throw instead, its gifts get the error
  // (groupCommit does so for a group, `book` for a gift alone).
  const groups = groupCommit(GIFT_GROUP_MAX, bookGroup);
  return {
    /** Books one gift (its money and its row) and answers once its transaction has committed. */
    book(order: GiftOrder): Promise<BookedGift> {
      if (grouped) return groups.add(order);
      return new Promise<BookedGift>((resolve, reject) => void bookGroup([{ item: order, resolve, reject }]).catch(reject));
    },
  };
}
export type GiftBooking = ReturnType<typeof giftBooking>;

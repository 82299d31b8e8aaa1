import { NOBLE_RANKS, type TConsoleNobleRank } from '@sports/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';
import { AppError } from '../../../http/errors';

export type NoblePriceAudit = (trx: Kysely<Database>, change: { before: TConsoleNobleRank; after: TConsoleNobleRank }) => Promise<void>;

/**
 * Nobility prices: the ranks of NOBLE_RANKS at the prices operators set (a row of `noble_price`
 * overrides a rank's default). Purchases read them in their own transaction, the rank list on
 * every call, so a change applies to the next purchase without a restart.
 */
export function noblePrices(db: Kysely<Database>, now: () => number = Date.now) {
  async function all(q: Kysely<Database> = db): Promise<TConsoleNobleRank[]> {
    const rows = await q.selectFrom('noble_price').selectAll().execute();
    const set = new Map(rows.map((r) => [Number(r.rank), r]));
    return NOBLE_RANKS.map((d) => {
      const r = set.get(d.rank);
      return {
        rank: d.rank,
        name: d.name,
        price: r ? Number(r.price) : d.price,
        renewPrice: r ? Number(r.renew_price) : d.renewPrice,
      };
    });
  }
  async function of(rank: number, q: Kysely<Database> = db): Promise<TConsoleNobleRank> {
    const found = (await all(q)).find((r) => r.rank === rank);
    if (!found) throw new AppError('NOBLE_RANK_INVALID');
    return found;
  }
  return {
    all,
    of,
    /** An operator's new prices of a rank (per month); `audit` runs in the same transaction. */
    set(rank: number, p: { price: number; renewPrice: number }, audit?: NoblePriceAudit): Promise<TConsoleNobleRank> {
      return db.transaction().execute(async (trx) => {
        const before = await of(rank, trx);
        const values = { price: p.price, renew_price: p.renewPrice, updated_at: now() };
        await trx
          .insertInto('noble_price')
          .values({ rank, ...values })
          .onConflict((oc) => oc.column('rank').doUpdateSet(values))
          .execute();
        const after = await of(rank, trx);
        await audit?.(trx, { before, after });
        return after;
      });
    },
  };
}
export type NoblePrices = ReturnType<typeof noblePrices>;

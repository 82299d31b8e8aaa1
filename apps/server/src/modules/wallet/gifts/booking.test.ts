import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, type TestDb } from '../../../../test/db';
import { buildUser } from '../../../../test/factories';
import { walletRepository } from '../repository';
import { walletService } from '../service';
import { giftBooking, type GiftOrder } from './booking';

/**
 * Group commit (SQLite): the gifts of one group share a transaction, yet each succeeds or fails on
 * its own — a refusal for want of money writes nothing of its gift, and an unexpected failure rolls
 * the group back and books its gifts one by one.
 */
describe('gift booking in groups (sqlite)', () => {
  let db: TestDb;
  let giftId: number;
  let anchorId: number;
  const wallet = () => walletService(walletRepository(db.db));

  beforeAll(async () => {
    db = await createTestDb('sqlite');
    anchorId = Number((await buildUser(db.db, { is_anchor: 1 })).id);
    await wallet().openAccount(anchorId);
    const g = await db.db
      .insertInto('wallet_gift')
      .values({ name: '测试礼物', price: 10, currency: 'diamond', image: '', effect: 0, sort: 0, enabled: 1 })
      .returning('id')
      .executeTakeFirstOrThrow();
    giftId = Number(g.id);
  }, 60_000);
  afterAll(() => db?.cleanup());

  const order = (senderId: number, overrides: Partial<GiftOrder['record']> = {}): GiftOrder => {
    const t = Date.now();
    return {
      record: {
        senderId,
        anchorId,
        roomId: 1,
        giftId,
        giftName: '测试礼物',
        currency: 'diamond',
        price: 10,
        count: 1,
        total: 10,
        anchorShare: 5,
        createdAt: t,
        comboSince: t - 1000,
        newComboId: `c${senderId}${Math.random()}`.slice(0, 16),
        ...overrides,
      },
      memo: '测试礼物 x1',
      entries: [
        { userId: senderId, tradeType: 2, balance: -10 },
        { userId: anchorId, tradeType: 9, cash: 5 },
        { userId: null, tradeType: 2, balance: 5 },
      ],
    };
  };
  const fan = async (diamonds: number) => {
    const id = Number((await buildUser(db.db)).id);
    await wallet().openAccount(id);
    if (diamonds) await wallet().credit(id, diamonds, 'test');
    return id;
  };

  it('books a group together; a gift its sender cannot pay for is refused alone with nothing written', async () => {
    const rich = await fan(25);
    const poor = await fan(0);
    const booking = giftBooking(wallet(), true);
    const results = await Promise.allSettled([booking.book(order(rich)), booking.book(order(poor)), booking.book(order(rich))]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect((results[1] as PromiseRejectedResult).reason).toMatchObject({ id: 'INSUFFICIENT_BALANCE' });
    const [first, , second] = results as PromiseFulfilledResult<{ recordId: number; balances: { balance: number } }>[];
    expect([first?.value.balances.balance, second?.value.balances.balance]).toEqual([15, 5]);
    const refs = await db.db.selectFrom('wallet_gift_record').select('sender_id').where('sender_id', 'in', [rich, poor]).execute();
    expect(refs.map((r) => Number(r.sender_id))).toEqual([rich, rich]);
    expect((await wallet().check()).problems).toEqual([]);
  });

  it('a gift failing otherwise rolls its group back, and the others are booked one by one', async () => {
    const a = await fan(100);
    const b = await fan(100);
    const booking = giftBooking(wallet(), true);
    // No such gift: its row's insert breaks a foreign key, which is no refusal for want of money.
    const results = await Promise.allSettled([booking.book(order(a)), booking.book(order(b, { giftId: 999_999 })), booking.book(order(a))]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect((await wallet().balances(a)).balance).toBe(80);
    expect((await wallet().balances(b)).balance).toBe(100);
    expect((await wallet().check()).problems).toEqual([]);
  });

  it('moves each account once for its gifts in the group, as if gift after gift: refusals, balances after, ledger rows', async () => {
    const a = await fan(25);
    const b = await fan(40);
    const before = Number((await wallet().balances(anchorId)).cashBalance);
    const lastRow = await db.db
      .selectFrom('wallet_ledger')
      .select((eb) => eb.fn.max('id').as('id'))
      .executeTakeFirstOrThrow();
    const booking = giftBooking(wallet(), true);
    const five = (id: number) => {
      const o = order(id, { price: 5, total: 5, anchorShare: 2 });
      o.entries = [
        { userId: id, tradeType: 2, balance: -5 },
        { userId: anchorId, tradeType: 9, cash: 2 },
        { userId: null, tradeType: 2, balance: 3 },
      ];
      return o;
    };
    // a pays 10, 10, cannot pay the third 10 (5 left), pays 5; b pays all three.
    const results = await Promise.allSettled([
      booking.book(order(a)),
      booking.book(order(b)),
      booking.book(order(a)),
      booking.book(order(a)),
      booking.book(order(b)),
      booking.book(five(a)),
      booking.book(order(b)),
    ]);
    expect(results.map((r) => r.status)).toEqual([
      'fulfilled',
      'fulfilled',
      'fulfilled',
      'rejected',
      'fulfilled',
      'fulfilled',
      'fulfilled',
    ]);
    expect((results[3] as PromiseRejectedResult).reason).toMatchObject({ id: 'INSUFFICIENT_BALANCE' });
    const after = results.map((r) => (r.status === 'fulfilled' ? r.value.balances.balance : null));
    expect(after).toEqual([15, 30, 5, null, 20, 0, 10]);
    expect((await wallet().balances(a)).balance).toBe(0);
    expect((await wallet().balances(b)).balance).toBe(10);
    // Every ledger row says its account's balances right after it, in the order the rows were written.
    const rows = await db.db
      .selectFrom('wallet_ledger')
      .select(['user_id', 'd_balance', 'd_cash', 'balance_after', 'cash_after'])
      .where('user_id', 'in', [a, b, anchorId])
      .where('id', '>', Number(lastRow.id))
      .orderBy('id')
      .execute();
    expect(rows.filter((r) => Number(r.user_id) === a).map((r) => Number(r.balance_after))).toEqual([15, 5, 0]);
    expect(rows.filter((r) => Number(r.user_id) === b).map((r) => Number(r.balance_after))).toEqual([30, 20, 10]);
    const cash = rows.filter((r) => Number(r.user_id) === anchorId).map((r) => Number(r.cash_after));
    expect(cash).toEqual([5, 10, 15, 20, 22, 27].map((n) => before + n));
    expect(Number((await wallet().balances(anchorId)).cashBalance)).toBe(before + 27);
    expect((await wallet().check()).problems).toEqual([]);
  });

  it('gifts of one sender in one group continue their combo as if sent one after another', async () => {
    const a = await fan(1000);
    const booking = giftBooking(wallet(), true);
    const first = await booking.book(order(a));
    const other = await db.db
      .insertInto('wallet_gift')
      .values({ name: '另一个', price: 10, currency: 'diamond', image: '', effect: 0, sort: 0, enabled: 1 })
      .returning('id')
      .executeTakeFirstOrThrow();
    // In one group: the recorded combo goes on twice, another gift starts one, the first gift starts one again.
    const group = await Promise.all([
      booking.book(order(a)),
      booking.book(order(a)),
      booking.book(order(a, { giftId: Number(other.id), newComboId: 'other-combo' })),
      booking.book(order(a, { giftId: Number(other.id), newComboId: 'unused' })),
      booking.book(order(a, { newComboId: 'again-combo' })),
    ]);
    expect(group.map((g) => [g.comboId, g.comboCount])).toEqual([
      [first.comboId, 2],
      [first.comboId, 3],
      ['other-combo', 1],
      ['other-combo', 2],
      ['again-combo', 1],
    ]);
    // The next group goes on from the last of them.
    expect(await booking.book(order(a))).toMatchObject({ comboId: 'again-combo', comboCount: 2 });
    const ids = group.map((g) => g.recordId);
    expect(ids).toEqual([...ids].sort((x, y) => x - y));
  });
});

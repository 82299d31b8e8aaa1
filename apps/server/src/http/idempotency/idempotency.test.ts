import { afterAll, assert, beforeAll, describe, expect, it } from 'vitest';
import type { TGift } from '@sports/contracts';
import { createTestApp, XHR, type TestApp } from '../../../test/app';
import { DIALECTS } from '../../../test/db';
import { buildSession } from '../../../test/factories';
import { buildBookmaker, buildMatch, buildOdds } from '../../../test/sports-factories';
import { runCommand } from '../../cli/commands';
import { walletRepository } from '../../modules/wallet/repository';
import { walletService } from '../../modules/wallet/service';

describe.each(DIALECTS)('Idempotency-Key on money POSTs (%s)', (dialect) => {
  let t: TestApp;
  let fan: { id: number; token: string };
  let roomId: number;
  let giftId: number;
  const balance = async (id = fan.id) => (await walletService(walletRepository(t.db.db)).balances(id)).balance;
  const post = (url: string, payload: object, key?: string, who = fan) =>
    t.app.inject({
      method: 'POST',
      url,
      payload,
      headers: { ...XHR, accesstoken: who.token, ...(key ? { 'idempotency-key': key } : {}) },
    });

  beforeAll(async () => {
    t = await createTestApp({ dialect, seed: false });
    const anchor = await buildSession(t.db.db, { user: { is_anchor: 1 } });
    const s = await buildSession(t.db.db);
    fan = { id: Number(s.user.id), token: s.token };
    await walletService(walletRepository(t.db.db)).credit(fan.id, 10_000, 'test');
    roomId = Number(
      (
        await t.db.db
          .insertInto('live_room')
          .values({
            anchor_id: Number(anchor.user.id),
            title: '幂等',
            notice: '',
            is_live: 1,
            created_at: Date.now(),
            updated_at: Date.now(),
          })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id,
    );
    const gifts = (await t.app.inject({ url: '/api/chat/gift/all' })).json().data as TGift[];
    const paid = gifts.find((g) => g.price > 0 && g.currency === 'diamond');
    assert.isDefined(paid, 'a gift paid in diamonds');
    giftId = paid.id;
  }, 60_000);
  afterAll(() => t?.close());

  it('a retried gift with the same key pays once and answers the first answer again', async () => {
    const before = await balance();
    const body = { roomId, giftId, count: 1 };
    const first = await post('/tapi/pay/gift', body, 'gift-click-0001');
    expect(first.json().code, first.body).toBe(200);
    const again = await post('/tapi/pay/gift', body, 'gift-click-0001');
    expect(again.body).toBe(first.body);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.headers['content-type']).toMatch(/application\/json/);
    const paid = before - (await balance());
    expect(paid).toBeGreaterThan(0);
    // Another click is another key: it pays again.
    expect((await post('/tapi/pay/gift', body, 'gift-click-0002')).json().code).toBe(200);
    expect(before - (await balance())).toBe(2 * paid);
    expect(await runCommand(t.db.db, ['ledger', 'check'])).toMatch(/账目平衡/);
  });

  it('refuses the same key with another body, and a malformed key, changing nothing', async () => {
    const body = { roomId, giftId, count: 1 };
    expect((await post('/tapi/pay/gift', body, 'gift-click-0003')).json().code).toBe(200);
    const before = await balance();
    const other = await post('/tapi/pay/gift', { ...body, count: 2 }, 'gift-click-0003');
    expect(other.statusCode).toBe(422);
    expect(other.json()).toMatchObject({ code: 15091, message: '该请求标识已用于另一笔不同的请求，请重新操作' });
    const bad = await post('/tapi/pay/gift', body, 'x y');
    expect(bad.json()).toMatchObject({ code: 15090 });
    expect(await balance()).toBe(before);
  });

  it('keeps keys per user and applies to recharge orders', async () => {
    const body = { packageId: 1, payMethod: 'sandbox' };
    const first = (await post('/tapi/pay/recharge', body, 'recharge-click-1')).json();
    const again = (await post('/tapi/pay/recharge', body, 'recharge-click-1')).json();
    expect(again.data.order.orderNo).toBe(first.data.order.orderNo);
    const s = await buildSession(t.db.db);
    const someoneElse = (await post('/tapi/pay/recharge', body, 'recharge-click-1', { id: Number(s.user.id), token: s.token })).json();
    expect(someoneElse.code).toBe(200);
    expect(someoneElse.data.order.orderNo).not.toBe(first.data.order.orderNo);
    const orders = await t.db.db.selectFrom('recharge_order').select('order_no').where('user_id', '=', fan.id).execute();
    expect(orders).toHaveLength(1);
  });

  it('makes buying an expert plan idempotent: the same key pays once and answers the first answer; another plan under it is refused', async () => {
    const expert = await buildSession(t.db.db, { user: { is_expert: 1 } });
    const bookmaker = await buildBookmaker(t.db.db);
    const publish = async () => {
      const matchId = await buildMatch(t.db.db, { sport: 'football', state: 1, kickoff_at: Date.now() + 3_600_000 });
      await buildOdds(t.db.db, matchId, bookmaker, 'europe', { open: { home: 2.1, draw: 3.2, away: 3.5 } });
      const body = {
        sport: 'football',
        playType: 1,
        title: '英超焦点战主胜',
        analysis: '主队近五场主场四胜一平，客队客场防守端丢球偏多，看好主队拿下比赛。',
        price: 50,
        refundOnMiss: false,
        legs: [{ matchId, pick: 'home' }],
      };
      const res = await post('/tapi/tj/recommend', body, undefined, { id: Number(expert.user.id), token: expert.token });
      expect(res.json().code, res.body).toBe(200);
      return res.json().data.id as number;
    };
    const plan = await publish();
    const other = await publish();
    const before = await balance();
    const first = await post('/tapi/tj/recommend/buy', { id: plan }, 'plan-buy-0001');
    expect(first.json().code, first.body).toBe(200);
    // A retry of the click (a lost answer): the first answer again, not "already bought", and no second charge.
    const again = await post('/tapi/tj/recommend/buy', { id: plan }, 'plan-buy-0001');
    expect(again.body).toBe(first.body);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(before - (await balance())).toBe(50);
    // The same key for another plan is another request: refused, nothing bought.
    const reused = await post('/tapi/tj/recommend/buy', { id: other }, 'plan-buy-0001');
    expect(reused.statusCode).toBe(422);
    expect(reused.json()).toMatchObject({ code: 15091 });
    expect(before - (await balance())).toBe(50);
    const bought = await t.db.db.selectFrom('expert_purchase').select('plan_id').where('user_id', '=', fan.id).execute();
    expect(bought.map((p) => Number(p.plan_id))).toEqual([plan]);
    // With its own key the other plan is bought.
    expect((await post('/tapi/tj/recommend/buy', { id: other }, 'plan-buy-0002')).json().code).toBe(200);
    expect(before - (await balance())).toBe(100);
    expect(await runCommand(t.db.db, ['ledger', 'check'])).toMatch(/账目平衡/);
  });
});

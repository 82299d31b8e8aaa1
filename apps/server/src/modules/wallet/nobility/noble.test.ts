import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, NOBLE_ENTER_INTERVAL_MS, NOBLE_MONTH_MS, NOBLE_RANKS, type TChatMessage } from '@sports/contracts';
import { DIALECTS } from '../../../../test/db';
import { createTestApp, XHR, type TestApp } from '../../../../test/app';
import { buildRoom, buildSession } from '../../../../test/factories';
import { walletRepository } from '../repository';
import { walletService, type WalletService } from '../service';
import { nobleService, type MoneyRoomPorts } from './noble-service';
import { NobilityEvents } from './events';
import { membershipChanged } from './kept-ranks';

describe.each(DIALECTS)('nobility (%s)', (dialect) => {
  let t: TestApp;
  let wallet: WalletService;
  let roomId: number;
  let n = 0;

  const person = async (diamonds = 0) => {
    const nick = `贵族${dialect.slice(0, 2)}${++n}`;
    const s = await buildSession(t.db.db, { user: { nick_name: nick } });
    const id = Number(s.user.id);
    await wallet.openAccount(id);
    if (diamonds) await wallet.credit(id, diamonds, 'test');
    return { id, token: s.token, nick };
  };
  const as = (who: { token: string } | null) => (who ? { ...XHR, accesstoken: who.token } : XHR);
  const buy = (who: { token: string } | null, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/tapi/pay/room/nobility/purchase', headers: as(who), payload });
  const list = (who: { token: string } | null, q = '') =>
    t.app.inject({ method: 'GET', url: `/tapi/pay/room/nobility/list?channelId=3&platform=1${q}`, headers: as(who) });
  const balance = async (id: number) => (await wallet.balances(id)).balance;

  beforeAll(async () => {
    t = await createTestApp({ dialect, seed: false });
    wallet = walletService(walletRepository(t.db.db));
    const anchor = await person();
    await t.db.db.updateTable('app_user').set({ is_anchor: 1 }).where('id', '=', anchor.id).execute();
    roomId = await buildRoom(t.db.db, anchor.id, { title: '贵族测试直播间', notice: '' });
  }, 60_000);
  afterAll(async () => {
    await t?.close();
  });

  it('lists the seven ranks with prices and privileges; the visitor has no rank', async () => {
    const res = await list(null);
    expect(res.json().code).toBe(200);
    const data = res.json().data;
    expect(data.list.map((r: { name: string }) => r.name)).toEqual(['骑士', '子爵', '伯爵', '侯爵', '公爵', '国王', '皇帝']);
    expect(data.list[0]).toMatchObject({ rank: 1, price: 600, privileges: expect.arrayContaining([{ key: 'badge', name: '贵族勋章' }]) });
    expect(data.months).toEqual([1, 3, 6, 12]);
    expect(data.mine).toBeNull();
    expect(data.nobles).toEqual([]);
  });

  it('buys 骑士 for one month: balance −600, house +600 (trade 15), rank shown, chat messages carry the badge', async () => {
    const u = await person(1000);
    const res = await buy(u, { rank: 1, months: 1 });
    expect(res.json().code).toBe(200);
    const d = res.json().data;
    expect(d).toMatchObject({ kind: 'open', price: 600, balance: 400, mine: { rank: 1, name: '骑士' } });
    expect(d.mine.expiresAt - d.mine.startedAt).toBe(NOBLE_MONTH_MS);
    expect(await balance(u.id)).toBe(400);
    const j = await t.db.db.selectFrom('wallet_journal').selectAll().where('ref', '=', `noble:${d.orderId}`).executeTakeFirstOrThrow();
    expect(j.trade_type).toBe(15);
    expect((await list(u)).json().data.mine).toMatchObject({ rank: 1, expiresAt: d.mine.expiresAt });

    const msg = await t.app.inject({ method: 'POST', url: '/api/chat/msg', headers: as(u), payload: { roomId, content: '贵族来了' } });
    expect(msg.json().data).toMatchObject({ noble: 1, content: '贵族来了' });
    expect((await wallet.check()).problems).toEqual([]);
  });

  it('once the rank has expired, new chat messages carry no badge and the caller has no rank', async () => {
    const u = await person(1000);
    await buy(u, { rank: 1, months: 1 });
    const say = (content: string) => t.app.inject({ method: 'POST', url: '/api/chat/msg', headers: as(u), payload: { roomId, content } });
    expect((await say('还是贵族')).json().data.noble).toBe(1);
    await t.db.db
      .updateTable('noble_membership')
      .set({ expires_at: Date.now() - 1 })
      .where('user_id', '=', u.id)
      .execute();
    // Written here behind the service's back, as another process would: kept ranks are dropped as after a purchase.
    membershipChanged();
    expect((await say('贵族到期了')).json().data.noble).toBeNull();
    expect((await list(u)).json().data.mine).toBeNull();
  });

  it('renewing the same rank extends from the current expiry at the renewal price', async () => {
    const u = await person(10_000);
    const first = (await buy(u, { rank: 2, months: 1 })).json().data;
    const again = (await buy(u, { rank: 2, months: 3 })).json().data;
    expect(again).toMatchObject({ kind: 'renew', price: NOBLE_RANKS[1].renewPrice * 3 });
    expect(again.mine.expiresAt).toBe(first.mine.expiresAt + 3 * NOBLE_MONTH_MS);
    expect(again.mine.startedAt).toBe(first.mine.startedAt);
    expect(await balance(u.id)).toBe(10_000 - 1500 - 1200 * 3);
  });

  it('upgrading starts the higher rank now at full price; a lower rank is refused while a higher one is active', async () => {
    const u = await person(20_000);
    await buy(u, { rank: 1, months: 12 });
    const up = (await buy(u, { rank: 3, months: 1 })).json().data;
    expect(up).toMatchObject({ kind: 'upgrade', price: 5000, mine: { rank: 3 } });
    expect(up.mine.expiresAt - up.mine.startedAt).toBe(NOBLE_MONTH_MS);
    const before = await balance(u.id);
    const down = await buy(u, { rank: 2, months: 1 });
    expect(down.json()).toMatchObject({ code: MESSAGES.NOBLE_DOWNGRADE.code, message: '您当前的贵族等级更高，到期后才能开通较低等级' });
    expect(await balance(u.id)).toBe(before);
    expect((await list(u)).json().data.mine.rank).toBe(3);
  });

  it('refuses a purchase without enough diamonds (余额不足) and changes nothing', async () => {
    const u = await person(599);
    const res = await buy(u, { rank: 1, months: 1 });
    expect(res.json()).toMatchObject({ code: MESSAGES.INSUFFICIENT_BALANCE.code, message: '余额不足' });
    expect(await balance(u.id)).toBe(599);
    expect((await list(u)).json().data.mine).toBeNull();
    expect(await t.db.db.selectFrom('noble_order').select('id').where('user_id', '=', u.id).executeTakeFirst()).toBeUndefined();
    expect(await t.db.db.selectFrom('noble_membership').select('id').where('user_id', '=', u.id).executeTakeFirst()).toBeUndefined();
  });

  it('refuses bad input with clear messages: unknown rank, months 0/negative/fractional/huge, not logged in, unknown room', async () => {
    const u = await person(1_000_000);
    const cases: [Record<string, unknown>, string][] = [
      [{ rank: 0, months: 1 }, '请选择正确的贵族等级'],
      [{ rank: 8, months: 1 }, '请选择正确的贵族等级'],
      [{ rank: '骑士', months: 1 }, '请选择正确的贵族等级'],
      [{ rank: 1, months: 0 }, '开通时长只能选择1、3、6或12个月'],
      [{ rank: 1, months: -1 }, '开通时长只能选择1、3、6或12个月'],
      [{ rank: 1, months: 1.5 }, '开通时长只能选择1、3、6或12个月'],
      [{ rank: 1, months: 1e9 }, '开通时长只能选择1、3、6或12个月'],
      [{ rank: 1 }, '开通时长只能选择1、3、6或12个月'],
    ];
    for (const [payload, message] of cases) {
      const res = await buy(u, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().message, JSON.stringify(payload)).toBe(message);
    }
    expect((await buy(null, { rank: 1, months: 1 })).json().code).toBe(MESSAGES.UNAUTHORIZED.code);
    expect((await buy(u, { rank: 1, months: 1, roomId: 99_999_999 })).json().code).toBe(MESSAGES.ROOM_NOT_FOUND.code);
    expect(await balance(u.id)).toBe(1_000_000);
  });

  it('concurrent renewals by one user all count: expiry moves by the sum, each paid once', async () => {
    const u = await person(100_000);
    const first = (await buy(u, { rank: 1, months: 1 })).json().data;
    const results = await Promise.all([1, 2, 3, 4].map(() => buy(u, { rank: 1, months: 1 })));
    const okCount = results.filter((r) => r.json().code === 200).length;
    for (const r of results) expect([200, MESSAGES.NOBLE_BUSY.code]).toContain(r.json().code);
    const mine = (await list(u)).json().data.mine;
    expect(mine.expiresAt).toBe(first.mine.expiresAt + okCount * NOBLE_MONTH_MS);
    expect(await balance(u.id)).toBe(100_000 - 600 - okCount * 480);
    expect((await wallet.check()).problems).toEqual([]);
  });

  it('expiry removes the rank and the badge (injected clock), and the room hears a purchase made there', async () => {
    let clock = Date.now();
    const ports: MoneyRoomPorts = {
      roomExists: async () => true,
      user: async (id) => ({ id, nickName: 'x', portrait: '' }),
      users: async (ids) => new Map(ids.map((id) => [id, { id, nickName: 'x', portrait: '' }])),
    };
    const svc = nobleService(t.db.db, ports, () => clock);
    const u = await person(1000);
    const bought = await svc.purchase(u.id, { rank: 1, months: 1 });
    expect(await svc.nobleOf(u.id)).toBe(1);
    clock = bought.mine.expiresAt - 1;
    expect(await svc.nobleOf(u.id)).toBe(1);
    clock = bought.mine.expiresAt;
    expect(await svc.nobleOf(u.id)).toBeNull();
    expect(await svc.mine(u.id)).toBeNull();
    // After expiry a lower or the same rank is a fresh start, not a renewal.
    await wallet.credit(u.id, 1000, 'test');
    const fresh = await svc.purchase(u.id, { rank: 1, months: 1 });
    expect(fresh).toMatchObject({ kind: 'open', price: 600 });
    expect(fresh.mine.startedAt).toBe(clock);

    const v = await person(1000);
    await buy(v, { rank: 1, months: 1, roomId });
    const page = await t.app.inject({ method: 'POST', url: '/api/chat/page', headers: XHR, payload: { roomId } });
    const last = page.json().data.list.at(-1) as TChatMessage;
    expect(last).toMatchObject({ type: 'system', userId: v.id, noble: 1 });
    expect(last.content).toContain('开通了骑士');
  });

  it('enter: nobles join the room list; 伯爵+ is announced at most once per interval; others are not announced', async () => {
    let clock = Date.now();
    const announced: string[] = [];
    const ports: MoneyRoomPorts = {
      roomExists: async (id) => id === roomId,
      user: async (id) => ({ id, nickName: `n${id}`, portrait: '' }),
      users: async (ids) => new Map(ids.map((id) => [id, { id, nickName: `n${id}`, portrait: '' }])),
    };
    // The entry is a domain event now (noble.entered), heard here as the room's chat would hear it.
    const events = new NobilityEvents();
    events.on('noble.entered', (e) => void announced.push(`enter:${e.content}`));
    const svc = nobleService(t.db.db, ports, () => clock, undefined, events);
    const count = await person(10_000);
    const knight = await person(1_000);
    const plain = await person();
    await svc.purchase(count.id, { rank: 3, months: 1 });
    await svc.purchase(knight.id, { rank: 1, months: 1 });

    expect(await svc.enter(plain.id, roomId)).toEqual({ rank: null, announced: false });
    expect(await svc.enter(knight.id, roomId)).toEqual({ rank: 1, announced: false });
    const both = await Promise.all([svc.enter(count.id, roomId), svc.enter(count.id, roomId)]);
    expect(both.filter((b) => b.announced)).toHaveLength(1);
    expect(announced).toEqual([`enter:伯爵 n${count.id} 进入了直播间`]);
    clock += NOBLE_ENTER_INTERVAL_MS - 1;
    expect((await svc.enter(count.id, roomId)).announced).toBe(false);
    clock += 1;
    expect((await svc.enter(count.id, roomId)).announced).toBe(true);

    // Presence lasts NOBLE_PRESENCE_MS: the knight seen 10 minutes ago has left the list until seen again.
    expect((await svc.roomNobles(roomId)).map((x) => x.userId)).toEqual([count.id]);
    await svc.enter(knight.id, roomId);
    const nobles = await svc.roomNobles(roomId);
    expect(nobles.map((x) => [x.userId, x.rank])).toEqual([
      [count.id, 3],
      [knight.id, 1],
    ]);
    await expect(svc.enter(count.id, 99_999_999)).rejects.toMatchObject({ id: 'ROOM_NOT_FOUND' });

    // Through the API: the room's noble list and the login rule.
    const viaApi = await t.app.inject({ method: 'POST', url: '/tapi/pay/room/nobility/enter', headers: as(knight), payload: { roomId } });
    expect(viaApi.json().data).toEqual({ rank: 1, announced: false });
    expect((await list(null, `&roomId=${roomId}`)).json().data.nobles.map((x: { userId: number }) => x.userId)).toContain(knight.id);
    expect(
      (await t.app.inject({ method: 'POST', url: '/tapi/pay/room/nobility/enter', headers: XHR, payload: { roomId } })).json().code,
    ).toBe(MESSAGES.UNAUTHORIZED.code);
    expect((await wallet.check()).problems).toEqual([]);
  });
});

import { afterAll, assert, beforeAll, describe, expect, it } from 'vitest';
import { CONSOLE_ROUTES, routeUrl, type TApiRoute, type TConsoleGift } from '@sports/contracts';
import { createTestApp, XHR, type TestApp } from '../../../test/app';
import { DIALECTS } from '../../../test/db';
import { buildRoom, buildSession } from '../../../test/factories';
import { addOperator, operatorToken } from '../../../test/operators';
import { walletRepository } from './repository';
import { walletService, type WalletService } from './service';

type RouteName = keyof typeof CONSOLE_ROUTES;

describe.each(DIALECTS)('console gift catalogue and nobility prices on %s', (dialect) => {
  let t: TestApp;
  let wallet: WalletService;
  const op: Record<string, string> = {};
  let financeName = '';
  let fan: { id: number; token: string };
  let roomId = 0;

  beforeAll(async () => {
    t = await createTestApp({ dialect, seed: false });
    wallet = walletService(walletRepository(t.db.db));
    const finance = await addOperator(t.db.db, 'finance');
    financeName = finance.name;
    op.finance = await operatorToken(t.app, finance);
    for (const role of ['content', 'support', 'super'] as const) op[role] = await operatorToken(t.app, await addOperator(t.db.db, role));
    const s = await buildSession(t.db.db);
    fan = { id: Number(s.user.id), token: s.token };
    await wallet.openAccount(fan.id);
    await wallet.credit(fan.id, 10_000, 'test');
    const anchor = await buildSession(t.db.db);
    await wallet.openAccount(Number(anchor.user.id));
    roomId = await buildRoom(t.db.db, Number(anchor.user.id), { title: '礼物测试直播间', notice: '', is_live: 1 });
  }, 60_000);
  afterAll(async () => {
    await t?.close();
  });

  const call = (name: RouteName, headers: Record<string, string>, input: { params?: object; body?: unknown } = {}) => {
    const route = CONSOLE_ROUTES[name] as TApiRoute;
    return t.app.inject({
      method: route.method,
      url: routeUrl(route, input.params as Record<string, unknown>),
      headers: { ...XHR, ...headers },
      ...(route.method === 'GET' ? {} : { payload: (input.body ?? {}) as object }),
    });
  };
  const as = (role: string) => ({ 'x-operator-token': op[role] ?? '' });
  const audit = (action: string) => t.db.db.selectFrom('operator_audit').selectAll().where('action', '=', action).orderBy('id').execute();
  const catalogue = async () => (await t.app.inject({ method: 'GET', url: '/api/chat/gift/all' })).json().data as TConsoleGift[];

  it('finance renames, reprices and takes a gift off sale; the public catalogue and the next send follow', async () => {
    const gifts = (await call('consoleGifts', as('finance'))).json().data as TConsoleGift[];
    const g = gifts.find((x) => x.currency === 'diamond' && x.enabled);
    assert.isDefined(g);
    const res = await call('consoleGiftUpdate', as('finance'), {
      params: { id: g.id },
      body: { name: '超级火箭', price: 77, enabled: true },
    });
    expect(res.json().data).toMatchObject({ id: g.id, name: '超级火箭', price: 77, enabled: true });
    expect((await catalogue()).find((x) => x.id === g.id)).toMatchObject({ name: '超级火箭', price: 77 });
    const [entry] = await audit('consoleGiftUpdate');
    expect(entry).toMatchObject({ operator_name: financeName, target: `gift:${g.id}` });
    assert.isDefined(entry);
    expect(JSON.parse(entry.detail)).toMatchObject({ before: { price: g.price, name: g.name }, after: { price: 77, name: '超级火箭' } });

    const send = () =>
      t.app.inject({
        method: 'POST',
        url: '/tapi/pay/gift',
        headers: { ...XHR, accesstoken: fan.token },
        payload: { roomId, giftId: g.id, count: 1 },
      });
    const before = (await wallet.balances(fan.id)).balance;
    const sent = await send();
    expect(sent.json().code).toBe(200);
    expect((await wallet.balances(fan.id)).balance).toBe(before - 77);

    await call('consoleGiftUpdate', as('finance'), { params: { id: g.id }, body: { name: '超级火箭', price: 77, enabled: false } });
    expect((await catalogue()).some((x) => x.id === g.id)).toBe(false);
    expect((await send()).json().message).toBe('礼物不存在或已下架');
  });

  it('refuses bad gift input with a clear message and changes nothing', async () => {
    const [g] = (await call('consoleGifts', as('finance'))).json().data as TConsoleGift[];
    assert.isDefined(g);
    const bad: [object, string][] = [
      [{ name: '', price: 10, enabled: true }, '请填写礼物名称'],
      [{ name: '礼'.repeat(11), price: 10, enabled: true }, '礼物名称不能超过10个字符'],
      [{ name: '礼物', price: 0, enabled: true }, '价格须为1到10000000之间的整数'],
      [{ name: '礼物', price: 1.5, enabled: true }, '价格须为1到10000000之间的整数'],
      [{ name: '礼物', price: 10 }, '请选择上架或下架'],
    ];
    for (const [body, message] of bad) {
      const res = await call('consoleGiftUpdate', as('finance'), { params: { id: g.id }, body });
      expect([res.statusCode, res.json().message]).toEqual([400, message]);
    }
    expect(
      (await call('consoleGiftUpdate', as('finance'), { params: { id: 999999 }, body: { name: '礼物', price: 10, enabled: true } }))
        .statusCode,
    ).toBe(404);
    expect((await call('consoleGifts', as('finance'))).json().data[0]).toEqual(g);
  });

  it('only finance and super change prices; content, support, a fan and no session are refused', async () => {
    const body = { name: '角色测试', price: 10, enabled: true };
    const [g] = (await call('consoleGifts', as('finance'))).json().data as TConsoleGift[];
    assert.isDefined(g);
    for (const role of ['content', 'support'])
      expect((await call('consoleGiftUpdate', as(role), { params: { id: g.id }, body })).statusCode).toBe(403);
    expect((await call('consoleNoblePrice', as('content'), { params: { rank: 1 }, body: { price: 1, renewPrice: 1 } })).statusCode).toBe(
      403,
    );
    expect((await call('consoleGiftUpdate', { accesstoken: fan.token }, { params: { id: g.id }, body })).statusCode).toBe(403);
    expect((await call('consoleGiftUpdate', {}, { params: { id: g.id }, body })).statusCode).toBe(401);
    expect((await call('consoleGifts', as('support'))).statusCode).toBe(200);
    expect((await call('consoleGifts', as('content'))).statusCode).toBe(403);
    expect((await audit('denied:consoleGiftUpdate')).length).toBe(2);
    expect((await call('consoleGifts', as('finance'))).json().data[0].name).toBe(g.name);
  });

  it('sets nobility prices: the public list and the next purchase use them; bad prices are refused', async () => {
    const res = await call('consoleNoblePrice', as('super'), { params: { rank: 1 }, body: { price: 900, renewPrice: 700 } });
    expect(res.json().data).toEqual({ rank: 1, name: '骑士', price: 900, renewPrice: 700 });
    const list = (await t.app.inject({ method: 'GET', url: '/tapi/pay/room/nobility/list?channelId=3&platform=1', headers: XHR })).json()
      .data;
    expect(list.list[0]).toMatchObject({ rank: 1, price: 900, renewPrice: 700 });
    const buy = await t.app.inject({
      method: 'POST',
      url: '/tapi/pay/room/nobility/purchase',
      headers: { ...XHR, accesstoken: fan.token },
      payload: { rank: 1, months: 1 },
    });
    expect(buy.json().data).toMatchObject({ kind: 'open', price: 900 });
    const [entry] = await audit('consoleNoblePrice');
    assert.isDefined(entry);
    expect(JSON.parse(entry.detail)).toMatchObject({ before: { price: 600, renewPrice: 480 }, after: { price: 900, renewPrice: 700 } });

    const bad: [number, object, string][] = [
      [1, { price: 500, renewPrice: 600 }, '续费价格不能高于开通价格'],
      [1, { price: 0, renewPrice: 0 }, '开通价格须为1到10000000之间的整数'],
      [1, { price: 100 }, '请填写续费价格'],
      [8, { price: 100, renewPrice: 50 }, '请选择正确的贵族等级'],
    ];
    for (const [rank, body, message] of bad) {
      const r = await call('consoleNoblePrice', as('finance'), { params: { rank }, body });
      expect([r.statusCode, r.json().message]).toEqual([400, message]);
    }
    expect((await call('consoleNobleRanks', as('finance'))).json().data[0]).toEqual({ rank: 1, name: '骑士', price: 900, renewPrice: 700 });
  });
});

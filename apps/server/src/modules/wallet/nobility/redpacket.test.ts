import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONSOLE_ROUTES, MESSAGES, RED_PACKET_TTL_MS, routeUrl, type TChatMessage } from '@sports/contracts';
import { DIALECTS } from '../../../../test/db';
import { createTestApp, XHR, type TestApp } from '../../../../test/app';
import { buildRoom, buildSession } from '../../../../test/factories';
import { runCommand } from '../../../cli/commands';
import { addOperator, operatorToken } from '../../../../test/operators';
import { walletRepository } from '../repository';
import { walletService, type WalletService } from '../service';
import type { MoneyRoomPorts } from './noble-service';
import { redPacketService } from './redpacket-service';

describe.each(DIALECTS)('red packets (%s)', (dialect) => {
  let t: TestApp;
  let wallet: WalletService;
  let roomId: number;
  let n = 0;

  type Who = { id: number; token: string; nick: string };
  const person = async (diamonds = 0): Promise<Who> => {
    const nick = `红包${dialect.slice(0, 2)}${++n}`;
    const s = await buildSession(t.db.db, { user: { nick_name: nick } });
    const id = Number(s.user.id);
    await wallet.openAccount(id);
    if (diamonds) await wallet.credit(id, diamonds, 'test');
    return { id, token: s.token, nick };
  };
  const as = (who: Who | null) => (who ? { ...XHR, accesstoken: who.token } : XHR);
  const send = (who: Who | null, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/tapi/pay/room/redpacket/send', headers: as(who), payload: { roomId, ...payload } });
  const grab = (who: Who | null, packetId: number) =>
    t.app.inject({ method: 'POST', url: '/tapi/pay/room/redpacket/grab', headers: as(who), payload: { packetId } });
  const detail = (who: Who | null, packetId: number) =>
    t.app.inject({ method: 'GET', url: `/tapi/pay/room/redpacket/detail?packetId=${packetId}&channelId=3&platform=1`, headers: as(who) });
  const balance = async (id: number) => (await wallet.balances(id)).balance;
  const refs = async (prefix: string) =>
    (await t.db.db.selectFrom('wallet_journal').select('ref').where('ref', 'like', `${prefix}%`).execute()).map((r) => r.ref);
  const people = (k: number, diamonds = 0) => Promise.all(Array.from({ length: k }, () => person(diamonds)));

  beforeAll(async () => {
    t = await createTestApp({ dialect, seed: false });
    wallet = walletService(walletRepository(t.db.db));
    const anchor = await person();
    roomId = await buildRoom(t.db.db, anchor.id, { title: '红包测试直播间', notice: '' });
  }, 60_000);
  afterAll(async () => {
    await t?.close();
  });

  it('sends a packet: sender −amount into escrow (trade 10), a clickable chat line, the shares fixed and summing to the amount', async () => {
    const s = await person(1000);
    const res = await send(s, { amount: 100, count: 5 });
    expect(res.json().code).toBe(200);
    const { packetId, balance: after, detail: d } = res.json().data;
    expect(after).toBe(900);
    expect(d).toMatchObject({ amount: 100, count: 5, grabbedCount: 0, state: 'open', userId: s.id, nickName: s.nick });
    expect(d.expiresAt - d.createdAt).toBe(RED_PACKET_TTL_MS);
    const shares = await t.db.db.selectFrom('red_packet_share').select('amount').where('packet_id', '=', packetId).execute();
    expect(shares.map((x) => Number(x.amount)).reduce((a, b) => a + b, 0)).toBe(100);
    expect(await refs(`redpacket:${packetId}:`)).toEqual([`redpacket:${packetId}:send`]);
    const page = await t.app.inject({ method: 'POST', url: '/api/chat/page', headers: XHR, payload: { roomId } });
    const line = page.json().data.list.at(-1) as TChatMessage;
    expect(line).toMatchObject({ type: 'redpacket', userId: s.id, extra: { packetId, amount: 100, count: 5 } });
    const listed = await t.app.inject({
      method: 'GET',
      url: `/tapi/pay/room/redpacket/list?roomId=${roomId}&channelId=3&platform=1`,
      headers: as(s),
    });
    expect(listed.json().data.map((p: { id: number }) => p.id)).toContain(packetId);
    expect((await wallet.check()).problems).toEqual([]);
  });

  it('grabs: each user once, never one’s own packet; the detail lists who got what and the best luck when finished', async () => {
    const s = await person(1000);
    const packetId = (await send(s, { amount: 30, count: 2 })).json().data.packetId;
    expect((await grab(s, packetId)).json()).toMatchObject({ code: MESSAGES.RED_PACKET_OWN.code, message: '不能抢自己发的红包' });
    const [a, b, c] = await Promise.all([person(), person(), person()]);
    const ga = (await grab(a, packetId)).json();
    expect(ga.code).toBe(200);
    expect(ga.data.balance).toBe(ga.data.amount);
    expect(ga.data.detail.mine).toBe(ga.data.amount);
    expect(ga.data.detail.list.every((x: { best: boolean }) => !x.best)).toBe(true);
    expect((await grab(a, packetId)).json()).toMatchObject({ code: MESSAGES.RED_PACKET_GRABBED.code, message: '您已经抢过这个红包了' });
    const gb = (await grab(b, packetId)).json();
    expect(ga.data.amount + gb.data.amount).toBe(30);
    expect((await grab(c, packetId)).json()).toMatchObject({ code: MESSAGES.RED_PACKET_EMPTY.code, message: '手慢了，红包已被抢完' });
    const d = (await detail(c, packetId)).json().data;
    expect(d).toMatchObject({ state: 'finished', grabbedCount: 2, grabbedAmount: 30, mine: null });
    expect(d.list.filter((x: { best: boolean }) => x.best)).toHaveLength(1);
    expect(d.list.find((x: { best: boolean }) => x.best).amount).toBe(Math.max(ga.data.amount, gb.data.amount));
    expect(await balance(a.id)).toBe(ga.data.amount);
    expect((await wallet.check()).problems).toEqual([]);
  });

  it('refuses bad input and changes nothing', async () => {
    const s = await person(200_000);
    const cases: [Record<string, unknown>, string][] = [
      [{ amount: 0, count: 1 }, '红包金额必须大于0'],
      [{ amount: -5, count: 1 }, '红包金额必须大于0'],
      [{ amount: 10.5, count: 1 }, '红包金额必须为整数'],
      [{ amount: 100_001, count: 1 }, '红包金额不能超过100000球钻'],
      [{ amount: 'abc', count: 1 }, '请输入正确的红包金额'],
      [{ amount: 10, count: 0 }, '红包个数须为1到100之间的整数'],
      [{ amount: 1000, count: 101 }, '红包个数须为1到100之间的整数'],
      [{ amount: 10, count: 2.5 }, '红包个数须为1到100之间的整数'],
      [{ amount: 5, count: 6 }, '红包金额不能少于红包个数（每个红包至少1球钻）'],
    ];
    for (const [payload, message] of cases) {
      const res = await send(s, payload);
      expect(res.json().message, JSON.stringify(payload)).toBe(message);
    }
    expect((await send(s, { roomId: 99_999_999, amount: 10, count: 1 })).json().code).toBe(MESSAGES.ROOM_NOT_FOUND.code);
    expect((await send(null, { amount: 10, count: 1 })).json().code).toBe(MESSAGES.UNAUTHORIZED.code);
    expect((await grab(null, 1)).json().code).toBe(MESSAGES.UNAUTHORIZED.code);
    expect((await grab(s, 99_999_999)).json().code).toBe(MESSAGES.RED_PACKET_NOT_FOUND.code);
    expect((await detail(null, 99_999_999)).json().code).toBe(MESSAGES.RED_PACKET_NOT_FOUND.code);
    expect(await balance(s.id)).toBe(200_000);

    const poor = await person(9);
    expect((await send(poor, { amount: 10, count: 1 })).json()).toMatchObject({
      code: MESSAGES.INSUFFICIENT_BALANCE.code,
      message: '余额不足',
    });
    expect(await balance(poor.id)).toBe(9);
    expect(await t.db.db.selectFrom('red_packet').select('id').where('user_id', '=', poor.id).executeTakeFirst()).toBeUndefined();
  });

  it('limits how fast one user sends', async () => {
    const s = await person(1000);
    const codes: number[] = [];
    for (let i = 0; i < 7; i++) codes.push((await send(s, { amount: 1, count: 1 })).json().code);
    expect(codes.filter((c) => c === 200)).toHaveLength(5);
    expect(codes.at(-1)).toBe(MESSAGES.RED_PACKET_TOO_FAST.code);
  });

  it('many users grabbing one packet at once: exactly `count` succeed and the sums reconcile', async () => {
    const s = await person(10_000);
    const packetId = (await send(s, { amount: 1000, count: 7 })).json().data.packetId;
    const crowd = await people(20);
    const results = await Promise.all(crowd.map((u) => grab(u, packetId)));
    const wins = results.filter((r) => r.json().code === 200);
    expect(wins).toHaveLength(7);
    for (const r of results) if (r.json().code !== 200) expect(r.json().code).toBe(MESSAGES.RED_PACKET_EMPTY.code);
    expect(wins.map((r) => r.json().data.amount).reduce((a: number, b: number) => a + b, 0)).toBe(1000);
    let total = 0;
    for (const u of crowd) total += await balance(u.id);
    expect(total).toBe(1000);
    expect(await refs(`redpacket:${packetId}:grab:`)).toHaveLength(7);
    expect((await wallet.check()).problems).toEqual([]);
  });

  it('one user grabbing twice at once gets one share', async () => {
    const s = await person(1000);
    const packetId = (await send(s, { amount: 100, count: 10 })).json().data.packetId;
    const u = await person();
    const results = await Promise.all([1, 2, 3, 4, 5].map(() => grab(u, packetId)));
    const wins = results.filter((r) => r.json().code === 200);
    expect(wins).toHaveLength(1);
    for (const r of results) if (r.json().code !== 200) expect(r.json().code).toBe(MESSAGES.RED_PACKET_GRABBED.code);
    expect(await balance(u.id)).toBe(wins[0]?.json().data.amount);
    expect((await wallet.check()).problems).toEqual([]);
  });

  it('expiry returns the rest to the sender exactly once, even when the sweep, a grab and a look race (injected clock)', async () => {
    let clock = Date.now();
    const ports: MoneyRoomPorts = {
      roomExists: async () => true,
      user: async (id) => ({ id, nickName: `n${id}`, portrait: '' }),
      users: async (ids) => new Map(ids.map((id) => [id, { id, nickName: `n${id}`, portrait: '' }])),
    };
    const svc = redPacketService(t.db.db, ports, { now: () => clock });
    const s = await person(1000);
    const [a, b] = await Promise.all([person(), person()]);
    const { packetId } = await svc.send(s.id, { roomId, amount: 500, count: 5 });
    const got = await svc.grab(a.id, packetId);
    expect(await svc.expire(packetId)).toBeNull(); // not due yet
    clock += RED_PACKET_TTL_MS;
    const settled = await Promise.allSettled([
      svc.sweep(),
      svc.expire(packetId),
      svc.detail(packetId, null),
      svc.grab(b.id, packetId),
      svc.sweep(),
    ]);
    expect(settled[3]).toMatchObject({ status: 'rejected', reason: { id: 'RED_PACKET_EXPIRED' } });
    const rest = 500 - got.amount;
    expect(await balance(s.id)).toBe(500 + rest);
    expect(await refs(`redpacket:${packetId}:return`)).toEqual([`redpacket:${packetId}:return`]);
    const d = await svc.detail(packetId, a.id);
    expect(d).toMatchObject({ state: 'expired', returnedAmount: rest, grabbedCount: 1, mine: got.amount });
    expect(d.list[0]?.best).toBe(true);
    expect(await svc.sweep()).toEqual({ packets: 0, returned: 0 });
    expect(await balance(b.id)).toBe(0);
    expect((await wallet.check()).problems).toEqual([]);
  });

  it('admin `redpacket expire` settles due packets; a fully grabbed packet returns nothing', async () => {
    const s = await person(1000);
    const sent = (await send(s, { amount: 40, count: 4 })).json().data.packetId;
    const full = (await send(s, { amount: 2, count: 1 })).json().data.packetId;
    const u = await person();
    await grab(u, full);
    await t.db.db
      .updateTable('red_packet')
      .set({ expires_at: Date.now() - 1 })
      .where('id', 'in', [sent, full])
      .execute();
    const out = await runCommand(t.db.db, ['redpacket', 'expire']);
    expect(out).toMatch(/已结算过期红包 \d+ 个/);
    expect(await balance(s.id)).toBe(1000 - 2);
    expect(await refs(`redpacket:${full}:return`)).toEqual([]);
    expect((await grab(u, sent)).json().code).toBe(MESSAGES.RED_PACKET_EXPIRED.code);
    expect((await wallet.check()).problems).toEqual([]);
  });

  it('the console lists packets past their expiry not yet returned and returns them now; only finance may settle', async () => {
    const [finance, content] = await Promise.all([
      operatorToken(t.app, await addOperator(t.db.db, 'finance')),
      operatorToken(t.app, await addOperator(t.db.db, 'content')),
    ]);
    const consoleCall = (name: 'consoleRedPacketsDue' | 'consoleRedPacketsSettle', token: string) =>
      t.app.inject({
        method: CONSOLE_ROUTES[name].method,
        url: routeUrl(CONSOLE_ROUTES[name]),
        headers: { ...XHR, 'x-operator-token': token },
      });
    const s = await person(100);
    const packetId = (await send(s, { amount: 30, count: 3 })).json().data.packetId;
    const got = (await grab(await person(), packetId)).json().data.amount as number;
    const before = (await consoleCall('consoleRedPacketsDue', finance)).json().data;
    expect(before.list.map((p: { id: number }) => p.id)).not.toContain(packetId);
    await t.db.db
      .updateTable('red_packet')
      .set({ expires_at: Date.now() - 1 })
      .where('id', '=', packetId)
      .execute();
    const due = (await consoleCall('consoleRedPacketsDue', finance)).json().data;
    const row = due.list.find((p: { id: number }) => p.id === packetId);
    expect(row).toMatchObject({ roomId, senderId: s.id, amount: 30 });
    expect(row.unclaimed).toBe(30 - got);
    expect(due.count).toBeGreaterThanOrEqual(1);
    expect((await consoleCall('consoleRedPacketsDue', content)).statusCode).toBe(403);
    expect((await consoleCall('consoleRedPacketsSettle', content)).statusCode).toBe(403);
    const settled = (await consoleCall('consoleRedPacketsSettle', finance)).json().data;
    expect(settled.packets).toBeGreaterThanOrEqual(1);
    expect(await balance(s.id)).toBe(100 - 30 + row.unclaimed);
    expect((await consoleCall('consoleRedPacketsDue', finance)).json().data.list.map((p: { id: number }) => p.id)).not.toContain(packetId);
    expect((await consoleCall('consoleRedPacketsSettle', finance)).json().data).toEqual({ packets: 0, returned: 0 });
    expect((await wallet.check()).problems).toEqual([]);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  GIFT_COMBO_MS,
  MESSAGES,
  SIGNIN_TICKETS,
  WATCH_DAILY_CAP,
  roomTopic,
  type TChatMessage,
  type TGift,
  type TLiveEvent,
} from '@sports/contracts';
import { must } from '@sports/contracts/indexed';
import { DIALECTS } from '../../../../test/db';
import { createTestApp, XHR, type TestApp } from '../../../../test/app';
import { buildSession } from '../../../../test/factories';
import { runCommand } from '../../../cli/commands';
import { walletRepository } from '../repository';
import { walletService, type WalletService } from '../service';
import { giftRepository } from './repository';
import { anchorShare, beijingDay } from './service';
import { ticketService } from './tickets';

describe.each(DIALECTS)('gifts (%s)', (dialect) => {
  let t: TestApp;
  let wallet: WalletService;
  let anchor: { id: number; token: string };
  let roomId: number;
  let idleRoomId: number;
  let gifts: TGift[];
  let n = 0;

  const person = async (isAnchor = false) => {
    const s = await buildSession(t.db.db, { user: { nick_name: `送礼${dialect.slice(0, 2)}${++n}`, is_anchor: isAnchor ? 1 : 0 } });
    return { id: Number(s.user.id), token: s.token };
  };
  const as = (who: { token: string } | null) => (who ? { ...XHR, accesstoken: who.token } : XHR);
  const send = (who: { token: string } | null, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/tapi/pay/gift', headers: as(who), payload });
  const get = (who: { token: string } | null, url: string) => t.app.inject({ method: 'GET', url, headers: as(who) });
  const gift = (name: string) => {
    const found = gifts.find((g) => g.name === name);
    return must(found, `gift ${name} in the catalogue`);
  };
  const room = async (anchorId: number, live: boolean) =>
    Number(
      (
        await t.db.db
          .insertInto('live_room')
          .values({
            anchor_id: anchorId,
            title: '礼物测试',
            notice: '',
            is_live: live ? 1 : 0,
            created_at: Date.now(),
            updated_at: Date.now(),
          })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id,
    );
  const ledgerClean = async () => expect((await wallet.check()).problems).toEqual([]);

  beforeAll(async () => {
    t = await createTestApp({ dialect, seed: false });
    wallet = walletService(walletRepository(t.db.db));
    anchor = await person(true);
    roomId = await room(anchor.id, true);
    idleRoomId = await room((await person(true)).id, false);
    gifts = (await get(null, '/api/chat/gift/all')).json().data;
  }, 60_000);
  afterAll(() => t?.close());

  it('lists the catalogue: cheap, mid and big diamond gifts and ticket gifts, each with an image and effect level', async () => {
    expect(gifts.length).toBeGreaterThanOrEqual(12);
    const diamonds = gifts.filter((g) => g.currency === 'diamond');
    expect(diamonds.some((g) => g.price <= 10)).toBe(true);
    expect(diamonds.some((g) => g.price >= 50 && g.price <= 500)).toBe(true);
    expect(diamonds.some((g) => g.price >= 1000 && g.effect === 3)).toBe(true);
    expect(gifts.filter((g) => g.currency === 'ticket').length).toBeGreaterThanOrEqual(2);
    for (const g of gifts) expect(g.image).toMatch(/^\/gifts\/[a-z]+\.svg$/);
    expect(gifts.map((g) => g.sort)).toEqual([...gifts.map((g) => g.sort)].sort((a, b) => a - b));
  });

  it('sends a diamond gift: sender pays, the anchor earns its share as withdrawable, the house keeps the rest; chat shows it', async () => {
    const fan = await person();
    await wallet.credit(fan.id, 1000, 'test');
    const houseBefore = (await wallet.check()).house.diamonds;
    const pushed: TLiveEvent[] = [];
    const off = t.app.liveBus.onEvent((e) => pushed.push(e.event));
    const anchorBefore = await wallet.balances(anchor.id);
    const g = gift('足球');
    const res = await send(fan, { roomId, giftId: g.id, count: 3 });
    off();
    expect(res.json().code).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({ giftId: g.id, count: 3, total: g.price * 3, currency: 'diamond', comboCount: 1 });
    expect(data.balances.balance).toBe(1000 - g.price * 3);
    const share = anchorShare(g.price * 3, 50);
    expect((await wallet.balances(anchor.id)).cashBalance).toBe(anchorBefore.cashBalance + share);
    expect((await wallet.check()).house.diamonds).toBe(houseBefore + (g.price * 3 - share));
    const rows = await t.db.db
      .selectFrom('wallet_ledger')
      .innerJoin('wallet_journal', 'wallet_journal.id', 'wallet_ledger.journal_id')
      .select(['wallet_ledger.user_id', 'wallet_ledger.trade_type', 'd_balance', 'd_cash'])
      .where('wallet_journal.ref', '=', `gift:${data.recordId}`)
      .execute();
    expect(
      rows.map((r) => [r.user_id === null ? null : Number(r.user_id), r.trade_type, Number(r.d_balance), Number(r.d_cash)]).sort(),
    ).toEqual(
      [
        [fan.id, 2, -g.price * 3, 0],
        [anchor.id, 9, 0, share],
        [null, 2, g.price * 3 - share, 0],
      ].sort(),
    );
    // A gift travels as its own typed message (`gift`), no longer as a `chat` line with an untyped extra.
    expect(pushed.filter((e) => e.type === 'chat' && e.topic === roomTopic(roomId))).toEqual([]);
    const line = pushed.filter((e) => e.type === 'gift' && e.topic === roomTopic(roomId)).map((e) => e.data as TChatMessage);
    expect(line).toHaveLength(1);
    expect(line[0]).toMatchObject({ type: 'gift', userId: fan.id, content: `送出 ${g.name} x3` });
    expect(line[0]?.extra).toMatchObject({
      giftId: g.id,
      name: g.name,
      image: g.image,
      count: 3,
      price: g.price,
      currency: 'diamond',
      effect: g.effect,
      comboCount: 1,
    });
    await ledgerClean();
  });

  it('counts consecutive sends of the same gift as one combo; another gift or a pause past the combo window starts a new one', async () => {
    const fan = await person();
    await wallet.credit(fan.id, 100, 'test');
    const a = (await send(fan, { roomId, giftId: gift('点赞').id })).json().data;
    const b = (await send(fan, { roomId, giftId: gift('点赞').id })).json().data;
    const c = (await send(fan, { roomId, giftId: gift('鲜花').id })).json().data;
    expect(b.comboId).toBe(a.comboId);
    expect([a.comboCount, b.comboCount]).toEqual([1, 2]);
    expect(c.comboId).not.toBe(a.comboId);
    expect(c.comboCount).toBe(1);
    const d = (await send(fan, { roomId, giftId: gift('鲜花').id })).json().data;
    expect([d.comboId, d.comboCount]).toEqual([c.comboId, 2]);
    // The last send is made older than the combo window: the next one starts afresh.
    await t.db.db
      .updateTable('wallet_gift_record')
      .set({ created_at: Date.now() - GIFT_COMBO_MS - 1000 })
      .where('id', '=', d.recordId)
      .execute();
    const e = (await send(fan, { roomId, giftId: gift('鲜花').id })).json().data;
    expect(e.comboId).not.toBe(c.comboId);
    expect(e.comboCount).toBe(1);
  });

  it('ticket gifts spend tickets only and earn the anchor nothing', async () => {
    const fan = await person();
    const signed = await t.app.inject({ method: 'POST', url: '/tapi/pay/sign-in', headers: as(fan), payload: {} });
    expect(signed.json().data).toMatchObject({ signedIn: true, ticket: SIGNIN_TICKETS });
    const anchorBefore = await wallet.balances(anchor.id);
    const g = gift('助威旗');
    const res = await send(fan, { roomId, giftId: g.id, count: 2 });
    expect(res.json().data.balances).toMatchObject({ ticket: SIGNIN_TICKETS - g.price * 2, balance: 0 });
    expect(await wallet.balances(anchor.id)).toEqual(anchorBefore);
    const more = await send(fan, { roomId, giftId: g.id, count: 1 });
    expect(more.json()).toMatchObject({ code: MESSAGES.INSUFFICIENT_TICKET.code, message: '球票不足' });
    await ledgerClean();
  });

  it('refuses bad sends with a clear message and changes nothing', async () => {
    const fan = await person();
    await wallet.credit(fan.id, 20, 'test');
    const cheap = gift('点赞').id;
    const cases: [Record<string, unknown>, string][] = [
      [{ roomId, giftId: 999999 }, '礼物不存在或已下架'],
      [{ roomId, giftId: cheap, count: 0 }, '礼物数量须为1到9999之间的整数'],
      [{ roomId, giftId: cheap, count: -1 }, '礼物数量须为1到9999之间的整数'],
      [{ roomId, giftId: cheap, count: 1.5 }, '礼物数量须为1到9999之间的整数'],
      [{ roomId, giftId: cheap, count: 10000 }, '礼物数量须为1到9999之间的整数'],
      [{ roomId, giftId: cheap, count: 1e20 }, '礼物数量须为1到9999之间的整数'],
      [{ roomId, giftId: cheap, count: '2' }, '礼物数量须为1到9999之间的整数'],
      [{ roomId: 999999, giftId: cheap }, '直播间不存在'],
      [{ roomId, giftId: gift('火箭').id }, '余额不足'],
      [{ roomId, giftId: cheap, count: 21 }, '余额不足'],
    ];
    const before = await wallet.balances(fan.id);
    const journals = (await wallet.check()).journals;
    for (const [payload, message] of cases) {
      const res = await send(fan, payload);
      expect(res.json().message, JSON.stringify(payload)).toBe(message);
      expect(res.json().code).not.toBe(200);
    }
    expect((await send(anchor, { roomId, giftId: cheap })).json()).toMatchObject({
      code: MESSAGES.GIFT_SELF.code,
      message: '不能给自己送礼物',
    });
    expect((await send(null, { roomId, giftId: cheap })).json()).toMatchObject({ code: MESSAGES.UNAUTHORIZED.code });
    const noXhr = await t.app.inject({
      method: 'POST',
      url: '/tapi/pay/gift',
      headers: { accesstoken: fan.token },
      payload: { roomId, giftId: cheap },
    });
    expect(noXhr.statusCode).toBe(403);
    expect(await wallet.balances(fan.id)).toEqual(before);
    expect((await wallet.check()).journals).toBe(journals);
    expect(await t.db.db.selectFrom('wallet_gift_record').select('id').where('sender_id', '=', fan.id).execute()).toEqual([]);

    await runCommand(t.db.db, ['gift', 'set', String(cheap), '--enabled', '0']);
    expect((await send(fan, { roomId, giftId: cheap })).json().message).toBe('礼物不存在或已下架');
    expect((await get(null, '/api/chat/gift/all')).json().data.map((g: TGift) => g.id)).not.toContain(cheap);
    await runCommand(t.db.db, ['gift', 'set', String(cheap), '--enabled', '1']);
    expect(await runCommand(t.db.db, ['gift', 'list'])).toContain('点赞');
    await expect(runCommand(t.db.db, ['gift', 'set', String(cheap), '--price', '0'])).rejects.toThrow('价格须为');
    await expect(runCommand(t.db.db, ['gift', 'set', '999999', '--price', '3'])).rejects.toThrow('不存在');
  });

  it('rate-limits one sender: a burst beyond the cap is refused and costs nothing', async () => {
    const fan = await person();
    await wallet.credit(fan.id, 100, 'test');
    const res = await Promise.all(Array.from({ length: 14 }, () => send(fan, { roomId, giftId: gift('点赞').id })));
    const okCount = res.filter((r) => r.json().code === 200).length;
    const refused = res.filter((r) => r.json().code === MESSAGES.GIFT_TOO_FAST.code);
    expect(okCount).toBeLessThanOrEqual(10);
    expect(refused.length).toBe(14 - okCount);
    expect((await wallet.balances(fan.id)).balance).toBe(100 - okCount);
    await ledgerClean();
  });

  it('concurrent sends from one account: exactly the affordable ones succeed and the books reconcile', async () => {
    const fan = await person();
    const g = gift('哨子');
    await wallet.credit(fan.id, g.price * 6 + 3, 'test');
    const anchorBefore = await wallet.balances(anchor.id);
    const res = await Promise.all(Array.from({ length: 10 }, () => send(fan, { roomId, giftId: g.id })));
    const codes = res.map((r) => r.json().code);
    expect(codes.filter((c) => c === 200)).toHaveLength(6);
    expect(codes.filter((c) => c === MESSAGES.INSUFFICIENT_BALANCE.code)).toHaveLength(4);
    expect((await wallet.balances(fan.id)).balance).toBe(3);
    expect((await wallet.balances(anchor.id)).cashBalance).toBe(anchorBefore.cashBalance + 6 * anchorShare(g.price, 50));
    expect(await t.db.db.selectFrom('wallet_gift_record').select('id').where('sender_id', '=', fan.id).execute()).toHaveLength(6);
    await ledgerClean();
  });

  it('ranks contributors to a room and the site-wide wealth rank by diamonds gifted (ticket gifts do not count)', async () => {
    const other = await person(true);
    const otherRoom = await room(other.id, true);
    const big = await person();
    const small = await person();
    await wallet.credit(big.id, 10_000, 'test');
    await wallet.credit(small.id, 10_000, 'test');
    await send(big, { roomId: otherRoom, giftId: gift('跑车').id, count: 2 });
    await send(small, { roomId: otherRoom, giftId: gift('奖杯').id });
    await send(small, { roomId: otherRoom, giftId: gift('奖杯').id });
    const rank = (await get(null, `/tapi/pay/room/user/rank?anchorId=${other.id}&rankType=day`)).json().data;
    expect(rank).toEqual([
      { rank: 1, userId: big.id, nickName: expect.any(String), portrait: expect.any(String), total: 2000 },
      { rank: 2, userId: small.id, nickName: expect.any(String), portrait: expect.any(String), total: 376 },
    ]);
    expect((await get(null, `/tapi/pay/room/user/rank?anchorId=${other.id}`)).json().data).toHaveLength(2);
    expect((await get(null, `/tapi/pay/room/user/rank?anchorId=abc`)).json().code).not.toBe(200);
    expect((await get(null, `/tapi/pay/room/user/rank?anchorId=${other.id}&rankType=year`)).json().code).not.toBe(200);
    const wealth = (await get(null, '/api/rank/price?rankType=day')).json().data;
    expect(wealth[0]).toMatchObject({ rank: 1, userId: big.id, score: 2000, roomId: null, isLive: 0 });
    expect(wealth.map((r: { userId: number }) => r.userId)).toContain(small.id);
  });

  it('daily sign-in grants tickets once per day, even when asked twice at once', async () => {
    const fan = await person();
    expect((await get(fan, '/tapi/pay/ticket/status')).json().data).toMatchObject({ signedIn: false, ticket: 0 });
    const res = await Promise.all(
      [1, 2, 3].map(() => t.app.inject({ method: 'POST', url: '/tapi/pay/sign-in', headers: as(fan), payload: {} })),
    );
    const codes = res.map((r) => r.json().code).sort();
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(res.find((r) => r.json().code !== 200)?.json().message).toBe('今天已经签到过了，明天再来吧');
    expect((await wallet.balances(fan.id)).ticket).toBe(SIGNIN_TICKETS);
    expect((await get(fan, '/tapi/pay/ticket/status')).json().data).toMatchObject({ signedIn: true, ticket: SIGNIN_TICKETS });
    const j = await t.db.db.selectFrom('wallet_journal').select(['ref', 'trade_type']).where('ref', 'like', `signin:${fan.id}:%`).execute();
    expect(j).toEqual([{ ref: `signin:${fan.id}:${beijingDay(Date.now())}`, trade_type: 7 }]);
    expect((await t.app.inject({ method: 'POST', url: '/tapi/pay/sign-in', headers: XHR, payload: {} })).json().code).toBe(
      MESSAGES.UNAUTHORIZED.code,
    );
    await ledgerClean();
  });

  it('watch heartbeats: too-frequent ones are refused, idle rooms do not count', async () => {
    const fan = await person();
    const beat = (rid: number) =>
      t.app.inject({ method: 'POST', url: '/tapi/pay/watch/heartbeat', headers: as(fan), payload: { roomId: rid } });
    expect((await beat(roomId)).json().data).toMatchObject({ granted: 0, watchedMs: 0 });
    const again = await beat(roomId);
    expect(again.json()).toMatchObject({ code: MESSAGES.WATCH_TOO_FAST.code });
    expect((await beat(idleRoomId)).json().message).toBe('主播未开播，暂不计观看时长');
    expect((await beat(999999)).json().message).toBe('直播间不存在');
    expect((await t.app.inject({ method: 'POST', url: '/tapi/pay/watch/heartbeat', headers: XHR, payload: { roomId } })).json().code).toBe(
      MESSAGES.UNAUTHORIZED.code,
    );
  });

  it('watch time grants one ticket per five counted minutes up to the daily cap; gaps and fast beats count nothing', async () => {
    let clock = Date.UTC(2026, 10, 20, 2, 0, 0); // 10:00 Beijing
    const fan = await person();
    const svc = ticketService({
      repo: giftRepository(t.db.db),
      wallet,
      ports: { room: async () => ({ anchorId: anchor.id, isLive: true }) },
      now: () => clock,
    });
    await svc.watchBeat(fan.id, roomId);
    for (let i = 0; i < 4; i++) {
      clock += 60_000;
      expect((await svc.watchBeat(fan.id, roomId)).granted).toBe(0);
    }
    clock += 10_000;
    await expect(svc.watchBeat(fan.id, roomId)).rejects.toThrow('观看计时请求过于频繁');
    clock += 50_000;
    expect(await svc.watchBeat(fan.id, roomId)).toMatchObject({ granted: 1, watchTickets: 1, watchedMs: 300_000 });
    // A long gap (tab closed) counts nothing.
    clock += 3_600_000;
    expect(await svc.watchBeat(fan.id, roomId)).toMatchObject({ granted: 0, watchedMs: 300_000 });
    // Parallel beats: only one counts.
    clock += 60_000;
    const both = await Promise.allSettled([svc.watchBeat(fan.id, roomId), svc.watchBeat(fan.id, roomId)]);
    expect(both.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    // Watching all day stops at the cap.
    for (let i = 0; i < 200; i++) {
      clock += 60_000;
      await svc.watchBeat(fan.id, roomId);
    }
    expect((await wallet.balances(fan.id)).ticket).toBe(WATCH_DAILY_CAP);
    // Next Beijing day starts again.
    clock = Date.UTC(2026, 10, 20, 16, 0, 30);
    await svc.watchBeat(fan.id, roomId);
    expect((await svc.ticketStatus(fan.id)).watchTickets).toBe(0);
    await ledgerClean();
  });

  it('splits with integer maths: the anchor gets the floor, the house the remainder', () => {
    expect(anchorShare(1, 50)).toBe(0);
    expect(anchorShare(3, 50)).toBe(1);
    expect(anchorShare(999, 33)).toBe(329);
    expect(anchorShare(100, 0)).toBe(0);
    expect(anchorShare(100, 100)).toBe(100);
    expect(beijingDay(Date.UTC(2026, 10, 20, 15, 59))).toBe('20261120');
    expect(beijingDay(Date.UTC(2026, 10, 20, 16, 0))).toBe('20261121');
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HORN_MAX_LENGTH, HORN_PRICE, HORN_RATE, HORN_TOPIC, MESSAGES, type THorn, type TLiveEvent } from '@sports/contracts';
import { DIALECTS } from '../../../test/db';
import { createTestApp, XHR, type TestApp } from '../../../test/app';
import { buildRoom, buildSession } from '../../../test/factories';
import { runCommand } from '../../cli/commands';
import { walletRepository } from '../wallet/repository';
import { walletService } from '../wallet/service';

type Who = { id: number; token: string; nick: string };

/** Horns users buy with diamonds: paid through the ledger with the horn's row, broadcast to every room, listed. */
describe.each(DIALECTS)('horns bought by users (%s)', (dialect) => {
  let t: TestApp;
  let n = 0;
  const wallet = () => walletService(walletRepository(t.db.db));

  const person = async (diamonds = 0): Promise<Who> => {
    const nick = `喇叭${dialect.slice(0, 2)}${++n}`;
    const s = await buildSession(t.db.db, { user: { nick_name: nick } });
    const id = Number(s.user.id);
    await wallet().openAccount(id);
    if (diamonds) await wallet().credit(id, diamonds, 'test');
    return { id, token: s.token, nick };
  };
  const send = (who: Who | null, content: string, key?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/horn/send',
      headers: { ...XHR, ...(who ? { accesstoken: who.token } : {}), ...(key ? { 'idempotency-key': key } : {}) },
      payload: { content, platform: 1 },
    });
  const balance = async (who: Who) => (await wallet().balances(who.id)).balance;
  const hornCount = async () =>
    Number(
      (
        await t.db.db
          .selectFrom('chat_horn')
          .select((e) => e.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const ledgerBalanced = async () => {
    expect((await wallet().check()).problems).toEqual([]);
    expect(await runCommand(t.db.db, ['ledger', 'check'])).toMatch(/账目平衡/);
  };

  beforeAll(async () => {
    t = await createTestApp({ dialect, seed: false });
  }, 60_000);
  afterAll(() => t?.close());

  it('a user pays HORN_PRICE diamonds, the horn reaches the horn topic and both lists', async () => {
    const fan = await person(HORN_PRICE * 3);
    const pushed: TLiveEvent[] = [];
    const off = t.app.liveBus.onEvent((e) => pushed.push(e.event));
    try {
      const res = await send(fan, '  今晚德比  全场 加油！ ');
      expect(res.json().code, res.body).toBe(200);
      const { horn, balance: after } = res.json().data as { horn: THorn; balance: number };
      expect(horn).toMatchObject({ userId: fan.id, nickName: fan.nick, roomId: null, content: '今晚德比 全场 加油！' });
      expect(after).toBe(HORN_PRICE * 2);
      expect(await balance(fan)).toBe(HORN_PRICE * 2);
      expect(pushed.find((e) => e.topic === HORN_TOPIC && e.type === 'horn')?.data).toEqual(horn);
    } finally {
      off();
    }
    const list = (await t.app.inject({ url: '/api/horn/list?page=1&pageSize=10' })).json().data;
    expect(list.list[0]).toMatchObject({ content: '今晚德比 全场 加油！', nickName: fan.nick });
    expect((await t.app.inject({ url: '/api/horn/info' })).json().data).toMatchObject({ content: '今晚德比 全场 加油！' });
    const mine = (await t.app.inject({ url: '/api/horn/my?page=1&pageSize=10', headers: { accesstoken: fan.token } })).json().data;
    expect(mine).toMatchObject({ totalNumber: 1, list: [{ userId: fan.id }] });
    const other = await person();
    const theirs = (await t.app.inject({ url: '/api/horn/my', headers: { accesstoken: other.token } })).json().data;
    expect(theirs.totalNumber).toBe(0);
    // The purchase is a spending record of trade 18.
    const entries = await t.db.db
      .selectFrom('wallet_ledger')
      .selectAll()
      .where('user_id', '=', fan.id)
      .where('trade_type', '=', 18)
      .execute();
    expect(entries.map((e) => Number(e.d_balance))).toEqual([-HORN_PRICE]);
    await ledgerBalanced();
  });

  it('refuses with nothing stored or paid: not logged in, empty, too long, a banned word, muted, too little money', async () => {
    const fan = await person(HORN_PRICE * 5);
    const before = await hornCount();
    const expectRefused = async (who: Who | null, content: string, code: number) => {
      const res = await send(who, content);
      expect(res.json().code, res.body).toBe(code);
    };
    await expectRefused(null, '你好', MESSAGES.UNAUTHORIZED.code);
    await expectRefused(fan, '   ', MESSAGES.HORN_EMPTY.code);
    await expectRefused(fan, '喇'.repeat(HORN_MAX_LENGTH + 1), MESSAGES.HORN_TOO_LONG.code);
    const tooLong = await send(fan, '喇'.repeat(HORN_MAX_LENGTH + 1));
    expect(tooLong.json().message).toBe(`喇叭内容不能超过${HORN_MAX_LENGTH}个字`);
    await t.app.chat.addBannedWord('黑哨');
    await expectRefused(fan, '裁判是黑哨', MESSAGES.HORN_BANNED_WORD.code);

    const poor = await person(HORN_PRICE - 1);
    const short = await send(poor, '我也想发喇叭');
    expect(short.json()).toMatchObject({ code: MESSAGES.INSUFFICIENT_BALANCE.code, message: MESSAGES.INSUFFICIENT_BALANCE.message });
    expect(await balance(poor)).toBe(HORN_PRICE - 1);

    const anchor = await person();
    await t.db.db.updateTable('app_user').set({ is_anchor: 1 }).where('id', '=', anchor.id).execute();
    const roomId = await buildRoom(t.db.db, anchor.id);
    const muted = await person(HORN_PRICE);
    await t.app.chat.operatorMute(roomId, muted.id, 10, 'ops');
    await expectRefused(muted, '被禁言了也想说话', MESSAGES.CHAT_FORBIDDEN.code);
    expect(await balance(muted)).toBe(HORN_PRICE);

    expect(await balance(fan)).toBe(HORN_PRICE * 5);
    expect(await hornCount()).toBe(before);
    await ledgerBalanced();
  });

  it(`at most ${HORN_RATE.limit} horns a minute per user`, async () => {
    const fan = await person(HORN_PRICE * 10);
    for (let i = 0; i < HORN_RATE.limit; i++) expect((await send(fan, `第${i + 1}条`)).json().code).toBe(200);
    const fast = await send(fan, '再来一条');
    expect(fast.json()).toMatchObject({ code: MESSAGES.HORN_TOO_FAST.code, message: MESSAGES.HORN_TOO_FAST.message });
    expect(await balance(fan)).toBe(HORN_PRICE * (10 - HORN_RATE.limit));
  });

  it('a horn refused for want of diamonds does not use up the rate budget', async () => {
    const fan = await person(0);
    for (let i = 0; i <= HORN_RATE.limit; i++) expect((await send(fan, `没钱${i}`)).json().code).toBe(MESSAGES.INSUFFICIENT_BALANCE.code);
    await wallet().credit(fan.id, HORN_PRICE, 'test');
    expect((await send(fan, '终于有钱了')).json().code).toBe(200);
    expect(await balance(fan)).toBe(0);
    await ledgerBalanced();
  });

  it('a replay with the same Idempotency-Key answers the first horn and charges once', async () => {
    const fan = await person(HORN_PRICE * 2);
    const before = await hornCount();
    const first = await send(fan, '只发一次', 'horn-key-0001');
    const again = await send(fan, '只发一次', 'horn-key-0001');
    expect(first.json().code).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect(await balance(fan)).toBe(HORN_PRICE);
    expect(await hornCount()).toBe(before + 1);
    await ledgerBalanced();
  });

  it('concurrent sends: exactly the affordable ones go through, the rest are refused for want of money', async () => {
    const fan = await person(HORN_PRICE * 2);
    const before = await hornCount();
    const results = await Promise.all(Array.from({ length: HORN_RATE.limit }, (_, i) => send(fan, `同时 ${i}`)));
    const codes = results.map((r) => r.json().code as number);
    expect(codes.filter((c) => c === 200)).toHaveLength(2);
    expect(codes.filter((c) => c !== 200)).toEqual([MESSAGES.INSUFFICIENT_BALANCE.code]);
    expect(await balance(fan)).toBe(0);
    expect(await hornCount()).toBe(before + 2);
    await ledgerBalanced();
  });
});

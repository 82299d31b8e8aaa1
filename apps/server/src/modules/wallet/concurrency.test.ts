import { encryptPassword } from '@sports/contracts';
import { afterAll, assert, beforeAll, describe, expect, it } from 'vitest';
import { runCommand } from '../../cli/commands';
import { createTestApp, UNLIMITED, XHR, type TestApp } from '../../../test/app';
import { dynamicKey } from '../../../test/accounts';
import { DIALECTS } from '../../../test/db';
import { buildRoom, buildSession } from '../../../test/factories';
import { hashPassword } from '../identity/password';
import { identityRepository } from '../identity/repository';
import { identityService } from '../identity/service';
import { walletRepository } from './repository';
import { walletService } from './service';

type Who = { id: number; token: string };

/**
 * Everything that spends or fills one account at once, through the API: gift sends and red-packet
 * sends spend its diamonds, grabs and withdrawals to the wallet fill them, withdrawals spend its
 * income. Whatever the interleaving, no balance goes below zero, every refusal is for want of money,
 * the income side lets through exactly what it held, and every diamond is accounted for.
 * (Spending alone, where "exactly the affordable ones" is exact, is tested per feature.)
 */
describe.each(DIALECTS)('one account under concurrent money calls (%s)', (dialect) => {
  let t: TestApp;
  let roomId: number;
  let anchor: Who;
  const wallet = () => walletService(walletRepository(t.db.db));
  const post = (who: Who, url: string, payload: object) =>
    t.app.inject({ method: 'POST', url: `/tapi${url}`, headers: { ...XHR, accesstoken: who.token }, payload });

  async function person(opts: { balance?: number; cash?: number; payPassword?: string } = {}): Promise<Who> {
    const { user, token } = await buildSession(t.db.db);
    const id = Number(user.id);
    await wallet().openAccount(id);
    if (opts.balance) await wallet().credit(id, opts.balance, 'test');
    if (opts.cash) {
      await wallet().post({
        ref: `test-income:${id}`,
        tradeType: 9,
        entries: [
          { userId: id, tradeType: 9, cash: opts.cash },
          { userId: null, tradeType: 9, balance: -opts.cash },
        ],
      });
    }
    if (opts.payPassword) await identityService(identityRepository(t.db.db)).setPayPasswordHash(id, await hashPassword(opts.payPassword));
    return { id, token };
  }

  beforeAll(async () => {
    t = await createTestApp({ dialect, seed: false, counters: UNLIMITED });
    anchor = await person();
    await t.db.db.updateTable('app_user').set({ is_anchor: 1 }).where('id', '=', anchor.id).execute();
    roomId = await buildRoom(t.db.db, anchor.id, { is_live: 1 });
  }, 60_000);
  afterAll(() => t?.close());

  it('gift sends, red-packet sends, grabs and withdrawals at once: no overdraft, refusals only for want of money, income exact, nothing lost or made', async () => {
    const gifts = (await t.app.inject({ url: '/api/chat/gift/all' })).json().data as {
      id: number;
      name: string;
      price: number;
      currency: string;
    }[];
    const football = gifts.find((g) => g.currency === 'diamond' && g.price === 50);
    assert.isDefined(football);
    const me = await person({ balance: 1000, cash: 1000, payPassword: 'pay123456' });

    // Three other fans each put a packet of 90 diamonds in 3 shares into the room for `me` to grab.
    const packets: number[] = [];
    for (let i = 0; i < 3; i++) {
      const other = await person({ balance: 90 });
      const res = await post(other, '/pay/room/redpacket/send', { roomId, amount: 90, count: 3 });
      expect(res.json().code, res.body).toBe(200);
      packets.push(res.json().data.packetId);
    }
    const sealed = await Promise.all(
      Array.from({ length: 12 }, async () => {
        const k = await dynamicKey(t);
        return { iv: k.iv, key: k.key, payPassword: await encryptPassword('pay123456', k.key, k.iv) };
      }),
    );

    const calls = [
      ...Array.from({ length: 50 }, () => ({ kind: 'gift', run: () => post(me, '/pay/gift', { roomId, giftId: football.id, count: 1 }) })),
      ...Array.from({ length: 4 }, () => ({
        kind: 'packet',
        run: () => post(me, '/pay/room/redpacket/send', { roomId, amount: 100, count: 2 }),
      })),
      ...packets.map((packetId) => ({ kind: 'grab', run: () => post(me, '/pay/room/redpacket/grab', { packetId }) })),
      ...sealed.map((s) => ({
        kind: 'withdraw',
        run: () => post(me, '/pay/withdraw', { drawType: 3, amount: 100, channelId: 3, platform: 1, ...s }),
      })),
    ];
    // Interleave the kinds, then fire everything at once.
    calls.sort(() => Math.random() - 0.5);
    const results = await Promise.all(
      calls.map(async (c) => ({
        kind: c.kind,
        body: (await c.run()).json() as { code: number; message: string; data: Record<string, number> },
      })),
    );
    const ok = (kind: string) => results.filter((r) => r.kind === kind && r.body.code === 200);
    const refused = (kind: string) => results.filter((r) => r.kind === kind && r.body.code !== 200);

    // Income: 1000 withdrawable, 12 tries of 100 → exactly 10 go to the wallet.
    expect(ok('withdraw')).toHaveLength(10);
    for (const r of refused('withdraw')) expect(r.body.message).toBe('不能超过可提现金额');
    // Every grab of a packet with shares left succeeds once.
    expect(ok('grab')).toHaveLength(3);
    const grabbed = ok('grab').reduce((s, r) => s + Number(r.body.data.amount), 0);
    // Diamonds: 1000 + 10 × 100 from income + grabs; spent 50 a gift, 100 a packet. Refusals only for want of money.
    for (const kind of ['gift', 'packet']) for (const r of refused(kind)) expect(r.body.message).toBe('余额不足');
    const spent = ok('gift').length * 50 + ok('packet').length * 100;
    const b = await wallet().balances(me.id);
    expect(b.cashBalance).toBe(0);
    expect(b.balance).toBe(1000 + 1000 + grabbed - spent);
    expect(b.balance).toBeGreaterThanOrEqual(0);
    // The anchor earned the share of every gift that went through, and only those.
    expect((await wallet().balances(anchor.id)).cashBalance).toBe(ok('gift').length * 25);
    const check = await wallet().check();
    expect(check.problems).toEqual([]);
    expect(await runCommand(t.db.db, ['ledger', 'check'])).toMatch(/账目平衡/);
  }, 120_000);
});

import { encryptPassword, MESSAGES, WITHDRAW_LIMITS } from '@sports/contracts';
import { itemAt } from '@sports/contracts/indexed';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, XHR, type TestApp } from '../../../../test/app';
import { dynamicKey, NO_LIMITS } from '../../../../test/accounts';
import { DIALECTS } from '../../../../test/db';
import { buildSession } from '../../../../test/factories';
import { AppError } from '../../../http/errors';
import { identityRepository } from '../../identity/repository';
import { identityService } from '../../identity/service';
import { walletRepository } from '../repository';
import { walletService } from '../service';
import { payPasswords } from './pay-password';
import { withdrawRepository } from './repository';
import type { PayingUser, WithdrawPorts } from './rules';

const LOCKED = MESSAGES.PAY_PASSWORD_LOCKED.message;
const LIMIT = WITHDRAW_LIMITS.payLockAfterFailures;
const wrongLeft = (n: number) => `支付密码错误，还可尝试${n}次`;
/** The "wrong, n left" answers a run of wrong guesses gets before the lock: n = 4, 3, 2, 1. */
const countdown = Array.from({ length: LIMIT - 1 }, (_, i) => wrongLeft(LIMIT - 1 - i)).sort();
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each(DIALECTS)('payment-password lock under concurrent guesses on %s', (dialect) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ dialect, seed: false, identity: { limiter: NO_LIMITS } });
  }, 60_000);
  afterAll(() => t?.close());

  /**
   * The payment-password checks over the real guard table, with a slow matcher that counts the
   * hashes tried; `processes` independent instances (as many server processes) share the table.
   */
  function checker(right: string, processes = 1) {
    const tried = { n: 0 };
    const clock = { now: Date.now() };
    const ports: WithdrawPorts = {
      getSetting: async () => undefined,
      setSetting: async () => undefined,
      setPayPassword: async () => undefined,
      contacts: async () => new Map(),
      payPasswordMatches: async (_userId, plain) => {
        tried.n += 1;
        await sleep(30); // as slow as a real scrypt check: every guess is in flight before the first is answered
        return plain === right;
      },
    };
    const instances = Array.from({ length: processes }, () =>
      payPasswords({
        repo: withdrawRepository(t.db.db),
        wallet: walletService(walletRepository(t.db.db)),
        // Checking a password opens nothing and sends no SMS.
        keys: {} as never,
        sms: {} as never,
        ports,
        now: () => clock.now,
      }),
    );
    /** One guess the way the withdrawal and the password change make it: the quick lock check, then the check. */
    const guess = async (user: PayingUser, plain: string, via = 0): Promise<string> => {
      const pay = itemAt(instances, via % processes, 'checker instance');
      try {
        await pay.assertNotLocked(Number(user.id));
        await pay.check(user, plain);
        return 'ok';
      } catch (err) {
        if (err instanceof AppError) return err.message;
        throw err;
      }
    };
    return { tried, clock, guess };
  }

  async function payingUser(): Promise<PayingUser> {
    const { user } = await buildSession(t.db.db);
    return { id: Number(user.id), mobile: user.mobile, hasPayPassword: true, realName: null };
  }

  it('of 20 wrong payment passwords at once only 5 are tried; then the right one is refused until the lock ends', async () => {
    const user = await payingUser();
    // Four processes, so what bounds the guesses is the count in the database, not one process's queue.
    const c = checker('right123', 4);
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => c.guess(user, `wrong${i}x`, i)));
    expect(c.tried.n).toBe(LIMIT);
    expect(answers.filter((a) => a !== LOCKED).sort()).toEqual(countdown);
    expect(answers.filter((a) => a === LOCKED)).toHaveLength(20 - (LIMIT - 1));
    expect(await c.guess(user, 'right123')).toBe(LOCKED);
    expect(c.tried.n).toBe(LIMIT);
    // After the 30 minutes the right one passes, and a success clears the count.
    c.clock.now += WITHDRAW_LIMITS.payLockMinutes * 60_000;
    expect(await c.guess(user, 'right123')).toBe('ok');
    expect(await c.guess(user, 'wrong')).toBe(wrongLeft(LIMIT - 1));
  });

  it('a correct payment password clears the count of wrong ones in a row', async () => {
    const user = await payingUser();
    const c = checker('right123');
    for (let i = LIMIT - 1; i >= 2; i--) expect(await c.guess(user, 'wrong')).toBe(wrongLeft(i));
    expect(await c.guess(user, 'right123')).toBe('ok');
    for (let i = LIMIT - 1; i >= 1; i--) expect(await c.guess(user, 'wrong')).toBe(wrongLeft(i));
    expect(await c.guess(user, 'right123')).toBe('ok');
  });

  it("a user's own simultaneous right ones are all checked, none refused as locked", async () => {
    const user = await payingUser();
    const c = checker('right123');
    const answers = await Promise.all(Array.from({ length: 12 }, () => c.guess(user, 'right123')));
    expect(answers).toEqual(Array.from({ length: 12 }, () => 'ok'));
    expect(c.tried.n).toBe(12);
    expect(await c.guess(user, 'wrong')).toBe(wrongLeft(LIMIT - 1));
  });

  it('through /pay/withdraw: 20 wrong at once lock it after five, the right one is refused, nothing moves', async () => {
    const { user, token } = await buildSession(t.db.db, { user: { is_anchor: 1 } });
    const id = Number(user.id);
    const wallet = walletService(walletRepository(t.db.db));
    await wallet.credit(id, 1000, 'test');
    // Gift income: withdrawable diamonds.
    await wallet.post({
      ref: `test-gift:${id}`,
      tradeType: 2,
      entries: [
        { userId: id, tradeType: 2, balance: -1000 },
        { userId: id, tradeType: 9, cash: 1000 },
      ],
    });
    await identityService(identityRepository(t.db.db)).setPayPassword(id, 'pay123456');
    const withdraw = async (pw: string) => {
      const k = await dynamicKey(t);
      const payPassword = await encryptPassword(pw, k.key, k.iv);
      const res = await t.app.inject({
        method: 'POST',
        url: '/tapi/pay/withdraw',
        headers: { ...XHR, accesstoken: token },
        payload: { drawType: 3, amount: 100, channelId: 3, platform: 1, key: k.key, iv: k.iv, payPassword },
      });
      return res.json() as { code: number; message: string };
    };
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => withdraw(`wrong${i}x`)));
    expect(
      answers
        .map((a) => a.message)
        .filter((m) => m !== LOCKED)
        .sort(),
    ).toEqual(countdown);
    expect(answers.filter((a) => a.message === LOCKED)).toHaveLength(20 - (LIMIT - 1));
    for (const a of answers) expect(a.code).not.toBe(200);
    expect(await withdraw('pay123456')).toMatchObject({ code: MESSAGES.PAY_PASSWORD_LOCKED.code, message: LOCKED });
    expect((await wallet.balances(id)).cashBalance).toBe(1000);
  }, 60_000);
});

import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@sports/contracts';
import { createTestApp, UNLIMITED, XHR, type TestApp } from '../../../test/app';
import { DIALECTS } from '../../../test/db';
import { buildSession } from '../../../test/factories';
import { buildBookmaker, buildMatch, buildOdds } from '../../../test/sports-factories';
import { feedService, SportsEvents } from '../sports';
import { walletRepository } from '../wallet/repository';
import { walletService } from '../wallet/service';

type Who = { id: number; token: string };
const HOUR = 3_600_000;
const ANALYSIS = '主队近五场主场四胜一平，客队客场防守端丢球偏多，看好主队拿下比赛。';

/** Matches end through the feed (as the simulator or a data provider would): the plans settle on the feed's event. */
describe.each(DIALECTS)('plans settle when the feed ends their matches (%s)', (dialect) => {
  let t: TestApp;
  let n = 0;
  let bookmaker: number;
  const events = new SportsEvents();
  const feed = () => feedService(t.db.db, events);
  const wallet = () => walletService(walletRepository(t.db.db));
  const post = (url: string, payload: object, who?: Who) =>
    t.app.inject({ method: 'POST', url: `/tapi${url}`, headers: { ...XHR, ...(who ? { accesstoken: who.token } : {}) }, payload });
  const detail = async (id: number, who?: Who) =>
    (await t.app.inject({ url: `/tapi/tj/recommend/${id}`, headers: { ...XHR, ...(who ? { accesstoken: who.token } : {}) } })).json().data;
  const balance = async (who: Who) => (await wallet().balances(who.id)).balance;

  async function person(opts: { expert?: boolean; diamonds?: number } = {}): Promise<Who> {
    const { user, token } = await buildSession(t.db.db, {
      user: { nick_name: `结算测${dialect.slice(0, 2)}${++n}`, is_expert: opts.expert ? 1 : 0 },
    });
    const id = Number(user.id);
    await wallet().openAccount(id);
    if (opts.diamonds) await wallet().credit(id, opts.diamonds, 'test');
    return { id, token };
  }
  async function match() {
    const id = await buildMatch(t.db.db, { sport: 'football', state: 1, kickoff_at: Date.now() + 2 * HOUR });
    await buildOdds(t.db.db, id, bookmaker, 'europe', { open: { home: 2.1, draw: 3.2, away: 3.5 } });
    await buildOdds(t.db.db, id, bookmaker, 'handicap', { open: { home: 0.92, away: 0.94, line: 0.5 } });
    await buildOdds(t.db.db, id, bookmaker, 'overunder', { open: { home: 0.9, away: 0.96, line: 2.5 } });
    return id;
  }
  const publish = async (who: Who, body: object) => {
    const res = (
      await post(
        '/tj/recommend',
        { sport: 'football', playType: 1, title: '焦点战结算测试', analysis: ANALYSIS, price: 100, refundOnMiss: false, ...body },
        who,
      )
    ).json();
    expect(res.code).toBe(200);
    return res.data.id as number;
  };
  /** The feed plays a match: kick-off, then (a state change) the final whistle with the score. */
  const kickOff = (matchId: number) => feed().applyMatchUpdate({ matchId, at: Date.now(), match: { state: 2 } });
  const whistle = (matchId: number, home: number, away: number, state = 8) =>
    feed().applyMatchUpdate({ matchId, at: Date.now(), match: { state, home_score: home, away_score: away } });
  const refunds = async () =>
    (await t.db.db.selectFrom('wallet_journal').select('ref').where('ref', 'like', 'plan-refund:%').execute()).map((r) => r.ref);

  beforeAll(async () => {
    t = await createTestApp({ dialect, seed: false, counters: UNLIMITED, sportsEvents: events });
    bookmaker = await buildBookmaker(t.db.db);
  }, 60_000);
  afterAll(() => t?.close());

  it('红/黑 from the final score, 不中退 refunds once, the expert is paid once, records are computed; the ledger checks', async () => {
    const expert = await person({ expert: true });
    const fans = [await person({ diamonds: 1000 }), await person({ diamonds: 1000 })];
    const [m1, m2, m3] = [await match(), await match(), await match()];
    // Oldest first: m1 home (hit), m1 away 不中退 (miss), m2 over 2.5 (hit), m1+m2 二串一 (hit), m3 voided (cancelled).
    const hit = await publish(expert, { legs: [{ matchId: m1, pick: 'home' }] });
    const miss = await publish(expert, { legs: [{ matchId: m1, pick: 'away' }], refundOnMiss: true });
    const over = await publish(expert, { playType: 3, legs: [{ matchId: m2, pick: 'over' }] });
    const combo = await publish(expert, {
      playType: 5,
      legs: [
        { matchId: m1, pick: 'home' },
        { matchId: m2, pick: 'home' },
      ],
    });
    const voided = await publish(expert, { legs: [{ matchId: m3, pick: 'draw' }] });
    for (const f of fans)
      for (const id of [hit, miss, over, combo, voided]) expect((await post('/tj/recommend/buy', { id }, f)).json().code).toBe(200);
    for (const f of fans) expect(await balance(f)).toBe(500);

    // In play: nothing settles, and sales are closed once the feed's kick-off is stored.
    for (const m of [m1, m2, m3]) await kickOff(m);
    await t.db.db
      .updateTable('expert_plan')
      .set({ kickoff_at: Date.now() - 1000 })
      .where('id', 'in', [hit, miss, over, combo, voided])
      .execute();
    expect(await t.app.experts.trade.settleDue()).toBe(0);
    expect((await detail(hit)).result).toBeNull();

    // The first match ends 2:0: its single plans settle on the feed's event; the 二串一 waits for its second leg.
    await whistle(m1, 2, 0);
    await vi.waitFor(async () => expect((await detail(miss)).status).toBe('settled'), { timeout: 5000, interval: 50 });
    expect(await detail(hit, fans[0])).toMatchObject({ status: 'settled', result: 'win', resultText: '红' });
    expect(await detail(miss, fans[0])).toMatchObject({ status: 'settled', result: 'loss', resultText: '黑' });
    expect((await detail(combo)).status).toBe('open');
    // The second ends 3:1 (over 2.5, home win), the third is cancelled.
    await whistle(m2, 3, 1);
    await whistle(m3, 0, 0, 12);
    await vi.waitFor(async () => expect((await detail(voided)).status).toBe('settled'), { timeout: 5000, interval: 50 });
    await vi.waitFor(async () => expect((await detail(combo)).status).toBe('settled'), { timeout: 5000, interval: 50 });
    expect(await detail(over)).toMatchObject({ result: 'win', resultText: '红' });
    expect(await detail(combo)).toMatchObject({ result: 'win', resultText: '红' });
    expect(await detail(voided)).toMatchObject({ result: 'void' });
    // Over: the pick is shown to anyone, and the leg results are recorded.
    expect((await detail(combo)).details.map((d: { result: string }) => d.result)).toEqual(['win', 'win']);

    // Money: each fan paid 5 × 100 and got back the 不中退 miss and the void plan.
    const settledMoney = async () => ({
      fans: await Promise.all(fans.map(balance)),
      expert: (await wallet().balances(expert.id)).cashBalance,
      refunds: (await refunds()).length,
    });
    const once = await settledMoney();
    expect(once).toEqual({ fans: [700, 700], expert: 3 * 140, refunds: 4 });
    expect(new Set(await refunds()).size).toBe(4);
    await expect(wallet().check()).resolves.toMatchObject({ problems: [] });

    // The feed repeats its final scores (a restart catching up), and the sweep runs: nothing moves twice.
    await whistle(m1, 2, 0);
    await whistle(m3, 0, 0, 12);
    await events.emitAndWait('match.changed', { matchId: m2, sport: 'football', patch: { state: 8 } } as never);
    expect(await t.app.experts.trade.settleDue()).toBe(0);
    expect(await t.app.experts.trade.settleMatch(m1)).toBe(0);
    expect(await settledMoney()).toEqual(once);
    await expect(wallet().check()).resolves.toMatchObject({ problems: [] });

    // Records are computed from these plans: 3 hits and 1 miss decided (void does not count); newest first the streak is 2 hits.
    const head = (await post('/tj/expert/pc/center/head', { expertId: expert.id })).json().data;
    expect(head).toMatchObject({ sample: 4, hits: 3, hitRate: 75, sevenRecords: 3, fifteenRecords: 3, streak: 2 });
    // Settled plans cannot be bought or withdrawn.
    const late = await person({ diamonds: 500 });
    expect((await post('/tj/recommend/buy', { id: over }, late)).json().code).toBe(MESSAGES.PLAN_BUY_STARTED.code);
    expect((await post('/tj/recommend/withdraw', { id: over }, expert)).json().code).toBe(MESSAGES.PLAN_WITHDRAW_STARTED.code);
    expect(await balance(late)).toBe(500);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@sports/contracts';
import { createHash } from 'node:crypto';
import { runCommand } from '../../cli/commands';
import { createTestApp, UNLIMITED, XHR, type TestApp } from '../../../test/app';
import { DIALECTS } from '../../../test/db';
import { buildSession } from '../../../test/factories';
import { buildBookmaker, buildMatch, buildOdds } from '../../../test/sports-factories';
import { walletRepository } from '../wallet/repository';
import { walletService } from '../wallet/service';

type Who = { id: number; token: string };
const HOUR = 3_600_000;
const ANALYSIS = '主队近五场主场四胜一平，客队客场防守端丢球偏多，看好主队拿下比赛。';

describe.each(DIALECTS)('experts and paid plans (%s)', (dialect) => {
  let t: TestApp;
  let n = 0;
  let bookmaker: number;
  const wallet = () => walletService(walletRepository(t.db.db));
  const post = (url: string, payload: object, who?: Who) =>
    t.app.inject({ method: 'POST', url: `/tapi${url}`, headers: { ...XHR, ...(who ? { accesstoken: who.token } : {}) }, payload });
  const get = (url: string, who?: Who) =>
    t.app.inject({ url: `/tapi${url}`, headers: { ...XHR, ...(who ? { accesstoken: who.token } : {}) } });
  const balance = async (who: Who) => (await wallet().balances(who.id)).balance;

  async function person(opts: { expert?: boolean; diamonds?: number } = {}): Promise<Who> {
    const { user, token } = await buildSession(t.db.db, {
      user: { nick_name: `专家测${dialect.slice(0, 2)}${++n}`, is_expert: opts.expert ? 1 : 0 },
    });
    const id = Number(user.id);
    await wallet().openAccount(id);
    if (opts.diamonds) await wallet().credit(id, opts.diamonds, 'test');
    return { id, token };
  }
  /** A football match in the future with 1X2, handicap and over/under lines. */
  async function match(opts: { kickoffIn?: number; sport?: 'football' | 'basketball'; line?: number } = {}) {
    const sport = opts.sport ?? 'football';
    const id = await buildMatch(t.db.db, { sport, state: 1, kickoff_at: Date.now() + (opts.kickoffIn ?? 2 * HOUR) });
    await buildOdds(t.db.db, id, bookmaker, 'europe', {
      open: { home: 2.1, draw: 3.2, away: 3.5 },
      live: { home: 1.95, draw: 3.3, away: 3.8 },
    });
    await buildOdds(t.db.db, id, bookmaker, 'handicap', { open: { home: 0.92, away: 0.94, line: opts.line ?? 0.25 } });
    await buildOdds(t.db.db, id, bookmaker, 'overunder', { open: { home: 0.9, away: 0.96, line: sport === 'football' ? 2.5 : 210.5 } });
    return id;
  }
  const finish = async (matchId: number, home: number, away: number, state = 8) => {
    await t.db.db.updateTable('sport_match').set({ state, home_score: home, away_score: away }).where('id', '=', matchId).execute();
  };
  const publish = (who: Who, body: object) =>
    post(
      '/tj/recommend',
      { sport: 'football', playType: 1, title: '英超焦点战主胜', analysis: ANALYSIS, price: 50, refundOnMiss: false, ...body },
      who,
    );
  const ledgerOk = async () => expect((await wallet().check()).problems).toEqual([]);

  beforeAll(async () => {
    t = await createTestApp({ dialect, seed: false, counters: UNLIMITED });
    bookmaker = await buildBookmaker(t.db.db);
  }, 60_000);
  afterAll(() => t?.close());

  it('applying: a form, one pending at a time, approved by the operator CLI → isExpert 1', async () => {
    const fan = await person();
    const bad = (await post('/tj/expert/apply', { field: 'football', introduction: '短', sample: 'x' }, fan)).json();
    expect(bad.code).toBe(MESSAGES.BAD_REQUEST.code);
    expect(bad.message).toContain('个人介绍需为');
    const form = { field: 'football', introduction: '十年英超跟踪，专注亚盘与大小球分析', sample: ANALYSIS + ANALYSIS };
    expect((await post('/tj/expert/apply', form)).json().code).toBe(MESSAGES.UNAUTHORIZED.code);
    const app = (await post('/tj/expert/apply', form, fan)).json();
    expect(app.data).toMatchObject({ status: 'pending', field: 'football' });
    expect((await post('/tj/expert/apply', form, fan)).json().code).toBe(MESSAGES.EXPERT_APPLY_PENDING.code);
    expect((await get('/tj/expert/apply', fan)).json().data).toMatchObject({ id: app.data.id, status: 'pending' });
    // Not an expert yet: cannot publish.
    const m = await match();
    expect((await publish(fan, { legs: [{ matchId: m, pick: 'home' }] })).json().code).toBe(MESSAGES.NOT_EXPERT.code);
    expect(await runCommand(t.db.db, ['expert', 'approve', String(app.data.id)])).toContain('成为专家');
    await expect(runCommand(t.db.db, ['expert', 'approve', String(app.data.id)])).rejects.toThrow('专家申请不存在或已审核');
    expect((await get('/tapi/user/center/info'.replace('/tapi', ''), fan)).json().data.isExpert).toBe(1);
    expect((await post('/tj/expert/apply', form, fan)).json().code).toBe(MESSAGES.EXPERT_ALREADY.code);
    const other = await person();
    const second = (await post('/tj/expert/apply', form, other)).json().data;
    expect(await runCommand(t.db.db, ['expert', 'reject', String(second.id), '--note', '样例过短'])).toContain('已驳回');
    expect((await get('/tj/expert/apply', other)).json().data).toMatchObject({ status: 'rejected', note: '样例过短' });
  });

  it('publishing: lines and odds from the feed at publication, sealed with a salted digest; bad inputs change nothing', async () => {
    const expert = await person({ expert: true });
    const m = await match();
    const m2 = await match();
    const started = await match({ kickoffIn: -10 * 60_000 });
    const count = async () =>
      Number(
        (
          await t.db.db
            .selectFrom('expert_plan')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await count();
    const cases: [object, keyof typeof MESSAGES][] = [
      [{ legs: [{ matchId: started, pick: 'home' }] }, 'PLAN_MATCH_STARTED'],
      [{ playType: 7, legs: [{ matchId: m, pick: 'home' }] }, 'PLAN_PLAY_INVALID'],
      [{ playType: 5, legs: [{ matchId: m, pick: 'home' }] }, 'PLAN_LEGS_INVALID'],
      [
        {
          playType: 5,
          legs: [
            { matchId: m, pick: 'home' },
            { matchId: m, pick: 'away' },
          ],
        },
        'PLAN_SAME_MATCH',
      ],
      [{ playType: 2, legs: [{ matchId: m, pick: 'draw' }] }, 'PLAN_PICK_INVALID'],
      [{ sport: 'basketball', legs: [{ matchId: m, pick: 'home' }] }, 'PLAN_SPORT_MISMATCH'],
      [{ legs: [{ matchId: 99999999, pick: 'home' }] }, 'NOT_FOUND'],
    ];
    for (const [body, id] of cases) expect((await publish(expert, body)).json().code, id).toBe(MESSAGES[id].code);
    for (const body of [{ price: -1 }, { price: 1.5 }, { price: 999999 }, { title: '短' }, { analysis: '太短' }, { legs: [] }]) {
      const res = (await publish(expert, { legs: [{ matchId: m, pick: 'home' }], ...body })).json();
      expect(res.code).toBe(MESSAGES.BAD_REQUEST.code);
      expect(res.message).toMatch(/[\u4e00-\u9fa5]/);
    }
    expect(await count()).toBe(before);

    const res = (await publish(expert, { playType: 2, legs: [{ matchId: m, pick: 'away' }], price: 0 })).json();
    expect(res.code).toBe(200);
    const plan = res.data;
    expect(plan.details).toEqual([expect.objectContaining({ matchId: m, market: 'handicap', pick: 'away', line: 0.25, odds: 0.94 })]);
    expect(createHash('sha256').update(`${plan.salt}|${plan.digestText}`).digest('hex')).toBe(plan.digest);
    const combo = (
      await publish(expert, {
        playType: 5,
        legs: [
          { matchId: m, pick: 'home' },
          { matchId: m2, pick: 'draw' },
        ],
      })
    ).json().data;
    expect(combo.details.map((d: { odds: number }) => d.odds)).toEqual([1.95, 3.3]);
    // Sealed: editing is refused to the owner (PLAN_SEALED), not found for anyone else, and changes nothing.
    const put = (id: unknown, payload: object, who?: Who) =>
      t.app.inject({
        method: 'PUT',
        url: `/tapi/tj/recommend/${id}`,
        headers: { ...XHR, ...(who ? { accesstoken: who.token } : {}) },
        payload,
      });
    const stored = async () => t.db.db.selectFrom('expert_plan').selectAll().where('id', '=', plan.id).executeTakeFirstOrThrow();
    const sealed = await stored();
    const edit = { title: '改过的标题呀', analysis: ANALYSIS + '补充', price: 99, legs: [{ matchId: m, pick: 'home' }] };
    const refused = (await put(plan.id, edit, expert)).json();
    expect(refused).toMatchObject({ code: MESSAGES.PLAN_SEALED.code, message: '方案发布后不可修改' });
    expect((await put(plan.id, {}, expert)).json().code).toBe(MESSAGES.PLAN_SEALED.code);
    expect((await put(plan.id, edit)).json().code).toBe(MESSAGES.UNAUTHORIZED.code);
    expect((await put(plan.id, edit, await person({ expert: true }))).json().code).toBe(MESSAGES.PLAN_NOT_FOUND.code);
    expect((await put(99999999, edit, expert)).json().code).toBe(MESSAGES.PLAN_NOT_FOUND.code);
    expect((await put('abc', edit, expert)).json().code).toBe(MESSAGES.BAD_REQUEST.code);
    expect(await stored()).toEqual(sealed);
    expect((await get(`/tj/recommend/${plan.id}`, expert)).json().data.details[0]).toMatchObject({ pick: 'away', odds: 0.94 });
  });

  it('buying: hidden until bought, once, not own, not free, not without balance, not after kick-off; the buyer sees it at once', async () => {
    const expert = await person({ expert: true });
    const fan = await person({ diamonds: 120 });
    const poor = await person({ diamonds: 10 });
    const m = await match();
    const plan = (await publish(expert, { legs: [{ matchId: m, pick: 'home' }], price: 50 })).json().data;
    const hidden = (await get(`/tj/recommend/${plan.id}`, fan)).json().data;
    expect(hidden).toMatchObject({ unlocked: false, details: [], analysis: null, salt: null, digest: plan.digest });
    expect((await get(`/tj/recommend/${plan.id}`)).json().data.analysis).toBeNull();
    expect((await post('/tj/recommend/buy', { id: plan.id }, poor)).json().code).toBe(MESSAGES.INSUFFICIENT_BALANCE.code);
    expect(await balance(poor)).toBe(10);
    expect((await post('/tj/recommend/buy', { id: plan.id }, expert)).json().code).toBe(MESSAGES.PLAN_BUY_OWN.code);
    expect((await post('/tj/recommend/buy', { id: 99999999 }, fan)).json().code).toBe(MESSAGES.PLAN_NOT_FOUND.code);
    expect((await post('/tj/recommend/buy', { id: 'abc' }, fan)).json().code).toBe(MESSAGES.BAD_REQUEST.code);
    expect((await post('/tj/recommend/buy', { id: plan.id })).json().code).toBe(MESSAGES.UNAUTHORIZED.code);
    const bought = (await post('/tj/recommend/buy', { id: plan.id }, fan)).json();
    expect(bought).toMatchObject({ code: 200, data: { id: plan.id, balance: 70 } });
    expect((await post('/tj/recommend/buy', { id: plan.id }, fan)).json().code).toBe(MESSAGES.PLAN_ALREADY_BOUGHT.code);
    expect(await balance(fan)).toBe(70);
    const open = (await get(`/tj/recommend/${plan.id}`, fan)).json().data;
    expect(open).toMatchObject({ unlocked: true, bought: true, analysis: ANALYSIS, buyers: 1 });
    expect(open.details[0]).toMatchObject({ pick: 'home', odds: 1.95 });
    const free = (await publish(expert, { legs: [{ matchId: m, pick: 'draw' }], price: 0 })).json().data;
    expect((await post('/tj/recommend/buy', { id: free.id }, fan)).json().code).toBe(MESSAGES.PLAN_FREE.code);
    expect((await get(`/tj/recommend/${free.id}`)).json().data.unlocked).toBe(true);
    // Kick-off passes: no more sales, no withdrawal.
    await t.db.db
      .updateTable('expert_plan')
      .set({ kickoff_at: Date.now() - 1000 })
      .where('id', '=', plan.id)
      .execute();
    const late = await person({ diamonds: 100 });
    expect((await post('/tj/recommend/buy', { id: plan.id }, late)).json().code).toBe(MESSAGES.PLAN_BUY_STARTED.code);
    expect(await balance(late)).toBe(100);
    expect((await post('/tj/recommend/withdraw', { id: plan.id }, expert)).json().code).toBe(MESSAGES.PLAN_WITHDRAW_STARTED.code);
    // The buyer's wallet records show the purchase (trade 4).
    const rows = await t.db.db
      .selectFrom('wallet_ledger')
      .select(['trade_type', 'd_balance'])
      .where('user_id', '=', fan.id)
      .where('trade_type', '=', 4)
      .execute();
    expect(rows.map((r) => Number(r.d_balance))).toEqual([-50]);
    await ledgerOk();
  });

  it('withdrawing before kick-off refunds every buyer; only the owner may', async () => {
    const expert = await person({ expert: true });
    const fan = await person({ diamonds: 100 });
    const plan = (await publish(expert, { legs: [{ matchId: await match(), pick: 'away' }], price: 30 })).json().data;
    await post('/tj/recommend/buy', { id: plan.id }, fan);
    expect(await balance(fan)).toBe(70);
    expect((await post('/tj/recommend/withdraw', { id: plan.id }, fan)).json().code).toBe(MESSAGES.PLAN_NOT_FOUND.code);
    expect((await post('/tj/recommend/withdraw', { id: plan.id }, expert)).json().code).toBe(200);
    expect(await balance(fan)).toBe(100);
    expect((await get(`/tj/recommend/${plan.id}`, fan)).json().code).toBe(MESSAGES.PLAN_NOT_FOUND.code);
    await ledgerOk();
  });

  it('settlement: the expert is paid on a hit, 不中退 refunds on a miss, a cancelled match refunds all; repeated final scores settle nothing twice', async () => {
    const expert = await person({ expert: true });
    const firstFan = await person({ diamonds: 500 });
    const fans = [firstFan, await person({ diamonds: 500 })];
    const m = await match();
    const cancelled = await match();
    const hit = (await publish(expert, { legs: [{ matchId: m, pick: 'home' }], price: 100 })).json().data;
    const miss = (await publish(expert, { legs: [{ matchId: m, pick: 'away' }], price: 100, refundOnMiss: true })).json().data;
    const voided = (await publish(expert, { legs: [{ matchId: cancelled, pick: 'home' }], price: 100 })).json().data;
    for (const f of fans)
      for (const p of [hit, miss, voided]) expect((await post('/tj/recommend/buy', { id: p.id }, f)).json().code).toBe(200);
    expect(await balance(firstFan)).toBe(200);
    // Not over yet: nothing settles.
    await t.db.db
      .updateTable('expert_plan')
      .set({ kickoff_at: Date.now() - 1000 })
      .where('id', 'in', [hit.id, miss.id, voided.id])
      .execute();
    await t.db.db.updateTable('sport_match').set({ state: 4, home_score: 1 }).where('id', '=', m).execute();
    expect(await t.app.experts.trade.settleDue()).toBe(0);
    await finish(m, 2, 0);
    await finish(cancelled, 0, 0, 12);
    expect(await t.app.experts.trade.settleMatch(m)).toBe(2);
    expect(await t.app.experts.trade.settleDue()).toBe(1);
    // Again, as a repeated final score or a restart would.
    expect(await t.app.experts.trade.settleDue()).toBe(0);
    expect(await t.app.experts.trade.settleMatch(m)).toBe(0);
    expect(await runCommand(t.db.db, ['expert', 'settle'])).toContain('0');
    const [a, b, c] = await Promise.all([hit, miss, voided].map(async (p) => (await get(`/tj/recommend/${p.id}`)).json().data));
    expect(a).toMatchObject({ status: 'settled', result: 'win', resultText: '红', unlocked: true });
    expect(b).toMatchObject({ status: 'settled', result: 'loss', resultText: '黑' });
    expect(c).toMatchObject({ status: 'settled', result: 'void' });
    // Fans: −100 ×3, +100 (不中退) +100 (void) = 400.
    for (const f of fans) expect(await balance(f)).toBe(400);
    const expertWallet = await wallet().balances(expert.id);
    expect(expertWallet.cashBalance).toBe(140); // 70% of 2 × 100
    const refunds = await t.db.db.selectFrom('wallet_journal').select('ref').where('ref', 'like', 'plan-refund:%').execute();
    expect(new Set(refunds.map((r) => r.ref)).size).toBe(refunds.length);
    await ledgerOk();
    // Records are computed from these plans: one hit, one miss (void does not count).
    const head = (await post('/tj/expert/pc/center/head', { expertId: expert.id })).json().data;
    // The miss was published last: newest first, the current streak is one miss.
    expect(head).toMatchObject({ sample: 2, hits: 1, hitRate: 50, sevenRecords: 1, fifteenRecords: 1, streak: -1, favors: 6 });
    const info = (await post('/tj/expert/info', {}, expert)).json().data;
    expect(info).toMatchObject({ sevenRecords: 1, fifteenRecords: 1, favors: 6 });
  });

  it('many buyers at once: each pays once, nothing lost or created, the ledger checks', async () => {
    const expert = await person({ expert: true });
    const plan = (await publish(expert, { legs: [{ matchId: await match(), pick: 'home' }], price: 40 })).json().data;
    const buyers = await Promise.all(Array.from({ length: 12 }, (_, i) => person({ diamonds: i % 3 === 0 ? 30 : 100 })));
    // Every buyer tries twice at the same time.
    const answers = await Promise.all([...buyers, ...buyers].map((b) => post('/tj/recommend/buy', { id: plan.id }, b)));
    const codes = answers.map((r) => r.json().code);
    const ok = codes.filter((c) => c === 200).length;
    expect(ok).toBe(8);
    for (const c of codes) expect([200, MESSAGES.PLAN_ALREADY_BOUGHT.code, MESSAGES.INSUFFICIENT_BALANCE.code]).toContain(c);
    for (const [i, b] of buyers.entries()) expect(await balance(b)).toBe(i % 3 === 0 ? 30 : 60);
    const row = await t.db.db.selectFrom('expert_plan').select('buyers').where('id', '=', plan.id).executeTakeFirstOrThrow();
    expect(Number(row.buyers)).toBe(8);
    await ledgerOk();
  });

  it('lists and ranks: plans by sport and play type, experts by the rank bound with their sample; follow', async () => {
    const expert = await person({ expert: true });
    const fan = await person();
    await publish(expert, { legs: [{ matchId: await match(), pick: 'home' }], price: 0 });
    const index = (await post('/tj/expert/v2/index/recommends', { sport: 'football' })).json().data;
    expect(index.plans.length).toBeGreaterThan(0);
    expect(index.plans.every((p: { status: string }) => p.status === 'open')).toBe(true);
    const list = (await post('/tj/expert/pc/recommends', { playType: 2 })).json().data;
    expect(list.list.every((p: { playType: number }) => p.playType === 2)).toBe(true);
    const ranked = (await post('/tj/expert/pc/experts', { order: 'hitRate' })).json().data;
    const scores = ranked.list.map((h: { rankScore: number }) => h.rankScore);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    expect((await post('/tj/expert/follow', { expertId: expert.id, flag: true }, fan)).json().data).toEqual({ followed: true, fans: 1 });
    expect((await post('/tj/expert/pc/center/head', { expertId: expert.id }, fan)).json().data).toMatchObject({ followed: true, fans: 1 });
    expect((await post('/tj/expert/follow', { expertId: fan.id, flag: true }, expert)).json().code).toBe(MESSAGES.EXPERT_NOT_FOUND.code);
    expect((await post('/tj/expert/pc/center/head', { expertId: fan.id })).json().code).toBe(MESSAGES.EXPERT_NOT_FOUND.code);
    const matches = (await get('/tj/match?matchType=1', expert)).json();
    expect(matches.code).toBe(200);
    expect(matches.data[0]).toHaveProperty('europe');
    expect((await get('/tj/match?matchType=1', fan)).json().code).toBe(MESSAGES.NOT_EXPERT.code);
    expect((await get('/tj/match?matchType=9', expert)).json().code).toBe(MESSAGES.BAD_REQUEST.code);
  });
});

import { afterAll, assert, beforeAll, describe, expect, it } from 'vitest';
import {
  MESSAGES,
  shanghaiDate,
  shanghaiDayStart,
  type TGift,
  type TGrade,
  type TMatchWithAnchors,
  type TPage,
  type TScoreMatch,
} from '@sports/contracts';
import { DIALECTS } from '../../test/db';
import { createTestApp, XHR, type TestApp } from '../../test/app';
import { buildRoom, buildSession } from '../../test/factories';
import { buildCompetition, buildMatch } from '../../test/sports-factories';
import { walletRepository } from './wallet/repository';
import { walletService } from './wallet/service';

const HOUR = 3600_000;

/** SPEC §7 calls of built capabilities: /live/time, /api/match/dataHot, /api/user/info, /api/user/coin; the level page and /next's fixtures. */
describe.each(DIALECTS)('SPEC calls of the newcomer walk (%s)', (dialect) => {
  let t: TestApp;
  let n = 0;
  const person = async (user: Record<string, unknown> = {}) => {
    const s = await buildSession(t.db.db, { user: { nick_name: `新人${dialect.slice(0, 2)}${++n}`, ...user } });
    return { id: Number(s.user.id), token: s.token };
  };
  const get = (url: string, who?: { token: string }) => t.app.inject({ url, headers: who ? { ...XHR, accesstoken: who.token } : XHR });
  beforeAll(async () => {
    t = await createTestApp({ dialect, seed: false });
  }, 60_000);
  afterAll(() => t?.close());

  it('GET /tapi/live/time answers the server clock and its Beijing date', async () => {
    const before = Date.now();
    const { data } = (await get('/tapi/live/time')).json();
    expect(data.now).toBeGreaterThanOrEqual(before);
    expect(data.now).toBeLessThanOrEqual(Date.now());
    expect(data.date).toBe(shanghaiDate(data.now));
  });

  it('GET /api/match/dataHot lists at most size hot matches of today, live first; a bad size is refused', async () => {
    const hot = await buildCompetition(t.db.db, { hot: 1 });
    const cold = await buildCompetition(t.db.db, { hot: 0 });
    // Kick-offs inside today's Beijing date whatever the hour the test runs.
    const now = Date.now();
    const dayStart = shanghaiDayStart(shanghaiDate(now));
    const live = await buildMatch(t.db.db, { competition: hot, state: 2, kickoff_at: Math.max(dayStart, now - 20 * 60_000) });
    const later = await buildMatch(t.db.db, { competition: hot, state: 1, kickoff_at: Math.min(dayStart + 24 * HOUR - 1, now + 60_000) });
    const notHot = await buildMatch(t.db.db, { competition: cold, state: 2, kickoff_at: Math.max(dayStart, now - 10 * 60_000) });
    const list: TScoreMatch[] = (await get('/api/match/dataHot?size=50')).json().data;
    const ids = list.map((m) => m.id);
    expect(ids).toContain(later);
    expect(ids).not.toContain(notHot);
    expect(ids[0]).toBe(live);
    expect((await get('/api/match/dataHot?size=1')).json().data).toHaveLength(1);
    for (const size of ['0', '51', 'abc', '1.5']) {
      const res = (await get(`/api/match/dataHot?size=${size}`)).json();
      expect(res).toMatchObject({ code: MESSAGES.BAD_REQUEST.code, message: 'size 需为 1-50 的整数' });
    }
  });

  it('GET /api/user/info is the signed-in user (as /tapi/user/center/info); logged out it asks to log in', async () => {
    const me = await person({ level: 3 });
    const info = (await get('/api/user/info', me)).json().data;
    expect(info).toEqual((await get('/tapi/user/center/info', me)).json().data);
    expect(info).toMatchObject({ id: me.id, level: 3 });
    expect((await get('/api/user/info')).json()).toMatchObject({ code: MESSAGES.UNAUTHORIZED.code });
  });

  it('GET /api/user/coin is the caller’s balances; /tapi/user/grade counts spent diamonds as experience', async () => {
    const fan = await person({ level: 3 });
    const anchor = await person({ is_anchor: 1 });
    const roomId = await buildRoom(t.db.db, anchor.id, { is_live: 1 });
    await walletService(walletRepository(t.db.db)).credit(fan.id, 1_000_000, 'test');
    const before: TGrade = (await get('/tapi/user/grade', fan)).json().data;
    expect(before).toMatchObject({ level: 3, experience: 0, levelExperience: 900, nextLevel: 4, nextExperience: 1600 });
    expect(before.privileges[0]).toMatchObject({ name: '等级徽章', unlocked: true });

    const gifts: TGift[] = (await get('/api/chat/gift/all')).json().data;
    const [gift] = gifts.filter((g) => g.currency === 'diamond').sort((a, b) => b.price - a.price);
    assert.isDefined(gift);
    const sent = await t.app.inject({
      method: 'POST',
      url: '/tapi/pay/gift',
      headers: { ...XHR, accesstoken: fan.token },
      payload: { roomId, giftId: gift.id },
    });
    expect(sent.json().code).toBe(200);
    const coin = (await get('/api/user/coin', fan)).json().data;
    expect(coin).toEqual((await get('/tapi/pay/balances', fan)).json().data);
    expect(coin.balance).toBe(1_000_000 - gift.price);
    const after: TGrade = (await get('/tapi/user/grade', fan)).json().data;
    expect(after.experience).toBe(gift.price);
    expect(after.level).toBe(Math.max(3, Math.floor(Math.sqrt(gift.price / 100))));

    const fresh = await person();
    expect((await get('/tapi/user/grade', fresh)).json().data).toMatchObject({
      level: 0,
      experience: 0,
      nextLevel: 1,
      nextExperience: 100,
    });
    expect((await get('/tapi/user/grade', fresh)).json().data.privileges[0].unlocked).toBe(false);
    expect((await get('/api/user/coin')).json()).toMatchObject({ code: MESSAGES.UNAUTHORIZED.code });
    expect((await get('/tapi/user/grade')).json()).toMatchObject({ code: MESSAGES.UNAUTHORIZED.code });
  });

  it('GET /api/match/fixtures lists the day’s open matches with the anchors booked to them; bad pages are refused', async () => {
    const now = Date.now();
    const comp = await buildCompetition(t.db.db);
    const inPlay = await buildMatch(t.db.db, { competition: comp, state: 2, kickoff_at: now - HOUR });
    const over = await buildMatch(t.db.db, { competition: comp, state: 8, kickoff_at: now - 2 * HOUR });
    const nextWeek = await buildMatch(t.db.db, { competition: comp, state: 1, kickoff_at: now + 3 * 24 * HOUR });
    const anchor = await person({ is_anchor: 1, nick_name: `赛程主播${dialect.slice(0, 2)}` });
    await buildRoom(t.db.db, anchor.id, { is_live: 1, match_id: inPlay });
    const page: TPage<TMatchWithAnchors> = (await get('/api/match/fixtures?pageSize=100')).json().data;
    const ids = page.list.map((x) => x.match.id);
    expect(ids).toContain(inPlay);
    expect(ids).not.toContain(over);
    expect(ids).not.toContain(nextWeek);
    const withAnchor = page.list.find((x) => x.match.id === inPlay);
    assert.isDefined(withAnchor);
    expect(withAnchor.anchors.map((a) => a.userId)).toEqual([anchor.id]);
    const kickoffs = page.list.map((x) => x.match.kickoffAt);
    expect(kickoffs).toEqual([...kickoffs].sort((a, b) => a - b));
    for (const q of ['page=0', 'pageSize=0', 'pageSize=101', 'page=x']) {
      expect((await get(`/api/match/fixtures?${q}`)).json().code).toBe(MESSAGES.BAD_REQUEST.code);
    }
  });
});

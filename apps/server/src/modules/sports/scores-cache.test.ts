import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TScoreList } from '@sports/contracts';
import { createTestApp, XHR, type TestApp } from '../../../test/app';
import { DIALECTS } from '../../../test/db';
import { buildSession } from '../../../test/factories';
import { buildBookmaker, buildCompetition, buildMatch, buildOdds } from '../../../test/sports-factories';

const MIN = 60_000;
const HOUR = 60 * MIN;
const LIVE = '/tapi/live/football/v1_1/live';

describe.each(DIALECTS)('shared score lists on %s', (dialect) => {
  let t: TestApp;
  let league: { id: number; seasonId: number };
  let ids: { live: number; overnight: number; past: number };
  let token = '';
  const list = async (headers: Record<string, string> = {}, url = LIVE) => {
    const res = await t.app.inject({ url, headers });
    expect(res.statusCode, res.body).toBe(200);
    return res;
  };
  const idsOf = (body: string) => (JSON.parse(body) as { data: TScoreList }).data.list.map((m) => m.id);

  beforeAll(async () => {
    t = await createTestApp({ dialect, seed: false });
    const db = t.db.db;
    const now = Date.now();
    league = await buildCompetition(db, { short_name: '英超', hot: 1 });
    // Noon in Beijing today is inside today's window whatever the hour the test runs.
    const noon = Date.parse(`${new Date(now + 8 * HOUR).toISOString().slice(0, 10)}T04:00:00Z`);
    const live = await buildMatch(db, { competition: league, state: 4, kickoff_at: noon });
    // Still being played, kicked off two days ago: listed by its state, not its kick-off.
    const overnight = await buildMatch(db, { competition: league, state: 4, kickoff_at: noon - 48 * HOUR });
    // Over and long ago: neither in the window nor live.
    const past = await buildMatch(db, { competition: league, state: 8, kickoff_at: noon - 400 * 24 * HOUR });
    ids = { live, overnight, past };
    const first = await buildBookmaker(db, { name: '皇冠', sort: 1 });
    const second = await buildBookmaker(db, { name: '澳门', sort: 2 });
    await buildOdds(db, live, second, 'handicap', { open: { home: 0.8, away: 1.0, line: 1 } });
    await buildOdds(db, live, first, 'europe', { open: { home: 2.1, draw: 3.3, away: 3.4 } });
    await buildOdds(db, overnight, second, 'overunder', { open: { home: 0.9, away: 0.9, line: 2.5 } });
    token = (await buildSession(db)).token;
  });
  afterAll(() => t.close());

  it('lists live matches of earlier days and today, not old ones, with the first pricing bookmaker only', async () => {
    const res = await list();
    expect(idsOf(res.body)).toEqual([ids.overnight, ids.live]);
    const rows = (res.json() as { data: TScoreList }).data.list;
    expect(rows[1]?.odds).toEqual({ bookmaker: '皇冠', europe: { home: 2.1, draw: 3.3, away: 3.4 }, handicap: null, overUnder: null });
    expect(rows[0]?.odds).toMatchObject({ bookmaker: '澳门', overUnder: { line: 2.5, over: 0.9, under: 0.9 } });
  });

  it('sends the same JSON compressed to clients that accept br or gzip, plain to others', async () => {
    const plain = await list();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toContain('accept-encoding');
    const br = await list({ 'accept-encoding': 'gzip, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gz = await list({ 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
    expect(plain.json()).toMatchObject({ code: 200, message: 'success' });
  });

  it('serves the shared list until the feed publishes a change of the sport', async () => {
    const before = idsOf((await list()).body);
    const added = await buildMatch(t.db.db, { competition: league, state: 4, kickoff_at: Date.now() - 3 * 24 * HOUR });
    // Not yet announced: the cached list is served (at most LIST_MAX_AGE_MS).
    expect(idsOf((await list()).body)).toEqual(before);
    await t.app.liveBus.publish('score:football', 'patch', { id: added, sport: 'football', state: 4 });
    expect(idsOf((await list()).body)).toContain(added);
    // The other sport's list has its own version.
    expect((await list({}, '/tapi/live/basketball/match?type=live')).json()).toMatchObject({ code: 200 });
  });

  it("marks the caller's own stars only, whatever the others see", async () => {
    const star = await t.app.inject({
      url: `/tapi/live/football/v1_1/collect?matchId=${ids.live}&type=1`,
      headers: { ...XHR, accesstoken: token },
    });
    expect(star.statusCode, star.body).toBe(200);
    const mine = (await list({ accesstoken: token })).json() as { data: TScoreList };
    expect(mine.data.list.find((m) => m.id === ids.live)?.collected).toBe(true);
    const theirs = (await list({ 'accept-encoding': 'gzip' })).rawPayload;
    const shared = JSON.parse(gunzipSync(theirs).toString()) as { data: TScoreList };
    expect(shared.data.list.every((m) => !m.collected)).toBe(true);
  });

  it('refuses a bad date as before, and does not keep the failure', async () => {
    const res = await t.app.inject({ url: '/tapi/live/football/v1_1/match?type=end&date=2001-01-01' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false });
  });
});

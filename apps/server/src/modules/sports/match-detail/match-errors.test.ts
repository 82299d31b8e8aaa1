import { afterAll, assert, beforeAll, describe, expect, it } from 'vitest';
import { itemAt } from '@sports/contracts/indexed';
import { createTestApp, XHR, type TestApp } from '../../../../test/app';
import { DIALECTS } from '../../../../test/db';
import { buildMatchCentre } from '../../../../test/match-centre-world';
import { scoresRepository } from '../scores-repository';
import { scoresService } from '../scores-service';
import { sportsRepository } from '../repository';
import { sportsService } from '../service';
import { matchAnalysis } from './analysis';
import { matchHeader } from './header';
import { eventList, lineup } from './live';
import { matchOdds } from './odds';
import { matchDetailRepository } from './repository';

describe.each(DIALECTS)('match centre bad ids and statement counts on %s', (dialect) => {
  let t: TestApp;
  let ids: Record<string, number> = {};
  const refused = async (url: string, status: number, message: string) => {
    const res = await t.app.inject({ url });
    expect(res.statusCode, url).toBe(status);
    expect(res.json(), url).toMatchObject({ success: false, message });
  };

  beforeAll(async () => {
    t = await createTestApp({ dialect, seed: false });
    ids = await buildMatchCentre(t.db.db);
  });
  afterAll(() => t.close());

  it('refuses malformed, unknown and wrong-sport ids in Chinese', async () => {
    for (const path of [
      '/tapi/live/fb/match/navigation',
      '/tapi/live/fb/match/textLive',
      '/tapi/live/fb/match/lineup',
      '/tapi/live/fb/match/analysis',
      '/tapi/live/basket/match/detail',
      '/tapi/live/basket/match/stats',
      '/tapi/live/basket/match/analysis',
      '/tapi/live/basket/zhi/odds',
      '/tapi/live/odds/first',
      '/tapi/live/odds/three-join-one',
    ]) {
      await refused(`${path}?matchId=abc`, 400, 'matchId 必须是正整数');
      await refused(path, 400, '缺少比赛参数 matchId');
      await refused(`${path}?matchId=99999999`, 404, '比赛不存在');
    }
    await refused(`/tapi/live/fb/match/navigation?matchId=${ids.basket}`, 404, '比赛不存在');
    await refused(`/tapi/live/basket/match/stats?matchId=${ids.live}`, 404, '比赛不存在');
    await refused(`/tapi/live/basket/zhi/odds?matchId=${ids.live}`, 404, '比赛不存在');
    await refused('/tapi/live/odds/x1', 400, '比赛 id 必须是正整数');
    await refused('/tapi/live/odds/99999999', 404, '比赛不存在');
    await refused(`/tapi/live/odds/history?matchId=${ids.live}&market=corner`, 400, 'market 只能是 europe、handicap、overunder 之一');
    const post = (payload: Record<string, unknown>) =>
      t.app.inject({ method: 'POST', url: '/tapi/live/fb/match/live/eventList', headers: XHR, payload });
    const bad = await post({ matchId: 'x' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('matchId 必须是正整数');
    const unknown = await post({ matchId: 99999999 });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('比赛不存在');
  });

  it('reads a match in the same few statements however much it holds (no query per row)', async () => {
    // Counts executed statements (a subquery is part of its statement, not one of its own).
    let executed = 0;
    const counting = t.db.db.withPlugin({
      transformQuery: ({ node }) => node,
      transformResult: async ({ result }) => {
        executed++;
        return result;
      },
    });
    const repo = matchDetailRepository(counting);
    const scores = scoresService(scoresRepository(counting));
    const sports = sportsService(sportsRepository(counting));
    const countFor = async (id: number) => {
      const counts: number[] = [];
      for (const run of [
        () => matchHeader({ repo, scores }, id, 'football'),
        () => eventList(repo, id),
        () => lineup(repo, id),
        () => matchOdds(repo, id),
        () => matchAnalysis(repo, { sports, basketballTable: async () => ({ rows: [] }) }, id, 'football'),
      ]) {
        executed = 0;
        await run();
        counts.push(executed);
      }
      return counts;
    };
    // The header, events, lineup and odds take the same statements for a full match as for a bare one.
    const { live, imported } = ids;
    assert.isDefined(live);
    assert.isDefined(imported);
    const full = await countFor(live);
    const bare = await countFor(imported);
    expect(bare.slice(0, 4)).toEqual(full.slice(0, 4));
    expect(full[0]).toBeLessThanOrEqual(3);
    expect(full.slice(1, 4).every((n) => n <= 3)).toBe(true);
    // Analysis: a fixed round however many past matches, goals and odds rows there are.
    expect(full[4]).toBeLessThanOrEqual(11);
    expect(bare[4]).toBeLessThanOrEqual(itemAt(full, 4, 'analysis statements'));
  });
});

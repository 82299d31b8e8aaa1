import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, SEARCH_WORD_MAX } from '@sports/contracts';
import { DIALECTS } from '../../../test/db';
import { createTestApp, XHR, type TestApp } from '../../../test/app';
import { buildSession } from '../../../test/factories';
import { rateLimiter } from '../../http/rate-limit';
import { hotSearchUseCases, HOT_SEARCH } from './hot-search';

const DAY = 86_400_000;

describe.each(DIALECTS)('hot searches counted from searches (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ dialect, seed: false });
  });
  afterAll(() => t?.close());

  const record = (word: unknown, headers: Record<string, string> = {}, ip = '10.0.0.1') =>
    t.app.inject({ method: 'POST', url: '/api/search/record', headers: { ...XHR, ...headers }, payload: { word }, remoteAddress: ip });
  const hot = async () =>
    (await t.app.inject({ method: 'GET', url: '/api/search/list' })).json().data.list as { word: string; rank: number }[];

  it('ranks the words most people searched; one searcher repeating a word counts once; operators fill the rest', async () => {
    await t.db.db
      .insertInto('hot_search')
      .values([
        { word: '欧冠', rank: 1, enabled: 1 },
        { word: '湖人', rank: 2, enabled: 1 },
        { word: '不该出现', rank: 3, enabled: 0 },
      ])
      .execute();
    expect(await hot()).toEqual([
      { word: '欧冠', rank: 1 },
      { word: '湖人', rank: 2 },
    ]);
    const user = await buildSession(t.db.db);
    for (let i = 0; i < 5; i++) expect((await record('梅西', { accesstoken: user.token })).json().code).toBe(200);
    expect((await record(' 梅西 ', {}, '10.0.0.2')).json().code).toBe(200);
    expect((await record('梅西', {}, '10.0.0.3')).json().code).toBe(200);
    expect((await record('英超', {}, '10.0.0.3')).json().code).toBe(200);
    expect((await record('湖人', {}, '10.0.0.3')).json().code).toBe(200);
    expect((await record('湖人', {}, '10.0.0.2')).json().code).toBe(200);
    // a word the operators disabled never shows, however often searched
    expect((await record('不该出现', {}, '10.0.0.4')).json().code).toBe(200);
    expect((await record('不该出现', {}, '10.0.0.5')).json().code).toBe(200);
    expect((await record('不该出现', {}, '10.0.0.6')).json().code).toBe(200);
    const list = await hot();
    expect(list.map((h) => h.word)).toEqual(['梅西', '湖人', '英超', '欧冠']);
    expect(list.map((h) => h.rank)).toEqual([1, 2, 3, 4]);
    const rows = await t.db.db.selectFrom('search_query').select(['word', 'searcher']).where('word', '=', '梅西').execute();
    expect(rows).toHaveLength(3);
  });

  it('refuses empty and too long words, and more than the per-minute searches of one address', async () => {
    expect((await record('   ')).json().message).toBe('请输入搜索内容');
    expect((await record('长'.repeat(SEARCH_WORD_MAX + 1))).json().message).toBe(`搜索内容不能超过${SEARCH_WORD_MAX}个字`);
    const ip = '10.9.9.9';
    for (let i = 0; i < HOT_SEARCH.recordsPerMinute; i++) expect((await record(`词${i}`, {}, ip)).json().code).toBe(200);
    expect((await record('再来一个', {}, ip)).json().code).toBe(MESSAGES.TOO_MANY_REQUESTS.code);
    const stored = await t.db.db.selectFrom('search_query').select('id').where('searcher', '=', `ip:${ip}`).execute();
    expect(stored).toHaveLength(HOT_SEARCH.recordsPerMinute);
  });

  it('counts only the last seven days and keeps the list at ten words', async () => {
    let now = Date.UTC(2026, 0, 10, 12);
    const uc = hotSearchUseCases(t.db.db, { limiter: rateLimiter(), now: () => now });
    await t.db.db.deleteFrom('search_query').execute();
    await t.db.db.deleteFrom('hot_search').execute();
    for (let w = 0; w < 12; w++) for (let p = 0; p <= w; p++) await uc.record(`p${w}-${p}`, `球队${w}`);
    const top = (await uc.list()).list.map((h) => h.word);
    expect(top).toHaveLength(10);
    expect(top[0]).toBe('球队11');
    now += 6 * DAY;
    await uc.record('late', '新词');
    expect((await uc.list()).list.map((h) => h.word)[0]).toBe('球队11');
    now += DAY; // the day of the first searches leaves the window
    expect((await uc.list()).list.map((h) => h.word)).toEqual(['新词']);
  });
});

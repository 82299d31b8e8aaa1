import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRecordingApp, type TestApp } from '../../../test/app';
import { DIALECTS, statementShape } from '../../../test/db';

/** The site's public calls keep their answer per content version (decision 0072): any write, however made, reaches the next answer. */
describe.each(DIALECTS)('kept site answers on %s', (dialect) => {
  let t: TestApp & { sql: string[] };
  const get = async (url: string) => {
    const res = await t.app.inject({ url });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data;
  };
  const statementsOf = async (fn: () => Promise<unknown>) => {
    t.sql.length = 0;
    await fn();
    return t.sql.map(statementShape);
  };

  beforeAll(async () => {
    t = await createRecordingApp({ dialect, seed: true });
  }, 60_000);
  afterAll(() => t?.close());

  it('answers again from the kept answer: of the site, only the version is read', async () => {
    const first = await get('/api/nav/list');
    expect(first.length).toBeGreaterThan(0);
    // Other work of the app may run a statement meanwhile (CI once saw one shaped `select ?`): only the site's count.
    const site = (await statementsOf(() => get('/api/nav/list'))).filter((s) => /site_|nav_category/.test(s));
    expect(site).toEqual(['select site_content_version']);
    expect(await get('/api/nav/list')).toEqual(first);
  });

  it('shows a write straight into a table (an operator’s SQL) at once, in every call that shows it', async () => {
    const before = await get('/tapi/inform/info/banner?limit=10');
    await get('/api/nav/list');
    const id = before[0].id as number;
    await t.db.db.updateTable('banner').set({ title: '改过的横幅' }).where('id', '=', id).execute();
    await t.db.db.updateTable('nav_category').set({ name: '改过的分类' }).where('id', '=', 1).execute();
    expect((await get('/tapi/inform/info/banner?limit=10'))[0].title).toBe('改过的横幅');
    expect((await get('/api/nav/list')).find((n: { id: number }) => n.id === 1)?.name).toBe('改过的分类');
    await t.db.db.deleteFrom('banner').where('id', '=', id).execute();
    expect((await get('/tapi/inform/info/banner?limit=10')).map((b: { id: number }) => b.id)).not.toContain(id);
  });

  it('counts a search in the next hot list', async () => {
    const word = `新词${dialect.slice(0, 2)}`;
    expect((await get('/api/search/list')).list.map((w: { word: string }) => w.word)).not.toContain(word);
    for (const ip of ['10.0.0.1', '10.0.0.2', '10.0.0.3', '10.0.0.4', '10.0.0.5', '10.0.0.6'])
      expect(
        (
          await t.app.inject({
            method: 'POST',
            url: '/api/search/record',
            remoteAddress: ip,
            headers: { 'x-requested-with': 'XMLHttpRequest' },
            payload: { word },
          })
        ).statusCode,
      ).toBe(200);
    expect((await get('/api/search/list')).list.map((w: { word: string }) => w.word)).toContain(word);
  });

  it('keeps a failure out: an unknown about page is refused each time', async () => {
    for (let i = 0; i < 2; i++) expect((await t.app.inject({ url: '/tapi/inform/about/99999' })).json().code).not.toBe(200);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TPosterCategory } from '@sports/contracts';
import { DIALECTS } from '../../../test/db';
import { createTestApp, type TestApp } from '../../../test/app';
import { seedSite } from './seed';

describe.each(DIALECTS)('posters by category (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ dialect, seed: false });
    await seedSite(t.db.db, Date.now());
  });
  afterAll(() => t?.close());
  const list = (placeCode: string) => t.app.inject({ method: 'GET', url: `/tapi/inform/poster/v2/cate/list?placeCode=${placeCode}` });

  it('groups the enabled posters of a place code by category, in their order, with the banner jump fields', async () => {
    const res = await list('shequ001');
    expect(res.json().code).toBe(200);
    const cats = res.json().data as TPosterCategory[];
    expect(cats.map((c) => [c.name, c.posters.map((p) => p.title)])).toEqual([
      ['社区活动', ['文明观赛公约', '主播招募火热进行中']],
      ['看球工具', ['掌上看球']],
    ]);
    expect(cats[0]?.posters[1]).toMatchObject({ jumpType: 2, outerLink: '/about/10005', imageUrl: '/demo/ad-home-anchor.svg' });
    await t.db.db.updateTable('poster').set({ enabled: 0 }).where('title', '=', '掌上看球').execute();
    expect(((await list('shequ001')).json().data as TPosterCategory[]).map((c) => c.name)).toEqual(['社区活动']);
  });

  it('answers an empty list for an unknown place and refuses a malformed place code', async () => {
    expect((await list('nowhere')).json().data).toEqual([]);
    expect((await list('bad%20code!')).json().message).toBe('广告位编码格式不正确');
    expect((await t.app.inject({ method: 'GET', url: '/tapi/inform/poster/v2/cate/list' })).json().message).toBe(
      '缺少广告位编码 placeCode',
    );
  });
});

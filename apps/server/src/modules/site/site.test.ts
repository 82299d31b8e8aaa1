import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ABOUT_IDS, BRANDS, ZErrorEnvelopeSchema, bannerJump } from '@sports/contracts';
import { DIALECTS } from '../../../test/db';
import { createTestApp, type TestApp } from '../../../test/app';
import { buildAdvert, buildAnnouncement, buildBanner, siteCounts } from '../../../test/factories';

const get = (t: TestApp, url: string) => t.app.inject({ method: 'GET', url });

/** Asserts the SPEC error shape and returns the message. */
function expectError(res: { statusCode: number; json(): unknown }, status: number, message: string) {
  expect(res.statusCode).toBe(status);
  const body = ZErrorEnvelopeSchema.parse(res.json());
  expect(body).toEqual({ code: status, success: false, message, data: null });
}

describe.each(DIALECTS)('site API on %s (seeded demo data)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ dialect });
  });
  afterAll(() => t.close());

  it('answers the site config with SPEC defaults in the envelope', async () => {
    const res = await get(t, '/tapi/inform/get/cms/config?channelId=3&platform=1');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.json()).toEqual({
      code: 200,
      message: 'success',
      data: { jiyanSwitch: 0, customerServiceUrl: '', customerServiceSwitch: '0' },
    });
  });

  it('lists the live navigation in its stored order', async () => {
    const res = await get(t, '/api/nav/list?channelId=3&platform=1');
    expect(res.statusCode).toBe(200);
    const data = res.json().data as { name: string; sportId: number; icon: string }[];
    expect(data.map((n) => n.name)).toEqual(['热门', '足球', '篮球', '综合', '电竞']);
    expect(data.find((n) => n.name === '足球')?.sportId).toBe(1);
    expect(data.every((n) => n.icon.startsWith('/demo/'))).toBe(true);
  });

  it('lists ten hot searches ranked 1..10', async () => {
    const res = await get(t, '/api/search/list');
    const list = res.json().data.list as { word: string; rank: number }[];
    expect(list).toHaveLength(10);
    expect(list.map((x) => x.rank)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(list[0]?.word).toBe('梅西');
  });

  it('shows 7 of the 8 seeded PC banners, each with a working jump or none', async () => {
    const res = await get(t, '/tapi/inform/info/banner?limit=10');
    expect(res.statusCode).toBe(200);
    const banners = res.json().data;
    expect(banners).toHaveLength(7);
    expect(banners[0]).toMatchObject({
      title: '欧冠淘汰赛 高清直播',
      innerPageId: 4,
      jumpType: 1,
      targetId: '1',
      imageUrl: '/demo/banner-ucl.svg',
    });
    expect(bannerJump(banners[0])).toEqual({ href: '/football/live/1', newWindow: true });
    expect(banners.some((b: { jumpType: number }) => b.jumpType === 2)).toBe(true);
  });

  it('honours a smaller limit', async () => {
    const res = await get(t, '/tapi/inform/info/banner?limit=3');
    expect(res.json().data.map((b: { sort: number }) => b.sort)).toEqual([1, 2, 3]);
  });

  it('serves the app banners on /api/banner/list', async () => {
    const res = await get(t, '/api/banner/list');
    const data = res.json().data as { imageUrl: string }[];
    expect(data).toHaveLength(3);
    expect(data.every((b) => b.imageUrl.startsWith('/demo/app-banner-'))).toBe(true);
  });

  it.each([
    ['0', 'limit 需为 1-50 的整数'],
    ['51', 'limit 需为 1-50 的整数'],
    ['abc', 'limit格式不正确'],
    ['2.5', 'limit格式不正确'],
  ])('rejects banner limit=%s in Chinese and changes nothing', async (limit, message) => {
    const before = await siteCounts(t.db.db);
    expectError(await get(t, `/tapi/inform/info/banner?limit=${limit}`), 400, message);
    expectError(await get(t, `/api/banner/list?limit=${limit}`), 400, message);
    expect(await siteCounts(t.db.db)).toEqual(before);
  });

  it('lists adverts of a place', async () => {
    const home = await get(t, '/tapi/inform/advert/v2/adv?placeCode=home001&channelId=3&platform=1');
    expect(home.statusCode).toBe(200);
    expect(home.json().data.map((a: { placeCode: string }) => a.placeCode)).toEqual(['home001', 'home001']);
    const live = await get(t, '/tapi/inform/advert/v2/adv?placeCode=zhibo001');
    expect(live.json().data).toHaveLength(1);
    const side = await get(t, '/tapi/inform/advert/v2/adv?placeCode=%20sidebar001%20');
    expect(side.json().data).toHaveLength(3);
  });

  it('answers an unknown place code with an empty list', async () => {
    const res = await get(t, '/tapi/inform/advert/v2/adv?placeCode=nowhere999');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ code: 200, message: 'success', data: [] });
  });

  it('rejects an advert call without a place code in Chinese', async () => {
    expectError(await get(t, '/tapi/inform/advert/v2/adv'), 400, '缺少广告位编码 placeCode');
  });

  it.each(['home%20001', '%3Cscript%3E', 'a'.repeat(33), "home001'--"])('rejects the illegal place code %s', async (code) => {
    expectError(await get(t, `/tapi/inform/advert/v2/adv?placeCode=${code}`), 400, '广告位编码格式不正确');
  });

  it('fills {{brand}} in the download config and info with the default brand', async () => {
    const cfg = await get(t, '/api/download/config');
    expect(cfg.statusCode).toBe(200);
    expect(cfg.json().data).toMatchObject({ appName: '星球直播', landingUrl: '/app' });
    expect(typeof cfg.json().data.updatedAt).toBe('number');
    const info = await get(t, '/api/download/info');
    const data = info.json().data;
    expect(data.appName).toBe('星球直播');
    expect(data.features.length).toBeGreaterThanOrEqual(4);
    expect(JSON.stringify(data)).not.toContain('{{');
    const tips = await get(t, '/aapi/download/tips');
    expect(tips.json()).toEqual(info.json());
  });

  it('lists announcements newest first and pages them', async () => {
    const res = await get(t, '/tapi/inform/announcement/list');
    const { list, totalNumber } = res.json().data;
    expect(totalNumber).toBe(5);
    expect(list).toHaveLength(5);
    expect(list[0].title).toBe('星球直播新版上线公告');
    const times = list.map((a: { publishedAt: number }) => a.publishedAt);
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    const page2 = await get(t, '/tapi/inform/announcement/list?page=2&pageSize=2');
    expect(page2.json().data.list.map((a: { id: number }) => a.id)).toEqual(list.slice(2, 4).map((a: { id: number }) => a.id));
    expect(page2.json().data.totalNumber).toBe(5);
  });

  it('shows an announcement with its content', async () => {
    const list = (await get(t, '/tapi/inform/announcement/list')).json().data.list;
    const res = await get(t, `/tapi/inform/announcement/detail/${list[1].id}?channelId=3&platform=1`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ id: list[1].id, title: list[1].title });
    expect(res.json().data.content.split('\n\n').length).toBeGreaterThan(1);
  });

  it.each([
    ['abc', 400, 'id 必须是数字'],
    ['0', 400, 'id 必须是正整数'],
    ['-3', 400, 'id 必须是正整数'],
    ['999999', 404, '公告不存在或已下线'],
  ] as const)('rejects announcement id %s', async (id, status, message) => {
    expectError(await get(t, `/tapi/inform/announcement/detail/${id}`), status, message);
  });

  it('hides a disabled announcement', async () => {
    const id = await buildAnnouncement(t.db.db, { enabled: 0 });
    expectError(await get(t, `/tapi/inform/announcement/detail/${id}`), 404, '公告不存在或已下线');
    expect((await get(t, '/tapi/inform/announcement/list')).json().data.totalNumber).toBe(5);
  });

  it('lists every about page and serves each as paragraphs with brand values filled', async () => {
    const list = (await get(t, '/tapi/inform/about/list')).json().data.list as { id: string; title: string }[];
    expect(list.map((p) => p.id).sort()).toEqual([...ABOUT_IDS].sort());
    for (const { id, title } of list) {
      const res = await get(t, `/tapi/inform/about/${id}`);
      expect(res.statusCode, id).toBe(200);
      const page = res.json().data;
      expect(page.title).toBe(title);
      expect(page.paragraphs.length, id).toBeGreaterThan(2);
      expect(JSON.stringify(page), id).not.toMatch(/\{\{\w+\}\}/);
    }
    const contact = (await get(t, '/tapi/inform/about/10003')).json().data.paragraphs.join('\n');
    expect(contact).toContain(BRANDS.xingqiu.footer.phone);
    expect(contact).toContain(BRANDS.xingqiu.footer.email);
  });

  it('rejects an unknown about page', async () => {
    expectError(await get(t, '/tapi/inform/about/10009'), 400, '页面不存在');
    expectError(await get(t, '/tapi/inform/about/..%2F..%2Fetc'), 400, '页面不存在');
  });

  it('echoes a valid x-request-id and generates one otherwise', async () => {
    const mine = await t.app.inject({ url: '/api/nav/list', headers: { 'x-request-id': 'req-test-0001' } });
    expect(mine.headers['x-request-id']).toBe('req-test-0001');
    const bad = await t.app.inject({ url: '/api/nav/list', headers: { 'x-request-id': 'no' } });
    expect(bad.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const error = await get(t, '/tapi/inform/advert/v2/adv');
    expect(error.headers['x-request-id']).toBeTruthy();
  });

  it('answers unknown API paths with a JSON 404 under every prefix', async () => {
    for (const prefix of ['/tapi', '/aapi', '/api']) {
      expectError(await get(t, `${prefix}/does-not-exist`), 404, '接口不存在');
    }
  });

  it('serves the API reference listing the site paths', async () => {
    const ui = await get(t, '/docs/api');
    expect(ui.statusCode).toBe(200);
    expect(ui.headers['content-type']).toMatch(/text\/html/);
    const doc = (await get(t, '/docs/api/json')).json();
    for (const path of [
      '/tapi/inform/get/cms/config',
      '/tapi/inform/info/banner',
      '/tapi/inform/advert/v2/adv',
      '/tapi/inform/announcement/list',
      '/tapi/inform/announcement/detail/{id}',
      '/tapi/inform/about/list',
      '/tapi/inform/about/{id}',
      '/api/nav/list',
      '/api/banner/list',
      '/api/search/list',
      '/api/download/config',
      '/api/download/info',
      '/aapi/download/tips',
    ]) {
      expect(doc.paths, path).toHaveProperty([path, 'get']);
    }
  });
});

describe.each(DIALECTS)('site API on %s (own data)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ dialect, seed: false });
  });
  afterAll(() => t.close());

  it('reports missing download data in Chinese and falls back to the SPEC config defaults', async () => {
    expectError(await get(t, '/api/download/config'), 404, '暂无下载配置');
    expectError(await get(t, '/api/download/info'), 404, '暂无下载信息');
    expect((await get(t, '/tapi/inform/get/cms/config')).json().data).toEqual({
      jiyanSwitch: 0,
      customerServiceUrl: '',
      customerServiceSwitch: '0',
    });
    expect((await get(t, '/api/nav/list')).json().data).toEqual([]);
  });

  it('shows all of 7 banners, 7 of 8, and skips disabled ones and the other channel', async () => {
    for (let i = 0; i < 7; i++) await buildBanner(t.db.db);
    await buildBanner(t.db.db, { enabled: 0 });
    await buildBanner(t.db.db, { channel: 'app' });
    expect((await get(t, '/tapi/inform/info/banner?limit=50')).json().data).toHaveLength(7);
    await buildBanner(t.db.db, { title: '第八张' });
    const eight = (await get(t, '/tapi/inform/info/banner?limit=50')).json().data as { title: string }[];
    expect(eight).toHaveLength(7);
    expect(eight.map((b) => b.title)).not.toContain('第八张');
    expect((await get(t, '/api/banner/list')).json().data).toHaveLength(1);
  });

  it('orders adverts by sort and leaves out disabled ones', async () => {
    await buildAdvert(t.db.db, { place_code: 'order001', sort: 2, title: '第二' });
    await buildAdvert(t.db.db, { place_code: 'order001', sort: 1, title: '第一' });
    await buildAdvert(t.db.db, { place_code: 'order001', sort: 0, title: '下线', enabled: 0 });
    const res = await get(t, '/tapi/inform/advert/v2/adv?placeCode=order001');
    expect(res.json().data.map((a: { title: string }) => a.title)).toEqual(['第一', '第二']);
  });
});

describe('site API for another brand', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { BRAND: 'lvyin' } });
  });
  afterAll(() => t.close());

  it("replaces the placeholders with the configured brand's values", async () => {
    const about = (await get(t, '/tapi/inform/about/10002')).json().data.paragraphs.join('\n');
    expect(about).toContain('绿茵直播');
    expect(about).toContain(BRANDS.lvyin.footer.company);
    expect(about).not.toContain('星球直播');
    expect((await get(t, '/api/download/config')).json().data.appName).toBe('绿茵直播');
    expect((await get(t, '/aapi/download/tips')).json().data.description).toContain('绿茵直播');
    expect((await get(t, '/tapi/inform/announcement/list')).json().data.list[0].title).toBe('绿茵直播新版上线公告');
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TAdvert, TBanner, TConsoleAdvert, TConsoleBanner } from '@sports/contracts';
import { createTestApp, XHR, type TestApp } from '../../../test/app';
import { asOperator, consoleCall, type ConsoleInput, type ConsoleRouteName } from '../../../test/console-calls';
import { DIALECTS } from '../../../test/db';
import { buildSession } from '../../../test/factories';
import { addOperator, operatorToken } from '../../../test/operators';
import { seedSite } from './seed';

const BANNER = {
  channel: 'pc',
  title: '世界杯预选赛 直播',
  imageUrl: '/uploads/banner-wc.webp',
  jumpType: 1,
  innerPageId: 4,
  targetId: '77',
  sort: 0,
};
const ADVERT = { placeCode: 'zhibo001', title: '新赛季会员', imageUrl: '/uploads/ad-vip.webp', jumpType: 2, outerLink: '/app', sort: 0 };

describe.each(DIALECTS)('console banners and adverts on %s', (dialect) => {
  let t: TestApp;
  const op: Record<string, string> = {};
  let fanToken = '';
  beforeAll(async () => {
    t = await createTestApp({ dialect, seed: false });
    await seedSite(t.db.db);
    for (const role of ['content', 'finance', 'support'] as const) op[role] = await operatorToken(t.app, await addOperator(t.db.db, role));
    fanToken = (await buildSession(t.db.db)).token;
  }, 60_000);
  afterAll(async () => {
    await t?.close();
  });

  const call = (name: ConsoleRouteName, role: string, input: ConsoleInput = {}) => consoleCall(t, name, asOperator(op[role] ?? ''), input);
  const publicGet = async (url: string) => (await t.app.inject({ method: 'GET', url, headers: XHR })).json().data;
  const pcBanners = (): Promise<TBanner[]> => publicGet('/tapi/inform/info/banner?limit=10');
  const appBanners = (): Promise<TBanner[]> => publicGet('/api/banner/list?limit=10');
  const adverts = (placeCode: string): Promise<TAdvert[]> => publicGet(`/tapi/inform/advert/v2/adv?placeCode=${placeCode}`);
  const audit = (target: string) =>
    t.db.db.selectFrom('operator_audit').select(['action', 'detail']).where('target', '=', target).orderBy('id').execute();
  const rows = async () => ({
    banners: await t.db.db.selectFrom('banner').selectAll().orderBy('id').execute(),
    adverts: await t.db.db.selectFrom('advert').selectAll().orderBy('id').execute(),
  });

  it('creates, edits, switches off and deletes a banner; the public call shows each change at once, all audited', async () => {
    const created = await call('consoleBannerCreate', 'content', { body: BANNER });
    expect(created.statusCode).toBe(200);
    const b = created.json().data as TConsoleBanner;
    expect(b).toMatchObject({ ...BANNER, outerLink: null, enabled: true });
    expect((await pcBanners())[0]).toMatchObject({ id: b.id, title: BANNER.title, innerPageId: 4, jumpType: 1, targetId: '77' });

    // to the app channel with an outer link: the stale inner page and target are dropped
    const edited = await call('consoleBannerUpdate', 'content', {
      params: { id: b.id },
      body: { ...BANNER, channel: 'app', title: '下载App 看直播', jumpType: 2, outerLink: 'https://example.com/app', sort: 0 },
    });
    expect(edited.json().data).toMatchObject({ channel: 'app', title: '下载App 看直播', jumpType: 2, innerPageId: null, targetId: null });
    expect((await pcBanners()).some((x) => x.id === b.id)).toBe(false);
    expect((await appBanners())[0]).toMatchObject({ id: b.id, title: '下载App 看直播', outerLink: 'https://example.com/app' });

    expect((await call('consoleBannerEnable', 'content', { params: { id: b.id }, body: { enabled: false } })).json().data.enabled).toBe(
      false,
    );
    expect((await appBanners()).some((x) => x.id === b.id)).toBe(false);
    expect((await call('consoleBannerDelete', 'content', { params: { id: b.id } })).json().data).toEqual({ ok: true });
    expect((await call('consoleBanners', 'content')).json().data.some((x: TConsoleBanner) => x.id === b.id)).toBe(false);
    const gone = await call('consoleBannerUpdate', 'content', { params: { id: b.id }, body: BANNER });
    expect([gone.statusCode, gone.json().message]).toEqual([404, '轮播图不存在或已删除']);

    const entries = await audit(`banner:${b.id}`);
    expect(entries.map((e) => e.action)).toEqual([
      'consoleBannerCreate',
      'consoleBannerUpdate',
      'consoleBannerEnable',
      'consoleBannerDelete',
    ]);
    expect(JSON.parse(entries[1]?.detail ?? '{}')).toMatchObject({ before: { title: BANNER.title }, after: { title: '下载App 看直播' } });
  });

  it('lists adverts by place code and edits them; the public advert call serves the edit on its next request', async () => {
    const all = (await call('consoleAdverts', 'support')).json().data as TConsoleAdvert[];
    expect(new Set(all.map((a) => a.placeCode))).toEqual(new Set(['home001', 'zhibo001', 'sidebar001']));
    const seeded = await adverts('zhibo001');
    const a = (await call('consoleAdvertCreate', 'content', { body: { ...ADVERT, sort: 9 } })).json().data as TConsoleAdvert;
    expect(a).toMatchObject({ placeCode: 'zhibo001', jumpType: 2, outerLink: '/app', enabled: true });
    expect((await adverts('zhibo001')).map((x) => x.id)).toEqual([...seeded.map((x) => x.id), a.id]);

    // sort first, new title, an inner page without a target: the live hall shows it first
    const body = { ...ADVERT, title: '专家推荐 每日必看', sort: 0, jumpType: 1, innerPageId: 6, outerLink: null };
    expect((await call('consoleAdvertUpdate', 'content', { params: { id: a.id }, body })).statusCode).toBe(200);
    expect((await adverts('zhibo001'))[0]).toMatchObject({ id: a.id, title: '专家推荐 每日必看', innerPageId: 6, outerLink: null });

    // moved to another place code, then off
    await call('consoleAdvertUpdate', 'content', { params: { id: a.id }, body: { ...body, placeCode: 'home001' } });
    expect((await adverts('zhibo001')).some((x) => x.id === a.id)).toBe(false);
    expect((await adverts('home001')).some((x) => x.id === a.id)).toBe(true);
    await call('consoleAdvertEnable', 'content', { params: { id: a.id }, body: { enabled: false } });
    expect((await adverts('home001')).some((x) => x.id === a.id)).toBe(false);
    expect((await audit(`advert:${a.id}`)).map((e) => e.action)).toEqual([
      'consoleAdvertCreate',
      'consoleAdvertUpdate',
      'consoleAdvertUpdate',
      'consoleAdvertEnable',
    ]);
  });

  it('refuses bad banners and adverts with a Chinese reason and changes nothing', async () => {
    const before = await rows();
    const badBanners: [object, string][] = [
      [{ ...BANNER, innerPageId: 8 }, '站内跳转请选择有效的站内页面'],
      [{ ...BANNER, innerPageId: null }, '站内跳转请选择有效的站内页面'],
      [{ ...BANNER, innerPageId: 42 }, '站内跳转请选择有效的站内页面'],
      [{ ...BANNER, targetId: '' }, '该站内页面需要填写目标编号（字母、数字）'],
      [{ ...BANNER, jumpType: 2, outerLink: '' }, '外部跳转请填写链接'],
      [{ ...BANNER, jumpType: 2, outerLink: 'javascript:alert(1)' }, '外部链接须以 https:// 、http:// 或站内路径 / 开头'],
      [{ ...BANNER, jumpType: 2, outerLink: '//evil.example' }, '外部链接须以 https:// 、http:// 或站内路径 / 开头'],
      [{ ...BANNER, jumpType: 3 }, '跳转类型有误'],
      [{ ...BANNER, title: '  ' }, '请填写标题'],
      [{ ...BANNER, imageUrl: '' }, '请上传图片'],
      [{ ...BANNER, imageUrl: 'http://example.com/x.png' }, '图片地址无效，请重新上传'],
      [{ ...BANNER, channel: 'tv' }, '请选择投放渠道'],
      [{ ...BANNER, sort: 1000 }, '排序须为0-999'],
    ];
    for (const [body, message] of badBanners) {
      const r = await call('consoleBannerCreate', 'content', { body });
      expect([r.statusCode, r.json().message, body]).toEqual([400, message, body]);
    }
    const [first] = before.banners;
    const r = await call('consoleBannerUpdate', 'content', { params: { id: first?.id }, body: { ...BANNER, innerPageId: 8 } });
    expect([r.statusCode, r.json().message]).toEqual([400, '站内跳转请选择有效的站内页面']);
    for (const [body, message] of [
      [{ ...ADVERT, placeCode: 'bad code!' }, '广告位编码格式不正确（字母、数字、_、-，最多32位）'],
      [{ ...ADVERT, jumpType: 1, innerPageId: 10 }, '该站内页面需要填写目标编号（字母、数字）'],
    ] as const) {
      const res = await call('consoleAdvertCreate', 'content', { body });
      expect([res.statusCode, res.json().message]).toEqual([400, message]);
    }
    expect(await rows()).toEqual(before);
  });

  it('answers 403 to a fan, to a finance-only operator and to a read-only operator editing; 401 without a session', async () => {
    const before = await rows();
    const [banner] = before.banners;
    const [advert] = before.adverts;
    const edits: [ConsoleRouteName, ConsoleInput][] = [
      ['consoleBannerCreate', { body: BANNER }],
      ['consoleBannerUpdate', { params: { id: banner?.id }, body: BANNER }],
      ['consoleBannerEnable', { params: { id: banner?.id }, body: { enabled: false } }],
      ['consoleBannerDelete', { params: { id: banner?.id } }],
      ['consoleAdvertCreate', { body: ADVERT }],
      ['consoleAdvertUpdate', { params: { id: advert?.id }, body: ADVERT }],
      ['consoleAdvertEnable', { params: { id: advert?.id }, body: { enabled: false } }],
      ['consoleAdvertDelete', { params: { id: advert?.id } }],
    ];
    for (const [name, input] of [...edits, ['consoleBanners', {}] as const, ['consoleAdverts', {}] as const]) {
      expect([(await consoleCall(t, name, { accesstoken: fanToken }, input)).statusCode, name]).toEqual([403, name]);
      expect([(await call(name, 'finance', input)).statusCode, name]).toEqual([403, name]);
      expect([(await consoleCall(t, name, {}, input)).statusCode, name]).toEqual([401, name]);
    }
    for (const [name, input] of edits) expect([(await call(name, 'support', input)).statusCode, name]).toEqual([403, name]);
    expect((await call('consoleBanners', 'support')).statusCode).toBe(200);
    expect(await rows()).toEqual(before);
  });
});

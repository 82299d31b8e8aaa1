import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS } from '../../../test/db';
import { createTestApp, type TestApp } from '../../../test/app';

describe.each(DIALECTS)('site API on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ dialect });
  });
  afterAll(() => t.close());

  it('answers the site config with SPEC defaults', async () => {
    const res = await t.app.inject({ url: '/tapi/inform/get/cms/config?channelId=3&platform=1' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ code: 200, message: 'success', data: { jiyanSwitch: 0, customerServiceUrl: '', customerServiceSwitch: '0' } });
  });

  it('lists the live navigation from the database', async () => {
    const res = await t.app.inject({ url: '/api/nav/list' });
    expect(res.json().data.map((n: { name: string }) => n.name)).toContain('足球');
  });

  it('rejects an advert call without a place code in Chinese', async () => {
    const res = await t.app.inject({ url: '/tapi/inform/advert/v2/adv' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 400, success: false, message: '缺少广告位编码 placeCode' });
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const res = await t.app.inject({ url: '/api/does-not-exist' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 404, success: false });
  });
});

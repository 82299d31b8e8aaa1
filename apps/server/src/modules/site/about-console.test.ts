import { afterAll, assert, beforeAll, describe, expect, it } from 'vitest';
import { CONSOLE_ROUTES, routeUrl, type TApiRoute, type TConsoleAboutPage } from '@sports/contracts';
import { createTestApp, XHR, type TestApp } from '../../../test/app';
import { DIALECTS } from '../../../test/db';
import { buildSession } from '../../../test/factories';
import { addOperator, operatorToken } from '../../../test/operators';
import { seedSite } from './seed';

type RouteName = keyof typeof CONSOLE_ROUTES;

describe.each(DIALECTS)('console about pages on %s', (dialect) => {
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

  const call = (name: RouteName, headers: Record<string, string>, input: { params?: object; body?: unknown } = {}) => {
    const route = CONSOLE_ROUTES[name] as TApiRoute;
    return t.app.inject({
      method: route.method,
      url: routeUrl(route, input.params as Record<string, unknown>),
      headers: { ...XHR, ...headers },
      ...(route.method === 'GET' ? {} : { payload: (input.body ?? {}) as object }),
    });
  };
  const as = (role: string) => ({ 'x-operator-token': op[role] ?? '' });
  const publicPage = async (id: string) =>
    (await t.app.inject({ method: 'GET', url: `/tapi/inform/about/${id}`, headers: XHR })).json().data;

  it('edits an about page: markup removed, paragraphs kept, the public page shows it at once, audited', async () => {
    const pages = (await call('consoleAboutPages', as('content'))).json().data as TConsoleAboutPage[];
    const [page] = pages;
    assert.isDefined(page);
    const res = await call('consoleAboutUpdate', as('content'), {
      params: { id: page.id },
      body: { title: '<b>帮助</b>中心', body: '第一段 <script>alert(1)</script>a < b\r\n\r\n<img src=x onerror=alert(1)>第二段' },
    });
    expect(res.json().data).toMatchObject({ id: page.id, title: '帮助中心', body: '第一段 a < b\n\n第二段' });
    expect(await publicPage(page.id)).toMatchObject({ title: '帮助中心', paragraphs: ['第一段 a < b', '第二段'] });
    const [entry] = await t.db.db.selectFrom('operator_audit').selectAll().where('action', '=', 'consoleAboutUpdate').execute();
    expect(entry?.target).toBe(`about_page:${page.id}`);
    assert.isDefined(entry);
    expect(JSON.parse(entry.detail)).toMatchObject({ before: { title: page.title }, after: { title: '帮助中心' } });
  });

  it('refuses bad input, a wrong role, a fan and no session, and changes nothing', async () => {
    const [page] = (await call('consoleAboutPages', as('content'))).json().data as TConsoleAboutPage[];
    assert.isDefined(page);
    const bad: [object, string][] = [
      [{ title: '', body: '正文' }, '请填写标题'],
      [{ title: '标'.repeat(31), body: '正文' }, '标题不能超过30个字符'],
      [{ title: '标题', body: '  ' }, '请填写正文'],
      [{ title: '标题', body: '<script>x</script>' }, '请填写正文'],
    ];
    for (const [body, message] of bad) {
      const r = await call('consoleAboutUpdate', as('content'), { params: { id: page.id }, body });
      expect([r.statusCode, r.json().message]).toEqual([400, message]);
    }
    const body = { title: '越权修改', body: '正文' };
    expect((await call('consoleAboutUpdate', as('finance'), { params: { id: page.id }, body })).statusCode).toBe(403);
    expect((await call('consoleAboutUpdate', as('support'), { params: { id: page.id }, body })).statusCode).toBe(403);
    expect((await call('consoleAboutUpdate', { accesstoken: fanToken }, { params: { id: page.id }, body })).statusCode).toBe(403);
    expect((await call('consoleAboutUpdate', {}, { params: { id: page.id }, body })).statusCode).toBe(401);
    expect((await call('consoleAboutUpdate', as('content'), { params: { id: '99999' }, body })).statusCode).toBe(404);
    expect((await call('consoleAboutPages', as('content'))).json().data[0]).toEqual(page);
  });
});

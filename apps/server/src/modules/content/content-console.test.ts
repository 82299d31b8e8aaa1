import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, assert, beforeAll, describe, expect, it } from 'vitest';
import { CONSOLE_ROUTES, MESSAGES, routeUrl, type TApiRoute, type TConsoleNewsDetail, type TInfoItem } from '@sports/contracts';
import { createTestApp, XHR, type TestApp } from '../../../test/app';
import { DIALECTS } from '../../../test/db';
import { buildSession } from '../../../test/factories';
import { addOperator, operatorToken } from '../../../test/operators';
import { runCommand } from '../../cli/commands';

type RouteName = keyof typeof CONSOLE_ROUTES;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe.each(DIALECTS)('console news and circles on %s', (dialect) => {
  let t: TestApp;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'console-content-'));
  const op: Record<string, string> = {};
  let opName = '';
  let fan: { token: string; id: number };

  beforeAll(async () => {
    t = await createTestApp({ dialect, seed: false, env: { DATA_DIR: dir } });
    const categories: [no: string, name: string][] = [
      ['1', '足球'],
      ['2', '篮球'],
    ];
    for (const [no, name] of categories) await runCommand(t.db.db, ['news', 'category', no, name]);
    const content = await addOperator(t.db.db, 'content');
    opName = content.name;
    op.content = await operatorToken(t.app, content);
    for (const role of ['finance', 'support'] as const) op[role] = await operatorToken(t.app, await addOperator(t.db.db, role));
    const s = await buildSession(t.db.db);
    fan = { token: s.token, id: Number(s.user.id) };
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const call = (name: RouteName, headers: Record<string, string>, input: { params?: object; query?: string; body?: unknown } = {}) => {
    const route = CONSOLE_ROUTES[name] as TApiRoute;
    return t.app.inject({
      method: route.method,
      url: routeUrl(route, input.params as Record<string, unknown>) + (input.query ? `?${input.query}` : ''),
      headers: { ...XHR, ...headers },
      ...(route.method === 'GET' ? {} : { payload: (input.body ?? {}) as object }),
    });
  };
  const as = (role: string) => ({ 'x-operator-token': op[role] ?? '' });
  const publicList = async (keyword: string) =>
    (
      await t.app.inject({
        method: 'POST',
        url: '/tapi/inform/info/list',
        headers: XHR,
        payload: { keyword, pageParam: { pageNum: 1, pageSize: 30 } },
      })
    ).json().data.list as TInfoItem[];
  const publicDetail = async (id: number) =>
    (await t.app.inject({ method: 'GET', url: `/tapi/inform/info/detail/${id}`, headers: XHR })).json();
  const audit = (action: string) => t.db.db.selectFrom('operator_audit').selectAll().where('action', '=', action).orderBy('id').execute();
  const count = async (table: 'content_info' | 'content_circle') =>
    Number(
      (
        await t.db.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const article = (over: object = {}) => ({
    columnNo: '1',
    title: '控制台头条：欧冠夜',
    cover: '/news/wc-messi.svg',
    body: '<p onclick="x()">导语<script>alert(1)</script></p><img src="/news/wc-messi.svg" onerror="alert(1)"><a href="javascript:alert(1)">链接</a>',
    tags: ['欧冠', ' 焦点 '],
    mode: 'now',
    ...over,
  });

  it('writes an article that the site lists and shows at once, sanitised, with its audit entry in the same transaction', async () => {
    const res = await call('consoleNewsCreate', as('content'), { body: article() });
    expect(res.json().code).toBe(200);
    const a = res.json().data as TConsoleNewsDetail;
    expect(a).toMatchObject({
      state: 'published',
      title: '控制台头条：欧冠夜',
      tags: ['欧冠', '焦点'],
      authorName: opName,
      columnName: '足球',
    });
    expect(a.body).not.toMatch(/script|onclick|onerror|javascript/i);
    expect(a.body).toContain('<img src="/news/wc-messi.svg" />');
    expect((await publicList('控制台头条')).map((i) => i.id)).toEqual([a.id]);
    expect((await publicDetail(a.id)).data.body).toBe(a.body);
    const [row] = await audit('consoleNewsCreate');
    expect(row).toMatchObject({ operator_name: opName, target: `content_info:${a.id}` });
    assert.isDefined(row);
    expect(JSON.parse(row.detail).after).toMatchObject({ id: a.id, state: 'published' });
  });

  it('refuses bad input with a clear message and changes nothing', async () => {
    const before = await count('content_info');
    const bad: [object, string][] = [
      [{ title: '' }, '请填写标题'],
      [{ title: '长'.repeat(61) }, '标题不能超过60个字符'],
      [{ columnNo: '' }, '请选择分类'],
      [{ columnNo: '99' }, MESSAGES.INFO_CATEGORY_NOT_FOUND.message],
      [{ body: '<script>alert(1)</script>' }, MESSAGES.INFO_BODY_EMPTY.message],
      [{ cover: 'javascript:alert(1)' }, '封面图片地址无效，请重新上传'],
      [{ tags: Array.from({ length: 9 }, (_, i) => `标签${i}`) }, '标签最多8个'],
      [{ mode: 'schedule' }, '请选择定时发布的时间'],
      [{ mode: 'schedule', at: Date.now() - 60_000 }, MESSAGES.INFO_SCHEDULE_PAST.message],
      [{ mode: 'later' }, '请选择发布方式'],
    ];
    for (const [over, message] of bad) {
      const res = await call('consoleNewsCreate', as('content'), { body: article(over) });
      expect([res.statusCode, res.json().message]).toEqual([400, message]);
    }
    expect(await count('content_info')).toBe(before);
    expect(await audit('consoleNewsCreate')).toHaveLength(1);
    expect((await call('consoleNewsPublish', as('content'), { params: { id: 999999 }, body: { mode: 'now' } })).json().code).toBe(
      MESSAGES.INFO_NOT_FOUND.code,
    );
  });

  it('refuses a wrong role, a fan token and no session, and records the refusal', async () => {
    const valid = { consoleNewsCreate: article(), consoleCircleCreate: { name: '角色测试圈' }, consoleImages: { files: ['x'] } };
    for (const [name, body] of Object.entries(valid) as [RouteName, object][]) {
      expect((await call(name, as('finance'), { body })).statusCode).toBe(403);
      expect((await call(name, as('support'), { body })).statusCode).toBe(403);
      expect((await call(name, { accesstoken: fan.token }, { body })).statusCode).toBe(403);
      expect((await call(name, {}, { body })).statusCode).toBe(401);
    }
    expect((await call('consoleNews', as('support'))).statusCode).toBe(200);
    expect((await call('consoleNews', as('finance'))).statusCode).toBe(403);
    expect((await audit('denied:consoleNewsCreate')).length).toBe(2);
  });

  it('schedules an article: off the site until its time, then listed without a restart', async () => {
    const at = Date.now() + 1500;
    const a = (
      await call('consoleNewsCreate', as('content'), { body: article({ title: '定时头条：德比前瞻', mode: 'schedule', at }) })
    ).json().data as TConsoleNewsDetail;
    expect(a).toMatchObject({ state: 'scheduled', publishedAt: at });
    expect(await publicList('定时头条')).toEqual([]);
    expect((await publicDetail(a.id)).code).toBe(MESSAGES.INFO_NOT_FOUND.code);
    await sleep(at - Date.now() + 100);
    expect((await publicList('定时头条')).map((i) => i.id)).toEqual([a.id]);
    const listed = (await call('consoleNews', as('content'), { query: `keyword=${encodeURIComponent('定时头条')}` })).json().data;
    expect(listed.list[0]).toMatchObject({ id: a.id, state: 'published' });
  });

  it('unpublishes (gone from lists, detail not found) and publishes again; edits keep the audit trail', async () => {
    const a = (await call('consoleNewsCreate', as('content'), { body: article({ title: '下线测试：转会传闻' }) })).json()
      .data as TConsoleNewsDetail;
    const off = await call('consoleNewsPublish', as('content'), { params: { id: a.id }, body: { mode: 'unpublish' } });
    expect(off.json().data.state).toBe('unpublished');
    expect(await publicList('下线测试')).toEqual([]);
    expect((await publicDetail(a.id)).code).toBe(MESSAGES.INFO_NOT_FOUND.code);
    const [entry] = await audit('consoleNewsPublish');
    assert.isDefined(entry);
    expect(JSON.parse(entry.detail)).toMatchObject({ before: { state: 'published' }, after: { state: 'unpublished' } });

    const edited = await call('consoleNewsUpdate', as('content'), {
      params: { id: a.id },
      body: article({ title: '下线测试：转会官宣', columnNo: '2', mode: 'now' }),
    });
    expect(edited.json().data).toMatchObject({ title: '下线测试：转会官宣', columnName: '篮球', state: 'published' });
    expect((await publicList('下线测试')).map((i) => i.title)).toEqual(['下线测试：转会官宣']);
    const [upd] = await audit('consoleNewsUpdate');
    assert.isDefined(upd);
    expect(JSON.parse(upd.detail)).toMatchObject({ before: { title: '下线测试：转会传闻' }, after: { title: '下线测试：转会官宣' } });
    const bad = await call('consoleNewsUpdate', as('content'), { params: { id: a.id }, body: article({ title: '  ' }) });
    expect(bad.json().message).toBe('请填写标题');
    expect((await call('consoleNewsDetail', as('content'), { params: { id: a.id } })).json().data.title).toBe('下线测试：转会官宣');
  });

  it('lists every state with paging and title search', async () => {
    const all = (await call('consoleNews', as('content'), { query: 'page=1&pageSize=2' })).json().data;
    expect(all.list).toHaveLength(2);
    expect(all.totalNumber).toBeGreaterThanOrEqual(3);
    const found = (await call('consoleNews', as('content'), { query: `keyword=${encodeURIComponent('欧冠夜')}` })).json().data;
    expect(found.list.map((i: { title: string }) => i.title)).toEqual(['控制台头条：欧冠夜']);
    expect((await call('consoleNews', as('content'), { query: `keyword=${encodeURIComponent('长'.repeat(31))}` })).json().message).toBe(
      '搜索关键词不能超过30个字',
    );
  });

  it('uploads pictures through the community pipeline; a non-image is refused', async () => {
    const png = (
      await sharp({ create: { width: 40, height: 30, channels: 3, background: '#3a7' } })
        .png()
        .toBuffer()
    ).toString('base64');
    const res = await call('consoleImages', as('content'), { body: { files: [`data:image/png;base64,${png}`] } });
    const [url] = res.json().data as string[];
    expect(url).toMatch(/^\/uploads\/[a-f0-9]{32}\.webp$/);
    assert.isDefined(url);
    expect(fs.existsSync(path.join(dir, 'uploads', url.slice('/uploads/'.length)))).toBe(true);
    expect((await audit('consoleImages'))[0]?.target).toBe(`upload:${url}`);
    const bad = await call('consoleImages', as('content'), { body: { files: ['bm90IGFuIGltYWdl'] } });
    expect(bad.json().message).toBe(MESSAGES.UPLOAD_NOT_IMAGE.message);
    // a cover from the upload is accepted
    const a = await call('consoleNewsCreate', as('content'), { body: article({ title: '封面测试', cover: url }) });
    expect(a.json().data.cover).toBe(url);
  });

  it('creates, edits, disables and enables circles; the site follows and a disabled circle takes no posts', async () => {
    const circles = async () =>
      (await t.app.inject({ method: 'GET', url: '/tapi/inform/circle/list', headers: XHR })).json().data as {
        id: number;
        name: string;
      }[];
    const c = (await call('consoleCircleCreate', as('content'), { body: { name: '英超圈', description: '聊英超', sort: 1 } })).json().data;
    expect(c).toMatchObject({ name: '英超圈', enabled: true, postCount: 0 });
    expect((await circles()).map((x) => x.name)).toContain('英超圈');
    const before = await count('content_circle');
    expect((await call('consoleCircleCreate', as('content'), { body: { name: '英超圈' } })).json().message).toBe(
      MESSAGES.CIRCLE_NAME_TAKEN.message,
    );
    expect((await call('consoleCircleCreate', as('content'), { body: { name: ' ' } })).json().message).toBe('请填写圈子名称');
    expect((await call('consoleCircleCreate', as('content'), { body: { name: '圈', icon: 'javascript:x' } })).json().message).toBe(
      '图标地址无效，请重新上传',
    );
    expect(await count('content_circle')).toBe(before);

    const edited = await call('consoleCircleUpdate', as('content'), {
      params: { id: c.id },
      body: { name: '英超论坛', description: '英超' },
    });
    expect(edited.json().data.name).toBe('英超论坛');
    const [upd] = await audit('consoleCircleUpdate');
    assert.isDefined(upd);
    expect(JSON.parse(upd.detail)).toMatchObject({ before: { name: '英超圈' }, after: { name: '英超论坛' } });

    const off = await call('consoleCircleEnable', as('content'), { params: { id: c.id }, body: { enabled: false } });
    expect(off.json().data.enabled).toBe(false);
    expect((await circles()).map((x) => x.id)).not.toContain(c.id);
    const post = await t.app.inject({
      method: 'POST',
      url: '/tapi/inform/post/addSave',
      headers: { ...XHR, accesstoken: fan.token },
      payload: { circleId: c.id, title: '新帖', content: '大家好', images: [] },
    });
    expect(post.json().message).toBe(MESSAGES.CIRCLE_DISABLED.message);
    await call('consoleCircleEnable', as('content'), { params: { id: c.id }, body: { enabled: true } });
    expect((await circles()).map((x) => x.id)).toContain(c.id);
    expect((await audit('consoleCircleEnable')).map((r) => JSON.parse(r.detail).after.enabled)).toEqual([false, true]);
    expect((await call('consoleCircleEnable', as('content'), { params: { id: 999999 }, body: { enabled: true } })).statusCode).toBe(404);
  });
});

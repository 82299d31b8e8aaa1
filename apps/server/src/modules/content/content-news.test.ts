import { afterAll, assert, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, type TInfoDetail, type TInfoItem } from '@sports/contracts';
import { itemAt } from '@sports/contracts/indexed';
import { DIALECTS } from '../../../test/db';
import { createTestApp, XHR, type TestApp } from '../../../test/app';
import { buildSession } from '../../../test/factories';
import { composeModules, quietLog } from '../../compose';
import { loadConfig } from '../../config/env';
import { runCommand } from '../../cli/commands';
import { seedContent } from './seed';
import { SEED_ARTICLES } from './seed-articles';

const NOW = Date.UTC(2026, 0, 15, 12);

describe.each(DIALECTS)('news (%s)', (dialect) => {
  let t: TestApp;
  let user: { id: number; token: string };
  const as = (who: { token: string } | null) => (who ? { ...XHR, accesstoken: who.token } : XHR);
  const post = (url: string, payload: unknown, who: { token: string } | null = null) =>
    t.app.inject({ method: 'POST', url: `/tapi${url}`, headers: as(who), payload: payload as object });
  const get = (url: string, who: { token: string } | null = null) => t.app.inject({ method: 'GET', url: `/tapi${url}`, headers: as(who) });
  const list = async (body: object) => (await post('/inform/info/list', body)).json().data as { list: TInfoItem[]; totalNumber: number };

  beforeAll(async () => {
    t = await createTestApp({ dialect, seed: false });
    const m = composeModules({ db: t.db.db, config: loadConfig({ NODE_ENV: 'test', DATA_DIR: '/tmp/unused' }), log: quietLog() });
    await seedContent({ content: m.content.service, ensureDemoUser: m.identity.seeds.ensureDemoUser }, NOW - 3_600_000);
    const s = await buildSession(t.db.db, { user: { nick_name: `读者${dialect.slice(0, 2)}` } });
    user = { id: Number(s.user.id), token: s.token };
  });
  afterAll(async () => {
    await t?.close();
  });

  it('lists categories and 30 articles a page by column, newest first', async () => {
    const cats = (await post('/inform/info/listCategory', {})).json().data as { columnNo: string; name: string }[];
    expect(cats.map((c) => c.name)).toEqual(['足球', '篮球', '中超', 'CBA', '综合']);
    const all = await list({ channelId: 3, platform: 1, pageParam: { pageNum: 1, pageSize: 30 } });
    expect(all.totalNumber).toBe(SEED_ARTICLES.length);
    const times = all.list.map((i) => i.publishedAt);
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    const basketball = await list({ columnNo: '2', pageParam: { pageNum: 1, pageSize: 30 } });
    expect(basketball.list.length).toBeGreaterThan(0);
    expect(basketball.list.every((i) => i.columnName === '篮球')).toBe(true);
    const p2 = await list({ pageParam: { pageNum: 2, pageSize: 10 } });
    expect(p2.list.length).toBe(SEED_ARTICLES.length - 10);
  });

  it('finds two-character Chinese words, titles first', async () => {
    for (const word of ['梅西', '英超', '湖人']) {
      const r = await list({ keyword: word, pageParam: { pageNum: 1, pageSize: 30 } });
      expect(r.list.length, word).toBeGreaterThan(0);
      const [top] = r.list;
      assert.isDefined(top, word);
      expect(top.title.includes(word) || top.tags.includes(word), word).toBe(true);
    }
    expect((await list({ keyword: '不存在的词语', pageParam: { pageNum: 1, pageSize: 30 } })).totalNumber).toBe(0);
    // like wildcards are matched literally
    expect((await list({ keyword: '%', pageParam: { pageNum: 1, pageSize: 30 } })).totalNumber).toBe(0);
    const tooLong = await post('/inform/info/list', { keyword: '长'.repeat(21) });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().message).toBe('搜索关键词不能超过20个字');
  });

  it('answers recommend and the detail with tags, previous, next and others', async () => {
    const rec = (await post('/inform/info/recommend', { size: 5 })).json().data as TInfoItem[];
    expect(rec).toHaveLength(5);
    const football = await list({ columnNo: '1', pageParam: { pageNum: 1, pageSize: 30 } });
    const [newer, middle, older] = football.list;
    assert.isDefined(newer);
    assert.isDefined(middle);
    assert.isDefined(older);
    const d = (await get(`/inform/info/detail/${middle.id}`)).json().data as TInfoDetail;
    expect(d.title).toBe(middle.title);
    expect(d.tags.length).toBeGreaterThan(0);
    expect(d.next?.id).toBe(newer.id);
    expect(d.previous?.id).toBe(older.id);
    expect(d.others.length).toBeGreaterThan(0);
    expect(d.others.some((o) => o.id === d.id)).toBe(false);
    expect(d.body).toContain('<p>');
    expect(d.views).toBe(middle.views + 1);
    expect(d.collected).toBe(false);
    expect((await get('/inform/info/detail/999999')).json()).toMatchObject({ code: MESSAGES.INFO_NOT_FOUND.code });
    expect((await get('/inform/info/detail/abc')).statusCode).toBe(400);
  });

  it('sanitises bodies written by operators (CLI news add)', async () => {
    const out = await runCommand(t.db.db, [
      'news',
      'add',
      '--column',
      '1',
      '--title',
      '测试：安全过滤',
      '--cover',
      '/news/wc-messi.svg',
      '--tags',
      '测试,安全',
      '--body',
      '<p onclick="x()">正文<script>alert(1)</script></p><img src="javascript:alert(1)"><a href="javascript:alert(1)">链接</a><iframe src="https://x"></iframe><img src="/news/wc-messi.svg" onerror="alert(1)">',
    ]);
    const added = /#(\d+)/.exec(out);
    assert.exists(added, out);
    const id = Number(added[1]);
    const d = (await get(`/inform/info/detail/${id}`)).json().data as TInfoDetail;
    expect(d.body).not.toMatch(/script|onclick|onerror|javascript|iframe/i);
    expect(d.body).toContain('<img src="/news/wc-messi.svg" />');
    expect(d.tags).toEqual(['测试', '安全']);
    await expect(runCommand(t.db.db, ['news', 'add', '--column', '1', '--title', 'x'])).rejects.toThrow('请指定正文');
    await expect(runCommand(t.db.db, ['news', 'add', '--column', '99', '--title', 'x', '--body', '<p>x</p>'])).rejects.toThrow(
      '请选择正确的头条分类',
    );
    expect(await runCommand(t.db.db, ['news', 'hide', String(id)])).toBe('已下线');
    expect((await get(`/inform/info/detail/${id}`)).json().code).toBe(MESSAGES.INFO_NOT_FOUND.code);
  });

  it('favourites: login, flag 1/0, twice keeps one, listed in my collect, unknown id refused', async () => {
    const first = itemAt((await list({ pageParam: { pageNum: 1, pageSize: 1 } })).list, 0, 'newest article');
    const url = (flag: number, id = first.id) => `/inform/info/collect?collectId=${id}&flag=${flag}&type=1`;
    expect((await get(url(1))).json().code).toBe(MESSAGES.UNAUTHORIZED.code);
    // a changing GET needs the browser header
    expect((await t.app.inject({ method: 'GET', url: `/tapi${url(1)}`, headers: { accesstoken: user.token } })).statusCode).toBe(403);
    expect((await get(url(1), user)).json().data).toEqual({ collected: true });
    expect((await get(url(1), user)).json().data).toEqual({ collected: true });
    const mine = (await get('/inform/info/my/collect?type=1&page=1&pageSize=10', user)).json().data;
    expect(mine.totalNumber).toBe(1);
    expect(mine.list[0].id).toBe(first.id);
    expect(((await get(`/inform/info/detail/${first.id}`, user)).json().data as TInfoDetail).collected).toBe(true);
    expect((await get(url(0), user)).json().data).toEqual({ collected: false });
    expect((await get('/inform/info/my/collect?type=1', user)).json().data.totalNumber).toBe(0);
    expect((await get(url(1, 999999), user)).json().code).toBe(MESSAGES.INFO_NOT_FOUND.code);
    expect((await get(`/inform/info/collect?collectId=${first.id}&flag=7&type=1`, user)).statusCode).toBe(400);
  });

  it('comments and replies on an article; empty, too long and unknown refused', async () => {
    const a = itemAt((await list({ pageParam: { pageNum: 1, pageSize: 1 } })).list, 0, 'newest article');
    const c = await post('/inform/comment/reply', { type: 2, postId: a.id, content: '写得好 <b>加油</b>' }, user);
    expect(c.json().code).toBe(200);
    const r = await post('/inform/comment/reply', { type: 2, postId: a.id, commentId: c.json().data.id, content: '同意' }, user);
    expect(r.json().data.parentId).toBe(c.json().data.id);
    const page = (await get(`/inform/info/comment/list/byPost?postId=${a.id}&page=1&pageSize=10`)).json().data;
    expect(page.totalNumber).toBe(1);
    expect(page.list[0].content).toBe('写得好 <b>加油</b>');
    expect(page.list[0].replies.map((x: { content: string }) => x.content)).toEqual(['同意']);
    expect((await post('/inform/comment/reply', { type: 2, postId: a.id, content: '   ' }, user)).json().message).toBe('评论内容不能为空');
    expect((await post('/inform/comment/reply', { type: 2, postId: a.id, content: '长'.repeat(201) }, user)).json().message).toBe(
      '评论不能超过200个字',
    );
    expect((await post('/inform/comment/reply', { type: 2, postId: 999999, content: '你好' }, user)).json().code).toBe(
      MESSAGES.INFO_NOT_FOUND.code,
    );
    expect((await post('/inform/comment/reply', { type: 2, postId: a.id, content: '你好' })).json().code).toBe(MESSAGES.UNAUTHORIZED.code);
    expect(((await get(`/inform/info/detail/${a.id}`)).json().data as TInfoDetail).commentCount).toBe(2);
  });
});

import { afterAll, assert, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { MESSAGES, type TComment, type TPost } from '@sports/contracts';
import { itemAt } from '@sports/contracts/indexed';
import { DIALECTS } from '../../../test/db';
import { createTestApp, XHR, type TestApp } from '../../../test/app';
import { buildSession } from '../../../test/factories';
import { composeModules, quietLog } from '../../compose';
import { loadConfig } from '../../config/env';
import { runCommand } from '../../cli/commands';
import { seedContent } from './seed';

type Who = { id: number; token: string; nick: string };

describe.each(DIALECTS)('community (%s)', (dialect) => {
  let t: TestApp;
  let alice: Who;
  let bob: Who;
  let carol: Who;
  let circleId: number;
  let png: string;
  let n = 0;
  const person = async (): Promise<Who> => {
    const nick = `社区${dialect.slice(0, 2)}${++n}`;
    const s = await buildSession(t.db.db, { user: { nick_name: nick } });
    return { id: Number(s.user.id), token: s.token, nick };
  };
  const as = (who: { token: string } | null) => (who ? { ...XHR, accesstoken: who.token } : XHR);
  const post = (url: string, payload: unknown, who: Who | null = null) =>
    t.app.inject({ method: 'POST', url: `/tapi${url}`, headers: as(who), payload: payload as object });
  const get = (url: string, who: Who | null = null) => t.app.inject({ method: 'GET', url: `/tapi${url}`, headers: as(who) });
  const write = (who: Who, body: Record<string, unknown>) => post('/inform/post/addSave', { circleId, ...body }, who);
  const general = async (who: Who | null, body: object = {}) =>
    (await post('/inform/post/list/general', { page: 1, pageSize: 50, ...body }, who)).json().data as {
      list: TPost[];
      totalNumber: number;
    };

  beforeAll(async () => {
    t = await createTestApp({ dialect, seed: false });
    const m = composeModules({ db: t.db.db, config: loadConfig({ NODE_ENV: 'test', DATA_DIR: '/tmp/unused' }), log: quietLog() });
    await seedContent({ content: m.content.service, ensureDemoUser: m.identity.seeds.ensureDemoUser }, Date.now());
    alice = await person();
    bob = await person();
    carol = await person();
    const circle = ((await get('/inform/circle/list')).json().data as { id: number; name: string }[]).find((c) => c.name === '英超圈');
    assert.isDefined(circle);
    circleId = circle.id;
    const buf = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#c00' } })
      .png()
      .toBuffer();
    png = `data:image/png;base64,${buf.toString('base64')}`;
  });
  afterAll(async () => {
    await t?.close();
  });

  it('lists circles with their post counts', async () => {
    const circles = (await get('/inform/circle/list')).json().data as { name: string; postCount: number }[];
    expect(circles.map((c) => c.name)).toEqual(['英超圈', '中超圈', 'NBA圈', 'CBA圈', '综合讨论']);
    expect(circles.find((c) => c.name === '英超圈')?.postCount).toBe(2);
  });

  it('writes a post with two pictures; it shows in the circle, on the author space and in my posts', async () => {
    const pics = await post('/inform/post/addPic/base64', { files: [png, png] }, alice);
    expect(pics.json().code).toBe(200);
    const images = pics.json().data as string[];
    expect(images).toHaveLength(2);
    const res = await write(alice, { title: '阿森纳 <script>alert(1)</script>', content: '周末看球 <img src=x onerror=alert(1)>', images });
    expect(res.json().code).toBe(200);
    const p = res.json().data as TPost;
    // stored as written: the page renders it as text
    expect(p).toMatchObject({
      title: '阿森纳 <script>alert(1)</script>',
      images,
      userId: alice.id,
      nickName: alice.nick,
      mine: true,
      circleName: '英超圈',
    });
    expect((await general(null, { circleId })).list[0]?.id).toBe(p.id);
    expect((await post('/inform/post/list/anchor', { anchorId: alice.id }, null)).json().data.list[0].id).toBe(p.id);
    expect((await get('/inform/post/list/anchor/my?page=1&pageSize=10', alice)).json().data.totalNumber).toBe(1);
    expect((await get(`/inform/post/detail/${p.id}`, bob)).json().data).toMatchObject({ id: p.id, mine: false, liked: false });
  });

  it('refuses bad posts: login, empty, too long, 10 pictures, foreign picture URL, unknown circle, banned word', async () => {
    expect((await write(null as unknown as Who, { content: 'x' })).json().code).toBe(MESSAGES.UNAUTHORIZED.code);
    expect((await write(bob, { content: '   ' })).json().message).toBe('帖子内容不能为空');
    expect((await write(bob, { content: '长'.repeat(1001) })).json().message).toBe('帖子内容不能超过1000个字');
    expect((await write(bob, { content: 'x', title: '长'.repeat(31) })).json().message).toBe('标题不能超过30个字');
    expect((await write(bob, { content: 'x', images: Array(10).fill('/uploads/' + 'a'.repeat(32) + '.webp') })).json().message).toBe(
      '最多上传9张图片',
    );
    expect((await write(bob, { content: 'x', images: ['https://evil.example/x.png'] })).json().code).toBe(MESSAGES.POST_IMAGE_INVALID.code);
    expect((await post('/inform/post/addSave', { circleId: 99999, content: 'x' }, bob)).json().code).toBe(MESSAGES.CIRCLE_NOT_FOUND.code);
    expect((await post('/inform/post/addPic/base64', { files: ['bm90IGFuIGltYWdl'] }, bob)).json().code).toBe(
      MESSAGES.UPLOAD_NOT_IMAGE.code,
    );
    expect((await post('/inform/post/addPic/base64', { files: Array(10).fill(png) }, bob)).json().message).toBe('最多上传9张图片');
    await runCommand(t.db.db, ['chat', 'ban-word', 'add', `违禁${dialect}`]);
    const banned = await write(bob, { content: `这里有违禁${dialect}内容` });
    expect(banned.json().code).toBe(MESSAGES.CONTENT_BANNED_WORD.code);
    const bannedComment = await post(
      '/inform/comment/reply',
      { type: 1, postId: itemAt((await general(null)).list, 0, 'newest post').id, content: `违禁${dialect}` },
      bob,
    );
    expect(bannedComment.json().code).toBe(MESSAGES.CONTENT_BANNED_WORD.code);
    expect((await get('/inform/post/list/anchor/my', bob)).json().data.totalNumber).toBe(0);
  });

  it('likes once per user, undoable; comment likes too; notices reach the author', async () => {
    const p = (await write(alice, { content: '点赞测试' })).json().data as TPost;
    const like = () => get(`/inform/post/like/${p.id}`, bob);
    expect((await like()).json().data).toEqual({ liked: true, likeCount: 1 });
    expect((await get(`/inform/post/like/${p.id}`, carol)).json().data).toEqual({ liked: true, likeCount: 2 });
    expect((await like()).json().data).toEqual({ liked: false, likeCount: 1 });
    expect((await like()).json().data).toEqual({ liked: true, likeCount: 2 });
    expect((await get(`/inform/post/like/${p.id}`)).json().code).toBe(MESSAGES.UNAUTHORIZED.code);
    expect((await get('/inform/post/like/999999', bob)).json().code).toBe(MESSAGES.POST_NOT_FOUND.code);

    const c = (await post('/inform/comment/reply', { type: 1, postId: p.id, content: '好帖' }, bob)).json().data as TComment;
    const reply = await post('/inform/comment/reply', { type: 1, postId: p.id, commentId: c.id, content: '谢谢' }, alice);
    expect(reply.json().data).toMatchObject({ parentId: c.id, replyToNickName: bob.nick });
    // a reply to a reply joins the same thread
    const deeper = await post('/inform/comment/reply', { type: 1, postId: p.id, commentId: reply.json().data.id, content: '不客气' }, bob);
    expect(deeper.json().data).toMatchObject({ parentId: c.id, replyToNickName: alice.nick });
    expect((await post('/inform/comment/reply', { type: 1, postId: p.id, commentId: 999999, content: 'x' }, bob)).json().code).toBe(
      MESSAGES.COMMENT_NOT_FOUND.code,
    );
    expect((await get(`/inform/comment/like/${c.id}`, carol)).json().data).toEqual({ liked: true, likeCount: 1 });
    expect((await get(`/inform/comment/like/${c.id}`, carol)).json().data).toEqual({ liked: false, likeCount: 0 });
    const thread = (await get(`/inform/comment/list/byPost?postId=${p.id}`, carol)).json().data;
    expect(thread.totalNumber).toBe(1);
    expect(thread.list[0].replies.map((r: TComment) => r.content)).toEqual(['谢谢', '不客气']);
    expect((await get(`/inform/post/detail/${p.id}`)).json().data.commentCount).toBe(3);

    const notices = (await get('/inform/notice/list', alice)).json().data;
    expect(notices.list.map((x: { kind: string; fromNickName: string }) => `${x.kind}:${x.fromNickName}`)).toEqual(
      expect.arrayContaining([`reply:${bob.nick}`, `like:${bob.nick}`, `like:${carol.nick}`]),
    );
    const bobNotices = (await get('/inform/notice/list', bob)).json().data;
    expect(bobNotices.list.some((x: { kind: string }) => x.kind === 'reply')).toBe(true);
  });

  it('keeps like counters equal to the like rows under concurrent likes', async () => {
    const author = await person();
    const p = (await write(author, { content: '并发点赞' })).json().data as TPost;
    const c = (await post('/inform/comment/reply', { type: 1, postId: p.id, content: '并发评论' }, author)).json().data as TComment;
    const likes = async (kind: 'post' | 'comment', id: number) => {
      const table = kind === 'post' ? 'content_post' : 'content_comment';
      const counter = await t.db.db.selectFrom(table).select('like_count').where('id', '=', id).executeTakeFirstOrThrow();
      const rows = await t.db.db
        .selectFrom('content_like')
        .select('user_id')
        .where('kind', '=', kind)
        .where('target_id', '=', id)
        .execute();
      return { counter: Number(counter.like_count), rows: rows.length };
    };
    const dave = await person();
    for (const [kind, url] of [
      ['post', `/inform/post/like/${p.id}`],
      ['comment', `/inform/comment/like/${c.id}`],
    ] as const) {
      const id = kind === 'post' ? p.id : c.id;
      // one user, ten likes at once: whatever the order, one row or none, and the counter agrees
      const burst = await Promise.all(Array.from({ length: 10 }, () => get(url, dave)));
      expect(burst.map((r) => r.json().code)).toEqual(Array(10).fill(200));
      const once = await likes(kind, id);
      expect(once.rows).toBeLessThanOrEqual(1);
      expect(once.counter).toBe(once.rows);
      // several users at once, each once
      const crowd = await Promise.all(Array.from({ length: 6 }, () => person()));
      await Promise.all(crowd.map((u) => get(url, u)));
      expect(await likes(kind, id)).toEqual({ counter: once.rows + 6, rows: once.rows + 6 });
    }
  });

  it('sends a like notice once per user and target, however often the like is taken back', async () => {
    const author = await person();
    const p = (await write(author, { content: '通知测试' })).json().data as TPost;
    const c = (await post('/inform/comment/reply', { type: 1, postId: p.id, content: '评论通知' }, carol)).json().data as TComment;
    for (let i = 0; i < 3; i++) {
      expect((await get(`/inform/post/like/${p.id}`, bob)).json().data.liked).toBe(true);
      expect((await get(`/inform/post/like/${p.id}`, bob)).json().data.liked).toBe(false);
      await get(`/inform/comment/like/${c.id}`, bob);
      await get(`/inform/comment/like/${c.id}`, bob);
    }
    const likesFromBob = async (who: Who) =>
      (
        (await get('/inform/notice/list?page=1&pageSize=50', who)).json().data.list as {
          kind: string;
          fromNickName: string;
          postId: number;
        }[]
      ).filter((x) => x.kind === 'like' && x.fromNickName === bob.nick && x.postId === p.id).length;
    expect(await likesFromBob(author)).toBe(1);
    expect(await likesFromBob(carol)).toBe(1);
  });

  it('shielding twice stores one shield; a shielded or reported post says so by its URL', async () => {
    const author = await person();
    const p = (await write(author, { content: '屏蔽详情' })).json().data as TPost;
    const q = (await write(author, { content: '举报详情' })).json().data as TPost;
    const dave = await person();
    const shields = async () =>
      (await t.db.db.selectFrom('content_shield').select(['post_id', 'author_id']).where('user_id', '=', dave.id).execute()).length;
    for (let i = 0; i < 2; i++) expect((await post('/inform/post/shield', { postId: p.id }, dave)).json().code).toBe(200);
    expect(await shields()).toBe(1);
    const detail = (id: number, who: Who | null) => get(`/inform/post/detail/${id}`, who);
    expect((await detail(p.id, dave)).json()).toMatchObject({ code: MESSAGES.POST_SHIELDED.code, message: '您已屏蔽该帖子，无法查看' });
    expect((await detail(p.id, bob)).json().code).toBe(200);
    expect((await detail(p.id, null)).json().code).toBe(200);
    expect((await post('/inform/post/report', { postId: q.id, reason: '广告' }, dave)).json().code).toBe(200);
    expect((await detail(q.id, dave)).json()).toMatchObject({ code: MESSAGES.POST_REPORTED.code, message: '您已举报该帖子，已为您隐藏' });
    // a post and its author in one call: two shields, a repeat adds none
    for (let i = 0; i < 2; i++)
      expect((await post('/inform/post/shield', { postId: q.id, authorId: author.id }, dave)).json().code).toBe(200);
    expect(await shields()).toBe(3);
    const other = (await write(author, { content: '作者已屏蔽' })).json().data as TPost;
    expect((await detail(other.id, dave)).json().code).toBe(MESSAGES.POST_AUTHOR_SHIELDED.code);
  });

  it('shield and report leave the viewer at once; others still see the post', async () => {
    const p1 = (await write(alice, { content: '屏蔽测试一' })).json().data as TPost;
    const p2 = (await write(alice, { content: '举报测试二' })).json().data as TPost;
    expect((await post('/inform/post/shield', { postId: p1.id }, carol)).json().code).toBe(200);
    expect((await general(carol)).list.some((p) => p.id === p1.id)).toBe(false);
    expect((await general(bob)).list.some((p) => p.id === p1.id)).toBe(true);
    expect((await post('/inform/post/report', { postId: p2.id, reason: '广告' }, carol)).json().code).toBe(200);
    expect((await general(carol)).list.some((p) => p.id === p2.id)).toBe(false);
    expect((await post('/inform/post/report', { postId: p2.id, reason: '广告' }, carol)).json().code).toBe(MESSAGES.REPORT_ALREADY.code);
    expect((await post('/inform/post/report', { postId: p2.id, reason: '' }, bob)).json().message).toBe('请填写举报原因');
    expect(await runCommand(t.db.db, ['community', 'reports'])).toContain(`帖子 #${p2.id}`);
    expect((await post('/inform/post/shield', { authorId: alice.id }, bob)).json().code).toBe(200);
    expect((await general(bob)).list.some((p) => p.userId === alice.id)).toBe(false);
    expect((await post('/inform/post/shield', { authorId: bob.id }, bob)).json().code).toBe(MESSAGES.SHIELD_SELF.code);
    expect((await post('/inform/post/shield', {}, bob)).json().message).toBe('请选择要屏蔽的帖子或用户');
  });

  it('deletes only own posts; operators hide and restore', async () => {
    const p = (await write(alice, { content: '删除测试' })).json().data as TPost;
    expect((await get(`/inform/post/anchor/delete?postId=${p.id}`, bob)).json().code).toBe(MESSAGES.POST_NOT_OWN.code);
    expect((await get(`/inform/post/anchor/delete?postId=${p.id}`, alice)).json().code).toBe(200);
    expect((await get(`/inform/post/detail/${p.id}`)).json().code).toBe(MESSAGES.POST_NOT_FOUND.code);
    expect((await get(`/inform/post/anchor/delete?postId=${p.id}`, alice)).json().code).toBe(MESSAGES.POST_NOT_FOUND.code);
    const q = (await write(carol, { content: '隐藏测试' })).json().data as TPost;
    expect(await runCommand(t.db.db, ['community', 'post', 'hide', String(q.id)])).toBe('已隐藏');
    expect((await get(`/inform/post/detail/${q.id}`)).json().code).toBe(MESSAGES.POST_NOT_FOUND.code);
    expect(await runCommand(t.db.db, ['community', 'post', 'show', String(q.id)])).toBe('已恢复');
    expect((await get(`/inform/post/detail/${q.id}`)).json().code).toBe(200);
  });

  it('searches posts by two-character words and rate-limits posting', async () => {
    const r = await general(null, { keyword: '工体' });
    expect(r.list.length).toBeGreaterThan(0);
    expect(r.list.every((p) => p.title.includes('工体') || p.content.includes('工体'))).toBe(true);
    const dave = await person();
    for (let i = 0; i < 5; i++) expect((await write(dave, { content: `第${i}帖` })).json().code).toBe(200);
    expect((await write(dave, { content: '第六帖' })).json().code).toBe(MESSAGES.POST_TOO_FAST.code);
    expect((await get('/inform/post/list/anchor/my', dave)).json().data.totalNumber).toBe(5);
  });

  it('feedback: login, empty and too long refused', async () => {
    expect((await post('/inform/feedback/add', { content: '希望增加更多直播' }, bob)).json().code).toBe(200);
    expect((await post('/inform/feedback/add', { content: '' }, bob)).json().message).toBe('请填写反馈内容');
    expect((await post('/inform/feedback/add', { content: '长'.repeat(501) }, bob)).json().message).toBe('反馈内容不能超过500个字');
    expect((await post('/inform/feedback/add', { content: 'x' })).json().code).toBe(MESSAGES.UNAUTHORIZED.code);
  });
});

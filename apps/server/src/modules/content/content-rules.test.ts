import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, type TComment, type TPost } from '@sports/contracts';
import { itemAt } from '@sports/contracts/indexed';
import { DIALECTS } from '../../../test/db';
import { createTestApp, XHR, type TestApp } from '../../../test/app';
import { buildSession } from '../../../test/factories';
import { composeModules, quietLog } from '../../compose';
import { loadConfig } from '../../config/env';
import { runCommand } from '../../cli/commands';
import { seedContent } from './seed';

type Who = { id: number; token: string };

/** Who may like and comment what, and how often. */
describe.each(DIALECTS)('content rules (%s)', (dialect) => {
  let t: TestApp;
  let circleId: number;
  const person = async (): Promise<Who> => {
    const s = await buildSession(t.db.db);
    return { id: Number(s.user.id), token: s.token };
  };
  const as = (who: Who | null) => (who ? { ...XHR, accesstoken: who.token } : XHR);
  const post = async (url: string, payload: object, who: Who | null) =>
    (await t.app.inject({ method: 'POST', url: `/tapi${url}`, headers: as(who), payload })).json();
  const get = async (url: string, who: Who | null) => (await t.app.inject({ method: 'GET', url: `/tapi${url}`, headers: as(who) })).json();
  const write = async (who: Who, content: string) => (await post('/inform/post/addSave', { circleId, content }, who)).data as TPost;
  const comment = (who: Who, postId: number, content: string) => post('/inform/comment/reply', { type: 1, postId, content }, who);

  beforeAll(async () => {
    t = await createTestApp({ dialect, seed: false });
    const m = composeModules({ db: t.db.db, config: loadConfig({ NODE_ENV: 'test', DATA_DIR: '/tmp/unused' }), log: quietLog() });
    await seedContent({ content: m.content.service, ensureDemoUser: m.identity.seeds.ensureDemoUser }, Date.now());
    circleId = itemAt((await get('/inform/circle/list', null)).data as { id: number }[], 0, 'first circle').id;
  });
  afterAll(async () => {
    await t?.close();
  });

  it('refuses likes and comments on a post an operator hid, and lets them again once it is shown', async () => {
    const [author, fan] = [await person(), await person()];
    const p = await write(author, '将被隐藏的帖子');
    const c = (await comment(fan, p.id, '隐藏前的评论')).data as TComment;
    expect(await runCommand(t.db.db, ['community', 'post', 'hide', String(p.id)])).toBe('已隐藏');
    const hidden = { code: MESSAGES.POST_HIDDEN.code, message: '该帖子已被管理员屏蔽，无法点赞或评论' };
    expect(await get(`/inform/post/like/${p.id}`, fan)).toMatchObject(hidden);
    expect(await comment(fan, p.id, '还能评论吗')).toMatchObject(hidden);
    expect(await post('/inform/comment/reply', { type: 1, postId: p.id, commentId: c.id, content: '回复' }, author)).toMatchObject(hidden);
    expect(await get(`/inform/comment/like/${c.id}`, author)).toMatchObject(hidden);
    const stored = await t.db.db.selectFrom('content_comment').select('id').where('target_id', '=', p.id).execute();
    expect(stored).toHaveLength(1);
    const row = await t.db.db
      .selectFrom('content_post')
      .select(['like_count', 'comment_count'])
      .where('id', '=', p.id)
      .executeTakeFirstOrThrow();
    expect([Number(row.like_count), Number(row.comment_count)]).toEqual([0, 1]);

    expect(await runCommand(t.db.db, ['community', 'post', 'show', String(p.id)])).toBe('已恢复');
    expect((await get(`/inform/post/like/${p.id}`, fan)).data).toEqual({ liked: true, likeCount: 1 });
    expect((await comment(fan, p.id, '恢复后评论')).code).toBe(200);
  });

  it('refuses likes and comments on a post the user shielded or reported, or whose author they shielded', async () => {
    const [author, other, fan] = [await person(), await person(), await person()];
    const shielded = await write(author, '我屏蔽的帖子');
    const reported = await write(author, '我举报的帖子');
    const byShieldedAuthor = await write(other, '作者被屏蔽');
    const c = (await comment(author, shielded.id, '作者的评论')).data as TComment;
    expect((await post('/inform/post/shield', { postId: shielded.id }, fan)).code).toBe(200);
    expect((await post('/inform/post/report', { postId: reported.id, reason: '广告' }, fan)).code).toBe(200);
    expect((await post('/inform/post/shield', { authorId: other.id }, fan)).code).toBe(200);

    const shieldedAct = { code: MESSAGES.POST_SHIELDED_ACT.code, message: '您已屏蔽该帖子或其作者，无法点赞或评论' };
    expect(await get(`/inform/post/like/${shielded.id}`, fan)).toMatchObject(shieldedAct);
    expect(await comment(fan, shielded.id, '评论')).toMatchObject(shieldedAct);
    expect(await get(`/inform/comment/like/${c.id}`, fan)).toMatchObject(shieldedAct);
    expect(await get(`/inform/post/like/${byShieldedAuthor.id}`, fan)).toMatchObject(shieldedAct);
    expect(await comment(fan, byShieldedAuthor.id, '评论')).toMatchObject(shieldedAct);
    const reportedAct = { code: MESSAGES.POST_REPORTED_ACT.code, message: '您已举报该帖子，无法点赞或评论' };
    expect(await get(`/inform/post/like/${reported.id}`, fan)).toMatchObject(reportedAct);
    expect(await comment(fan, reported.id, '评论')).toMatchObject(reportedAct);
    // the others are not affected by one user's shield
    expect((await get(`/inform/post/like/${shielded.id}`, other)).data.liked).toBe(true);
    expect((await comment(other, reported.id, '我还能评论')).code).toBe(200);
  });

  it('rate-limits comments: the eleventh in a minute is refused and not stored', async () => {
    const [author, fan] = [await person(), await person()];
    const p = await write(author, '评论限速');
    for (let i = 0; i < 10; i++) expect((await comment(fan, p.id, `第${i}条`)).code).toBe(200);
    expect(await comment(fan, p.id, '第十一条')).toMatchObject({
      code: MESSAGES.COMMENT_TOO_FAST.code,
      message: '评论太频繁了，请稍后再试',
    });
    const rows = await t.db.db
      .selectFrom('content_comment')
      .select('id')
      .where('target_id', '=', p.id)
      .where('user_id', '=', fan.id)
      .execute();
    expect(rows).toHaveLength(10);
    // the limit is per user
    expect((await comment(author, p.id, '作者可以评论')).code).toBe(200);
  });

  it('rate-limits likes (posts and comments together): the sixty-first in a minute is refused and changes nothing', async () => {
    const [author, fan] = [await person(), await person()];
    const p = await write(author, '点赞限速');
    const c = (await comment(author, p.id, '评论限速')).data as TComment;
    for (let i = 0; i < 30; i++) expect((await get(`/inform/post/like/${p.id}`, fan)).code).toBe(200);
    for (let i = 0; i < 30; i++) expect((await get(`/inform/comment/like/${c.id}`, fan)).code).toBe(200);
    const tooFast = { code: MESSAGES.LIKE_TOO_FAST.code, message: '点赞太频繁了，请稍后再试' };
    expect(await get(`/inform/post/like/${p.id}`, fan)).toMatchObject(tooFast);
    expect(await get(`/inform/comment/like/${c.id}`, fan)).toMatchObject(tooFast);
    const likes = await t.db.db.selectFrom('content_like').select('id').where('user_id', '=', fan.id).execute();
    expect(likes).toHaveLength(0); // thirty toggles each end unliked
    expect((await get(`/inform/post/like/${p.id}`, author)).data).toEqual({ liked: true, likeCount: 1 });
  });

  it('lists my comments and replies newest first, with what they are on; replies to me alone by kind', async () => {
    const [author, fan] = [await person(), await person()];
    const p = await write(author, '我的评论测试帖');
    const c = (await comment(fan, p.id, '第一条评论')).data as TComment;
    expect((await post('/inform/comment/reply', { type: 1, postId: p.id, commentId: c.id, content: '作者回复' }, author)).code).toBe(200);
    expect((await post('/inform/comment/reply', { type: 1, postId: p.id, commentId: c.id, content: '再回复' }, fan)).code).toBe(200);
    await get(`/inform/post/like/${p.id}`, fan);
    const mine = (await get('/inform/comment/list/my?page=1&pageSize=10', fan)).data;
    expect(mine.totalNumber).toBe(2);
    expect(mine.list.map((m: { content: string }) => m.content)).toEqual(['再回复', '第一条评论']);
    expect(mine.list[0]).toMatchObject({
      type: 1,
      postId: p.id,
      targetTitle: '我的评论测试帖',
      targetShown: true,
      replyToNickName: expect.any(String),
    });
    expect(mine.list[1].replyToNickName).toBeNull();
    expect((await get('/inform/comment/list/my', null)).code).toBe(MESSAGES.UNAUTHORIZED.code);
    expect((await get('/inform/comment/list/my', author)).data.list.map((m: { content: string }) => m.content)).toEqual(['作者回复']);
    // a hidden post keeps my comment listed, without its title
    await runCommand(t.db.db, ['community', 'post', 'hide', String(p.id)]);
    expect((await get('/inform/comment/list/my', fan)).data.list[0]).toMatchObject({ targetTitle: '', targetShown: false });

    const kinds = async (kind: string) =>
      ((await get(`/inform/notice/list?kind=${kind}`, author)).data.list as { kind: string }[]).map((n) => n.kind);
    expect(await kinds('reply')).toEqual(['reply']);
    expect(await kinds('like')).toEqual(['like']);
    expect((await get('/inform/notice/list?kind=other', author)).code).not.toBe(200);
  });

  it('rate-limits feedback: the sixth in an hour is refused and not stored', async () => {
    const who = await person();
    for (let i = 0; i < 5; i++)
      expect((await post('/inform/feedback/add', { content: `建议${i}`, contact: '13900000000' }, who)).code).toBe(200);
    expect(await post('/inform/feedback/add', { content: '第六条' }, who)).toMatchObject({
      code: MESSAGES.FEEDBACK_TOO_FAST.code,
      message: '提交太频繁了，请稍后再试',
    });
    expect(await post('/inform/feedback/add', { content: 'x', contact: '长'.repeat(51) }, who)).toMatchObject({
      message: '联系方式不能超过50个字',
    });
    const rows = await t.db.db.selectFrom('content_feedback').select('id').where('user_id', '=', who.id).execute();
    expect(rows).toHaveLength(5);
  });
});

import { API_ROUTES, CONSOLE_ROUTES, routeUrl, type TApiRoute, type TConsoleReport } from '@sports/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, XHR, type TestApp } from '../../../test/app';
import { DIALECTS } from '../../../test/db';
import { buildRoom, buildSession, buildUser } from '../../../test/factories';
import { addOperator, operatorToken } from '../../../test/operators';

/** Viewers' reports of rooms, posts and comments in the console: one queue shape, one set of acts, audited with the change. */
describe.each(DIALECTS)('the report queues on %s', (dialect) => {
  let t: TestApp;
  let moderation = '';
  let support = '';
  let finance = '';
  beforeAll(async () => {
    t = await createTestApp({ dialect, seed: false });
    moderation = await operatorToken(t.app, await addOperator(t.db.db, 'moderation'));
    support = await operatorToken(t.app, await addOperator(t.db.db, 'support'));
    finance = await operatorToken(t.app, await addOperator(t.db.db, 'finance'));
  }, 120_000);
  afterAll(() => t.close());

  const op = (token: string) => ({ 'x-operator-token': token });
  const inject = (route: TApiRoute, headers: Record<string, string>, o: { params?: object; query?: string; body?: object } = {}) =>
    t.app.inject({
      method: route.method,
      url: routeUrl(route, o.params as Record<string, unknown> | undefined) + (o.query ? `?${o.query}` : ''),
      headers: { ...XHR, ...headers },
      ...(route.method === 'GET' ? {} : { payload: o.body ?? {} }),
    });
  const queue = async (kind: string, state = 'open', token = moderation): Promise<TConsoleReport[]> =>
    (await inject(CONSOLE_ROUTES.consoleReports, op(token), { query: `kind=${kind}&state=${state}` })).json().data;
  const act = (kind: string, id: number, body: object, token = moderation) =>
    inject(CONSOLE_ROUTES.consoleReportAct, op(token), { params: { kind, id }, body });
  const audit = (action: string) =>
    t.db.db
      .selectFrom('operator_audit')
      .select(['action', 'target', 'detail'])
      .where('action', 'like', `%${action}`)
      .orderBy('id')
      .execute();
  const notices = async (token: string) =>
    (await inject(API_ROUTES.contentNotices, { accesstoken: token }, { query: 'page=1&pageSize=20' })).json().data.list as {
      kind: string;
      fromNickName: string;
      excerpt: string;
    }[];

  async function post(authorId: number, title: string) {
    const circle = await t.db.db
      .insertInto('content_circle')
      .values({ name: `圈${authorId}${title}`, description: '', icon: '' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const p = await t.db.db
      .insertInto('content_post')
      .values({ circle_id: Number(circle.id), user_id: authorId, title, content: '正文', images: '[]', created_at: Date.now() })
      .returning('id')
      .executeTakeFirstOrThrow();
    return Number(p.id);
  }
  const reportComment = (token: string, body: object) => inject(API_ROUTES.commentReport, { accesstoken: token }, { body });

  it('lets a viewer report a comment once (not their own), refusing bad input; the queue shows its text and context', async () => {
    const author = await buildSession(t.db.db, { user: { nick_name: '喷子甲' } });
    const postId = await post(Number(author.user.id), '今晚的比赛');
    const comment = await inject(
      API_ROUTES.commentReply,
      { accesstoken: author.token },
      { body: { type: 1, postId, content: '裁判收钱了吧' } },
    );
    const commentId = comment.json().data.id as number;
    const a = await buildSession(t.db.db, { user: { nick_name: '路人甲' } });
    const b = await buildSession(t.db.db, { user: { nick_name: '路人乙' } });
    for (const [body, message] of [
      [{ commentId, reason: '' }, '请填写举报原因'],
      [{ commentId, reason: '很'.repeat(101) }, '举报原因不能超过100个字'],
      [{ reason: '辱骂' }, '评论不存在'],
      [{ commentId: 99_999_999, reason: '辱骂' }, '评论不存在或已删除'],
    ] as const) {
      const res = await reportComment(a.token, body);
      expect([res.json().message]).toEqual([message]);
    }
    expect((await reportComment(author.token, { commentId, reason: '辱骂' })).json().message).toBe('不能举报自己的评论');
    expect(await queue('comment')).toEqual([]);
    expect((await reportComment(a.token, { commentId, reason: '侮辱谩骂' })).json().code).toBe(200);
    expect((await reportComment(a.token, { commentId, reason: '侮辱谩骂' })).json().message).toBe('您已举报过该评论，请勿重复提交');
    expect((await reportComment(b.token, { commentId, reason: '人身攻击' })).json().code).toBe(200);
    expect(
      (await t.app.inject({ method: 'POST', url: routeUrl(API_ROUTES.commentReport), headers: XHR, payload: { commentId, reason: 'x' } }))
        .statusCode,
    ).toBe(401);

    const list = await queue('comment', 'open', support);
    expect(list.map((r) => [r.reason, r.reporterNick])).toEqual([
      ['人身攻击', '路人乙'],
      ['侮辱谩骂', '路人甲'],
    ]);
    expect(list[0]).toMatchObject({
      kind: 'comment',
      targetId: commentId,
      targetText: '裁判收钱了吧',
      context: '帖子「今晚的比赛」下的评论',
      link: `/community/${postId}`,
      authorId: Number(author.user.id),
      authorNick: '喷子甲',
      state: 'open',
      act: null,
    });

    // warn: both reports of the comment settle together; the author finds a system message, never who reported
    const first = list[1];
    if (!first) throw new Error('no report');
    expect((await act('comment', first.id, { action: 'warn', note: '注意文明用语' }, support)).statusCode).toBe(403);
    const warned = await act('comment', first.id, { action: 'warn', note: '注意文明用语' });
    expect(warned.json().data).toMatchObject({ settled: 2, report: { state: 'acted', act: 'warn', actNote: '注意文明用语' } });
    expect(warned.json().data.report.actedBy).toMatch(/^op_moderation_/);
    expect(await queue('comment')).toEqual([]);
    const all = await queue('comment', 'all');
    expect(all.map((r) => [r.state, r.act])).toEqual([
      ['acted', 'warn'],
      ['acted', 'warn'],
    ]);
    const inbox = await notices(author.token);
    expect(inbox[0]).toMatchObject({ kind: 'system', fromNickName: '系统通知' });
    expect(inbox[0]?.excerpt).toContain('裁判收钱了吧');
    expect(inbox[0]?.excerpt).toContain('注意文明用语');
    expect(inbox[0]?.excerpt).not.toMatch(/路人/);
    // a settled report is not acted on twice
    expect((await act('comment', first.id, { action: 'hide' })).json().message).toBe('记录不存在或已处理');
    const rows = await audit('consoleReportAct');
    expect(rows.map((r) => r.action)).toEqual(['denied:consoleReportAct', 'consoleReportAct', 'failed:consoleReportAct']);
    expect(rows[1]?.target).toBe(`report:comment:${first.id} comment:${commentId}`);
    expect(JSON.parse(rows[1]?.detail ?? '{}').after).toEqual({ state: 'acted', act: 'warn', note: '注意文明用语', settled: 2 });
  });

  it('hides a reported comment: off the list and the count, no more replies or likes; post reports cannot mute', async () => {
    const author = await buildSession(t.db.db);
    const viewer = await buildSession(t.db.db);
    const postId = await post(Number(author.user.id), '转会传闻');
    const say = (content: string, commentId?: number) =>
      inject(API_ROUTES.commentReply, { accesstoken: viewer.token }, { body: { type: 1, postId, content, commentId } });
    const bad = (await say('加微信领球票')).json().data.id as number;
    await say('支持');
    await reportComment(author.token, { commentId: bad, reason: '广告' });
    const [report] = await queue('comment');
    if (!report) throw new Error('no report');
    expect((await act('comment', report.id, { action: 'mute', userId: Number(viewer.user.id), minutes: 10 })).json().message).toBe(
      '帖子和评论的举报不能直播间禁言，请选择警告、隐藏或驳回',
    );
    expect((await act('comment', report.id, { action: 'ban' })).json().message).toBe('请选择处理方式');
    expect((await act('comment', report.id, { action: 'hide', note: 'x'.repeat(101) })).json().message).toBe('备注不能超过100个字符');
    expect((await act('post', report.id, { action: 'hide' })).statusCode).toBe(404);
    expect((await act('video', report.id, { action: 'hide' })).json().message).toBe('举报类型有误');
    expect((await queue('comment')).map((r) => r.id)).toContain(report.id);

    expect((await act('comment', report.id, { action: 'hide' })).json().data.report).toMatchObject({ state: 'acted', act: 'hide' });
    const page = (await inject(API_ROUTES.commentList, {}, { query: `postId=${postId}&page=1&pageSize=10` })).json().data;
    expect(page.list.map((c: { content: string }) => c.content)).toEqual(['支持']);
    expect(page.totalNumber).toBe(1);
    const count = await t.db.db.selectFrom('content_post').select('comment_count').where('id', '=', postId).executeTakeFirstOrThrow();
    expect(Number(count.comment_count)).toBe(1);
    expect((await say('回复广告', bad)).json().message).toBe('评论不存在或已删除');
    const like = await inject(API_ROUTES.commentLike, { accesstoken: author.token }, { params: { id: bad } });
    expect(like.json().message).toBe('评论不存在或已删除');
    expect((await reportComment(author.token, { commentId: bad, reason: '再举报' })).json().message).toBe('评论不存在或已删除');
  });

  it('acts on post reports: warn the author, hide the post, or dismiss (the post untouched, the author not told)', async () => {
    const author = await buildSession(t.db.db);
    const reporter = await buildUser(t.db.db, { nick_name: '举报达人' });
    const keep = await post(Number(author.user.id), '正常讨论');
    const spam = await post(Number(author.user.id), '加微信看球');
    for (const postId of [keep, spam])
      await t.db.db
        .insertInto('content_report')
        .values({ user_id: Number(reporter.id), post_id: postId, reason: '违规广告', created_at: Date.now() })
        .execute();
    const open = await queue('post');
    const byPost = (id: number) => open.find((r) => r.targetId === id);
    expect(byPost(spam)).toMatchObject({ targetText: '加微信看球\n正文', link: `/community/${spam}`, reporterNick: '举报达人' });
    const stateOf = async (id: number) =>
      Number((await t.db.db.selectFrom('content_post').select('state').where('id', '=', id).executeTakeFirstOrThrow()).state);

    const dismissed = await act('post', byPost(keep)?.id ?? 0, { action: 'dismiss', note: '正常内容' });
    expect(dismissed.json().data.report).toMatchObject({ state: 'dismissed', act: 'dismiss' });
    expect(await stateOf(keep)).toBe(0);
    expect(await notices(author.token)).toEqual([]);

    const hidden = await act('post', byPost(spam)?.id ?? 0, { action: 'hide', note: '站外引流' });
    expect(hidden.json().data.report).toMatchObject({
      state: 'acted',
      act: 'hide',
      context: expect.stringContaining('（已隐藏）'),
      link: '',
    });
    expect(await stateOf(spam)).toBe(2);
    expect(await queue('post')).toEqual([]);
    const rows = (await audit('consoleReportAct')).filter((r) => r.target.startsWith('report:post:'));
    expect(rows.map((r) => JSON.parse(r.detail).after.act)).toEqual(['dismiss', 'hide']);
    // the console call is one transaction: no "begin:" entry before it
    expect((await audit('consoleReportAct')).some((r) => r.action.startsWith('begin:'))).toBe(false);
  });

  it('acts on room reports: warn the anchor, mute a user in the room, cut the stream; all reports of the room settle together', async () => {
    const anchor = await buildSession(t.db.db, { user: { is_anchor: 1, nick_name: '主播小王' } });
    const roomId = await buildRoom(t.db.db, Number(anchor.user.id), { is_live: 1, title: '英超直播' });
    const reporter = await buildUser(t.db.db, { nick_name: '热心球迷' });
    const spammer = await buildUser(t.db.db);
    const file = async (reason: string) =>
      t.db.db
        .insertInto('live_report')
        .values({ reporter_id: Number(reporter.id), room_id: roomId, reason, content: '有人刷屏', created_at: Date.now() })
        .execute();
    await file('侮辱谩骂');
    await file('其他');
    const open = await queue('room', 'open', support);
    expect(open.map((r) => r.reason)).toEqual(['其他', '侮辱谩骂']);
    expect(open[0]).toMatchObject({ targetText: '英超直播', authorNick: '主播小王', content: '有人刷屏', link: `/live/${roomId}` });
    const id = open[0]?.id ?? 0;
    for (const [body, message] of [
      [{ action: 'mute', minutes: 10 }, '请填写要禁言的用户ID'],
      [{ action: 'mute', userId: Number(spammer.id) }, '请填写禁言时长'],
      [{ action: 'mute', userId: Number(spammer.id), minutes: 0 }, '禁言时长至少1分钟'],
    ] as const)
      expect((await act('room', id, body)).json().message).toBe(message);
    expect((await act('room', id, { action: 'mute', userId: 99_999_999, minutes: 10 })).json().message).toBe('用户不存在');
    expect((await act('room', id, { action: 'mute', userId: Number(spammer.id), minutes: 10 }, finance)).statusCode).toBe(403);
    expect((await act('room', id, { action: 'mute', userId: Number(spammer.id), minutes: 10 }, 'nobody')).statusCode).toBe(401);
    expect((await queue('room')).length).toBe(2);

    const muted = await act('room', id, { action: 'mute', userId: Number(spammer.id), minutes: 30, note: '刷屏' });
    expect(muted.json().data).toMatchObject({ settled: 2, report: { state: 'acted', act: 'mute' } });
    const forbid = await t.db.db.selectFrom('chat_forbid').selectAll().where('room_id', '=', roomId).executeTakeFirstOrThrow();
    expect(Number(forbid.user_id)).toBe(Number(spammer.id));
    expect(Number(forbid.until)).toBeGreaterThan(Date.now() + 29 * 60_000);
    const [row] = (await audit('consoleReportAct')).filter((r) => r.target === `report:room:${id} room:${roomId}`);
    expect(JSON.parse(row?.detail ?? '{}').after).toMatchObject({ act: 'mute', userId: Number(spammer.id), minutes: 30, settled: 2 });

    await file('色情低俗');
    const [next] = await queue('room');
    expect((await act('room', next?.id ?? 0, { action: 'warn' })).json().data.report).toMatchObject({ act: 'warn' });
    const inbox = await notices(anchor.token);
    expect(inbox[0]).toMatchObject({ kind: 'system' });
    expect(inbox[0]?.excerpt).toContain('英超直播');
    expect(inbox[0]?.excerpt).not.toContain('热心球迷');

    await t.db.db
      .insertInto('media_stream')
      .values({ room_id: roomId, stream_key: `k${roomId}`, key_created_at: 1, is_up: 1 })
      .execute();
    await file('盗播侵权');
    const [last] = await queue('room');
    expect((await act('room', last?.id ?? 0, { action: 'hide', note: '盗播' })).json().data.report).toMatchObject({ act: 'hide' });
    const room = await t.db.db.selectFrom('live_room').select('is_live').where('id', '=', roomId).executeTakeFirstOrThrow();
    const stream = await t.db.db.selectFrom('media_stream').select('is_up').where('room_id', '=', roomId).executeTakeFirstOrThrow();
    expect([Number(room.is_live), Number(stream.is_up)]).toEqual([0, 0]);
    const dashboard = (await inject(CONSOLE_ROUTES.consoleDashboard, op(support))).json().data;
    expect(dashboard.openReports).toBe(0);
  });

  it('refuses a fan token and unknown kinds on the queue', async () => {
    const fan = await buildSession(t.db.db);
    expect((await inject(CONSOLE_ROUTES.consoleReports, { accesstoken: fan.token }, { query: 'kind=post' })).statusCode).toBe(403);
    expect((await act('post', 1, { action: 'dismiss' }, '')).statusCode).toBe(401);
    const bad = await inject(CONSOLE_ROUTES.consoleReports, op(support), { query: 'kind=video' });
    expect([bad.statusCode, bad.json().message]).toEqual([400, '举报类型有误']);
  });
});

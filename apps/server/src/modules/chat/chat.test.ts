import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAT_MAX_LENGTH, MESSAGES, roomTopic, type TChatMessage, type TLiveEvent } from '@sports/contracts';
import { DIALECTS } from '../../../test/db';
import { createTestApp, XHR, type TestApp } from '../../../test/app';
import { buildRoom, buildSession } from '../../../test/factories';
import { runCommand } from '../../cli/commands';

describe.each(DIALECTS)('chat (%s)', (dialect) => {
  let t: TestApp;
  let anchor: { id: number; token: string; nick: string };
  let fan: { id: number; token: string; nick: string };
  let other: { id: number; token: string; nick: string };
  let roomId: number;
  const pushed: TLiveEvent[] = [];
  let n = 0;

  const person = async (anchorFlag = false) => {
    const nick = `聊天${dialect.slice(0, 2)}${++n}`;
    const s = await buildSession(t.db.db, { user: { nick_name: nick, is_anchor: anchorFlag ? 1 : 0 } });
    return { id: Number(s.user.id), token: s.token, nick };
  };
  const as = (who: { token: string } | null) => (who ? { ...XHR, accesstoken: who.token } : XHR);
  const send = (who: { token: string } | null, content: string, extra: Record<string, unknown> = { roomId }, prefix = '/api') =>
    t.app.inject({ method: 'POST', url: `${prefix}/chat/msg`, headers: as(who), payload: { content, platform: 1, ...extra } });
  const get = (who: { token: string } | null, url: string) => t.app.inject({ method: 'GET', url, headers: as(who) });
  const chatEvents = () => pushed.filter((e) => e.type === 'chat' && e.topic === roomTopic(roomId)).map((e) => e.data as TChatMessage);

  beforeAll(async () => {
    t = await createTestApp({ dialect, seed: false });
    anchor = await person(true);
    fan = await person();
    other = await person();
    roomId = await buildRoom(t.db.db, anchor.id, { title: '测试直播间', notice: '欢迎来到直播间，文明发言' });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('sends a message: stored, pushed on room:<id>, listed in history (login required)', async () => {
    const off = t.app.liveBus.onEvent((e) => pushed.push(e.event));
    try {
      const visitor = await send(null, '你好');
      expect(visitor.json()).toMatchObject({ code: MESSAGES.UNAUTHORIZED.code, message: '您还没有登录哦，请登录后查看！' });

      const res = await send(fan, '  主队加油  ');
      expect(res.json().code).toBe(200);
      const m = res.json().data as TChatMessage;
      expect(m).toMatchObject({ roomId, userId: fan.id, nickName: fan.nick, role: 'user', type: 'text', content: '主队加油' });
      const byAnchor = await send(anchor, '[微笑][点赞]', { channel: roomTopic(roomId) }, '/tapi');
      expect(byAnchor.json().data).toMatchObject({ role: 'anchor', type: 'emoji' });
      expect(chatEvents().map((e) => e.content)).toEqual(['主队加油', '[微笑][点赞]']);

      const page = await t.app.inject({ method: 'POST', url: '/api/chat/page', headers: XHR, payload: { roomId } });
      expect(page.json().data.list.map((x: TChatMessage) => x.content)).toEqual(['主队加油', '[微笑][点赞]']);
      expect(page.json().data.hasMore).toBe(false);
    } finally {
      off();
    }
  });

  // The details are typed now (a full gift, not a loose record), so the test gives a whole one.
  const rocket = {
    giftId: 3,
    name: '火箭',
    image: '/gifts/3.png',
    count: 2,
    price: 100,
    currency: 'diamond',
    effect: 2,
    comboId: 'c1',
    comboCount: 1,
    anchorId: 1,
  } as const;

  it('announces a money event with its details, and history shows authors as they were when they spoke', async () => {
    const gift = await t.app.chat.announce(roomId, { type: 'gift', userId: fan.id, content: '送出 火箭 x2', extra: rocket });
    expect(gift).toMatchObject({
      type: 'gift',
      userId: fan.id,
      nickName: fan.nick,
      role: 'user',
      noble: null,
      extra: { giftId: 3, count: 2, effect: 2 },
    });
    await expect(t.app.chat.announce(999_999, { type: 'gift', userId: fan.id, content: 'x', extra: rocket })).rejects.toMatchObject({
      id: 'ROOM_NOT_FOUND',
    });
    await t.db.db
      .updateTable('app_user')
      .set({ nick_name: `改名${dialect.slice(0, 2)}` })
      .where('id', '=', fan.id)
      .execute();
    const page = (await t.app.inject({ method: 'POST', url: '/api/chat/page', headers: XHR, payload: { roomId } })).json().data
      .list as TChatMessage[];
    const shown = page.find((m) => m.id === gift.id);
    expect(shown).toMatchObject({ nickName: fan.nick, extra: { giftId: 3, count: 2, effect: 2 } });
    const later = (await send(fan, '改名后')).json().data as TChatMessage;
    expect(later.nickName).toBe(`改名${dialect.slice(0, 2)}`);
    await t.db.db.updateTable('app_user').set({ nick_name: fan.nick }).where('id', '=', fan.id).execute();
  });

  it('pages history backwards 20 at a time with a before cursor', async () => {
    const r = await t.db.db
      .insertInto('live_room')
      .values({ anchor_id: other.id, title: '翻页', created_at: Date.now(), updated_at: Date.now() })
      .returning('id')
      .executeTakeFirstOrThrow();
    const rid = Number(r.id);
    for (let i = 1; i <= 45; i++)
      await t.db.db
        .insertInto('chat_message')
        .values({ room_id: rid, match_id: null, user_id: fan.id, type: 'text', content: `第${i}条`, created_at: i })
        .execute();
    const first = (await t.app.inject({ method: 'POST', url: '/tapi/chat/page', headers: XHR, payload: { roomId: rid } })).json().data;
    expect(first.list).toHaveLength(20);
    expect(first.list[0].content).toBe('第26条');
    expect(first.list[19].content).toBe('第45条');
    expect(first.hasMore).toBe(true);
    const second = (
      await t.app.inject({ method: 'POST', url: '/api/chat/page', headers: XHR, payload: { roomId: rid, before: first.list[0].id } })
    ).json().data;
    expect(second.list.map((x: TChatMessage) => x.content)).toEqual(Array.from({ length: 20 }, (_, i) => `第${i + 6}条`));
    const third = (
      await t.app.inject({ method: 'POST', url: '/api/chat/page', headers: XHR, payload: { roomId: rid, before: second.list[0].id } })
    ).json().data;
    expect(third.list).toHaveLength(5);
    expect(third.hasMore).toBe(false);

    const bad = await t.app.inject({ method: 'POST', url: '/api/chat/page', headers: XHR, payload: {} });
    expect(bad.json()).toMatchObject({ code: MESSAGES.CHAT_CHANNEL_INVALID.code, message: '请指定直播间或比赛' });
    const none = await t.app.inject({ method: 'POST', url: '/api/chat/page', headers: XHR, payload: { roomId: 999999 } });
    expect(none.json().code).toBe(MESSAGES.ROOM_NOT_FOUND.code);
  });

  it('refuses empty and too long messages (50 characters), storing nothing', async () => {
    const before = await t.db.db
      .selectFrom('chat_message')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const u = await person();
    expect((await send(u, '   ')).json()).toMatchObject({ code: MESSAGES.CHAT_EMPTY.code, message: '请输入聊天内容' });
    expect((await send(u, '球'.repeat(CHAT_MAX_LENGTH + 1))).json()).toMatchObject({
      code: MESSAGES.CHAT_TOO_LONG.code,
      message: '发言不能超过50个字',
    });
    const after = await t.db.db
      .selectFrom('chat_message')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
    // Exactly 50 (counted in characters, not UTF-16 units) passes.
    expect((await send(u, '⚽'.repeat(CHAT_MAX_LENGTH))).json().code).toBe(200);
  });

  it('limits each user to a burst of 3 then one message a second', async () => {
    const u = await person();
    const codes = [];
    for (let i = 0; i < 5; i++) codes.push((await send(u, `快${i}`)).json().code);
    expect(codes.slice(0, 3)).toEqual([200, 200, 200]);
    expect(codes[3]).toBe(MESSAGES.CHAT_TOO_FAST.code);
    const stored = await t.db.db.selectFrom('chat_message').select('content').where('user_id', '=', u.id).execute();
    expect(stored).toHaveLength(3);
    // Another user is not slowed down by this one.
    expect((await send(await person(), '我不受影响')).json().code).toBe(200);
  });

  it('masks banned words with ** (admin command add, list, remove)', async () => {
    expect(await runCommand(t.db.db, ['chat', 'ban-word', 'add', '黑哨'])).toContain('已添加');
    await t.app.chat.addBannedWord('Fake'); // through the service: the server's cache is refreshed at once
    expect(await runCommand(t.db.db, ['chat', 'ban-word', 'list'])).toMatch(/黑哨/);
    const u = await person();
    const res = await send(u, '裁判黑哨，fake news');
    expect(res.json().data.content).toBe('裁判**，** news');
    expect(await runCommand(t.db.db, ['chat', 'ban-word', 'remove', '黑哨'])).toContain('已删除');
    await expect(runCommand(t.db.db, ['chat', 'ban-word', 'add'])).rejects.toThrow('请指定违禁词');
  });

  it('keeps markup as plain text (escaped by the browser on output)', async () => {
    const u = await person();
    const res = await send(u, '<script>alert(1)</script>');
    expect(res.json().data.content).toBe('<script>alert(1)</script>');
    const page = await t.app.inject({ method: 'POST', url: '/api/chat/page', headers: XHR, payload: { roomId, pageSize: 1 } });
    expect(page.json().data.list[0].content).toBe('<script>alert(1)</script>');
    expect(page.headers['content-type']).toMatch(/application\/json/);
  });

  it('mutes: only the anchor and managers; managers only set by the anchor; a muted message is refused and not pushed', async () => {
    const q = (nick: string) => `roomId=${roomId}&nickName=${encodeURIComponent(nick)}`;
    const victim = await person();
    const mgr = await person();
    // A fan can neither mute nor appoint managers.
    expect((await get(fan, `/api/forbid/add?${q(victim.nick)}`)).json().code).toBe(MESSAGES.CHAT_NO_MUTE_RIGHT.code);
    expect((await get(fan, `/api/manager/add?${q(mgr.nick)}`)).json().code).toBe(MESSAGES.CHAT_NOT_ROOM_ANCHOR.code);
    // The changing GETs still need the browser header.
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/manager/add?${q(mgr.nick)}`, headers: { accesstoken: anchor.token } })).statusCode,
    ).toBe(403);
    // The anchor appoints a manager; unknown nick names and duplicates are refused.
    expect((await get(anchor, `/api/manager/add?${q('没有这个人')}`)).json()).toMatchObject({
      code: MESSAGES.CHAT_USER_NOT_FOUND.code,
      message: '该昵称的用户不存在',
    });
    expect((await get(anchor, `/api/manager/add?${q(mgr.nick)}`)).json().code).toBe(200);
    expect((await get(anchor, `/api/manager/add?${q(mgr.nick)}`)).json().code).toBe(MESSAGES.CHAT_ALREADY_MANAGER.code);
    // A manager cannot appoint managers but can mute; nobody mutes the anchor or a manager.
    expect((await get(mgr, `/api/manager/add?${q(victim.nick)}`)).json().code).toBe(MESSAGES.CHAT_NOT_ROOM_ANCHOR.code);
    expect((await get(mgr, `/api/forbid/add?${q(anchor.nick)}`)).json().code).toBe(MESSAGES.CHAT_CANNOT_MUTE.code);
    expect((await get(mgr, `/api/forbid/add?${q(victim.nick)}`)).json().code).toBe(200);
    expect((await get(mgr, `/api/forbid/add?${q(victim.nick)}`)).json().code).toBe(MESSAGES.CHAT_ALREADY_FORBIDDEN.code);

    const info = (await get(victim, `/api/chat/info/new?roomId=${roomId}`)).json().data;
    expect(info).toMatchObject({ loggedIn: true, canMute: false, forbiddenUntil: 0 });
    expect((await get(mgr, `/api/chat/info/new?roomId=${roomId}`)).json().data).toMatchObject({ isManager: true, canMute: true });

    const seen: TLiveEvent[] = [];
    const off = t.app.liveBus.onEvent((e) => seen.push(e.event));
    try {
      const refused = await send(victim, '我要说话');
      expect(refused.json()).toMatchObject({ code: MESSAGES.CHAT_FORBIDDEN.code, message: '您已被禁言' });
      expect(seen).toHaveLength(0);
      const stored = await t.db.db.selectFrom('chat_message').select('id').where('user_id', '=', victim.id).execute();
      expect(stored).toHaveLength(0);
    } finally {
      off();
    }

    const list = (await get(anchor, `/api/forbid/list?roomId=${roomId}&page=1&pageSize=10`)).json().data;
    expect(list.list.map((x: { nickName: string; byNickName: string }) => [x.nickName, x.byNickName])).toEqual([[victim.nick, mgr.nick]]);
    expect((await get(fan, `/api/forbid/list?roomId=${roomId}`)).json().code).toBe(MESSAGES.CHAT_NO_MUTE_RIGHT.code);
    // Lifting the mute lets the user speak again.
    expect((await get(anchor, `/api/forbid/remove?id=${list.list[0].id}`)).json().code).toBe(200);
    expect((await send(victim, '谢谢主播')).json().code).toBe(200);

    const managers = (await get(anchor, `/api/manager/list?roomId=${roomId}`)).json().data;
    expect(managers.list.map((x: { nickName: string }) => x.nickName)).toEqual([mgr.nick]);
    expect((await get(mgr, `/api/manager/remove?id=${managers.list[0].id}`)).json().code).toBe(MESSAGES.CHAT_NOT_ROOM_ANCHOR.code);
    expect((await get(anchor, `/api/manager/remove?id=${managers.list[0].id}`)).json().code).toBe(200);
    expect((await get(mgr, `/api/forbid/add?${q(fan.nick)}`)).json().code).toBe(MESSAGES.CHAT_NO_MUTE_RIGHT.code);
  });

  it('a timed mute ends by itself', async () => {
    const victim = await person();
    expect((await get(anchor, `/api/forbid/add?roomId=${roomId}&nickName=${encodeURIComponent(victim.nick)}&minutes=1`)).json().code).toBe(
      200,
    );
    expect((await send(victim, '还在吗')).json().code).toBe(MESSAGES.CHAT_FORBIDDEN.code);
    await t.db.db
      .updateTable('chat_forbid')
      .set({ until: Date.now() - 1 })
      .where('user_id', '=', victim.id)
      .execute();
    expect((await send(victim, '回来了')).json().code).toBe(200);
  });

  it('welcome messages of the anchor: add, edit, use, delete; shown on entry; notice', async () => {
    const post = (who: { token: string }, url: string, payload: object) => t.app.inject({ method: 'POST', url, headers: as(who), payload });
    expect((await post(fan, '/tapi/user/wel/add', { content: '欢迎' })).json().code).toBe(MESSAGES.NOT_ANCHOR.code);
    expect((await post(anchor, '/tapi/user/wel/add', { content: '' })).json().message).toBe('请输入欢迎语');
    expect((await post(anchor, '/tapi/user/wel/add', { content: '欢'.repeat(51) })).json().message).toBe('欢迎语不能超过50个字');
    expect((await post(anchor, '/tapi/user/wel/add', { content: '欢迎来到我的直播间' })).json().code).toBe(200);
    expect((await post(anchor, '/tapi/user/wel/add', { content: '第二条欢迎语' })).json().code).toBe(200);
    let list = (await get(anchor, '/tapi/user/wel/list')).json().data;
    expect(list.map((w: { content: string; inUse: boolean }) => [w.content, w.inUse])).toEqual([
      ['欢迎来到我的直播间', false],
      ['第二条欢迎语', false],
    ]);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/chat/welcome', headers: XHR, payload: { roomId } })).json().data.content,
    ).toBeNull();
    expect((await post(anchor, '/tapi/user/wel/updateWelcome', { id: list[1].id })).json().code).toBe(200);
    expect((await post(anchor, '/tapi/user/wel/editContent', { id: list[1].id, content: '欢迎各位球迷' })).json().code).toBe(200);
    expect((await post(other, '/tapi/user/wel/del', { id: list[0].id })).json().code).toBe(MESSAGES.NOT_ANCHOR.code);
    expect((await post(anchor, '/tapi/user/wel/del', { id: list[0].id })).json().code).toBe(200);
    list = (await get(anchor, '/tapi/user/wel/list')).json().data;
    expect(list).toEqual([expect.objectContaining({ content: '欢迎各位球迷', inUse: true })]);
    const w = await t.app.inject({ method: 'POST', url: '/tapi/chat/welcome', headers: XHR, payload: { roomId } });
    expect(w.json().data).toEqual({ roomId, content: '欢迎各位球迷', anchorNickName: anchor.nick });
    const notice = await t.app.inject({ method: 'POST', url: '/tapi/chat/notice', headers: XHR, payload: { roomId } });
    expect(notice.json().data.notice).toBe('欢迎来到直播间，文明发言');
  });

  it('horns, barrage settings and chat tokens', async () => {
    expect((await get(null, '/api/horn/info')).json().data).toBeNull();
    await runCommand(t.db.db, ['chat', 'horn', '今晚', '20:00', '德比大战']);
    const horns = (await get(null, '/api/horn/list?page=1&pageSize=10')).json().data;
    expect(horns).toMatchObject({ totalNumber: 1, list: [{ content: '今晚 20:00 德比大战', nickName: '系统公告' }] });
    expect((await get(null, '/api/horn/info')).json().data.content).toBe('今晚 20:00 德比大战');
    const barrage = (await get(null, '/api/chat/barrage/all')).json().data;
    expect(barrage.emoji).toHaveLength(75);
    expect(barrage.maxLength).toBe(CHAT_MAX_LENGTH);

    expect((await get(null, `/tapi/chat/getToken/new?group=room:${roomId}`)).json().code).toBe(MESSAGES.UNAUTHORIZED.code);
    const tok = (await get(other, `/tapi/chat/getToken/new?group=room:${roomId}`)).json().data;
    expect(tok.group).toBe(`room:${roomId}`);
    const viaToken = await send(null, '凭证发言', { channel: `room:${roomId}`, token: tok.token });
    expect(viaToken.json().data).toMatchObject({ userId: other.id, content: '凭证发言' });
    expect((await send(null, '伪造', { roomId, token: 'forged' })).json().code).toBe(MESSAGES.CHAT_TOKEN_INVALID.code);
  });
});

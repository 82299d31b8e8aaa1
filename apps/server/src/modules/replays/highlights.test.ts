import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { assert, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, type TCutPoints } from '@sports/contracts';
import { type TestApp } from '../../../test/app';
import { DIALECTS } from '../../../test/db';
import { auth, replaysWorld } from '../../../test/replays-world';
import { buildIncident } from '../../../test/match-factories';
import { addOperator, operatorToken } from '../../../test/operators';
import { buildMatch } from '../../../test/sports-factories';
import { loadConfig } from '../../config/env';
import { runCommand } from '../../cli/commands';
import { replaysRepository } from './repository';

const T0 = Date.UTC(2025, 4, 18, 11, 0, 0);

/** Suggested cut points, highlights by room and match, the operators' command, and the broadcast history's replay links. */
describe.each(DIALECTS)('highlights around replays on %s', (dialect) => {
  const world = replaysWorld(dialect, 'highlights');
  let t: TestApp;
  let dataDir: string;
  beforeAll(() => {
    t = world.app();
    dataDir = world.dataDir();
  });

  async function replay(roomId: number, anchorId: number, o: { matchId?: number; startedAt?: number; segments?: unknown } = {}) {
    const startedAt = o.startedAt ?? T0;
    const key = `${roomId}/${startedAt}-${Math.random().toString(16).slice(2)}.flv`;
    mkdirSync(path.join(dataDir, 'replays', String(roomId)), { recursive: true });
    writeFileSync(path.join(dataDir, 'replays', key), Buffer.alloc(100));
    return replaysRepository(t.db.db).insert({
      room_id: roomId,
      anchor_id: anchorId,
      match_id: o.matchId ?? null,
      title: '德比之战 全场回放',
      state: 'ready',
      file_key: key,
      started_at: startedAt,
      ended_at: startedAt + 120_000,
      duration_ms: 120_000,
      size_bytes: 100,
      segments: JSON.stringify(o.segments ?? [[startedAt, 0]]),
    });
  }

  async function clipRow(o: { replayId: number; roomId: number; anchorId: number; matchId: number | null }) {
    const r = await t.db.db
      .insertInto('replay_clip')
      .values({
        replay_id: o.replayId,
        room_id: o.roomId,
        anchor_id: o.anchorId,
        match_id: o.matchId,
        title: '补时绝杀',
        type: 1,
        start_ms: 0,
        duration_ms: 5000,
        file_key: `${o.roomId}/clips/x.flv`,
        size_bytes: 1,
        price: 0,
        state: 'ready',
        created_by: o.anchorId,
        created_at: T0,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return Number(r.id);
  }

  const points = async (id: number) =>
    (await t.app.inject({ method: 'GET', url: `/api/back/cutPoints?id=${id}` })).json() as { code: number; data: TCutPoints };

  it('suggests the bound match’s goals and red cards at their places in the recording, and the chat’s peaks', async () => {
    const { a, roomId } = await world.anchorRoom();
    const matchId = await buildMatch(t.db.db);
    // two publishes: 0–40 s, a 20 s gap, then from 40 s on the file's timeline
    const id = await replay(roomId, Number(a.user.id), {
      matchId,
      segments: [
        [T0, 0],
        [T0 + 60_000, 40_000],
      ],
    });
    await buildIncident(t.db.db, matchId, { type: 'goal', side: 'home', minute: 3, at: T0 - 60_000, homeScore: 1, awayScore: 0 });
    await buildIncident(t.db.db, matchId, {
      type: 'goal',
      side: 'home',
      minute: 12,
      player: '张玉宁',
      at: T0 + 20_000,
      homeScore: 2,
      awayScore: 0,
    });
    await buildIncident(t.db.db, matchId, { type: 'yellow', side: 'away', minute: 20, at: T0 + 30_000 });
    await buildIncident(t.db.db, matchId, { type: 'red', side: 'away', minute: 25, player: '王大雷', at: T0 + 70_000 });
    await buildIncident(t.db.db, matchId, { type: 'goal', side: 'away', minute: 80, at: T0 + 500_000, homeScore: 2, awayScore: 1 });
    const line = (offsetMs: number) => ({
      room_id: roomId,
      match_id: null,
      user_id: Number(a.user.id),
      type: 'text',
      content: '好球',
      created_at: T0 + offsetMs,
      nick_name: a.user.nick_name,
      portrait: '',
      level: 1,
      noble: null,
      extra: null,
    });
    await t.db.db
      .insertInto('chat_message')
      .values([line(21_000), line(21_500), line(22_000), line(90_000)])
      .execute();

    const r = await points(id);
    expect(r.code).toBe(200);
    const byKind = (k: string) => r.data.points.filter((p) => p.kind === k);
    // the goal before the broadcast and the one after it are not offered; the yellow card is no cut point
    expect(byKind('goal')).toEqual([{ kind: 'goal', at: 20_000, startMs: 10_000, endMs: 35_000, label: "12' 进球 张玉宁（2-0）" }]);
    // 70 s of wall time is 10 s into the second publish: 50 s on the file
    expect(byKind('red')).toEqual([{ kind: 'red', at: 50_000, startMs: 40_000, endMs: 65_000, label: "25' 红牌 王大雷" }]);
    const chat = byKind('chat');
    expect(chat).toHaveLength(1);
    const [peak] = chat;
    assert.isDefined(peak);
    expect(peak.label).toBe('聊天高峰（3条弹幕）');
    expect(peak.startMs).toBeLessThanOrEqual(20_000);
    expect(r.data.points.map((p) => p.at)).toEqual([...r.data.points.map((p) => p.at)].sort((x, y) => x - y));

    // a replay without a match: only the chat; unknown and bad ids
    const plain = await replay(roomId, Number(a.user.id), { startedAt: T0 + 3600_000 });
    expect((await points(plain)).data.points).toEqual([]);
    expect((await points(987654)).code).toBe(MESSAGES.REPLAY_NOT_FOUND.code);
    expect((await t.app.inject({ method: 'GET', url: '/api/back/cutPoints?id=abc' })).json().code).toBe(MESSAGES.BAD_REQUEST.code);
  });

  it('lists highlights of one room, one match or one replay', async () => {
    const { a, roomId } = await world.anchorRoom();
    const other = await world.anchorRoom();
    const matchId = await buildMatch(t.db.db);
    const r1 = await replay(roomId, Number(a.user.id), { matchId });
    const r2 = await replay(other.roomId, Number(other.a.user.id));
    const c1 = await clipRow({ replayId: r1, roomId, anchorId: Number(a.user.id), matchId });
    const c2 = await clipRow({ replayId: r2, roomId: other.roomId, anchorId: Number(other.a.user.id), matchId: null });
    const ids = async (q: string) =>
      ((await t.app.inject({ method: 'GET', url: `/tapi/inform/movie-highlights?${q}` })).json().data.list as { id: number }[]).map(
        (c) => c.id,
      );
    expect(await ids(`roomId=${roomId}`)).toEqual([c1]);
    expect(await ids(`roomId=${other.roomId}`)).toEqual([c2]);
    expect(await ids(`matchId=${matchId}`)).toEqual([c1]);
    expect(await ids(`replayId=${r2}`)).toEqual([c2]);
    expect(await ids(`roomId=${roomId}&type=2`)).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: '/tapi/inform/movie-highlights?roomId=-3' })).json().code).toBe(
      MESSAGES.BAD_REQUEST.code,
    );
  });

  it('the operators’ clip command checks its input and changes nothing on a bad one', async () => {
    const { a, roomId } = await world.anchorRoom();
    const id = await replay(roomId, Number(a.user.id));
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir });
    const run = (...args: string[]) => runCommand(t.db.db, ['clip', 'cut', ...args], config);
    await expect(run(String(id), 'abc', '10', '标题不错')).rejects.toThrow('起点和终点应为秒数或 分:秒');
    await expect(run(String(id), '20', '0:10', '标题不错')).rejects.toThrow('剪辑起点必须早于终点');
    await expect(run(String(id), '10', '3:00', '标题不错')).rejects.toThrow('剪辑范围超出回放时长');
    await expect(run(String(id), '10', '20', '')).rejects.toThrow('集锦标题至少2个字');
    await expect(run('987654', '10', '20', '标题不错')).rejects.toThrow('回放不存在或已删除');
    await expect(run(String(id), '10', '20', '标题不错', '--price', '-5')).rejects.toThrow('价格不正确');
    expect(await t.db.db.selectFrom('replay_clip').select('id').where('replay_id', '=', id).execute()).toEqual([]);
    expect(await runCommand(t.db.db, ['clip', 'points', String(id)], config)).toBe('这条回放暂无建议剪辑点');
  });

  it('the console’s cut needs content.edit and checks its input', async () => {
    const { a, roomId } = await world.anchorRoom();
    const id = await replay(roomId, Number(a.user.id));
    const cut = async (role: string, body: object) => {
      const token = await operatorToken(t.app, await addOperator(t.db.db, role));
      return (
        await t.app.inject({
          method: 'POST',
          url: '/capi/clips',
          headers: { 'x-requested-with': 'XMLHttpRequest' },
          cookies: { op_session: token },
          payload: { replayId: id, startMs: 1000, endMs: 9000, title: '运营剪辑', type: 2, price: 0, ...body },
        })
      ).json() as { code: number };
    };
    expect((await cut('support', {})).code).toBe(MESSAGES.FORBIDDEN.code);
    expect((await cut('content', { startMs: 9000 })).code).toBe(MESSAGES.CLIP_RANGE_INVALID.code);
    expect((await cut('content', { endMs: 999_000 })).code).toBe(MESSAGES.CLIP_BEYOND_REPLAY.code);
    expect((await cut('content', { replayId: 987654 })).code).toBe(MESSAGES.REPLAY_NOT_FOUND.code);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/capi/clips',
      headers: { 'x-requested-with': 'XMLHttpRequest' },
      payload: { replayId: id, startMs: 1000, endMs: 9000, title: '运营剪辑', type: 2 },
    });
    expect(anonymous.json().code).not.toBe(200);
    expect(await t.db.db.selectFrom('replay_clip').select('id').where('replay_id', '=', id).execute()).toEqual([]);
  });

  it('the broadcast history links each broadcast to its replay while one is kept', async () => {
    const { a, roomId } = await world.anchorRoom();
    await t.app.live.setLive(roomId, true);
    await t.app.live.setLive(roomId, false);
    await t.app.live.setLive(roomId, true);
    await t.app.live.setLive(roomId, false);
    const ids = (await t.db.db.selectFrom('live_session').select('id').where('room_id', '=', roomId).orderBy('id').execute()).map((s) =>
      Number(s.id),
    );
    expect(ids).toHaveLength(2);
    // two broadcasts of an evening, ten minutes apart
    for (const [i, id] of ids.entries()) {
      const start = T0 + i * 20 * 60_000;
      await t.db.db
        .updateTable('live_session')
        .set({ started_at: start, ended_at: start + 10 * 60_000 })
        .where('id', '=', id)
        .execute();
    }
    const [first, second] = await t.db.db.selectFrom('live_session').selectAll().where('room_id', '=', roomId).orderBy('id').execute();
    assert.isDefined(first);
    assert.isDefined(second);
    // the first broadcast was recorded (its publish began a moment before the history row); the second not
    const kept = await replay(roomId, Number(a.user.id), { startedAt: Number(first.started_at) - 200 });
    const history = async () =>
      (await t.app.inject({ method: 'GET', url: '/api/history/list', headers: auth(a.token) })).json().data.list as {
        id: number;
        replayId: number | null;
      }[];
    const byId = new Map((await history()).map((h) => [h.id, h.replayId]));
    expect(byId.get(Number(first.id))).toBe(kept);
    expect(byId.get(Number(second.id))).toBeNull();
    // once the anchor deletes it, the link goes
    await t.app.inject({
      method: 'POST',
      url: '/api/back/delete',
      headers: { 'x-requested-with': 'XMLHttpRequest', ...auth(a.token) },
      payload: { id: kept },
    });
    expect((await history()).every((h) => h.replayId === null)).toBe(true);
  });
});

import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, type TReplayChat, type TReplayItem } from '@sports/contracts';
import { XHR, type TestApp } from '../../../test/app';
import { DIALECTS } from '../../../test/db';
import { auth, replaysWorld } from '../../../test/replays-world';
import { buildSession } from '../../../test/factories';
import { replaysRepository } from './repository';
import { applyRetention } from './retention';
import { localReplayStorage } from './storage';

const DAY = 24 * 3600 * 1000;
/** 2025-03-10 12:00 Beijing: fixed times, so nothing depends on the hour the tests run. */
const NOON_0310 = Date.UTC(2025, 2, 10, 4, 0, 0);

describe.each(DIALECTS)('replay calls on %s', (dialect) => {
  const world = replaysWorld(dialect, 'replays-api');
  let t: TestApp;
  let dataDir: string;
  beforeAll(() => {
    t = world.app();
    dataDir = world.dataDir();
  });

  /** A finished replay with a file of `bytes` (the test needs its bytes, not a real video). */
  async function replay(
    roomId: number,
    anchorId: number,
    o: {
      startedAt?: number;
      durationMs?: number;
      bytes?: Buffer;
      state?: 'ready' | 'recording';
      matchId?: number;
      segments?: unknown;
    } = {},
  ) {
    const startedAt = o.startedAt ?? NOON_0310;
    const durationMs = o.durationMs ?? 60_000;
    const bytes = o.bytes ?? Buffer.from(Array.from({ length: 1000 }, (_, i) => i % 251));
    const key = `${roomId}/${startedAt}-${Math.random().toString(16).slice(2)}.flv`;
    mkdirSync(path.join(dataDir, 'replays', String(roomId)), { recursive: true });
    writeFileSync(path.join(dataDir, 'replays', key), bytes);
    const id = await replaysRepository(t.db.db).insert({
      room_id: roomId,
      anchor_id: anchorId,
      match_id: o.matchId ?? null,
      title: '英超第28轮 阿森纳 vs 切尔西 全场回放',
      state: o.state ?? 'ready',
      file_key: key,
      started_at: startedAt,
      ended_at: startedAt + durationMs,
      duration_ms: durationMs,
      size_bytes: bytes.length,
      segments: JSON.stringify(o.segments ?? [[startedAt, 0]]),
    });
    return { id, key, bytes };
  }

  const pageByRoom = (payload: object) => t.app.inject({ method: 'POST', url: '/api/back/pageByRoom', headers: XHR, payload });

  it('lists a room’s finished replays newest first, by Beijing day', async () => {
    const { a, roomId } = await world.anchorRoom();
    const other = await world.anchorRoom();
    const older = await replay(roomId, Number(a.user.id), { startedAt: NOON_0310 - DAY });
    const newer = await replay(roomId, Number(a.user.id));
    await replay(roomId, Number(a.user.id), { state: 'recording', startedAt: NOON_0310 + 1000 });
    await replay(other.roomId, Number(other.a.user.id));
    const all = (await pageByRoom({ roomId, page: 1, pageSize: 10 })).json().data as { list: TReplayItem[]; totalNumber: number };
    expect(all.totalNumber).toBe(2);
    expect(all.list.map((r) => r.id)).toEqual([newer.id, older.id]);
    expect(all.list[0]).toMatchObject({
      roomId,
      anchorNickName: a.user.nick_name,
      duration: 60,
      size: 1000,
      src: `/flv/replay/${newer.id}.flv`,
    });
    const day = (await pageByRoom({ roomId, startDate: '2025-03-09', endDate: '2025-03-09' })).json().data;
    expect(day.list.map((r: TReplayItem) => r.id)).toEqual([older.id]);
    const paged = (await pageByRoom({ roomId, page: 2, pageSize: 1 })).json().data;
    expect(paged.list.map((r: TReplayItem) => r.id)).toEqual([older.id]);
    // every room's replays of a day (the schedule's 回放 tab)
    const byDate = (await t.app.inject({ method: 'GET', url: '/api/back/page?date=2025-03-10' })).json().data;
    expect(byDate.list.map((r: TReplayItem) => r.roomId)).toEqual(expect.arrayContaining([roomId, other.roomId]));
    expect(byDate.list.map((r: TReplayItem) => r.id)).not.toContain(older.id);
  });

  it('answers bad input clearly', async () => {
    expect((await pageByRoom({})).json()).toMatchObject({ code: MESSAGES.BAD_REQUEST.code });
    expect((await pageByRoom({ roomId: 'abc' })).json()).toMatchObject({ code: MESSAGES.BAD_REQUEST.code });
    const { roomId } = await world.anchorRoom();
    expect((await pageByRoom({ roomId, startDate: '2025-03-10', endDate: '2025-03-09' })).json()).toMatchObject({
      code: MESSAGES.DATE_RANGE_INVALID.code,
    });
    expect((await pageByRoom({ roomId, startDate: '10/03/2025' })).json().code).toBe(MESSAGES.BAD_REQUEST.code);
    expect((await t.app.inject({ method: 'GET', url: '/api/back/detail?id=abc' })).json().code).toBe(MESSAGES.BAD_REQUEST.code);
    expect((await t.app.inject({ method: 'GET', url: '/api/back/detail?id=987654' })).json()).toMatchObject({
      code: MESSAGES.REPLAY_NOT_FOUND.code,
      message: '回放不存在或已删除',
    });
  });

  it('a recording in progress is not played yet', async () => {
    const { a, roomId } = await world.anchorRoom();
    const r = await replay(roomId, Number(a.user.id), { state: 'recording' });
    expect((await t.app.inject({ method: 'GET', url: `/api/back/detail?id=${r.id}` })).json().code).toBe(MESSAGES.REPLAY_NOT_READY.code);
    expect((await t.app.inject({ method: 'GET', url: `/flv/replay/${r.id}.flv` })).statusCode).toBe(404);
  });

  it('serves the file with range requests and cache headers', async () => {
    const { a, roomId } = await world.anchorRoom();
    const r = await replay(roomId, Number(a.user.id));
    const url = `/flv/replay/${r.id}.flv`;
    const full = await t.app.inject({ method: 'GET', url });
    expect(full.statusCode).toBe(200);
    expect(full.headers).toMatchObject({ 'content-type': 'video/x-flv', 'accept-ranges': 'bytes', 'content-length': '1000' });
    expect(full.headers['cache-control']).toMatch(/max-age=\d+/);
    expect(full.rawPayload.equals(r.bytes)).toBe(true);
    const etag = full.headers.etag as string;
    expect(etag).toBeTruthy();

    const part = await t.app.inject({ method: 'GET', url, headers: { range: 'bytes=100-199' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe('bytes 100-199/1000');
    expect(part.rawPayload.equals(r.bytes.subarray(100, 200))).toBe(true);
    const open = await t.app.inject({ method: 'GET', url, headers: { range: 'bytes=990-' } });
    expect(open.statusCode).toBe(206);
    expect(open.rawPayload.equals(r.bytes.subarray(990))).toBe(true);
    const suffix = await t.app.inject({ method: 'GET', url, headers: { range: 'bytes=-5' } });
    expect(suffix.headers['content-range']).toBe('bytes 995-999/1000');
    const clipped = await t.app.inject({ method: 'GET', url, headers: { range: 'bytes=900-5000' } });
    expect(clipped.headers['content-range']).toBe('bytes 900-999/1000');

    for (const range of ['bytes=1000-', 'bytes=5000-6000', 'bytes=20-10', 'bytes=abc', 'bytes=-0']) {
      const bad = await t.app.inject({ method: 'GET', url, headers: { range } });
      expect(bad.statusCode, range).toBe(416);
      expect(bad.headers['content-range']).toBe('bytes */1000');
    }
    expect((await t.app.inject({ method: 'GET', url, headers: { 'if-none-match': etag } })).statusCode).toBe(304);
    // a stale If-Range gets the whole file
    const stale = await t.app.inject({ method: 'GET', url, headers: { range: 'bytes=0-9', 'if-range': '"old"' } });
    expect(stale.statusCode).toBe(200);

    for (const bad of [
      '/flv/replay/987654.flv',
      '/flv/replay/abc.flv',
      '/flv/replay/0.flv',
      `/flv/replay/${r.id}.mp4`,
      `/flv/replay/${r.id}.jpg`,
    ]) {
      expect((await t.app.inject({ method: 'GET', url: bad })).statusCode, bad).toBe(404);
    }
  });

  it('only the room’s anchor deletes a replay; then it is gone everywhere', async () => {
    const { a, roomId } = await world.anchorRoom();
    const r = await replay(roomId, Number(a.user.id));
    const del = (token: string | null, headers: Record<string, string> = XHR) =>
      t.app.inject({
        method: 'POST',
        url: '/api/back/delete',
        headers: { ...headers, ...(token ? auth(token) : {}) },
        payload: { id: r.id },
      });
    expect((await del(null)).json().code).toBe(MESSAGES.UNAUTHORIZED.code);
    const other = await buildSession(t.db.db, { user: { is_anchor: 1 } });
    expect((await del(other.token)).json()).toMatchObject({ code: MESSAGES.REPLAY_NOT_OWNER.code, message: '只能删除自己直播间的回放' });
    const fan = await buildSession(t.db.db);
    expect((await del(fan.token)).json().code).toBe(MESSAGES.REPLAY_NOT_OWNER.code);
    expect((await del(a.token, {})).statusCode).toBe(403);
    // nothing changed
    expect(existsSync(path.join(dataDir, 'replays', r.key))).toBe(true);
    const seen = await t.app.inject({ method: 'GET', url: `/api/back/detail?id=${r.id}`, headers: auth(a.token) });
    expect(seen.json().data.canDelete).toBe(1);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/back/detail?id=${r.id}`, headers: auth(other.token) })).json().data.canDelete,
    ).toBe(0);

    expect((await del(a.token)).json()).toMatchObject({ code: 200, data: null });
    expect(existsSync(path.join(dataDir, 'replays', r.key))).toBe(false);
    expect((await t.app.inject({ method: 'GET', url: `/api/back/detail?id=${r.id}` })).json().code).toBe(MESSAGES.REPLAY_NOT_FOUND.code);
    expect((await t.app.inject({ method: 'GET', url: `/flv/replay/${r.id}.flv` })).statusCode).toBe(404);
    expect((await pageByRoom({ roomId })).json().data.totalNumber).toBe(0);
    expect((await del(a.token)).json().code).toBe(MESSAGES.REPLAY_NOT_FOUND.code);
  });

  it('brings back the broadcast’s chat on the replay’s timeline, with a heat map', async () => {
    const { a, roomId } = await world.anchorRoom();
    const start = NOON_0310;
    // two publishes: 0–30 s, a 20 s gap, then the second publish from 30 s on the file's timeline
    const r = await replay(roomId, Number(a.user.id), {
      startedAt: start,
      durationMs: 60_000,
      segments: [
        [start, 0],
        [start + 50_000, 30_040],
      ],
    });
    const line = (offsetMs: number, content: string) => ({
      room_id: roomId,
      match_id: null,
      user_id: Number(a.user.id),
      type: 'text',
      content,
      created_at: start + offsetMs,
      nick_name: a.user.nick_name,
      portrait: '',
      level: 1,
      noble: null,
      extra: null,
    });
    await t.db.db
      .insertInto('chat_message')
      .values([line(-5000, '开播前'), line(2000, '好球！'), line(10_000, '漂亮'), line(55_000, '扳平了'), line(90_000, '下播后')])
      .execute();
    const chat = (await t.app.inject({ method: 'GET', url: `/api/back/chat?id=${r.id}` })).json().data as TReplayChat;
    expect(chat.lines.map((l) => [l.at, l.message.content])).toEqual([
      [2000, '好球！'],
      [10_000, '漂亮'],
      [35_040, '扳平了'],
    ]);
    expect(chat.heat.reduce((s, n) => s + n, 0)).toBe(3);
    expect(chat.heat[0]).toBe(1);
    expect(chat.bucketMs).toBeGreaterThanOrEqual(5000);
    expect((await t.app.inject({ method: 'GET', url: '/api/back/chat?id=987654' })).json().code).toBe(MESSAGES.REPLAY_NOT_FOUND.code);
  });

  it('retention removes replays past the age, then the oldest until under the size cap', async () => {
    const { a, roomId } = await world.anchorRoom();
    const storage = localReplayStorage(path.join(dataDir, 'replays'));
    const repo = replaysRepository(t.db.db);
    const now = () => NOON_0310;
    const kb = (n: number) => Buffer.alloc(n * 1024, 1);
    const ancient = await replay(roomId, Number(a.user.id), { startedAt: NOON_0310 - 40 * DAY, bytes: kb(1) });
    const old = await replay(roomId, Number(a.user.id), { startedAt: NOON_0310 - 3 * DAY, bytes: kb(40) });
    const mid = await replay(roomId, Number(a.user.id), { startedAt: NOON_0310 - 2 * DAY, bytes: kb(40) });
    const recent = await replay(roomId, Number(a.user.id), { startedAt: NOON_0310 - DAY, bytes: kb(40) });
    const log = { info: () => undefined, error: () => undefined };
    // the other tests' replays share the table: the cap is the current total minus what must go
    const total = await repo.storedBytes();
    const removed = await applyRetention({ repo, storage, log, now }, { days: 30, maxBytes: total - 41 * 1024 });
    expect(removed).toContain(ancient.id);
    expect(removed).toContain(old.id);
    expect(removed).not.toContain(recent.id);
    expect(removed).not.toContain(mid.id);
    for (const r of [ancient, old]) {
      expect(existsSync(path.join(dataDir, 'replays', r.key))).toBe(false);
      const row = await repo.find(r.id);
      expect(row).toMatchObject({ state: 'deleted', deleted_by: 'retention' });
    }
    expect(existsSync(path.join(dataDir, 'replays', recent.key))).toBe(true);
    expect(await repo.storedBytes()).toBeLessThanOrEqual(total - 41 * 1024);
  });
});

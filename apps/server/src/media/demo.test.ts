import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, assert, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { HAS_FFMPEG } from '../../test/ffmpeg';
import { buildSession } from '../../test/factories';
import { API_ROUTES, routeUrl } from '@sports/contracts';
import { DEMO_CLIP, DEMO_ROOM, demoBroadcast, dressDemoRoom } from './demo';

const quietLog = () => {
  const lines: string[] = [];
  return {
    lines,
    info: (_o: object, msg: string) => lines.push(msg),
    warn: (o: object | string, msg?: string) => lines.push(msg ?? String(o)),
  };
};

describe('the demo broadcast', () => {
  it('without ffmpeg says so in the log and opens no room', async () => {
    const log = quietLog();
    let ups = 0;
    const demo = demoBroadcast({
      up: async () => {
        ups++;
        throw new Error('not expected');
      },
      anchor: async () => ({ id: 1, isAnchor: true, nickName: '演示主播' }),
      rtmpPort: 1,
      dir: os.tmpdir(),
      log,
      ffmpeg: '/nonexistent/ffmpeg',
    });
    expect(await demo.start()).toBeNull();
    expect(ups).toBe(0);
    expect(log.lines.join('\n')).toMatch(/ffmpeg not found: the demo broadcast is skipped/);
  });
});

describe('the demo room', () => {
  it('is set up once as its anchor would in the console: the demo cover and the 综合 category; a cover changed since is kept', async () => {
    const t = await createTestApp();
    try {
      const { user } = await buildSession(t.db.db, { user: { is_anchor: 1, nick_name: '演示主播' } });
      const anchor = { id: Number(user.id), isAnchor: true, nickName: '演示主播' };
      const navs = async () => JSON.parse((await t.app.inject({ method: 'GET', url: routeUrl(API_ROUTES.navList) })).body).data;
      let updates = 0;
      const deps = {
        info: (u: typeof anchor) => t.app.live.info(u),
        update: (u: typeof anchor, b: Parameters<typeof t.app.live.update>[1]) => (updates++, t.app.live.update(u, b)),
        navs,
      };
      await dressDemoRoom(deps, anchor);
      const room = await t.app.live.info(anchor);
      expect(room.cover).toBe(DEMO_ROOM.cover);
      expect(room.navName).toBe('综合');
      expect(room.title).toBe('演示主播的直播间');
      // The anchor changes the cover: the next start leaves it.
      await t.app.live.update(anchor, {
        title: room.title,
        cover: '/demo/room-general-1.svg',
        navId: room.navId ?? 0,
        matchId: null,
        notice: '',
      });
      await dressDemoRoom(deps, anchor);
      expect((await t.app.live.info(anchor)).cover).toBe('/demo/room-general-1.svg');
      expect(updates).toBe(1);
    } finally {
      await t.close();
    }
  });
});

describe.skipIf(!HAS_FFMPEG)('the demo broadcast with ffmpeg', () => {
  let t: TestApp;
  let dir: string;
  let origin: string;
  let stop = () => {};
  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'demo-broadcast-'));
    t = await createTestApp({ seed: false });
    const rtmpPort = await t.app.media.start(0);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const a = t.app.server.address();
    origin = `http://127.0.0.1:${typeof a === 'object' && a ? a.port : 0}`;
    const { user } = await buildSession(t.db.db, { user: { is_anchor: 1, nick_name: '演示主播' } });
    const demo = demoBroadcast({
      up: (u, host) => t.app.media.service.up(u, host),
      anchor: async () => ({ id: Number(user.id), isAnchor: true, nickName: '演示主播' }),
      rtmpPort,
      dir,
      log: quietLog(),
    });
    stop = () => demo.stop();
    const started = await demo.start();
    assert.isNotNull(started, 'the demo broadcast started');
    roomId = started;
  }, 60_000);
  let roomId = 0;
  afterAll(async () => {
    stop();
    await t?.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('makes its clip from test sources and streams it: /flv/live/<room>.flv plays (ffprobe) and the room is live', async () => {
    expect(roomId).toBeGreaterThan(0);
    expect(fs.statSync(path.join(dir, DEMO_CLIP)).size).toBeGreaterThan(10_000);
    const until = Date.now() + 20_000;
    while (!t.app.media.service.play(roomId) && Date.now() < until) await new Promise((r) => setTimeout(r, 100));
    expect(t.app.media.service.play(roomId)?.flv).toBe(`/flv/live/${roomId}.flv`);
    // ffprobe runs beside this process (which serves the stream), so it is awaited, never run synchronously.
    const probe = await promisify(execFile)(
      'ffprobe',
      ['-v', 'error', '-read_intervals', '%+2', '-show_entries', 'stream=codec_name', '-of', 'csv=p=0', `${origin}/flv/live/${roomId}.flv`],
      { encoding: 'utf8', timeout: 20_000 },
    );
    expect(probe.stdout.split('\n')).toEqual(expect.arrayContaining(['aac', 'h264']));
    const room = await t.db.db.selectFrom('live_room').select(['is_live', 'title']).where('id', '=', roomId).executeTakeFirstOrThrow();
    expect(Number(room.is_live)).toBe(1);
    expect(room.title).toContain('演示');
  }, 60_000);
});

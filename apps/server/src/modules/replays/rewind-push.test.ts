import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HEADERS, MESSAGES, type TRewind, type TStreamInfo } from '@sports/contracts';
import { createTestApp, XHR, type TestApp } from '../../../test/app';
import { HAS_FFMPEG, pushTestPattern } from '../../../test/ffmpeg';
import { buildSession } from '../../../test/factories';

async function waitFor<T>(check: () => Promise<T | null | undefined>, ms = 20_000): Promise<T> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    const v = await check();
    if (v) return v;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('timed out');
}

function probe(file: string) {
  const fmt = spawnSync('ffprobe', ['-v', 'error', '-show_entries', 'format=duration:stream=codec_name,codec_type', '-of', 'json', file], {
    encoding: 'utf8',
  });
  const info = JSON.parse(fmt.stdout) as { format: { duration: string }; streams: { codec_name: string; codec_type: string }[] };
  const first = spawnSync(
    'ffprobe',
    ['-v', 'error', '-select_streams', 'v', '-read_intervals', '%+#1', '-show_entries', 'frame=key_frame', '-of', 'csv=p=0', file],
    { encoding: 'utf8' },
  ).stdout.trim();
  const errors = spawnSync('ffmpeg', ['-v', 'error', '-i', file, '-f', 'null', '-'], { encoding: 'utf8' }).stderr.trim();
  // the video packets' times: the rewind keeps the broadcast's timeline
  const times = spawnSync('ffprobe', ['-v', 'error', '-select_streams', 'v', '-show_entries', 'packet=pts_time', '-of', 'csv=p=0', file], {
    encoding: 'utf8',
  })
    .stdout.split('\n')
    .filter(Boolean)
    .map(Number);
  return {
    duration: Number(info.format.duration),
    codecs: info.streams.map((s) => s.codec_name).sort(),
    firstKey: first.split('\n')[0],
    firstVideo: times[0] ?? -1,
    lastVideo: times.at(-1) ?? -1,
    errors,
  };
}

describe.skipIf(!HAS_FFMPEG)('live rewind of a real RTMP push (ffmpeg)', () => {
  let t: TestApp;
  let rtmpPort: number;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'rewind-push-'));
    t = await createTestApp({ env: { MEDIA_OFFLINE_GRACE_MS: '1500', DATA_DIR: dataDir } });
    rtmpPort = await t.app.media.start(0);
  }, 60_000);
  afterAll(async () => {
    await t.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('plays the running broadcast from a keyframe at or before the asked time, decodable by ffmpeg', async () => {
    const a = await buildSession(t.db.db, { user: { is_anchor: 1 } });
    const up = await t.app.inject({
      method: 'POST',
      url: '/api/room/up',
      headers: { ...XHR, [HEADERS.accessToken]: a.token },
      payload: {},
    });
    const room = up.json().data as TStreamInfo;
    const push = pushTestPattern(`rtmp://127.0.0.1:${rtmpPort}/live/${room.streamKey}`, '320x180');
    try {
      const now = await waitFor(async () => {
        const r = (await t.app.inject({ method: 'GET', url: `/api/back/rewind?roomId=${room.roomId}` })).json();
        return r.code === 200 && (r.data as TRewind).liveMs >= 5000 ? (r.data as TRewind) : null;
      });
      const at = (await t.app.inject({ method: 'GET', url: `/api/back/rewind?roomId=${room.roomId}&t=2500` })).json().data as TRewind;
      // -g 25 at 25 fps: a keyframe each second
      expect(at.fromMs).toBeLessThanOrEqual(2500);
      expect(at.fromMs).toBeGreaterThan(1000);
      const res = await t.app.inject({ method: 'GET', url: at.src ?? '' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
      const file = path.join(dataDir, 'rewind.flv');
      writeFileSync(file, res.rawPayload);
      const p = probe(file);
      console.info('ffprobe of the rewind from', at.fromMs, 'with the live edge at', now.liveMs, JSON.stringify(p));
      expect(p.codecs).toEqual(['aac', 'h264']);
      expect(p.firstKey).toBe('1');
      expect(p.errors).toBe('');
      // from the keyframe to where the recording had come when fetched (after `now` was asked)
      expect(Math.abs(p.firstVideo - (at.fromMs ?? 0) / 1000)).toBeLessThan(0.05);
      expect(p.lastVideo).toBeGreaterThan(now.liveMs / 1000 - 0.2);
      expect(p.lastVideo).toBeLessThan(now.liveMs / 1000 + 3);
    } finally {
      push.kill('SIGINT');
      await push.exited;
    }
    // once the broadcast is over, the room offers no rewind
    const over = await waitFor(async () => {
      const r = (await t.app.inject({ method: 'GET', url: `/api/back/rewind?roomId=${room.roomId}` })).json();
      return r.code === MESSAGES.REWIND_NOT_LIVE.code ? r : null;
    });
    expect(over.message).toBe('直播间当前没有直播，无法回看');
  }, 60_000);

  it('a live room whose broadcast is not recorded offers no rewind', async () => {
    const off = await createTestApp({ env: { REPLAY_RECORD: 'off', DATA_DIR: dataDir } });
    try {
      const port = await off.app.media.start(0);
      const a = await buildSession(off.db.db, { user: { is_anchor: 1 } });
      const up = await off.app.inject({
        method: 'POST',
        url: '/api/room/up',
        headers: { ...XHR, [HEADERS.accessToken]: a.token },
        payload: {},
      });
      const room = up.json().data as TStreamInfo;
      const push = pushTestPattern(`rtmp://127.0.0.1:${port}/live/${room.streamKey}`, '320x180', 4);
      const r = await waitFor(async () => {
        const x = (await off.app.inject({ method: 'GET', url: `/api/back/rewind?roomId=${room.roomId}` })).json();
        return x.code === MESSAGES.REWIND_UNAVAILABLE.code ? x : null;
      });
      expect(r.message).toBe('本场直播没有录像，无法回看');
      await push.exited;
    } finally {
      await off.close();
    }
  }, 60_000);
});

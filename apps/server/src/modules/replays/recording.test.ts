import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, assert, beforeAll, describe, expect, it } from 'vitest';
import { HEADERS, type TReplayDetail, type TStreamInfo } from '@sports/contracts';
import { createTestApp, XHR, type TestApp } from '../../../test/app';
import { HAS_FFMPEG, pushTestPattern } from '../../../test/ffmpeg';
import { buildSession } from '../../../test/factories';
import { runCommand } from '../../cli/commands';
import { loadConfig } from '../../config/env';

/** Reconnects within this are one broadcast; long enough for a busy machine, short enough for a quick test. */
const GRACE_MS = 2500;

const auth = (token: string) => ({ [HEADERS.accessToken]: token });

function ffprobe(file: string): { duration: number; keyframeTimes: number[]; video: string; audio: string } {
  const fmt = spawnSync('ffprobe', ['-v', 'error', '-show_entries', 'format=duration:stream=codec_name,codec_type', '-of', 'json', file], {
    encoding: 'utf8',
  });
  const info = JSON.parse(fmt.stdout) as { format: { duration: string }; streams: { codec_name: string; codec_type: string }[] };
  const frames = spawnSync(
    'ffprobe',
    ['-v', 'error', '-select_streams', 'v', '-skip_frame', 'nokey', '-show_entries', 'frame=pts_time', '-of', 'csv=p=0', file],
    { encoding: 'utf8' },
  );
  return {
    duration: Number(info.format.duration),
    keyframeTimes: frames.stdout
      .split('\n')
      .filter(Boolean)
      .map((l) => Number(l.split(',')[0])),
    video: info.streams.find((s) => s.codec_type === 'video')?.codec_name ?? '',
    audio: info.streams.find((s) => s.codec_type === 'audio')?.codec_name ?? '',
  };
}

/** Decodes every frame: errors (a broken file) come back as text. */
function decodeErrors(file: string, args: string[] = []): string {
  return spawnSync('ffmpeg', ['-v', 'error', ...args, '-i', file, '-f', 'null', '-'], { encoding: 'utf8' }).stderr.trim();
}

async function waitFor<T>(check: () => Promise<T | null | undefined>, ms = 20_000): Promise<T> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    const v = await check();
    if (v) return v;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('timed out');
}

describe.skipIf(!HAS_FFMPEG)('recording a real RTMP push (ffmpeg)', () => {
  let t: TestApp;
  let rtmpPort: number;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'replays-'));
    t = await createTestApp({ env: { MEDIA_OFFLINE_GRACE_MS: String(GRACE_MS), DATA_DIR: dataDir } });
    rtmpPort = await t.app.media.start(0);
  }, 60_000);
  afterAll(async () => {
    await t.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  async function openRoom() {
    const a = await buildSession(t.db.db, { user: { is_anchor: 1 } });
    const info = (await t.app.inject({ method: 'POST', url: '/api/room/up', headers: { ...XHR, ...auth(a.token) }, payload: {} })).json()
      .data as TStreamInfo;
    return { a, info, url: `rtmp://127.0.0.1:${rtmpPort}/live/${info.streamKey}` };
  }

  const readyReplays = (roomId: number) =>
    t.db.db.selectFrom('replay').selectAll().where('room_id', '=', roomId).where('state', '=', 'ready').execute();

  it('records a broadcast as it streams: one FLV whose duration matches the push, with a seek index and a poster', async () => {
    const { a, info, url } = await openRoom();
    const p = pushTestPattern(url, '320x180', 6);
    // while it streams, the recording is being written
    await waitFor(
      async () => (await t.db.db.selectFrom('replay').select('id').where('room_id', '=', info.roomId).executeTakeFirst()) ?? null,
    );
    expect(await p.exited).toBe(0);
    const [row] = await waitFor(async () => {
      const rows = await readyReplays(info.roomId);
      return rows.length ? rows : null;
    });
    expect(row).toMatchObject({ room_id: info.roomId, anchor_id: Number(a.user.id), state: 'ready' });
    assert.isDefined(row);
    const file = path.join(dataDir, 'replays', row.file_key);
    const probe = ffprobe(file);
    console.info('ffprobe of the recorded replay:', JSON.stringify(probe));
    expect(probe.video).toBe('h264');
    expect(probe.audio).toBe('aac');
    expect(Math.abs(probe.duration - 6)).toBeLessThan(1);
    expect(Math.abs(Number(row.duration_ms) / 1000 - 6)).toBeLessThan(1);
    // one keyframe a second (-g 25 at 25 fps), all in the index
    expect(probe.keyframeTimes.length).toBeGreaterThanOrEqual(5);
    expect(Number(row.keyframes)).toBe(probe.keyframeTimes.length);
    expect(row.poster_key).toMatch(/\.jpg$/);
    expect(decodeErrors(file)).toBe('');
    // it seeks: decoding from 3 s on gives about 3 s of frames and no errors
    expect(decodeErrors(file, ['-ss', '3'])).toBe('');

    const detail = (await t.app.inject({ method: 'GET', url: `/api/back/detail?id=${row.id}` })).json().data as TReplayDetail;
    expect(detail).toMatchObject({ roomId: info.roomId, duration: 6, src: `/flv/replay/${row.id}.flv`, canDelete: 0 });
    const poster = await t.app.inject({ method: 'GET', url: `/flv/replay/${row.id}.jpg` });
    expect(poster.statusCode).toBe(200);
    expect(poster.headers['content-type']).toBe('image/jpeg');

    // a clip of 2.5 s–4.5 s: cut at the keyframe before 2.5 s, up to the keyframe at or after 4.5 s
    const cut = await t.app.inject({
      method: 'POST',
      url: '/api/back/clip',
      headers: { ...XHR, ...auth(a.token) },
      payload: { replayId: row.id, startMs: 2500, endMs: 4500, title: '第3秒的精彩进球', type: 1, price: 0 },
    });
    expect(cut.json().code).toBe(200);
    const clip = cut.json().data as { id: number; durationMs: number; src: string };
    const clipRow = await t.db.db.selectFrom('replay_clip').selectAll().where('id', '=', clip.id).executeTakeFirstOrThrow();
    const clipFile = path.join(dataDir, 'replays', clipRow.file_key);
    const cp = ffprobe(clipFile);
    console.info('ffprobe of the clip:', JSON.stringify(cp), 'starts at', clipRow.start_ms);
    // the first frame is a keyframe, at the start
    const first = spawnSync(
      'ffprobe',
      [
        '-v',
        'error',
        '-select_streams',
        'v',
        '-read_intervals',
        '%+#1',
        '-show_entries',
        'frame=key_frame,pts_time',
        '-of',
        'csv=p=0',
        clipFile,
      ],
      { encoding: 'utf8' },
    ).stdout.trim();
    expect(first.split('\n')[0]).toMatch(/^1,0\.0/);
    const expected =
      (probe.keyframeTimes.find((k) => k * 1000 >= 4500 - 100) ?? 6) -
      (probe.keyframeTimes.filter((k) => k * 1000 <= 2500 + 100).pop() ?? 0);
    expect(Math.abs(cp.duration - expected)).toBeLessThan(0.5);
    expect(Math.abs(clip.durationMs / 1000 - cp.duration)).toBeLessThan(0.2);
    expect(decodeErrors(clipFile)).toBe('');
    expect((await t.app.inject({ method: 'GET', url: clip.src })).statusCode).toBe(200);

    // an operator cuts from anyone's replay with the admin command: the clip is the room's, priced as asked
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir });
    const out = await runCommand(t.db.db, ['clip', 'cut', String(row.id), '1', '0:04', '运营精选', '--type', '2', '--price', '5'], config);
    expect(out).toMatch(/^已剪辑集锦 \d+「运营精选」/);
    const opClip = await t.db.db
      .selectFrom('replay_clip')
      .selectAll()
      .where('replay_id', '=', row.id)
      .where('title', '=', '运营精选')
      .executeTakeFirstOrThrow();
    expect(opClip).toMatchObject({ room_id: info.roomId, anchor_id: Number(a.user.id), created_by: 0, type: 2 });
    expect(Number(opClip.price)).toBe(5);
    expect(decodeErrors(path.join(dataDir, 'replays', opClip.file_key))).toBe('');
  }, 60_000);

  it('a stream resumed within the grace period continues the same replay', async () => {
    const { info, url } = await openRoom();
    const first = pushTestPattern(url, '320x180', 3);
    expect(await first.exited).toBe(0);
    // the room stays live through the gap
    const second = pushTestPattern(url, '320x180', 3);
    expect(await second.exited).toBe(0);
    const rows = await waitFor(async () => {
      const r = await readyReplays(info.roomId);
      return r.length ? r : null;
    });
    expect(rows).toHaveLength(1);
    const [row] = rows;
    assert.isDefined(row);
    const all = await t.db.db.selectFrom('replay').select('id').where('room_id', '=', info.roomId).execute();
    expect(all).toHaveLength(1);
    const probe = ffprobe(path.join(dataDir, 'replays', row.file_key));
    console.info('ffprobe of the resumed replay:', JSON.stringify(probe));
    expect(Math.abs(probe.duration - 6)).toBeLessThan(1);
    expect(JSON.parse(row.segments)).toHaveLength(2);
    expect(decodeErrors(path.join(dataDir, 'replays', row.file_key))).toBe('');
  }, 60_000);
});

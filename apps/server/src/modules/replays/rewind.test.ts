import { assert, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, REWIND_FOLLOW_END, REWIND_WINDOW_MS, type TRewind } from '@sports/contracts';
import type { TestApp } from '../../../test/app';
import { DIALECTS } from '../../../test/db';
import { replaysWorld } from '../../../test/replays-world';
import { FlvTagReader, flvHeader, isKeyframe, isSequenceHeader, setTagTimestamp, TAG_AUDIO, TAG_VIDEO, type FlvTag } from './flv';

/** One FLV tag with its PreviousTagSize. */
function tag(type: number, ts: number, data: Buffer): Buffer {
  const b = Buffer.alloc(11 + data.length + 4);
  b[0] = type;
  b.writeUIntBE(data.length, 1, 3);
  setTagTimestamp(b, ts);
  data.copy(b, 11);
  b.writeUInt32BE(11 + data.length, 11 + data.length);
  return b;
}
const AVC_CONFIG = tag(TAG_VIDEO, 0, Buffer.from([0x17, 0x00, 0, 0, 0, 1, 0x64, 0, 0x1f, 0xff]));
const AAC_CONFIG = tag(TAG_AUDIO, 0, Buffer.from([0xaf, 0x00, 0x12, 0x10]));
/** The recorder puts a broadcast's first media tag one frame (40 ms) after its codec configuration. */
const SHIFT = 40;

/** A publisher's tags for [fromMs, toMs): 25 fps video with a keyframe each second, audio between the frames. */
function media(fromMs: number, toMs: number): Buffer {
  const tags: Buffer[] = [];
  for (let ts = fromMs; ts < toMs; ts += 40) {
    const key = ts % 1000 === 0;
    tags.push(
      tag(TAG_VIDEO, ts, Buffer.concat([Buffer.from([key ? 0x17 : 0x27, 0x01, 0, 0, 0]), Buffer.alloc(key ? 400 : 120, ts % 251)])),
    );
    tags.push(tag(TAG_AUDIO, ts + 20, Buffer.concat([Buffer.from([0xaf, 0x01]), Buffer.alloc(60, 7)])));
  }
  return Buffer.concat(tags);
}

function tagsOf(body: Buffer): FlvTag[] {
  const out: FlvTag[] = [];
  new FlvTagReader().push(body, (t) => out.push(t));
  return out;
}

async function waitFor(check: () => boolean, ms = 10_000): Promise<void> {
  const until = Date.now() + ms;
  while (!check()) {
    if (Date.now() > until) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe.each(DIALECTS)('live rewind into a growing recording on %s', (dialect) => {
  const world = replaysWorld(dialect, 'rewind');
  let t: TestApp;
  beforeAll(() => {
    t = world.app();
  });

  /** A room whose broadcast is being recorded: `seconds` of it written and on disk. */
  async function broadcasting(seconds: number) {
    const { roomId } = await world.anchorRoom();
    const recorder = t.app.replays.recorder;
    const segment = recorder.segment(roomId);
    segment.write(Buffer.concat([flvHeader(), AVC_CONFIG, AAC_CONFIG, media(0, seconds * 1000)]));
    const flushed = () => {
      const rec = recorder.live(roomId);
      return !!rec && rec.replayId !== null && rec.index.onDisk === rec.index.written;
    };
    await waitFor(flushed);
    const replayId = recorder.live(roomId)?.replayId ?? 0;
    const more = async (tags: Buffer | Buffer[]) => {
      segment.write(Array.isArray(tags) ? Buffer.concat(tags) : tags);
      await waitFor(flushed);
    };
    return { roomId, replayId, more };
  }

  const info = async (q: string) => (await t.app.inject({ method: 'GET', url: `/api/back/rewind?${q}` })).json();

  it('tells the broadcast so far and the keyframe at or before a time', async () => {
    const { roomId, replayId } = await broadcasting(6);
    const now = (await info(`roomId=${roomId}`)).data as TRewind;
    expect(now).toMatchObject({ roomId, replayId, earliestMs: SHIFT, fromMs: null, src: null });
    expect(now.liveMs).toBe(5980 + SHIFT);
    const at = (await info(`roomId=${roomId}&t=3500`)).data as TRewind;
    expect(at).toMatchObject({ fromMs: 3000 + SHIFT, src: `/flv/rewind/${replayId}.flv?t=${3000 + SHIFT}` });
    // exactly on a keyframe: that keyframe; before the first: the first
    expect(((await info(`roomId=${roomId}&t=${4000 + SHIFT}`)).data as TRewind).fromMs).toBe(4000 + SHIFT);
    expect(((await info(`roomId=${roomId}&t=0`)).data as TRewind).fromMs).toBe(SHIFT);
  });

  it('rewinds at most 30 minutes behind live: an earlier time starts at the window’s first keyframe', async () => {
    const { roomId, more } = await broadcasting(2);
    // 40 minutes more, a keyframe a second (no frames between: the window is about times, not bytes)
    const sparse: Buffer[] = [];
    for (let ts = 2000; ts < 40 * 60_000; ts += 1000) {
      sparse.push(tag(TAG_VIDEO, ts, Buffer.concat([Buffer.from([0x17, 0x01, 0, 0, 0]), Buffer.alloc(16, 1)])));
    }
    await more(sparse);
    const now = (await info(`roomId=${roomId}`)).data as TRewind;
    const edge = 40 * 60_000 - 1000 + SHIFT;
    expect(now.liveMs).toBe(edge);
    expect(now.earliestMs).toBe(edge - REWIND_WINDOW_MS);
    expect(((await info(`roomId=${roomId}&t=0`)).data as TRewind).fromMs).toBe(edge - REWIND_WINDOW_MS);
    expect(((await info(`roomId=${roomId}&t=${edge - 60_000}`)).data as TRewind).fromMs).toBe(edge - 60_000);
  });

  it('serves the recording from a keyframe: an FLV header, the codec configuration, then the keyframe', async () => {
    const { replayId } = await broadcasting(6);
    const res = await t.app.inject({ method: 'GET', url: `/flv/rewind/${replayId}.flv?t=3500` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('video/x-flv');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['accept-ranges']).toBe('bytes');
    expect(res.headers['x-rewind-from']).toBe(String(3000 + SHIFT));
    const body = res.rawPayload;
    expect(Number(res.headers['content-length'])).toBe(body.length);
    expect(body.subarray(0, 3).toString('latin1')).toBe('FLV');
    const tags = tagsOf(body);
    expect(tags.slice(0, 2).map((x) => [x.type, isSequenceHeader(x.bytes), x.timestamp])).toEqual([
      [TAG_VIDEO, true, 3000 + SHIFT],
      [TAG_AUDIO, true, 3000 + SHIFT],
    ]);
    const first = tags[2];
    assert.isDefined(first);
    expect(first.type).toBe(TAG_VIDEO);
    expect(isKeyframe(first.bytes)).toBe(true);
    expect(first.timestamp).toBeLessThanOrEqual(3500);
    expect(first.timestamp).toBe(3000 + SHIFT);
    // everything after it, to the end of what is written, in order
    expect(tags.at(-1)?.timestamp).toBe(5980 + SHIFT);
    expect(tags.filter((x) => isKeyframe(x.bytes)).map((x) => x.timestamp)).toEqual([3000, 4000, 5000].map((x) => x + SHIFT));
  });

  it('answers range requests of the growing file; the bytes served never change as it grows', async () => {
    const { replayId, more } = await broadcasting(4);
    const url = `/flv/rewind/${replayId}.flv?t=1200`;
    const whole = (await t.app.inject({ method: 'GET', url })).rawPayload;
    const get = (range: string) => t.app.inject({ method: 'GET', url, headers: { range } });

    const head = await get('bytes=0-99');
    expect(head.statusCode).toBe(206);
    // the complete length is what is written so far (ffmpeg reads `/*` as an empty file)
    expect(head.headers['content-range']).toBe(`bytes 0-99/${whole.length}`);
    expect(head.headers['cache-control']).toBe('no-store');
    expect(head.rawPayload.equals(whole.subarray(0, 100))).toBe(true);
    const mid = await get('bytes=500-');
    expect(mid.headers['content-range']).toBe(`bytes 500-${whole.length - 1}/${whole.length}`);
    expect(mid.rawPayload.equals(whole.subarray(500))).toBe(true);
    const tail = await get('bytes=-64');
    expect(tail.rawPayload.equals(whole.subarray(whole.length - 64))).toBe(true);
    const past = await get(`bytes=${whole.length}-`);
    expect(past.statusCode).toBe(416);
    expect(past.headers['content-range']).toBe(`bytes */${whole.length}`);
    expect(past.body).toBe('请求的范围超出已录制的部分');

    await more(media(4000, 7000));
    const grown = (await t.app.inject({ method: 'GET', url })).rawPayload;
    expect(grown.length).toBeGreaterThan(whole.length);
    expect(grown.subarray(0, whole.length).equals(whole)).toBe(true);
    expect((await get(`bytes=${whole.length}-`)).statusCode).toBe(206);
    expect(tagsOf(grown).at(-1)?.timestamp).toBe(6980 + SHIFT);
  });

  it('follows the recording as it grows (bytes=N-9007199254740991) until the broadcast ends', async () => {
    const { roomId, replayId, more } = await broadcasting(3);
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const url = `/flv/rewind/${replayId}.flv?t=0`;
    const res = await fetch(`${address}${url}`, { headers: { range: `bytes=0-${REWIND_FOLLOW_END}` } });
    expect(res.status).toBe(206);
    expect(res.headers.get('content-range')).toBe(`bytes 0-${REWIND_FOLLOW_END}/*`);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('content-length')).toBeNull();
    assert.exists(res.body);
    const reader = res.body.getReader();
    const got: Buffer[] = [];
    let received = 0;
    const readUntil = async (n: number) => {
      while (received < n) {
        const { done, value } = await reader.read();
        if (done) return true;
        got.push(Buffer.from(value));
        received += value.length;
      }
      return false;
    };
    const before = (await t.app.inject({ method: 'GET', url })).rawPayload.length;
    await readUntil(before);
    await more(media(3000, 5000));
    const after = (await t.app.inject({ method: 'GET', url })).rawPayload;
    expect(after.length).toBeGreaterThan(before);
    await readUntil(after.length);
    expect(Buffer.concat(got).subarray(0, after.length).equals(after)).toBe(true);
    // the broadcast ends: the follower's answer ends with it
    await t.app.replays.recorder.finish(roomId);
    expect(await readUntil(Number.MAX_SAFE_INTEGER)).toBe(true);
    // and the file is no longer served as a rewind (the replay takes over)
    const gone = await t.app.inject({ method: 'GET', url });
    expect(gone.statusCode).toBe(404);
    expect(gone.body).toBe(MESSAGES.REWIND_ENDED.message);
  });

  it('refuses bad times, rooms without a broadcast, recordings not kept and broadcasts just begun', async () => {
    const { roomId, replayId } = await broadcasting(3);
    for (const bad of ['t=-1', 't=1.5', 't=abc', 't=1e99']) {
      const r = await info(`roomId=${roomId}&${bad}`);
      expect(r.code, bad).not.toBe(200);
      expect(r.message, bad).toBe('回看时间不正确');
    }
    expect((await info('roomId=abc')).message).toBe('请指定直播间');
    expect(await info(`roomId=${roomId}&t=60000`)).toMatchObject({
      code: MESSAGES.REWIND_TIME_BEYOND.code,
      message: '回看时间超出了当前直播进度',
    });
    for (const q of ['', '?t=', '?t=abc', '?t=-5', '?t=1e3']) {
      const r = await t.app.inject({ method: 'GET', url: `/flv/rewind/${replayId}.flv${q}` });
      expect(r.statusCode, q).toBe(400);
      expect(r.body, q).toBe('回看时间不正确');
    }
    const beyond = await t.app.inject({ method: 'GET', url: `/flv/rewind/${replayId}.flv?t=60000` });
    expect([beyond.statusCode, beyond.body]).toEqual([400, '回看时间超出了当前直播进度']);
    const unknown = await t.app.inject({ method: 'GET', url: '/flv/rewind/987654321.flv?t=0' });
    expect([unknown.statusCode, unknown.body]).toEqual([404, '本场直播已结束，请观看回放']);

    // a room without a current broadcast
    const quiet = await world.anchorRoom();
    expect(await info(`roomId=${quiet.roomId}`)).toMatchObject({
      code: MESSAGES.REWIND_NOT_LIVE.code,
      message: '直播间当前没有直播，无法回看',
    });
    expect((await info('roomId=999999999')).code).toBe(MESSAGES.REWIND_NOT_LIVE.code);

    // a recording the replays module does not keep (deleted or failed): no rewind, file gone
    await t.db.db.updateTable('replay').set({ state: 'deleted' }).where('id', '=', replayId).execute();
    expect(await info(`roomId=${roomId}`)).toMatchObject({ code: MESSAGES.REWIND_UNAVAILABLE.code, message: '本场直播没有录像，无法回看' });
    expect((await t.app.inject({ method: 'GET', url: `/flv/rewind/${replayId}.flv?t=0` })).statusCode).toBe(404);
    await t.db.db.updateTable('replay').set({ state: 'recording' }).where('id', '=', replayId).execute();
    expect((await info(`roomId=${roomId}`)).code).toBe(200);

    // just begun: codec configuration but no keyframe yet
    const fresh = await world.anchorRoom();
    t.app.replays.recorder.segment(fresh.roomId).write(Buffer.concat([flvHeader(), AVC_CONFIG, AAC_CONFIG]));
    await waitFor(() => t.app.replays.recorder.live(fresh.roomId)?.replayId != null);
    expect(await info(`roomId=${fresh.roomId}`)).toMatchObject({ code: MESSAGES.REWIND_NOT_READY.code });
  });
});

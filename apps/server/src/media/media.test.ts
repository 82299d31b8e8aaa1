import { afterAll, assert, beforeAll, describe, expect, it } from 'vitest';
import { CONSOLE_ROUTES, HEADERS, MESSAGES, routeUrl, STREAM_KEY_PATTERN, type TStreamInfo } from '@sports/contracts';
import { createTestApp, XHR, type TestApp } from '../../test/app';
import { DIALECTS } from '../../test/db';
import { HAS_FFMPEG, pushTestPattern } from '../../test/ffmpeg';
import { buildSession, buildUser } from '../../test/factories';
import { addOperator, operatorToken } from '../../test/operators';

const GRACE_MS = 400;
const PUSH_GRACE_MS = 3000;

const auth = (token: string) => ({ [HEADERS.accessToken]: token });

async function anchor(t: TestApp) {
  return buildSession(t.db.db, { user: { is_anchor: 1 } });
}

async function up(t: TestApp, token: string) {
  return t.app.inject({ method: 'POST', url: '/api/room/up', headers: { ...XHR, ...auth(token) }, payload: {} });
}

async function down(t: TestApp, token: string, roomId: number | string) {
  return t.app.inject({ method: 'GET', url: `/api/room/down?roomId=${roomId}`, headers: { ...XHR, ...auth(token) } });
}

async function isLive(t: TestApp, roomId: number): Promise<boolean> {
  const r = await t.db.db.selectFrom('live_room').select('is_live').where('id', '=', roomId).executeTakeFirstOrThrow();
  return Number(r.is_live) === 1;
}

async function waitFor(check: () => Promise<boolean> | boolean, ms = 10_000) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (await check()) return true;
    await new Promise((r) => setTimeout(r, 50));
  }
  return false;
}

const push = (url: string) => pushTestPattern(url, '320x180');

/** What the promise settles to, or 'timed out' when it does not within `ms`. */
function within<T>(p: Promise<T>, ms = 8_000): Promise<T | 'timed out'> {
  let timer: NodeJS.Timeout | undefined;
  const out = new Promise<'timed out'>((r) => (timer = setTimeout(() => r('timed out'), ms)));
  return Promise.race([p, out]).finally(() => clearTimeout(timer));
}

describe.each(DIALECTS)('room up/down and stream keys on %s', (dialect) => {
  let t: TestApp;
  let rtmpPort: number;
  beforeAll(async () => {
    t = await createTestApp({ dialect, env: { MEDIA_OFFLINE_GRACE_MS: String(GRACE_MS) } });
    rtmpPort = await t.app.media.start(0);
  }, 60_000);
  afterAll(() => t.close());

  it('needs a login', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/room/up', headers: XHR, payload: {} });
    expect(res.json().code).toBe(MESSAGES.UNAUTHORIZED.code);
  });

  it('refuses a fan who is not an anchor and changes nothing', async () => {
    const fan = await buildSession(t.db.db);
    const res = await up(t, fan.token);
    expect(res.json()).toMatchObject({ code: MESSAGES.NOT_ANCHOR.code, message: MESSAGES.NOT_ANCHOR.message });
    const rooms = await t.db.db.selectFrom('live_room').select('id').where('anchor_id', '=', Number(fan.user.id)).execute();
    expect(rooms).toHaveLength(0);
    const info = await t.app.inject({ method: 'GET', url: '/api/room/stream', headers: auth(fan.token) });
    expect(info.json().code).toBe(MESSAGES.NOT_ANCHOR.code);
  });

  it('opens the anchor own room with a push address and a secret key', async () => {
    const a = await anchor(t);
    const res = await up(t, a.token);
    expect(res.json().code).toBe(200);
    const info = res.json().data as TStreamInfo;
    expect(info.up).toBe(1);
    expect(info.live).toBe(0);
    expect(info.streamKey).toMatch(STREAM_KEY_PATTERN);
    expect(info.pushServer).toBe(`rtmp://localhost:${rtmpPort}/live`);
    expect(info.pushUrl).toBe(`${info.pushServer}/${info.streamKey}`);
    // the same key again on the settings page, and never in anybody else's answer
    const again = await t.app.inject({ method: 'GET', url: '/api/room/stream', headers: auth(a.token) });
    expect(again.json().data.streamKey).toBe(info.streamKey);
    const other = await anchor(t);
    const theirs = await t.app.inject({ method: 'GET', url: '/api/room/stream', headers: auth(other.token) });
    expect(theirs.json().data.streamKey).not.toBe(info.streamKey);
  });

  it("refuses to take down another anchor's room", async () => {
    const a = await anchor(t);
    const b = await anchor(t);
    const roomId = (await up(t, a.token)).json().data.roomId as number;
    const res = await down(t, b.token, roomId);
    expect(res.json()).toMatchObject({ code: MESSAGES.ROOM_NOT_OWNER.code, message: '只能操作自己的直播间' });
    const row = await t.db.db.selectFrom('media_stream').select('is_up').where('room_id', '=', roomId).executeTakeFirstOrThrow();
    expect(Number(row.is_up)).toBe(1);
  });

  it('answers bad room ids and a missing CSRF header clearly', async () => {
    const a = await anchor(t);
    expect((await down(t, a.token, 'abc')).json().code).toBe(MESSAGES.BAD_REQUEST.code);
    expect((await down(t, a.token, 987654)).json().code).toBe(MESSAGES.ROOM_NOT_FOUND.code);
    await expect(t.app.media.service.cut(987654)).rejects.toMatchObject({ id: 'ROOM_NOT_FOUND' });
    const roomId = (await up(t, a.token)).json().data.roomId as number;
    const noXhr = await t.app.inject({ method: 'GET', url: `/api/room/down?roomId=${roomId}`, headers: auth(a.token) });
    expect(noXhr.statusCode).toBe(403);
    const ok = await down(t, a.token, roomId);
    expect(ok.json().data).toMatchObject({ roomId, up: 0, live: 0 });
  });

  it('regenerates the key: the old one no longer opens a publish', async () => {
    const a = await anchor(t);
    const first = (await up(t, a.token)).json().data as TStreamInfo;
    const res = await t.app.inject({ method: 'POST', url: '/api/room/stream/key', headers: { ...XHR, ...auth(a.token) } });
    const second = res.json().data as TStreamInfo;
    expect(second.streamKey).not.toBe(first.streamKey);
    expect(second.up).toBe(1);
    const admit = (name: string) => t.app.media.service.hooks.admit({ sessionId: `s-${name}`, app: 'live', name, ip: '127.0.0.1:1' });
    expect(admit(first.streamKey)).toBe(false);
    expect(admit(second.streamKey)).toBe(true);
  });

  it('admits a publish only with the key of a room that is up', async () => {
    const a = await anchor(t);
    const info = (await t.app.inject({ method: 'GET', url: '/api/room/stream', headers: auth(a.token) })).json().data as TStreamInfo;
    const admit = (name: string) => t.app.media.service.hooks.admit({ sessionId: `x-${name}`, app: 'live', name, ip: '127.0.0.1:1' });
    expect(admit(info.streamKey)).toBe(false); // not up yet
    expect(admit('')).toBe(false);
    expect(admit('wrong-key-0123456789')).toBe(false);
    await up(t, a.token);
    expect(admit(info.streamKey)).toBe(true);
    await down(t, a.token, info.roomId);
    expect(admit(info.streamKey)).toBe(false);
  });
});

describe('media off', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { MEDIA: 'off' } });
  }, 60_000);
  afterAll(() => t.close());

  it('up says streaming is off, the settings still show the key', async () => {
    const a = await anchor(t);
    expect((await up(t, a.token)).json()).toMatchObject({ code: MESSAGES.MEDIA_OFF.code, message: MESSAGES.MEDIA_OFF.message });
    const info = (await t.app.inject({ method: 'GET', url: '/api/room/stream', headers: auth(a.token) })).json().data as TStreamInfo;
    expect(info).toMatchObject({ up: 0, enabled: 0 });
  });
});

describe.skipIf(!HAS_FFMPEG)('a real RTMP push (ffmpeg)', () => {
  let t: TestApp;
  let rtmpPort: number;
  let origin: string;
  beforeAll(async () => {
    // a longer grace than above: the "still live right after the push stops" check must hold on a busy machine
    t = await createTestApp({ env: { MEDIA_OFFLINE_GRACE_MS: String(PUSH_GRACE_MS) } });
    rtmpPort = await t.app.media.start(0);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const addr = t.app.server.address();
    origin = `http://127.0.0.1:${typeof addr === 'object' && addr ? addr.port : 0}`;
  }, 60_000);
  afterAll(() => t.close());

  const flv = (roomId: number, signal?: AbortSignal) => fetch(`${origin}/flv/live/${roomId}.flv`, { signal });

  it('refuses a wrong key and a room that is not up; nobody can watch', async () => {
    const a = await anchor(t);
    const info = (await t.app.inject({ method: 'GET', url: '/api/room/stream', headers: auth(a.token) })).json().data as TStreamInfo;
    const notUp = push(`rtmp://127.0.0.1:${rtmpPort}/live/${info.streamKey}`);
    expect(await notUp.exited).not.toBe(0);
    await up(t, a.token);
    const wrong = push(`rtmp://127.0.0.1:${rtmpPort}/live/not-the-key-${info.streamKey.slice(0, 8)}`);
    expect(await wrong.exited).not.toBe(0);
    const missing = push(`rtmp://127.0.0.1:${rtmpPort}/live`);
    expect(await missing.exited).not.toBe(0);
    expect(await isLive(t, info.roomId)).toBe(false);
    expect((await flv(info.roomId)).status).toBe(404);
  }, 45_000);

  it('goes live on publish, plays as FLV on the origin, and goes offline after the publisher stops', async () => {
    const a = await anchor(t);
    const info = (await up(t, a.token)).json().data as TStreamInfo;
    const p = push(`rtmp://127.0.0.1:${rtmpPort}/live/${info.streamKey}`);
    try {
      expect(await waitFor(() => isLive(t, info.roomId))).toBe(true);
      expect(t.app.media.service.play(info.roomId)).toEqual({ flv: `/flv/live/${info.roomId}.flv`, hls: null });
      const detail = (await t.app.inject({ method: 'GET', url: `/api/room/detail?roomId=${info.roomId}` })).json().data;
      expect(detail).toMatchObject({ isLive: 1, play: { flv: `/flv/live/${info.roomId}.flv` } });
      expect(JSON.stringify(detail)).not.toContain(info.streamKey);
      const ac = new AbortController();
      const res = await flv(info.roomId, ac.signal);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('video/x-flv');
      // A hijacked answer keeps the security headers and the request id.
      expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN');
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('x-request-id')).toBeTruthy();
      assert.exists(res.body);
      const reader = res.body.getReader();
      let bytes = Buffer.alloc(0);
      while (bytes.length < 20_000) {
        const { value, done } = await reader.read();
        if (done) break;
        bytes = Buffer.concat([bytes, Buffer.from(value)]);
      }
      expect(bytes.subarray(0, 3).toString()).toBe('FLV');
      expect(bytes.length).toBeGreaterThanOrEqual(20_000);
      ac.abort();
    } finally {
      p.kill('SIGINT');
      await p.exited;
    }
    // still live within the grace period, offline after it
    expect(await isLive(t, info.roomId)).toBe(true);
    expect(await waitFor(async () => !(await isLive(t, info.roomId)), PUSH_GRACE_MS + 5_000)).toBe(true);
    expect(t.app.media.service.play(info.roomId)).toBeNull();
    expect((await t.app.inject({ method: 'GET', url: `/api/room/detail?roomId=${info.roomId}` })).json().data).toMatchObject({
      isLive: 0,
      play: null,
    });
    expect((await flv(info.roomId)).status).toBe(404);
  }, 45_000);

  it('down cuts the running stream and ends the viewers at once', async () => {
    const a = await anchor(t);
    const info = (await up(t, a.token)).json().data as TStreamInfo;
    const p = push(`rtmp://127.0.0.1:${rtmpPort}/live/${info.streamKey}`);
    expect(await waitFor(() => isLive(t, info.roomId))).toBe(true);
    const res = await flv(info.roomId);
    assert.exists(res.body);
    const viewerDone = res.body.pipeTo(new WritableStream()).then(
      () => 'ended',
      () => 'ended',
    );
    const d = await down(t, a.token, info.roomId);
    expect(d.json().data).toMatchObject({ up: 0, live: 0 });
    expect(await isLive(t, info.roomId)).toBe(false);
    expect(await viewerDone).toBe('ended');
    expect(await p.exited).not.toBe(0);
    // and the key no longer publishes
    const again = push(`rtmp://127.0.0.1:${rtmpPort}/live/${info.streamKey}`);
    expect(await again.exited).not.toBe(0);
  }, 45_000);

  it("an operator's cut of a report drops the publisher, ends the viewers and the recording, and takes the room down", async () => {
    const a = await anchor(t);
    const info = (await up(t, a.token)).json().data as TStreamInfo;
    const p = push(`rtmp://127.0.0.1:${rtmpPort}/live/${info.streamKey}`);
    try {
      expect(await waitFor(() => isLive(t, info.roomId))).toBe(true);
      expect(await waitFor(() => t.app.replays.recorder.recording(info.roomId))).toBe(true);
      const res = await flv(info.roomId);
      expect(res.status).toBe(200);
      const viewer = res.body
        ? res.body.pipeTo(new WritableStream()).then(
            () => 'ended',
            () => 'ended',
          )
        : Promise.resolve('no body');
      const reporter = await buildUser(t.db.db);
      const report = await t.db.db
        .insertInto('live_report')
        .values({ reporter_id: Number(reporter.id), room_id: info.roomId, reason: '低俗内容', created_at: Date.now() })
        .returning('id')
        .executeTakeFirstOrThrow();
      const token = await operatorToken(t.app, await addOperator(t.db.db, 'moderation'));
      const cut = await t.app.inject({
        method: 'POST',
        url: routeUrl(CONSOLE_ROUTES.consoleReportAct, { kind: 'room', id: Number(report.id) }),
        headers: { ...XHR, 'x-operator-token': token },
        payload: { action: 'hide', note: '直播低俗' },
      });
      expect(cut.json().data.report).toMatchObject({ targetId: info.roomId, state: 'acted', act: 'hide' });
      // at once: offline, no playback, the recording closed; then the viewer's response and the push end
      expect(await isLive(t, info.roomId)).toBe(false);
      expect(t.app.media.service.play(info.roomId)).toBeNull();
      expect(t.app.replays.recorder.recording(info.roomId)).toBe(false);
      expect(await within(viewer)).toBe('ended');
      expect(await within(p.exited)).not.toBe('timed out');
      expect((await flv(info.roomId)).status).toBe(404);
      const stream = (await t.app.inject({ method: 'GET', url: '/api/room/stream', headers: auth(a.token) })).json().data as TStreamInfo;
      expect(stream).toMatchObject({ up: 0, live: 0 });
      // the broadcast is finalised as a replay, as at an ordinary end
      const replay = () => t.db.db.selectFrom('replay').select('state').where('room_id', '=', info.roomId).executeTakeFirst();
      expect(await waitFor(async () => (await replay())?.state === 'ready', 20_000)).toBe(true);
    } finally {
      p.kill('SIGINT');
      await p.exited;
    }
    // the key publishes again only after the anchor opens the room again
    const again = push(`rtmp://127.0.0.1:${rtmpPort}/live/${info.streamKey}`);
    expect(await again.exited).not.toBe(0);
  }, 60_000);
});

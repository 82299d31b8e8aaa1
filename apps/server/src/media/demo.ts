import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { TRoomInfo, TRoomUpdate, TStreamInfo } from '@sports/contracts';
import { RTMP_APP } from './ingest';
import type { SessionUser } from '../modules/identity';

/** The anchor as the session gives them. */
type Caller = Pick<SessionUser, 'id' | 'isAnchor' | 'nickName'>;

export interface DemoBroadcastDeps {
  /** 开播 of the media service: opens the demo anchor's room and gives its stream key. */
  up(user: Caller, host: string): Promise<TStreamInfo>;
  /** The demo anchor (made on first use). */
  anchor(): Promise<Caller>;
  /** The RTMP port the ingest listens on. */
  rtmpPort: number;
  /** Where the generated clip is kept (under DATA_DIR). */
  dir: string;
  log: { info(obj: object, msg: string): void; warn(obj: object | string, msg?: string): void };
  ffmpeg?: string;
}

/** The demo room as its anchor sets it up in the console: its cover (the player's poster until the first frame) and category. */
export const DEMO_ROOM = { cover: '/demo/room-demo.svg', nav: '综合' } as const;

export interface DemoRoomDeps {
  /** The anchor's own room settings (the live service's, as the console reads them). */
  info(user: Caller): Promise<TRoomInfo>;
  /** Changes them (the live service's, as the console saves them). */
  update(user: Caller, body: TRoomUpdate): Promise<unknown>;
  /** The live categories. */
  navs(): Promise<{ id: number; name: string }[]>;
}

/**
 * Sets up the demo anchor's room as an anchor does in the console, once: a room that has a cover
 * (from an earlier start, or changed since by the anchor or an operator) is left as it is.
 */
export async function dressDemoRoom(d: DemoRoomDeps, user: Caller): Promise<void> {
  const room = await d.info(user);
  if (room.cover) return;
  const navId = room.navId ?? (await d.navs()).find((n) => n.name === DEMO_ROOM.nav)?.id;
  if (navId === undefined) return;
  await d.update(user, { title: room.title, cover: DEMO_ROOM.cover, navId, matchId: room.matchId, notice: room.notice });
}

/** Length of the generated clip; the push loops it for as long as the server runs. */
const CLIP_SECONDS = 12;
const RESTART_MS = 5000;
/**
 * Keyframe interval of the clip (frames at 25 fps: 1 s). A new viewer starts at the GOP cache's
 * keyframe, so its first picture is on average half an interval old (issue 16, bench:video).
 */
const GOP_FRAMES = 25;
/**
 * The video encoding of the demo clip, as the anchor guide has an anchor's encoder set: x264 tuned
 * for zero latency (no B-frames, no look-ahead: a frame leaves the encoder as it comes in, ~70 ms
 * rather than ~700 ms with veryfast's defaults) and a 1 s keyframe interval. bench:glass encodes its
 * live frames with these settings (issue 16: glass to glass ≤ 1.5 s).
 */
export const VIDEO_ENCODER_ARGS = [
  ...['-c:v', 'libx264', '-preset', 'veryfast', '-tune', 'zerolatency', '-pix_fmt', 'yuv420p'],
  ...['-g', String(GOP_FRAMES), '-b:v', '600k'],
];
/** The clip's file; the name changes with its settings, so an install's older clip is made again. */
export const DEMO_CLIP = `demo-clip-g${GOP_FRAMES}-zerolatency.flv`;

/**
 * The clip, made once with ffmpeg's own test sources (a moving colour pattern with a counter and a
 * soft tone; nothing downloaded), H.264 + AAC in FLV so the push only copies packets (cheap).
 */
export function clipArgs(file: string): string[] {
  return [
    ...['-loglevel', 'error', '-y'],
    ...['-f', 'lavfi', '-i', `testsrc2=size=640x360:rate=25:duration=${CLIP_SECONDS}`],
    ...['-f', 'lavfi', '-i', `sine=frequency=330:beep_factor=2:duration=${CLIP_SECONDS}`],
    ...VIDEO_ENCODER_ARGS,
    ...['-c:a', 'aac', '-b:a', '64k', '-shortest', '-f', 'flv', file],
  ];
}

/** Pushes the clip in a loop at its own pace to the demo room's key, as an anchor's OBS would. */
export function pushArgs(file: string, url: string): string[] {
  return ['-loglevel', 'error', '-re', '-stream_loop', '-1', '-i', file, '-c', 'copy', '-f', 'flv', url];
}

/**
 * The demo broadcast (DEMO_BROADCAST): a looping clip streamed into one room through the product's
 * own RTMP ingest and HTTP-FLV playback, so a fresh install shows a live room with player, chat and
 * gifts. Without ffmpeg it says so in the log and does nothing.
 */
export function demoBroadcast(d: DemoBroadcastDeps) {
  const ffmpeg = d.ffmpeg ?? 'ffmpeg';
  let child: ChildProcess | null = null;
  let stopped = false;
  let timer: NodeJS.Timeout | null = null;

  function run(file: string, url: string, roomId: number) {
    if (stopped) return;
    child = spawn(ffmpeg, pushArgs(file, url), { stdio: ['ignore', 'ignore', 'pipe'] });
    let err = '';
    child.stderr?.on('data', (b: Buffer) => (err = (err + b.toString()).slice(-500)));
    child.on('exit', (code) => {
      child = null;
      if (stopped) return;
      d.log.warn({ code, err: err.trim() || undefined, roomId }, 'demo broadcast push ended; restarting');
      timer = setTimeout(() => run(file, url, roomId), RESTART_MS);
      timer.unref();
    });
  }

  return {
    /** Returns the demo room's id, or null when the demo is skipped. */
    async start(): Promise<number | null> {
      if (spawnSync(ffmpeg, ['-version']).status !== 0) {
        d.log.warn(
          'ffmpeg not found: the demo broadcast is skipped (install ffmpeg, e.g. apt-get install ffmpeg; DEMO_BROADCAST=off hides this)',
        );
        return null;
      }
      fs.mkdirSync(d.dir, { recursive: true });
      const file = path.join(d.dir, DEMO_CLIP);
      if (!fs.existsSync(file)) {
        const made = spawnSync(ffmpeg, clipArgs(file), { encoding: 'utf8' });
        if (made.status !== 0) {
          d.log.warn({ err: made.stderr?.trim() }, 'demo clip could not be made: the demo broadcast is skipped');
          fs.rmSync(file, { force: true });
          return null;
        }
      }
      const stream = await d.up(await d.anchor(), '127.0.0.1');
      run(file, `rtmp://127.0.0.1:${d.rtmpPort}/${RTMP_APP}/${stream.streamKey}`, stream.roomId);
      d.log.info({ roomId: stream.roomId }, 'demo broadcast on air (DEMO_BROADCAST=off turns it off)');
      return stream.roomId;
    },
    stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      child?.kill('SIGINT');
    },
  };
}

import { spawn, spawnSync, type ChildProcess } from 'node:child_process';

/** Whether ffmpeg is on this machine (scripts/e2e.sh installs it; unit tests skip real pushes without it). */
export const HAS_FFMPEG = spawnSync('ffmpeg', ['-version']).status === 0;

/** ffmpeg pushing a moving test pattern with a tone over RTMP, as an anchor's OBS would; `exited` resolves with its exit code. */
export function pushTestPattern(url: string, size = '640x360', seconds?: number): ChildProcess & { exited: Promise<number | null> } {
  const p = spawn(
    'ffmpeg',
    [
      '-loglevel',
      'error',
      '-re',
      '-f',
      'lavfi',
      '-i',
      `testsrc=size=${size}:rate=25`,
      '-f',
      'lavfi',
      '-i',
      'sine',
      '-c:v',
      'libx264',
      '-preset',
      'ultrafast',
      '-tune',
      'zerolatency',
      '-g',
      '25',
      '-c:a',
      'aac',
      ...(seconds ? ['-t', String(seconds)] : []),
      '-f',
      'flv',
      url,
    ],
    { stdio: 'ignore' },
  );
  return Object.assign(p, { exited: new Promise<number | null>((resolve) => p.on('exit', (code) => resolve(code))) });
}

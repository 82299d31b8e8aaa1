import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { HEADERS, type TStreamInfo } from '@sports/contracts';
import { createTestApp, type TestApp } from './app';
import type { Dialect } from '../src/db/client';
import { buildSession } from './factories';

/** The access-token header of a session. */
export const auth = (token: string) => ({ [HEADERS.accessToken]: token });

/**
 * A test app whose recordings live in a throwaway data directory, made before the file's tests and
 * removed after them, with an anchor-and-room helper: what the replays tests share.
 */
export function replaysWorld(dialect: Dialect, prefix: string) {
  let t: TestApp | undefined;
  let dataDir = '';
  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), `${prefix}-`));
    t = await createTestApp({ dialect, env: { DATA_DIR: dataDir } });
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });
  const app = (): TestApp => {
    if (!t) throw new Error('the test app is made in beforeAll');
    return t;
  };
  return {
    app,
    dataDir: () => dataDir,
    /** An anchor with a room (the room is made when the anchor first reads its stream settings). */
    async anchorRoom() {
      const a = await buildSession(app().db.db, { user: { is_anchor: 1 } });
      const res = await app().app.inject({ method: 'GET', url: '/api/room/stream', headers: auth(a.token) });
      return { a, roomId: (res.json().data as TStreamInfo).roomId };
    },
  };
}

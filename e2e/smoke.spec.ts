import { gzipSync } from 'node:zlib';
import { expect, open, test } from './fixtures';

test('the home page answers with the brand name in its title', async ({ page }) => {
  await open(page, '/');
  await expect(page).toHaveTitle(/星球直播/);
});

/** zod's own marker: the schemas stay on the server and in chunks loaded on demand (decisions 0048, 0055). */
const ZOD_MARKER = '_zod';
const FIRST_LOAD_KB = 170;

test('the first-load JS of the pages fans open first stays within its budget, without zod', async ({ request }) => {
  const rooms = (await (await request.get('/api/room/page?page=1&pageSize=1')).json()) as { data: { list: { roomId: number }[] } };
  const roomId = rooms.data.list[0]?.roomId;
  expect(roomId, 'a room to open').toBeDefined();
  const pages = ['/', '/football', '/live/all', `/live/room/${roomId}`, '/about'];
  const sizes = new Map<string, { kb: number; zod: boolean }>();
  for (const path of pages) {
    const html = await (await request.get(path)).text();
    let kb = 0;
    for (const m of html.matchAll(/<script\b([^>]*)>/g)) {
      const attrs = m[1] ?? '';
      const src = /\bsrc="([^"]+\.js)"/.exec(attrs)?.[1];
      if (!src || /\bnoModule\b/i.test(attrs)) continue;
      let chunk = sizes.get(src);
      if (!chunk) {
        const body = await (await request.get(src)).body();
        chunk = { kb: gzipSync(body).length / 1024, zod: body.includes(ZOD_MARKER) };
        sizes.set(src, chunk);
      }
      expect(chunk.zod, `${src} (first load of ${path}) carries zod`).toBe(false);
      kb += chunk.kb;
    }
    expect(kb, `gzipped first-load JS of ${path}`).toBeLessThanOrEqual(FIRST_LOAD_KB);
  }
});

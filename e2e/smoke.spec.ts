import { FIRST_LOAD_KB, firstLoadScripts, gzippedKb } from '../bench/first-load';
import { expect, open, test } from './fixtures';

test('the home page answers with the brand name in its title', async ({ page }) => {
  await open(page, '/');
  await expect(page).toHaveTitle(/星球直播/);
});

/** zod's own marker: the schemas stay on the server and in chunks loaded on demand (decisions 0048, 0055). */
const ZOD_MARKER = '_zod';

test('the first-load JS of the pages fans open first stays within its budget, without zod', async ({ request, baseURL }) => {
  const rooms = (await (await request.get('/api/room/page?page=1&pageSize=1')).json()) as { data: { list: { roomId: number }[] } };
  const roomId = rooms.data.list[0]?.roomId;
  expect(roomId, 'a room to open').toBeDefined();
  const pages = ['/', '/football', '/live/all', `/live/room/${roomId}`, '/about'];
  const sizes = new Map<string, { kb: number; zod: boolean }>();
  for (const path of pages) {
    let kb = 0;
    for (const src of firstLoadScripts(await (await request.get(path)).text(), baseURL ?? '')) {
      let chunk = sizes.get(src);
      if (!chunk) {
        const body = await (await request.get(src)).body();
        chunk = { kb: gzippedKb(body), zod: body.includes(ZOD_MARKER) };
        sizes.set(src, chunk);
      }
      expect(chunk.zod, `${src} (first load of ${path}) carries zod`).toBe(false);
      kb += chunk.kb;
    }
    expect(kb, `gzipped first-load JS of ${path}`).toBeLessThanOrEqual(FIRST_LOAD_KB);
  }
});

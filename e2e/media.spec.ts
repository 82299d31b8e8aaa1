import { expect, loginAs, open, test } from './fixtures';
import { rtmpPort } from '../playwright.config';
import { HAS_FFMPEG, pushTestPattern } from '../apps/server/test/ffmpeg';

test.describe('streaming', () => {
  test.skip(!HAS_FFMPEG, 'ffmpeg is not installed');

  test('an anchor starts a room on /v/anchor-set, pushes with ffmpeg, a viewer watches it, and the room goes offline when the push stops', async ({
    browser,
  }) => {
    test.setTimeout(90_000);
    const anchorCtx = await browser.newContext();
    await loginAs(anchorCtx, { anchor: true });
    const anchor = await anchorCtx.newPage();
    await open(anchor, '/v/anchor-set');
    const state = anchor.getByTestId('stream-state');
    await expect(state).toHaveText('未开播');
    await anchor.getByRole('button', { name: '开始直播' }).click();
    await expect(state).toHaveText('已开播，等待推流');

    await expect(anchor.getByTestId('push-server')).toHaveText(new RegExp(`^rtmp://localhost:${rtmpPort(0)}/live$`));
    await anchor.getByRole('button', { name: '显示' }).click();
    const key = await anchor.getByTestId('stream-key').getAttribute('data-value');
    expect(key).toMatch(/^[A-Za-z0-9_-]{16,64}$/);
    const href = await anchor.getByRole('link', { name: '查看我的直播间' }).getAttribute('href');
    const roomId = Number(href?.split('/').pop());
    expect(roomId).toBeGreaterThan(0);

    const ffmpeg = pushTestPattern(`rtmp://127.0.0.1:${rtmpPort(0)}/live/${key}`);
    try {
      await expect(state).toHaveText('直播中', { timeout: 15_000 });

      const viewerCtx = await browser.newContext();
      const viewer = await viewerCtx.newPage();
      await open(viewer, `/live/${roomId}`);
      const video = viewer.getByTestId('live-player').locator('video');
      // the picture moves: currentTime advances past two seconds
      await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 30_000 }).toBeGreaterThan(2);
      const t1 = await video.evaluate((v: HTMLVideoElement) => v.currentTime);
      await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 10_000 }).toBeGreaterThan(t1 + 1);
      // and it stays near the live edge
      const lag = await video.evaluate((v: HTMLVideoElement) =>
        v.buffered.length ? v.buffered.end(v.buffered.length - 1) - v.currentTime : 0,
      );
      expect(lag).toBeLessThan(5);

      // barrage: the switch hides the layer and is remembered
      const toggle = viewer.getByRole('button', { name: /^弹幕/ });
      await expect(toggle).toHaveText('弹幕开');
      await toggle.click();
      await expect(toggle).toHaveText('弹幕关');
      await expect(viewer.getByTestId('danmaku-layer')).toBeHidden();

      ffmpeg.kill('SIGINT');
      await ffmpeg.exited;
      // offline after the grace period: the room detail, the anchor's panel and the viewer's player
      await expect
        .poll(async () => (await (await viewer.request.get(`/api/room/detail?roomId=${roomId}`)).json()).data.isLive, { timeout: 20_000 })
        .toBe(0);
      await expect(state).toHaveText('已开播，等待推流', { timeout: 15_000 });
      await expect(viewer.getByTestId('live-player')).toHaveAttribute('data-status', /offline|reconnecting/, { timeout: 15_000 });
      await viewerCtx.close();
    } finally {
      ffmpeg.kill('SIGKILL');
    }

    // 结束直播 closes the room: the key is refused again
    anchor.on('dialog', (d) => void d.accept());
    await anchor.getByRole('button', { name: '结束直播' }).click();
    await expect(state).toHaveText('未开播');
    const refused = pushTestPattern(`rtmp://127.0.0.1:${rtmpPort(0)}/live/${key}`);
    expect(await refused.exited).not.toBe(0);
    await anchorCtx.close();
  });

  test('a fan opening /v/anchor-set cannot start a room', async ({ browser }) => {
    const ctx = await browser.newContext();
    await loginAs(ctx);
    const page = await ctx.newPage();
    const res = await page.request.post('/api/room/up', { headers: { 'X-Requested-With': 'XMLHttpRequest' }, data: {} });
    expect((await res.json()).code).toBe(12001);
    await ctx.close();
  });
});

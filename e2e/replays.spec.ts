import { admin, expect, loginAs, open, pageReady, test } from './fixtures';
import { rtmpPort } from '../playwright.config';
import { HAS_FFMPEG, pushTestPattern } from '../apps/server/test/ffmpeg';

const XHR = { 'X-Requested-With': 'XMLHttpRequest' };
const PUSH_SECONDS = 20;

test.describe('replays', () => {
  test.skip(!HAS_FFMPEG, 'ffmpeg is not installed');

  test('a 20 s broadcast with chat is recorded; its replay plays, seeks, and the chat lines appear at their times', async ({ browser }) => {
    test.setTimeout(150_000);
    const anchorCtx = await browser.newContext();
    await loginAs(anchorCtx, { anchor: true });
    const api = anchorCtx.request;
    expect((await (await api.post('/api/room/up', { headers: XHR, data: {} })).json()).code).toBe(200);
    const info = (await (await api.get('/api/room/stream')).json()).data as { roomId: number; streamKey: string };

    const ffmpeg = pushTestPattern(`rtmp://127.0.0.1:${rtmpPort(0)}/live/${info.streamKey}`, '640x360', PUSH_SECONDS);
    const say = (content: string) => api.post('/api/chat/msg', { headers: XHR, data: { roomId: info.roomId, content } });
    try {
      await expect
        .poll(async () => (await (await api.get(`/api/room/detail?roomId=${info.roomId}`)).json()).data.isLive, { timeout: 15_000 })
        .toBe(1);
      await new Promise((r) => setTimeout(r, 3000));
      expect((await (await say('开场就进攻，好球！')).json()).code).toBe(200);
      await new Promise((r) => setTimeout(r, 8000));
      expect((await (await say('这脚射门太漂亮了')).json()).code).toBe(200);
      expect(await ffmpeg.exited).toBe(0);
    } finally {
      ffmpeg.kill('SIGKILL');
    }

    // after the grace period the recording is finalised and listed for the room
    const list = async () =>
      (await (await api.post('/api/back/pageByRoom', { headers: XHR, data: { roomId: info.roomId } })).json()).data as {
        list: { id: number; duration: number }[];
      };
    await expect.poll(async () => (await list()).list.length, { timeout: 30_000 }).toBe(1);
    const [replay] = (await list()).list;
    expect(Math.abs(replay!.duration - PUSH_SECONDS)).toBeLessThanOrEqual(1);
    const chat = (await (await api.get(`/api/back/chat?id=${replay!.id}`)).json()).data as {
      lines: { at: number; message: { content: string } }[];
    };
    expect(chat.lines.map((l) => l.message.content)).toEqual(['开场就进攻，好球！', '这脚射门太漂亮了']);
    const [first, second] = chat.lines;

    // a viewer (not logged in) finds it on the room's replay list and plays it
    const viewerCtx = await browser.newContext();
    const viewer = await viewerCtx.newPage();
    await open(viewer, `/playback/list/${info.roomId}`);
    await viewer.getByTestId('replay-card').first().click();
    await expect(viewer).toHaveURL(new RegExp(`/playback/${replay!.id}$`));
    await pageReady(viewer);
    const video = viewer.getByTestId('replay-player').locator('video');
    const time = () => video.evaluate((v: HTMLVideoElement) => v.currentTime);
    await expect.poll(time, { timeout: 30_000 }).toBeGreaterThan(1);
    const lines = viewer.getByTestId('replay-chat-line');
    // the first line is not there before its time, and appears when the video reaches it
    if ((await time()) * 1000 < first!.at - 500) await expect(lines).toHaveCount(0);
    await expect(lines.first()).toContainText('开场就进攻，好球！', { timeout: 20_000 });
    expect((await time()) * 1000).toBeGreaterThanOrEqual(first!.at - 300);
    await expect(viewer.getByTestId('chat-heat').locator('span')).not.toHaveCount(0);

    // pause holds the picture
    await viewer.getByRole('button', { name: '暂停' }).click();
    const held = await time();
    await new Promise((r) => setTimeout(r, 1000));
    expect(await time()).toBeCloseTo(held, 1);
    // seek to just before the second line, play: it appears
    // (a click on the bar, as a viewer seeks: setting the range's value from a script is not an input React always sees)
    const bar = viewer.getByTestId('replay-seek');
    const box = (await bar.boundingBox())!;
    const target = Math.max(0, second!.at - 1500) / Number(await bar.getAttribute('max'));
    await bar.click({ position: { x: box.width * target, y: box.height / 2 } });
    await expect.poll(time, { timeout: 10_000 }).toBeGreaterThan((second!.at - 2500) / 1000);
    expect((await time()) * 1000).toBeLessThan(second!.at);
    await viewer.getByRole('button', { name: '播放' }).click();
    await expect(lines.nth(1)).toContainText('这脚射门太漂亮了', { timeout: 15_000 });
    // speed
    await viewer.getByLabel('倍速').selectOption('2');
    expect(await video.evaluate((v: HTMLVideoElement) => v.playbackRate)).toBe(2);
    await viewer.screenshot({ path: test.info().outputPath('replay.png') });

    // the viewer cannot delete it; the anchor can
    expect((await (await viewerCtx.request.post('/api/back/delete', { headers: XHR, data: { id: replay!.id } })).json()).code).not.toBe(
      200,
    );
    const anchor = await anchorCtx.newPage();
    await open(anchor, `/playback/${replay!.id}`);
    anchor.on('dialog', (d) => void d.accept());

    // the anchor cuts a priced highlight from it; a fan finds it under 集锦, buys it once, and it plays
    const cutter = anchor.getByTestId('clip-cutter');
    await cutter.getByLabel('起点（秒）').fill('2');
    await cutter.getByLabel('终点（秒）').fill('10');
    await cutter.getByLabel('集锦标题').fill('开场进攻集锦');
    await cutter.getByLabel('价格（球钻）').fill('20');
    await cutter.getByRole('button', { name: '剪辑', exact: true }).click();
    await expect(anchor.getByTestId('clip-made')).toContainText('开场进攻集锦');
    const fanCtx = await browser.newContext();
    const fan = await loginAs(fanCtx);
    expect(admin('xingqiu', 'credit', fan.mobile, '50')).toContain('当前余额 50');
    const fanPage = await fanCtx.newPage();
    await open(fanPage, `/playback/highlights?roomId=${info.roomId}`);
    await expect(fanPage.getByTestId('clip-price').first()).toHaveText('20球钻');
    await fanPage.getByTestId('clip-card').first().click();
    await pageReady(fanPage);
    await expect(fanPage.getByTestId('clip-title')).toHaveText('开场进攻集锦');
    fanPage.on('dialog', (d) => void d.accept());
    await fanPage.getByRole('button', { name: '20 球钻购买' }).click();
    const clipVideo = fanPage.getByTestId('replay-player').locator('video');
    await expect.poll(() => clipVideo.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 20_000 }).toBeGreaterThan(0.5);
    const balance = (await (await fanCtx.request.get('/tapi/pay/balances')).json()).data as { balance: number };
    expect(balance.balance).toBe(30);
    await fanPage.screenshot({ path: test.info().outputPath('highlight.png') });
    await fanCtx.close();
    expect(admin('xingqiu', 'ledger', 'check')).toContain('账目平衡');

    await anchor.getByRole('button', { name: '删除回放' }).click();
    await expect(anchor).toHaveURL(new RegExp(`/playback/list/${info.roomId}`));
    expect((await list()).list).toHaveLength(0);
    expect((await viewerCtx.request.get(`/flv/replay/${replay!.id}.flv`)).status()).toBe(404);
    await viewerCtx.close();
    await anchorCtx.close();
  });
});

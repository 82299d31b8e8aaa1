import type { APIRequestContext } from '@playwright/test';
import { rtmpPort } from '../playwright.config';
import { HAS_FFMPEG, pushTestPattern } from '../apps/server/test/ffmpeg';
import { admin, anchorRoomId, expect, loginAs, nick, open, test } from './fixtures';

const XHR = { 'X-Requested-With': 'XMLHttpRequest' };
type Fixture = { match: { id: number; sport: 'football' | 'basketball'; home: { name: string } }; anchors: { nickName: string }[] };

/** Page one of the day's fixtures, as /next shows it. */
async function fixtures(request: APIRequestContext): Promise<{ list: Fixture[]; totalNumber: number }> {
  return (await (await request.get('/api/match/fixtures?page=1&pageSize=30')).json()).data;
}

test.describe('what a newcomer sees', () => {
  test('the home page lists a room on air under 热门直播, without a reload', async ({ browser, page }) => {
    test.skip(!HAS_FFMPEG, 'ffmpeg is not installed');
    test.setTimeout(120_000);
    const anchorCtx = await browser.newContext();
    const anchorNick = nick('热播');
    await loginAs(anchorCtx, { anchor: true, nick: anchorNick });
    // The visitor has the home page open before the room goes live.
    await open(page, '/');
    const card = page.getByTestId('home-live-rooms').getByTestId('room-card').filter({ hasText: anchorNick });
    await expect(card).toHaveCount(0);
    const up = (await (await anchorCtx.request.post('/api/room/up', { headers: XHR, data: {} })).json()).data;
    const ffmpeg = pushTestPattern(`rtmp://127.0.0.1:${rtmpPort(0)}/live/${up.streamKey}`);
    try {
      await expect
        .poll(async () => (await (await page.request.get(`/api/room/detail?roomId=${up.roomId}`)).json()).data.isLive, { timeout: 20_000 })
        .toBe(1);
      // The list reads the hot rooms again every HOT_ROOMS_REFRESH_MS (30 s): the room shows in the open page.
      await expect(card).toBeVisible({ timeout: 45_000 });
      await expect(card.getByTestId('room-state')).toHaveText('直播中');
      await card.click();
      await expect(page).toHaveURL(new RegExp(`/live/${up.roomId}$`));
    } finally {
      ffmpeg.kill('SIGINT');
      await ffmpeg.exited;
      await anchorCtx.close();
    }
  });

  test('/next lists the day’s fixtures, with the anchor who binds one beside it', async ({ browser, page }) => {
    const anchorCtx = await browser.newContext();
    const anchorNick = nick('赛程');
    await loginAs(anchorCtx, { anchor: true, nick: anchorNick });
    const day = await fixtures(page.request);
    expect(day.list.length).toBeGreaterThan(0);
    // The latest kick-off of page one: on the simulator's fast clock the earlier ones may end meanwhile.
    const target = day.list[day.list.length - 1].match;
    const navs = (await (await page.request.get('/api/nav/list')).json()).data as { id: number; sportId: number }[];
    const nav = navs.find((n) => n.sportId === (target.sport === 'football' ? 1 : 2)) ?? navs[0];
    const bound = await anchorCtx.request.post('/api/room/update', {
      headers: XHR,
      data: { title: `${anchorNick}的解说`, navId: nav.id, matchId: target.id },
    });
    expect((await bound.json()).code).toBe(200);

    await open(page, '/next');
    const items = page.getByTestId('match-anchors').locator('li');
    // The day's fixtures, not only those an anchor covers.
    await expect(items.filter({ hasNotText: /将直播|直播中/ }).first()).toBeVisible();
    const item = items.filter({ hasText: target.home.name }).first();
    await expect(item.getByRole('link', { name: anchorNick })).toBeVisible();
    await anchorCtx.close();
  });

  test('/v/grade shows a level-3 user their level, experience, next level and privileges', async ({ context, page }) => {
    await loginAs(context, { level: 3 });
    await open(page, '/v/grade');
    await expect(page.getByTestId('grade-level')).toHaveText('Lv.3');
    await expect(page.getByTestId('grade-experience')).toHaveText('0');
    await expect(page.getByTestId('grade-next')).toHaveText('Lv.4');
    await expect(page.getByTestId('grade-privilege').filter({ hasText: '等级徽章' })).toContainText('已解锁');
  });

  test('☆ favourites of the score lists appear in /v/attention and /v/collection', async ({ context, page }) => {
    await loginAs(context);
    const { match } = (await fixtures(page.request)).list[0];
    const type = match.sport === 'football' ? 1 : 2;
    const starred = await page.request.get(`/tapi/live/football/v1_1/collect?matchId=${match.id}&type=${type}`, { headers: XHR });
    expect((await starred.json()).data.collected).toBe(true);

    for (const path of ['/v/attention', '/v/collection']) {
      await open(page, path);
      await expect(page.getByTestId('favourite-matches').locator('li').filter({ hasText: match.home.name })).toBeVisible();
    }
    await page.getByRole('link', { name: '管理收藏 ›' }).click();
    await expect(page).toHaveURL(/\/football\/collect$/);
  });
  test('in a room, one’s own gift puts one on the contributor board; a mute from the chat lasts 10 minutes by default', async ({
    browser,
  }) => {
    test.setTimeout(90_000);
    const anchorCtx = await browser.newContext();
    const fanCtx = await browser.newContext();
    const fanNick = nick('榜上');
    await loginAs(anchorCtx, { anchor: true, nick: nick('房主') });
    const fanLogin = await loginAs(fanCtx, { nick: fanNick });
    expect(admin('xingqiu', 'credit', fanLogin.mobile, '500')).toContain('当前余额 500');
    const anchor = await anchorCtx.newPage();
    await open(anchor, '/v/anchor-chat');
    const roomId = await anchorRoomId(anchorCtx);

    const fan = await fanCtx.newPage();
    await open(fan, `/live/room/${roomId}`);
    const bar = fan.getByTestId('gift-bar');
    await expect(bar.getByTestId('gift-balance')).toHaveText('500');
    await bar.getByTestId('gift-item').filter({ hasText: '哨子' }).click();
    await bar.getByTestId('gift-send').click();
    await expect(bar.getByTestId('gift-balance')).toHaveText('490');
    await expect(fan.getByTestId('contributor-rank').getByTestId('contributor').filter({ hasText: fanNick })).toContainText('10 球钻');

    // The fan speaks; the anchor opens the name's menu: 10分钟 is chosen unless the anchor picks another length.
    await fan.getByTestId('chat-input').fill('主播好');
    await fan.getByTestId('chat-send').click();
    const said = anchor.getByTestId('chat-message').filter({ hasText: '主播好' });
    await expect(said).toBeVisible({ timeout: 10_000 });
    await said.getByRole('button', { name: `${fanNick}：` }).click();
    await expect(said.getByRole('combobox', { name: '禁言时长' })).toHaveValue('10');
    await said.getByRole('button', { name: '禁言' }).click();
    await expect(fan.getByTestId('chat-list').getByText(`${fanNick} 已被禁言10分钟`)).toBeVisible();
    await open(anchor, '/v/anchor-room-set');
    const row = anchor.getByTestId('room-forbid').getByRole('row').filter({ hasText: fanNick });
    await expect(row).toBeVisible();
    await expect(row).not.toContainText('永久');
    await expect(anchor.getByTestId('room-forbid').getByRole('combobox', { name: '禁言时长' })).toHaveValue('10');
    await anchorCtx.close();
    await fanCtx.close();
  });
});

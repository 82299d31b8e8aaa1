import { admin, anchorRoomId, expect, loginAs, open, test } from './fixtures';

test.describe('live rooms', () => {
  test('/live/all lists the rooms with poster, anchor and state; categories filter them', async ({ page }) => {
    await open(page, '/live/all');
    const cards = page.getByTestId('room-card');
    await expect(cards.first()).toBeVisible();
    expect(await cards.count()).toBeGreaterThanOrEqual(5);
    await expect(cards.filter({ hasText: '篮球小美' }).getByTestId('room-state')).toHaveText(/未开播|直播中/);
    await page.getByRole('link', { name: '篮球', exact: true }).click();
    await expect(page).toHaveURL(/navId=/);
    await expect(cards.filter({ hasText: '篮球小美' })).toHaveCount(1);
    await expect(cards.filter({ hasText: '球评老周' })).toHaveCount(0);
    await cards.filter({ hasText: '篮球小美' }).click();
    await expect(page.getByTestId('room-title')).toHaveText('NBA 今日对决 实时解说');
    await expect(page.getByTestId('room-anchor')).toHaveText('篮球小美');
    await expect(page.getByTestId('room-online-count')).toContainText('在线');
  });

  test('a room with a bound match opens one WebSocket for its chat and the live score', async ({ browser }) => {
    const anchorCtx = await browser.newContext();
    await loginAs(anchorCtx, { anchor: true });
    const api = anchorCtx.request;
    const dates = (await (await api.get('/api/match/dates')).json()).data as { date: string; today: boolean }[];
    const hot = (await (await api.get(`/api/match/hot?date=${dates.find((d) => d.today)!.date}`)).json()).data as { id: number }[];
    const navId = ((await (await api.get('/api/room/page?page=1&pageSize=10')).json()).data.list as { navId: number | null }[]).find(
      (r) => r.navId,
    )!.navId;
    const roomId = await anchorRoomId(anchorCtx);
    const bound = await api.post('/api/room/update', {
      headers: { 'X-Requested-With': 'XMLHttpRequest' },
      data: { title: '一起看球', navId, matchId: hot[0].id },
    });
    expect((await bound.json()).code).toBe(200);

    const page = await browser.newPage();
    const sockets: string[] = [];
    const subscribed = new Set<string>();
    page.on('websocket', (ws) => {
      if (new URL(ws.url()).pathname !== '/ws') return;
      sockets.push(ws.url());
      ws.on('framereceived', ({ payload }) => {
        const m = JSON.parse(String(payload)) as { op?: string; topic?: string };
        // A first subscription is answered with a resync (its full state); a resumed one with subscribed.
        if ((m.op === 'resync' || m.op === 'subscribed') && m.topic) subscribed.add(m.topic.split(':')[0]!);
      });
    });
    await open(page, `/live/room/${roomId}`);
    await expect(page.getByTestId('room-match')).toBeVisible();
    await expect(page.getByTestId('chat-panel')).toBeVisible();
    // Once the chat and the match are both subscribed, every part of the page has connected.
    await expect.poll(() => ['room', 'match'].every((t) => subscribed.has(t))).toBe(true);
    expect(sockets).toHaveLength(1);
    await page.close();
    await anchorCtx.close();
  });

  test('a visitor who clicks follow gets the login panel; an unknown room is the 404 page', async ({ page }) => {
    await open(page, '/live/all');
    await page.getByTestId('room-card').filter({ hasText: '球评老周' }).click();
    await page.getByTestId('follow-button').click();
    await expect(page.getByTestId('login-modal')).toBeVisible();
    const res = await page.goto('/live/99999999');
    expect(res?.status()).toBe(404);
  });

  test('a fan follows an anchor and finds the anchor on /live/follow and /v/concern', async ({ context, page }) => {
    test.setTimeout(90_000);
    await loginAs(context);
    await open(page, '/live/follow');
    await expect(page.getByTestId('anchor-card')).toHaveCount(0);
    await open(page, '/live/all');
    await page.getByTestId('room-card').filter({ hasText: '大鹏看球' }).click();
    const fans = page.getByTestId('room-fans');
    const before = await fans.textContent();
    await page.getByTestId('follow-button').click();
    await expect(page.getByTestId('follow-button')).toHaveText('已关注');
    await expect(fans).not.toHaveText(before ?? '');
    await open(page, '/live/follow');
    await expect(page.getByTestId('anchor-card').getByTestId('anchor-name')).toHaveText(['大鹏看球']);
    await open(page, '/v/concern');
    await expect(page.getByTestId('anchor-card')).toHaveCount(1);
    const card = page.getByTestId('anchor-card');
    await card.getByRole('button', { name: '已关注' }).click();
    await expect(card.getByRole('button', { name: '+ 关注' })).toBeVisible();
    await open(page, '/live/follow');
    await expect(page.getByTestId('anchor-card')).toHaveCount(0);
  });

  test('apply to be an anchor, rejected with a reason, apply again, approved by the admin command, then /v/anchor-set', async ({
    context,
    page,
  }) => {
    const { mobile } = await loginAs(context, { nick: '新主播' });
    await open(page, '/v/anchor-set');
    await expect(page.getByText('您还不是主播，申请通过后即可开播。')).toBeVisible();
    await open(page, '/v/apply');
    const form = page.getByTestId('apply-form');
    await form.locator('input[name=realName]').fill('李四');
    await form.locator('input[name=contact]').fill('13900001111');
    await form.locator('select[name=navId]').selectOption({ label: '足球' });
    await form.locator('textarea[name=introduction]').fill('短');
    await form.getByRole('button', { name: '提交申请' }).click();
    await expect(page.getByText('直播经历至少10个字')).toBeVisible();
    await form.locator('textarea[name=introduction]').fill('三年业余足球解说经验，熟悉英超和中超。');
    await form.getByRole('button', { name: '提交申请' }).click();
    await expect(page.getByTestId('audit-state')).toContainText('审核中');

    expect(admin('xingqiu', 'anchor', 'reject', mobile, '请补充直播经历')).toContain('已驳回');
    await page.reload();
    await expect(page.getByTestId('audit-state')).toContainText('未通过');
    await expect(page.getByTestId('audit-state')).toContainText('请补充直播经历');
    await page.getByRole('button', { name: '重新申请' }).click();
    await form.locator('input[name=realName]').fill('李四');
    await form.locator('input[name=contact]').fill('13900001111');
    await form.locator('select[name=navId]').selectOption({ label: '足球' });
    await form.locator('textarea[name=introduction]').fill('三年业余足球解说经验，熟悉英超和中超，每周直播三场。');
    await form.getByRole('button', { name: '提交申请' }).click();
    await expect(page.getByTestId('audit-state')).toContainText('审核中');

    expect(admin('xingqiu', 'anchor', 'approve', mobile)).toContain('已通过');
    await open(page, '/v/apply');
    await expect(page).toHaveURL(/\/v\/anchor-set$/);
    const settings = page.getByTestId('room-settings');
    await expect(settings.locator('input[name=title]')).toHaveValue('新主播的直播间');
    await settings.locator('input[name=title]').fill('新主播的第一场直播');
    await settings.locator('textarea[name=notice]').fill('今晚八点见');
    await settings.getByRole('button', { name: '保存设置' }).click();
    await expect(page.getByText('直播设置已保存')).toBeVisible();
    await open(page, '/live/all?navId=2');
    await expect(page.getByTestId('room-card').filter({ hasText: '新主播的第一场直播' })).toHaveCount(1);
  });

  test('a followed match is listed on /v/attention and can be unfollowed there', async ({ context, page }) => {
    await loginAs(context);
    const dates = (await (await page.request.get('/api/match/dates')).json()).data as { date: string; today: boolean }[];
    const today = dates.find((d) => d.today)!.date;
    const hot = (await (await page.request.get(`/api/match/hot?date=${today}`)).json()).data as {
      id: number;
      sport: 'football' | 'basketball';
      home: { name: string };
    }[];
    expect(hot.length).toBeGreaterThan(0);
    const m = hot[0];
    const res = await page.request.get(
      `/api/attention/operAttention?type=2&operateType=1&targetId=${m.id}&matchType=${m.sport === 'football' ? 1 : 2}`,
      {
        headers: { 'X-Requested-With': 'XMLHttpRequest' },
      },
    );
    expect((await res.json()).data.isAttention).toBe(1);
    await open(page, '/v/attention');
    const item = page.getByTestId('match-anchors').locator('li').filter({ hasText: m.home.name });
    await expect(item).toBeVisible();
    await item.getByTestId('follow-button').click();
    await expect(page.getByText('已取消关注')).toBeVisible();
    await expect(item.getByTestId('follow-button')).toHaveText('+ 关注');
    await page.reload();
    await expect(page.getByText('暂无关注的比赛')).toBeVisible();
  });

  test('booked matches need a login; the rank has day, week and month boards', async ({ page }) => {
    await open(page, '/live/reserve');
    await expect(page.getByTestId('need-login')).toBeVisible();
    await open(page, '/live/rank?type=anchor&rankType=week');
    await expect(page.getByRole('link', { name: '周榜' })).toHaveClass(/bg-primary/);
    await page.getByRole('link', { name: '月榜' }).click();
    await expect(page).toHaveURL(/rankType=month/);
    await expect(page.getByRole('link', { name: '月榜' })).toHaveClass(/bg-primary/);
  });
});

import { admin, anchorRoomId, expect, loginAs, nick, open, test } from './fixtures';
import { balancesOf } from './wallet-helpers';

test.describe('gifts', () => {
  test('a funded fan sends a gift: the anchor sees the gift line and the contributor rank, and earns income; too expensive asks to recharge', async ({
    browser,
  }) => {
    const anchorCtx = await browser.newContext();
    const fanCtx = await browser.newContext();
    const fanNick = nick('送礼');
    await loginAs(anchorCtx, { anchor: true, nick: nick('主播') });
    const fan = await loginAs(fanCtx, { nick: fanNick });
    expect(admin('xingqiu', 'credit', fan.mobile, '1000')).toContain('当前余额 1000');

    const anchorPage = await anchorCtx.newPage();
    await open(anchorPage, '/v/anchor-chat');
    const roomId = await anchorRoomId(anchorCtx);
    const cashBefore = (await balancesOf(anchorCtx)).cashBalance;
    await open(anchorPage, `/live/room/${roomId}`);
    await expect(anchorPage.getByTestId('chat-panel')).toBeVisible();
    // An anchor does not gift in their own room.
    await expect(anchorPage.getByTestId('contributor-rank')).toBeVisible();
    await expect(anchorPage.getByTestId('gift-bar')).toHaveCount(0);

    const page = await fanCtx.newPage();
    await open(page, `/live/room/${roomId}`);
    const bar = page.getByTestId('gift-bar');
    await expect(bar.getByTestId('gift-balance')).toHaveText('1000');
    await expect(bar.getByTestId('gift-item')).toHaveCount(15);
    // Warm up both sockets so the gift line is a delivery, not a page start.
    await anchorPage.getByTestId('chat-input').fill('欢迎');
    await anchorPage.getByTestId('chat-send').click();
    await expect(page.getByTestId('chat-list').getByText('欢迎')).toBeVisible();

    await bar.getByTestId('gift-item').filter({ hasText: '足球' }).click();
    await bar.getByTestId('gift-count').fill('2');
    await bar.getByTestId('gift-send').click();
    await expect(bar.getByTestId('gift-balance')).toHaveText('900');
    await expect(bar.getByTestId('gift-combo')).toBeVisible();
    await bar.getByTestId('gift-combo').click();
    await expect(bar.getByTestId('gift-balance')).toHaveText('800');
    // Every widget of the page shows the balance after the gift, not only the gift bar.
    await page.getByTestId('open-redpacket').click();
    await expect(page.getByTestId('redpacket-send-dialog')).toContainText('当前余额：800 球钻');
    await page.getByTestId('redpacket-send-dialog').getByRole('button', { name: '关闭' }).click();

    const line = anchorPage.getByTestId('chat-message').filter({ hasText: `${fanNick} 送出 足球` });
    await expect(line.first()).toBeVisible();
    await expect(line.last().getByTestId('gift-combo-count')).toHaveText('连击×2');
    await expect(line.first().locator('img')).toHaveAttribute('src', '/gifts/football.svg');
    await expect(anchorPage.getByTestId('contributor-rank').getByTestId('contributor').filter({ hasText: fanNick })).toContainText(
      '200 球钻',
    );
    const cashAfter = (await balancesOf(anchorCtx)).cashBalance;
    expect(cashAfter - cashBefore).toBe(100);

    // A big gift plays its effect over the player for everyone.
    await bar.getByTestId('gift-item').filter({ hasText: '冠军戒指' }).click();
    await bar.getByTestId('gift-count').fill('1');
    await bar.getByTestId('gift-send').click();
    await expect(anchorPage.getByTestId('gift-effect')).toContainText(`${fanNick} 送出 冠军戒指 x1`);

    // Not enough diamonds: the bar says so and offers the recharge page; nothing is spent.
    await bar.getByTestId('gift-item').filter({ hasText: '城堡' }).click();
    await bar.getByTestId('gift-send').click();
    await expect(page.getByText('余额不足')).toBeVisible();
    await page.getByRole('button', { name: '去充值' }).click();
    await expect(page).toHaveURL(/\/v\/pay/);
    expect((await balancesOf(fanCtx)).balance).toBe(280);

    await anchorCtx.close();
    await fanCtx.close();
  });
});

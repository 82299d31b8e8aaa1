import { randomInt } from 'node:crypto';
import { admin, anchorRoomId, expect, loginAs, nick, open, test } from './fixtures';
import { balancesOf } from './wallet-helpers';

test.describe('nobility and red packets', () => {
  test('a funded fan buys 骑士 and their message shows the badge in another browser; their red packet is grabbed there', async ({
    browser,
  }) => {
    const anchorCtx = await browser.newContext();
    const fanCtx = await browser.newContext();
    const fanNick = nick('贵族');
    await loginAs(anchorCtx, { anchor: true, nick: nick('主播') });
    const fan = await loginAs(fanCtx, { nick: fanNick });
    expect(admin('xingqiu', 'credit', fan.mobile, '1000')).toContain('当前余额 1000');
    const roomId = await anchorRoomId(anchorCtx);
    expect(roomId).toBeGreaterThan(0);

    const fanPage = await fanCtx.newPage();
    const anchorPage = await anchorCtx.newPage();
    await Promise.all([open(fanPage, `/live/room/${roomId}`), open(anchorPage, `/live/room/${roomId}`)]);

    // 开通贵族: 骑士, one month, 600 diamonds.
    await fanPage.getByTestId('open-noble').click();
    const dialog = fanPage.getByTestId('noble-dialog');
    await dialog.getByTestId('noble-rank-1').click();
    await dialog.getByTestId('noble-months-1').click();
    await expect(dialog.getByTestId('noble-price')).toHaveText('600');
    await dialog.getByTestId('noble-submit').click();
    await expect(fanPage.getByText('开通骑士成功')).toBeVisible();
    // Opened again, the dialog knows the fan is a 骑士 now: the same rank is a renewal.
    await fanPage.getByTestId('open-noble').click();
    await expect(dialog).toContainText('当前：');
    await expect(dialog.getByTestId('noble-rank-1')).toHaveAttribute('aria-checked', 'true');
    await expect(dialog.getByTestId('noble-submit')).toHaveText('续费');
    await dialog.getByRole('button', { name: '关闭' }).click();
    await expect(dialog).toBeHidden();
    await expect(anchorPage.getByTestId('chat-list').getByText(`恭喜 ${fanNick} 开通了骑士`)).toBeVisible();

    // The fan's message carries the badge in the anchor's browser.
    const text = `骑士驾到${randomInt(1e3, 1e4)}`;
    await fanPage.getByTestId('chat-input').fill(text);
    await fanPage.getByTestId('chat-send').click();
    const seen = anchorPage.getByTestId('chat-message').filter({ hasText: text });
    await expect(seen).toBeVisible();
    await expect(seen.getByTestId('noble-badge')).toHaveText(/骑士/);
    await expect(anchorPage.getByTestId('room-nobles').getByText(fanNick)).toBeVisible({ timeout: 15_000 });

    // A red packet of 10 diamonds in 2 shares, grabbed by the anchor.
    await fanPage.getByTestId('open-redpacket').click();
    await fanPage.getByTestId('redpacket-amount').fill('10');
    await fanPage.getByTestId('redpacket-count').fill('2');
    await fanPage.getByTestId('redpacket-submit').click();
    await expect(fanPage.getByText('红包已发出')).toBeVisible();
    const packet = anchorPage.getByTestId('chat-redpacket').last();
    await expect(packet).toContainText('发了一个10球钻的红包');
    await packet.getByRole('button').click();
    const popup = anchorPage.getByTestId('redpacket-popup');
    await expect(popup.getByTestId('redpacket-got')).toBeVisible();
    const got = Number((await popup.getByTestId('redpacket-got').innerText()).replace(/\D/g, ''));
    expect(got).toBeGreaterThanOrEqual(1);
    expect(got).toBeLessThanOrEqual(9);
    await expect(popup.getByTestId('redpacket-list')).toContainText(`${got} 球钻`);

    // The sender cannot grab their own packet.
    await fanPage.getByTestId('chat-redpacket').last().getByRole('button').click();
    await expect(fanPage.getByTestId('redpacket-popup').getByTestId('redpacket-note')).toHaveText('不能抢自己发的红包');

    expect((await balancesOf(fanCtx)).balance).toBe(1000 - 600 - 10);
    await anchorCtx.close();
    await fanCtx.close();
  });
});

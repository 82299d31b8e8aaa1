import { admin, expect, loginAs, nick, open, pageReady, test } from './fixtures';

/** An 8×8 red PNG, picked twice as the post's pictures. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEklEQVQImWM4w8CAFWEXHbQSACD0MwEDk/f8AAAAAElFTkSuQmCC',
  'base64',
);

test.describe('news and community', () => {
  test('a post with two pictures is seen in its circle and on the author space; another user likes and replies; the author is notified', async ({
    browser,
  }) => {
    test.setTimeout(150_000);
    const authorCtx = await browser.newContext();
    const readerCtx = await browser.newContext();
    const authorNick = nick('作者');
    const readerNick = nick('读者');
    await loginAs(authorCtx, { nick: authorNick });
    const readerAccount = await loginAs(readerCtx, { nick: readerNick });

    const author = await authorCtx.newPage();
    await open(author, '/community');
    const text = `今晚英超谁能赢？<b>猜一猜</b>${nick('')}`;
    const composer = author.getByTestId('post-composer');
    await composer.getByLabel('帖子内容').fill(text);
    await composer.getByTestId('post-images-input').setInputFiles([
      { name: 'a.png', mimeType: 'image/png', buffer: PNG },
      { name: 'b.png', mimeType: 'image/png', buffer: PNG },
    ]);
    await expect(composer.getByTestId('composer-images').locator('img')).toHaveCount(2);
    await composer.getByRole('button', { name: '发布' }).click();
    const mine = author.getByTestId('post').filter({ hasText: text });
    await expect(mine).toBeVisible();
    // user text is text: the markup shows as written, no <b> element
    await expect(mine.getByTestId('post-content')).toHaveText(text);
    await expect(mine.locator('b')).toHaveCount(0);
    await expect(mine.getByTestId('post-image')).toHaveCount(2);

    // in its circle, and on the author's space
    await mine.getByRole('link', { name: /^#/ }).click();
    await expect(author.getByTestId('circle-header')).toBeVisible();
    await expect(author.getByTestId('post').filter({ hasText: text })).toBeVisible();
    await author.getByTestId('post').filter({ hasText: text }).getByRole('link', { name: authorNick }).click();
    await expect(author.getByRole('heading', { name: `${authorNick}的动态` })).toBeVisible();
    await expect(author.getByTestId('post').filter({ hasText: text })).toBeVisible();

    // the author opens the post and comments on it
    await author.getByTestId('post-content').filter({ hasText: text }).getByRole('link').click();
    await expect(author).toHaveURL(/\/community\/\d+$/);
    await pageReady(author);
    const postUrl = author.url();
    await author.getByLabel('说点什么吧…').fill('先说一句：主队必胜');
    await author.getByRole('button', { name: '发表' }).click();
    await expect(author.getByTestId('comment').filter({ hasText: '主队必胜' })).toBeVisible();

    // the reader likes the post and replies to the comment
    const reader = await readerCtx.newPage();
    await open(reader, postUrl);
    await reader.getByTestId('post-like').click();
    await expect(reader.getByTestId('post-like')).toHaveText('已赞 1');
    const comment = reader.getByTestId('comment').filter({ hasText: '主队必胜' });
    await comment.getByTestId('comment-reply').first().click();
    await comment.getByLabel(`回复 ${authorNick}`).fill('同意，拭目以待');
    await comment.getByRole('button', { name: '发表' }).click();
    await expect(comment.getByText('同意，拭目以待')).toBeVisible();
    // and finds the reply under 我的评论 with the post it is on
    await open(reader, '/v/new');
    await expect(reader.getByTestId('my-comment').filter({ hasText: '同意，拭目以待' })).toContainText(`回复 ${authorNick}`);

    // the author sees both in the message centre
    await open(author, '/v/newList');
    const notices = author.getByTestId('notice');
    await expect(notices.filter({ hasText: `${readerNick} 回复了你` })).toBeVisible();
    await expect(notices.filter({ hasText: `${readerNick} 赞了你的内容` })).toBeVisible();
    await author.screenshot({ path: 'test-results/content-notices.png' });

    // The reader buys a horn with diamonds (我的喇叭); it is listed for everyone under /v/information.
    expect(admin('xingqiu', 'credit', readerAccount.mobile, '100')).toContain('当前余额 100');
    await open(reader, '/v/horn');
    await expect(reader.getByTestId('horn-balance')).toHaveText('100');
    const hornText = `今晚英超见${nick('')}`;
    await reader.getByTestId('horn-content').fill(hornText);
    await reader.getByTestId('horn-submit').click();
    await expect(reader.getByTestId('my-horn').filter({ hasText: hornText })).toBeVisible();
    await expect(reader.getByTestId('horn-balance')).toHaveText('0');
    await reader.screenshot({ path: 'test-results/content-horn.png' });
    await open(author, '/v/information');
    await expect(author.getByTestId('horn-messages')).toContainText(`${readerNick}：${hornText}`);
  });

  test('an article opened from the news page: previous/next followed, favourited and found in /v/collection', async ({ browser }) => {
    test.setTimeout(90_000);
    const ctx = await browser.newContext();
    await loginAs(ctx);
    const page = await ctx.newPage();
    await open(page, '/news/pages');
    await expect(page.getByTestId('news-banner')).toBeVisible();
    await page.getByTestId('news-banner').getByRole('link').first().click();
    const article = page.getByTestId('news-detail');
    await expect(article).toBeVisible();
    await expect(article.getByTestId('news-tags')).toBeVisible();
    // the newest article has no next one; follow the previous, then come back with next
    const first = await article.locator('h1').innerText();
    await article.getByTestId('news-previous').click();
    await expect(article.locator('h1')).not.toHaveText(first);
    const second = await article.locator('h1').innerText();
    await article.getByTestId('news-next').click();
    await expect(article.locator('h1')).toHaveText(first);
    await article.getByTestId('news-previous').click();
    await expect(article.locator('h1')).toHaveText(second);
    await pageReady(page);
    await article.getByTestId('collect').click();
    await expect(article.getByTestId('collect')).toHaveText('★ 已收藏');
    await page.screenshot({ path: 'test-results/content-article.png' });

    await open(page, '/v/collection');
    await expect(page.getByTestId('my-news-favourites').getByRole('link', { name: second })).toBeVisible();
  });
});

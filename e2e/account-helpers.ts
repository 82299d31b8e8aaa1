import Database from 'better-sqlite3';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { encryptPassword, type TDynamicKey, type TSlidePuzzle } from '../packages/contracts/src';
import { brandDb, brandUrl, expect, pageReady } from './fixtures';
import type { TBrandId } from '../packages/contracts/src/brands';

const XHR = { 'X-Requested-With': 'XMLHttpRequest' };

/**
 * The newest unused code the development outbox holds for a mobile (and SMS type). The e2e servers
 * run in production mode, where GET /tapi/dev/sms does not exist, so the test reads the outbox
 * table of the brand server's database, as an operator reading the inbox would.
 */
export async function outboxCode(mobile: string, opts: { brand?: TBrandId; type?: number } = {}): Promise<string> {
  // the browser may still be waiting for the send call when a test asks: poll for a few seconds
  for (let waited = 0; ; waited += 200) {
    const code = readOutbox(opts.brand ?? 'xingqiu', mobile, opts.type ?? 3);
    if (code) return code;
    if (waited >= 10_000) throw new Error(`no code in the outbox for ${mobile}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

function readOutbox(brand: TBrandId, mobile: string, type: number): string | undefined {
  const db = new Database(brandDb(brand), { readonly: true, fileMustExist: true });
  try {
    const row = db
      .prepare(
        `select o.code from sms_outbox o join sms_code c on c.id = o.sms_code_id
          where o.mobile = ? and o.type = ? and c.used_at is null order by o.id desc limit 1`,
      )
      .get(mobile, type) as { code: string } | undefined;
    return row?.code;
  } finally {
    db.close();
  }
}

/** Registers a phone user with a password through the API, as another client would. */
export async function registerByApi(
  request: APIRequestContext,
  mobile: string,
  password: string,
  brand: TBrandId = 'xingqiu',
): Promise<void> {
  const sent = await request.post(brandUrl(brand, '/tapi/inform/send/sms/new'), { headers: XHR, data: { mobile, type: 3 } });
  expect((await sent.json()).code).toBe(200);
  const code = await outboxCode(mobile, { brand });
  const keyRes = await request.get(brandUrl(brand, '/tapi/user/key/getDynamicKey'));
  const { key, iv } = ((await keyRes.json()) as { data: TDynamicKey }).data;
  const enc = await encryptPassword(password, key, iv);
  const res = await request.post(brandUrl(brand, '/tapi/user/register'), {
    headers: XHR,
    data: { mobile, verifyCode: code, password: enc, confirmPassword: enc, iv, key, auto: 1, channelId: 3, platform: 1 },
  });
  expect((await res.json()).code).toBe(200);
}

/**
 * The x a captcha challenge expects, read from the brand's database the way the SMS outbox is:
 * the puzzles carry decoy holes and noise, so a test drags to where a person who sees the gap
 * would, without solving the picture as a script would.
 */
function challengeX(brand: TBrandId, token: string | null): number {
  if (!token) throw new Error('the puzzle shows no token');
  const db = new Database(brandDb(brand), { readonly: true, fileMustExist: true });
  try {
    const row = db.prepare('select answer from captcha_challenge where token = ?').get(token) as { answer: string } | undefined;
    if (!row) throw new Error(`no captcha challenge ${token}`);
    return (JSON.parse(row.answer) as { x: number }).x;
  } finally {
    db.close();
  }
}

/** Where the gap of the login panel's slide puzzle is (image x). */
export async function solveSlideX(puzzle: TSlidePuzzle, brand: TBrandId = 'xingqiu'): Promise<number> {
  return challengeX(brand, puzzle.token);
}

/** The answer (x in image units) of the built-in block puzzle shown in a captcha dialog. */
export async function blockPuzzleX(dialog: Locator, brand: TBrandId = 'xingqiu'): Promise<number> {
  return challengeX(brand, await dialog.getByTestId('captcha-block-puzzle').getAttribute('data-token'));
}

/** The slide puzzle the login panel shows now. */
export async function shownPuzzle(page: Page): Promise<TSlidePuzzle> {
  await expect(page.getByTestId('slide-puzzle')).toHaveAttribute('data-state', 'idle');
  const bg = page.getByTestId('slide-background');
  const piece = page.getByTestId('slide-piece');
  const [tari, slii, cooy, width, height, pieceSize, token] = await Promise.all([
    bg.getAttribute('src'),
    piece.getAttribute('src'),
    piece.getAttribute('data-cooy'),
    bg.evaluate((img: HTMLImageElement) => img.naturalWidth),
    bg.evaluate((img: HTMLImageElement) => img.naturalHeight),
    piece.evaluate((img: HTMLImageElement) => img.naturalWidth),
    page.getByTestId('slide-puzzle').getAttribute('data-token'),
  ]);
  return { tari: tari ?? '', slii: slii ?? '', cooy: Number(cooy), coox: null, token: token ?? '', width, height, pieceSize };
}

/** Drags the login panel's slider so the piece's left edge lands at image x `target`. */
export async function dragSlider(page: Page, puzzle: TSlidePuzzle, target: number): Promise<void> {
  const track = await page.getByTestId('slide-puzzle').boundingBox();
  const handle = await page.getByTestId('slide-handle').boundingBox();
  if (!track || !handle) throw new Error('slider not visible');
  const scale = track.width / puzzle.width;
  const maxX = track.width - puzzle.pieceSize * scale;
  const travel = track.width - handle.width;
  const dx = ((target * scale) / maxX) * travel;
  await dragLikeAHand(page, { x: handle.x + handle.width / 2, y: handle.y + handle.height / 2 }, dx);
}

/**
 * Drags from `from` by `dx` the way a hand does, which the captchas check: eased (fast, then slowing
 * into the gap), one move per frame the page draws, with a little vertical wobble.
 */
export async function dragLikeAHand(page: Page, from: { x: number; y: number }, dx: number): Promise<void> {
  const frame = () => page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  const steps = 24;
  for (let i = 1; i <= steps; i += 1) {
    const p = i / steps;
    await page.mouse.move(from.x + dx * (1 - (1 - p) ** 3), from.y + (i % 3) - 1);
    await frame();
  }
  await page.mouse.up();
}

/** Opens the login panel from the header. */
export async function openLogin(page: Page): Promise<void> {
  await pageReady(page);
  await page.getByTestId('header-login').click();
  await expect(page.getByTestId('login-panel')).toBeVisible();
}

/** Logs out from the header's user panel and waits for the page to start over logged out. */
export async function logoutFromHeader(page: Page): Promise<void> {
  await pageReady(page);
  await page.getByTestId('header-user').hover();
  await page.getByTestId('user-panel').getByRole('button', { name: '退出登录' }).click();
  await expect(page.getByTestId('header-login')).toBeVisible();
}

/** After 登录: the page reloads with the session (SPEC §4); waits until the new page is up and hydrated. */
export async function loggedInAfterReload(page: Page): Promise<void> {
  await expect(page.getByTestId('login-modal')).toBeHidden();
  await expect(page.getByTestId('header-user')).toBeVisible();
  await pageReady(page);
}

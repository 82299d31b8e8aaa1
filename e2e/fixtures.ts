import { execFileSync } from 'node:child_process';
import { randomInt } from 'node:crypto';
import { test as base, expect, type APIRequestContext, type BrowserContext, type Page, type Response } from '@playwright/test';
import { BRAND_IDS, type TBrandId } from '../packages/contracts/src/brands';
import { brandPort, E2E_DATA_ROOT } from '../playwright.config';

export const brandUrl = (brand: TBrandId, path = '/') => `http://localhost:${brandPort(BRAND_IDS.indexOf(brand))}${path}`;

/** The SQLite file of a brand's e2e server. */
export const brandDb = (brand: TBrandId) => `${E2E_DATA_ROOT}/${brand}/app.sqlite`;

/** Runs a TypeScript script (tsx) against the data directory of a brand's e2e server; its output, trimmed. */
export function runTsx(brand: TBrandId, script: string, ...args: string[]): string {
  return execFileSync('node_modules/.bin/tsx', [script, ...args], {
    env: { ...process.env, DATA_DIR: `${E2E_DATA_ROOT}/${brand}`, BRAND: brand, DATABASE_URL: '' },
    encoding: 'utf8',
  }).trim();
}

/** Runs an admin command against the data directory of a brand's e2e server. */
export const admin = (brand: TBrandId, ...args: string[]): string => runTsx(brand, 'apps/server/src/cli/admin.ts', ...args);

/** A nickname for a test-made user: the prefix and six random digits. */
export const nick = (prefix: string) => `${prefix}${randomInt(1e5, 1e6)}`;

/** The room id of the anchor logged in on `who` (a page or a browser context). */
export async function anchorRoomId(who: { request: APIRequestContext }): Promise<number> {
  return (await (await who.request.get('/api/room/info')).json()).data.roomId as number;
}

const issued = new Set<string>();
/**
 * A unique, valid mobile number for a test-made user: random, so parallel workers (separate
 * processes) do not hand out the same number in the same millisecond.
 */
export function freshMobile(): string {
  for (;;) {
    const mobile = `139${String(randomInt(0, 1e8)).padStart(8, '0')}`;
    if (!issued.has(mobile)) {
      issued.add(mobile);
      return mobile;
    }
  }
}

/** Creates a user through the admin command and logs the browser context in with a session cookie. */
export async function loginAs(
  context: BrowserContext,
  opts: { brand?: TBrandId; anchor?: boolean; expert?: boolean; level?: number; nick?: string } = {},
) {
  // Two admin processes start here (each a few seconds, far more on a loaded machine): every call
  // adds its cost to the calling test's budget instead of eating the budget of the test's own steps.
  test.info().setTimeout(test.info().timeout + 30_000);
  const brand = opts.brand ?? 'xingqiu';
  const mobile = freshMobile();
  const flags = [
    ...(opts.anchor ? ['--anchor'] : []),
    ...(opts.expert ? ['--expert'] : []),
    ...(opts.level !== undefined ? ['--level', String(opts.level)] : []),
    ...(opts.nick ? ['--nick', opts.nick] : []),
  ];
  admin(brand, 'user', 'add', mobile, ...flags);
  const token = admin(brand, 'session', 'issue', mobile);
  // The same cookie the server sets at login: HttpOnly, SameSite=Lax, a session cookie.
  await context.addCookies([{ name: 'auth', value: token, url: brandUrl(brand), httpOnly: true, sameSite: 'Lax' }]);
  return { mobile, token };
}

/** Waits until the page has hydrated: a header painted by the server ignores clicks before that. */
export async function pageReady(page: Page): Promise<void> {
  await expect(page.locator('html[data-ready="1"]')).toHaveCount(1);
}

/** Goes to a page of the product and waits until it has hydrated, so the test's first click is not lost. */
export async function open(page: Page, url: string): Promise<Response | null> {
  const res = await page.goto(url);
  await pageReady(page);
  return res;
}

export const test = base;
export { expect };

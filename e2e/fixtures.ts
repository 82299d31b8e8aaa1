import { execFileSync } from 'node:child_process';
import { randomInt } from 'node:crypto';
import { test as base, expect, type APIRequestContext, type BrowserContext, type Page, type Response } from '@playwright/test';
import { BRAND_IDS, type TBrandId } from '../packages/contracts/src/brands';
import { brandPort, E2E_DATA_ROOT } from '../playwright.config';

export const brandUrl = (brand: TBrandId, path = '/') => `http://localhost:${brandPort(BRAND_IDS.indexOf(brand))}${path}`;

/** The SQLite file of a brand's e2e server. */
export const brandDb = (brand: TBrandId) => `${E2E_DATA_ROOT}/${brand}/app.sqlite`;

/** Runs a program against the data directory of a brand's e2e server; its output, trimmed. */
function runAgainst(brand: TBrandId, program: string, args: string[]): string {
  return execFileSync(program, args, {
    env: { ...process.env, DATA_DIR: `${E2E_DATA_ROOT}/${brand}`, BRAND: brand, DATABASE_URL: '' },
    encoding: 'utf8',
  }).trim();
}

/** Runs a TypeScript script (tsx) against the data directory of a brand's e2e server; its output, trimmed. */
export const runTsx = (brand: TBrandId, script: string, ...args: string[]): string =>
  runAgainst(brand, 'node_modules/.bin/tsx', [script, ...args]);

/**
 * Runs an admin command against the data directory of a brand's e2e server: the bundle scripts/e2e.sh
 * builds when it is there (the same code, started in a second), else the CLI's source through tsx.
 */
export const admin = (brand: TBrandId, ...args: string[]): string => {
  const bundle = process.env.E2E_ADMIN_BUNDLE;
  return bundle ? runAgainst(brand, process.execPath, [bundle, ...args]) : runTsx(brand, 'apps/server/src/cli/admin.ts', ...args);
};

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

type UserOpts = { brand?: TBrandId; anchor?: boolean; expert?: boolean; level?: number; nick?: string };

/**
 * Creates a user through the admin command and issues them a session: one admin process (a second
 * or more on a loaded machine), whose cost is added to the calling test's budget.
 */
export function createUser(opts: UserOpts = {}): { mobile: string; token: string } {
  test.info().setTimeout(test.info().timeout + 30_000);
  const mobile = freshMobile();
  const flags = [
    ...(opts.anchor ? ['--anchor'] : []),
    ...(opts.expert ? ['--expert'] : []),
    ...(opts.level !== undefined ? ['--level', String(opts.level)] : []),
    ...(opts.nick ? ['--nick', opts.nick] : []),
  ];
  // The token is the command's last line.
  const token =
    admin(opts.brand ?? 'xingqiu', 'user', 'add', mobile, ...flags, '--session')
      .split('\n')
      .at(-1) ?? '';
  return { mobile, token };
}

/** Creates a user and logs the browser context in with a session cookie. */
export async function loginAs(context: BrowserContext, opts: UserOpts = {}) {
  const { mobile, token } = createUser(opts);
  // The same cookie the server sets at login: HttpOnly, SameSite=Lax, a session cookie.
  await context.addCookies([{ name: 'auth', value: token, url: brandUrl(opts.brand ?? 'xingqiu'), httpOnly: true, sameSite: 'Lax' }]);
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

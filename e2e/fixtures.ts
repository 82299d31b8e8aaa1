import { execFileSync } from 'node:child_process';
import { test as base, type BrowserContext } from '@playwright/test';
import { BRAND_IDS, type TBrandId } from '../packages/contracts/src/brands';
import { brandPort, E2E_DATA_ROOT } from '../playwright.config';

export const brandUrl = (brand: TBrandId, path = '/') => `http://localhost:${brandPort(BRAND_IDS.indexOf(brand))}${path}`;

/** Runs an admin command against the data directory of a brand's e2e server. */
export function admin(brand: TBrandId, ...args: string[]): string {
  return execFileSync('node_modules/.bin/tsx', ['apps/server/src/cli/admin.ts', ...args], {
    env: { ...process.env, DATA_DIR: `${E2E_DATA_ROOT}/${brand}`, BRAND: brand, DATABASE_URL: '' },
    encoding: 'utf8',
  }).trim();
}

let counter = 0;
/** A unique, valid mobile number for a test-made user. */
export function freshMobile(): string {
  counter += 1;
  const n = (Date.now() % 1e6) * 100 + (process.pid % 100) * 0 + counter;
  return `139${String(n).padStart(8, '0').slice(-8)}`;
}

/** Creates a user through the admin command and logs the browser context in with a session cookie. */
export async function loginAs(context: BrowserContext, opts: { brand?: TBrandId; anchor?: boolean; expert?: boolean; level?: number; nick?: string } = {}) {
  const brand = opts.brand ?? 'xingqiu';
  const mobile = freshMobile();
  const flags = [...(opts.anchor ? ['--anchor'] : []), ...(opts.expert ? ['--expert'] : []), ...(opts.level !== undefined ? ['--level', String(opts.level)] : []), ...(opts.nick ? ['--nick', opts.nick] : [])];
  admin(brand, 'user', 'add', mobile, ...flags);
  const token = admin(brand, 'session', 'issue', mobile);
  await context.addCookies([{ name: 'auth', value: token, url: brandUrl(brand) }]);
  return { mobile, token };
}

export const test = base;
export { expect } from '@playwright/test';

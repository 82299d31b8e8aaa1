import Database from 'better-sqlite3';
import type { APIRequestContext, Page } from '@playwright/test';
import type { TBalances, TBrandId } from '@sports/contracts';
import { brandDb, expect, runTsx } from './fixtures';

/** Books `diamonds` of withdrawable income for a user through the ledger (trade 9), as a gift share would. */
export function fundIncome(mobile: string, diamonds: number, brand: TBrandId = 'xingqiu') {
  runTsx(brand, 'e2e/wallet-fund.ts', mobile, String(diamonds));
}

/** Lets the next SMS code for this mobile go out now (the 60 s resend rule has tests of its own). */
export function allowResend(mobile: string, brand: TBrandId = 'xingqiu') {
  const db = new Database(brandDb(brand), { fileMustExist: true, timeout: 5000 });
  try {
    db.prepare('update sms_code set created_at = created_at - 61000 where mobile = ?').run(mobile);
  } finally {
    db.close();
  }
}

/**
 * Solves the click-word captcha that guards wallet SMS codes: the characters' positions are read
 * from the server's database (as the SMS code is read from its outbox) and clicked in order.
 */
export async function solveClickWord(page: Page, brand: TBrandId = 'xingqiu') {
  const dialog = page.getByTestId('captcha-dialog');
  const image = dialog.getByTestId('captcha-image');
  await expect(dialog.getByTestId('captcha-click-word')).toHaveAttribute('data-status', 'idle');
  await expect(image).toHaveAttribute('src', /^data:image/);
  const db = new Database(brandDb(brand), { readonly: true, fileMustExist: true });
  let answer: string;
  try {
    const row = db
      .prepare(`select answer from captcha_challenge where kind = 'clickWord' and checked_at is null order by id desc limit 1`)
      .get() as { answer: string } | undefined;
    if (!row) throw new Error('no click-word challenge');
    answer = row.answer;
  } finally {
    db.close();
  }
  const box = await image.boundingBox();
  if (!box) throw new Error('no captcha image');
  for (const p of JSON.parse(answer) as { x: number; y: number }[])
    await image.click({ position: { x: (p.x * box.width) / 310, y: (p.y * box.height) / 155 } });
  await expect(dialog).toBeHidden({ timeout: 5000 });
}

/** A user's balances as the wallet answers them, for the user logged in on `who` (a page or a browser context). */
export async function balancesOf(who: { request: APIRequestContext }): Promise<TBalances> {
  return (await (await who.request.get('/tapi/pay/balances')).json()).data as TBalances;
}

// Used by e2e/console.spec.ts: books withdrawable income for a user and a pending bank withdrawal of
// part of it (the row and its freeze journal in one transaction, as a user's request does), so the
// console has one to review. Prints the withdrawal's id. Same configuration as the admin CLI.
import { randomUUID } from 'node:crypto';
import { loadConfig } from '../apps/server/src/config/env';
import { openDb } from '../apps/server/src/db/client';
import { identityRepository } from '../apps/server/src/modules/identity/repository';
import { postJournal } from '../apps/server/src/modules/wallet/ledger';
import { walletRepository } from '../apps/server/src/modules/wallet/repository';
import { walletService } from '../apps/server/src/modules/wallet/service';
import { withdrawRepository } from '../apps/server/src/modules/wallet/withdraw/repository';

const [mobile, income, amount] = process.argv.slice(2);
const [inc, x] = [Number(income), Number(amount)];
if (!mobile || !(inc >= x && x > 0)) throw new Error('usage: console-withdrawal.ts <mobile> <income> <amount>');
const db = openDb(loadConfig());
try {
  const user = await identityRepository(db.db).findUserByMobile(mobile);
  if (!user) throw new Error(`no user with mobile ${mobile}`);
  const userId = Number(user.id);
  const wallet = walletService(walletRepository(db.db));
  await wallet.post({
    ref: `e2e-income:${randomUUID()}`,
    tradeType: 9,
    memo: 'e2e income',
    entries: [
      { userId, tradeType: 9, cash: inc },
      { userId: null, tradeType: 9, balance: -inc },
    ],
  });
  const repo = withdrawRepository(db.db);
  const id = await wallet.transaction(async (trx) => {
    const t = Date.now();
    const cardId = await repo.insertCard(
      {
        user_id: userId,
        type: 1,
        account_no: '6225880112345678',
        account_masked: '6225 **** **** 5678',
        bank_name: '招商银行',
        holder_name: '张伟',
        created_at: t,
        removed_at: null,
      },
      trx,
    );
    const wid = await repo.insertWithdrawal(
      {
        user_id: userId,
        draw_type: 1,
        card_id: cardId,
        account_masked: '6225 **** **** 5678',
        bank_name: '招商银行',
        amount: x,
        gross_fen: x * 10,
        tax_fen: 0,
        net_fen: x * 10,
        status: 0,
        created_at: t,
        finished_at: null,
      },
      trx,
    );
    await postJournal(trx, { ref: `withdraw:${wid}:request`, tradeType: 3, entries: [{ userId, tradeType: 3, cash: -x, freeze: x }] }, t);
    return wid;
  });
  // A string, not a number: under the test runner (FORCE_COLOR) a logged number comes out coloured.
  console.log(String(id));
} finally {
  await db.destroy();
}

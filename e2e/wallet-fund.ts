// Used by e2e/withdraw.spec.ts: books withdrawable income (trade 9, from the house) for a user in a
// brand server's database, through the ledger like any gift share. Same configuration as the admin CLI.
import { randomUUID } from 'node:crypto';
import { loadConfig } from '../apps/server/src/config/env';
import { openDb } from '../apps/server/src/db/client';
import { identityRepository } from '../apps/server/src/modules/identity/repository';
import { walletRepository } from '../apps/server/src/modules/wallet/repository';
import { walletService } from '../apps/server/src/modules/wallet/service';

const [mobile, amount] = process.argv.slice(2);
const n = Number(amount);
if (!mobile || !Number.isSafeInteger(n) || n <= 0) throw new Error('usage: wallet-fund.ts <mobile> <diamonds>');
const db = openDb(loadConfig());
try {
  const user = await identityRepository(db.db).findUserByMobile(mobile);
  if (!user) throw new Error(`no user with mobile ${mobile}`);
  const userId = Number(user.id);
  await walletService(walletRepository(db.db)).post({
    ref: `e2e-income:${randomUUID()}`,
    tradeType: 9,
    memo: 'e2e income',
    entries: [
      { userId, tradeType: 9, cash: n },
      { userId: null, tradeType: 9, balance: -n },
    ],
  });
} finally {
  await db.destroy();
}

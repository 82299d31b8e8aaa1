// Money paths: gift sends (one transaction: gift row, a three-entry journal, two conditional balance
// updates, then the chat announcement), chat sends (the announcement's path without the money) and
// balance reads, as ratios of an authenticated read that touches no money (GET
// /tapi/user/center/info) measured in the same run. `npm run bench:money`
import { itemAt } from '@sports/contracts/indexed';
import { identityRepository } from '../apps/server/src/modules/identity/repository';
import { identityService } from '../apps/server/src/modules/identity/service';
import { walletRepository } from '../apps/server/src/modules/wallet/repository';
import { walletService } from '../apps/server/src/modules/wallet/service';
import type { SharedCounters } from '../apps/server/src/state/counters';
import { atLeast, must } from './floor';
import { benchApp, inTurns, perWall } from './harness';

/** The benchmark measures the money path, not the abuse limits in front of it. */
const unlimited: SharedCounters = {
  hit: async () => true,
  take: async () => true,
  presence: (_g, n) => n,
  reportPresence() {},
  close: async () => undefined,
};

const { app, db, close } = await benchApp({ counters: unlimited });

const fan = await identityRepository(db.db).findUserByMobile('13800000001');
const room = await db.db.selectFrom('live_room').select('id').orderBy('id').executeTakeFirstOrThrow();
if (!fan) throw new Error('demo data missing');
const token = await identityService(identityRepository(db.db)).createSession(Number(fan.id));
await walletService(walletRepository(db.db)).credit(Number(fan.id), 100_000_000, 'bench');
const gifts = (await app.inject({ url: '/api/chat/gift/all' })).json().data as { id: number; price: number; currency: string }[];
const gift = gifts.find((g) => g.currency === 'diamond' && g.price === 1) ?? itemAt(gifts, 0, 'gifts of /api/chat/gift/all');
const headers = { accesstoken: token, 'x-requested-with': 'XMLHttpRequest' };

type Call = () => Promise<{ statusCode: number; body: string }>;
const userInfo: Call = () => app.inject({ url: '/tapi/user/center/info', headers });

console.log(`baseline GET /tapi/user/center/info (in-process inject, SQLite), measured in turns with each case`);
// Floors: balances just under the 1.19× measured when written; the gift at issue 16's target (0.5×);
// the chat line under the 0.28–0.49× measured on a loaded machine when it was added.
const cases: [string, Call, number][] = [
  ['GET /tapi/pay/balances', () => app.inject({ url: '/tapi/pay/balances', headers }), 0.9],
  [
    'POST /tapi/pay/gift',
    () => app.inject({ method: 'POST', url: '/tapi/pay/gift', headers, payload: { roomId: Number(room.id), giftId: gift.id, count: 1 } }),
    0.5,
  ],
  // A chat line in the same room (stored, then pushed as a gift's line is): the gift's path less the money.
  [
    'POST /api/chat/msg',
    () => app.inject({ method: 'POST', url: '/api/chat/msg', headers, payload: { roomId: Number(room.id), content: '主队加油' } }),
    0.25,
  ],
];
for (const [label, call, floor] of cases) {
  const run = await inTurns({ label: 'user info', call: userInfo }, { label, call });
  const [base, r] = [perWall(run.baseline), perWall(run.subject)];
  console.log(
    `${label.padEnd(28)} ${atLeast(label, r / base, floor).toFixed(2)}× baseline  (${r.toFixed(0)} req/s; baseline ${base.toFixed(0)})`,
  );
}
const check = await walletService(walletRepository(db.db)).check();
console.log(
  `ledger after the run: ${check.journals} journals, ${check.problems.length ? `${check.problems.length} problems` : 'balanced'}`,
);
must('the ledger is balanced after the run', check.problems.length === 0);
await close();

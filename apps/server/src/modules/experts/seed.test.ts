import { afterAll, assert, beforeAll, describe, expect, it } from 'vitest';
import type { TPlanResult } from '@sports/contracts';
import { composeModules, quietLog } from '../../compose';
import { loadConfig } from '../../config/env';
import { createTestDb, type TestDb } from '../../../test/db';
import { buildUser } from '../../../test/factories';
import { simulateFixedDays } from '../../../test/sports-factories';
import { DEMO_EXPERTS, seedExperts } from './seed';

/** The simulator's clock in simulateFixedDays: 2026-11-18 12:00 Beijing. */
const NOW = Date.UTC(2026, 10, 18, 4);

describe('demo expert plans on the simulator’s matches (sqlite)', () => {
  let d: TestDb;
  beforeAll(async () => {
    d = await createTestDb('sqlite');
    await simulateFixedDays(d.db, 7);
  }, 120_000);
  afterAll(() => d?.cleanup());

  it('publishes before kick-off with the feed’s lines, settles by the real results, and the records are those results', async () => {
    const m = composeModules({
      db: d.db,
      config: loadConfig({ NODE_ENV: 'test', DATA_DIR: '/tmp/unused' }),
      log: quietLog(),
      now: () => NOW,
    });
    const experts = [];
    for (const [i, e] of DEMO_EXPERTS.entries())
      experts.push({ id: Number((await buildUser(d.db, { nick_name: `演示专家${i}` })).id), style: e.style });
    const r = await seedExperts({ service: m.experts.service, ports: m.expertPorts, experts }, NOW);
    expect(r.plans).toBeGreaterThan(10);
    expect(r.settled).toBeGreaterThan(5);
    const plans = await d.db.selectFrom('expert_plan').selectAll().execute();
    // Every plan was published before its match kicked off.
    for (const p of plans) expect(Number(p.created_at)).toBeLessThan(Number(p.kickoff_at));
    // Recompute one expert's record by hand from the final scores.
    const [firstExpert] = experts;
    assert.isDefined(firstExpert);
    const first = firstExpert.id;
    const mine = plans.filter((p) => Number(p.expert_id) === first && p.status === 'settled');
    const legs = await d.db
      .selectFrom('expert_plan_leg')
      .selectAll()
      .where(
        'plan_id',
        'in',
        mine.map((p) => p.id),
      )
      .execute();
    const matches = await d.db
      .selectFrom('sport_match')
      .select(['id', 'home_score', 'away_score'])
      .where(
        'id',
        'in',
        legs.map((l) => l.match_id),
      )
      .execute();
    const score = new Map(matches.map((x) => [Number(x.id), [Number(x.home_score), Number(x.away_score)] as const]));
    for (const l of legs) {
      const final = score.get(Number(l.match_id));
      assert.isDefined(final, `the final score of match ${l.match_id}`);
      const [h, a] = final;
      if (l.market === 'europe') expect(l.result).toBe((h > a ? 'home' : h === a ? 'draw' : 'away') === l.pick ? 'win' : 'loss');
    }
    const ordered = [...mine].sort((a, b) => Number(b.kickoff_at) - Number(a.kickoff_at) || Number(b.id) - Number(a.id));
    const decided = ordered.map((p) => p.result as TPlanResult).filter((x) => x !== 'push' && x !== 'void');
    const hit = (x: TPlanResult) => x === 'win' || x === 'halfWin';
    const head = await m.experts.service.views.head(first, null);
    expect(head.sample).toBe(decided.length);
    expect(head.sevenRecords).toBe(decided.slice(0, 7).filter(hit).length);
    expect(head.fifteenRecords).toBe(decided.slice(0, 15).filter(hit).length);
    expect(head.hits).toBe(decided.filter(hit).length);
    // Seeding settles nothing twice.
    expect(await m.experts.service.trade.settleDue()).toBe(0);
    expect((await m.wallet.service.check()).problems).toEqual([]);
  });
});

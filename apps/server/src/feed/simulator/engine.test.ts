import { afterEach, assert, describe, expect, it } from 'vitest';
import { isMatchLive, type TSport } from '@sports/contracts';
import { DIALECTS, createTestDb, type TestDb } from '../../../test/db';
import { SportsEvents } from '../../modules/sports/events';
import { feedService } from '../../modules/sports/feed-service';
import { fixturesOf } from './calendar';
import { createSimulator } from './engine';

const SEED = 9;
const START = Date.parse('2026-11-21T21:10:00+08:00');

/** What a page could show of every simulated match, by source key. */
async function world(d: TestDb) {
  const matches = await d.db
    .selectFrom('sport_match')
    .select([
      'id',
      'source_key',
      'sport',
      'state',
      'home_score',
      'away_score',
      'home_red',
      'away_red',
      'home_corner',
      'away_corner',
      'home_quarter_scores',
      'minute',
    ])
    .orderBy('source_key')
    .execute();
  const count = async (table: 'sport_incident' | 'sport_text_live' | 'sport_odds_change' | 'sport_lineup') => {
    const rows = await d.db
      .selectFrom(table)
      .select(['match_id', (eb) => eb.fn.countAll<number>().as('n')])
      .groupBy('match_id')
      .execute();
    return new Map(rows.map((r) => [Number(r.match_id), Number(r.n)]));
  };
  const [incidents, text, odds, lineups] = await Promise.all([
    count('sport_incident'),
    count('sport_text_live'),
    count('sport_odds_change'),
    count('sport_lineup'),
  ]);
  return new Map(
    matches.map((m) => {
      const id = Number(m.id);
      const { id: _id, ...rest } = m;
      void _id;
      assert.isNotNull(m.source_key, 'a simulated match has a source key');
      return [
        m.source_key,
        { ...rest, incidents: incidents.get(id) ?? 0, text: text.get(id) ?? 0, odds: odds.get(id) ?? 0, lineups: lineups.get(id) ?? 0 },
      ];
    }),
  );
}

describe.each(DIALECTS)('simulator on %s', (dialect) => {
  const dbs: TestDb[] = [];
  afterEach(async () => {
    for (const d of dbs.splice(0)) await d.cleanup();
  });

  it('plays the calendar to the clock, survives a restart without repeating or skipping, and rolls forward', async () => {
    const d = await createTestDb(dialect);
    dbs.push(d);
    let clock = START;
    const events = new SportsEvents();
    const changed: number[] = [];
    events.on('match.changed', (e) => changed.push(e.matchId));
    const simulator = () =>
      createSimulator(feedService(d.db, events), { seed: SEED, speed: 1, realNow: () => clock, tickMs: 0, daysBack: 1, daysAhead: 1 });

    let sim = simulator();
    await sim.start();
    const first = await world(d);
    const expected = ['2026-11-20', '2026-11-21', '2026-11-22'].flatMap((date) => fixturesOf(SEED, date));
    expect([...first.keys()].sort()).toEqual(expected.map((f) => f.key).sort());
    // Yesterday is over, tomorrow still to come, tonight's European matches are on.
    const byDate = (date: string) => [...first.entries()].filter(([k]) => k.includes(`:${date}:`)).map(([, m]) => m);
    for (const m of byDate('2026-11-20')) expect([8, 9, 10, 13]).toContain(m.state);
    for (const m of byDate('2026-11-22')) expect(m.state).toBe(1);
    expect(byDate('2026-11-21').filter((m) => isMatchLive(m.sport as TSport, m.state)).length).toBeGreaterThan(0);
    const finished = byDate('2026-11-20').filter((m) => m.sport === 'football' && m.state === 8);
    expect(finished.every((m) => m.text > 0 && m.lineups === 36 && m.odds > 0)).toBe(true);
    expect(changed).toEqual([]); // catching up stores, it does not announce

    for (let i = 0; i < 20; i++) {
      clock += 60_000;
      await sim.tick();
    }
    expect(changed.length).toBeGreaterThan(0);
    await sim.stop();

    // A restart at the same moment changes nothing and creates nothing.
    const before = await world(d);
    sim = simulator();
    await sim.start();
    expect(await world(d)).toEqual(before);

    // Twenty more minutes after a stop of ten: the same world as a simulator that never stopped.
    await sim.stop();
    clock += 10 * 60_000;
    sim = simulator();
    await sim.start();
    for (let i = 0; i < 20; i++) {
      clock += 60_000;
      await sim.tick();
    }
    await sim.stop();
    const resumed = await world(d);

    const fresh = await createTestDb(dialect);
    dbs.push(fresh);
    const straight = createSimulator(feedService(fresh.db, new SportsEvents()), {
      seed: SEED,
      speed: 1,
      realNow: () => clock,
      tickMs: 0,
      daysBack: 1,
      daysAhead: 1,
    });
    await straight.start();
    await straight.stop();
    expect(resumed).toEqual(await world(fresh));

    // A day later the calendar has moved on: the new day is added once, nothing is duplicated.
    clock += 24 * 3600_000;
    sim = simulator();
    await sim.start();
    await sim.tick();
    await sim.stop();
    const later = await world(d);
    const dayAfter = fixturesOf(SEED, '2026-11-23').map((f) => f.key);
    for (const k of dayAfter) expect(later.has(k)).toBe(true);
    expect(later.size).toBe(first.size + dayAfter.length);
  }, 600_000); // thousands of rows per simulated day; PostgreSQL on a busy machine needs minutes
});

describe('simulator clock', () => {
  it('maps a time on a fast clock back to the real time it was shown (replays place incidents by it)', async () => {
    const d = await createTestDb('sqlite');
    let real = START;
    const sim = createSimulator(feedService(d.db, new SportsEvents()), { seed: SEED, speed: 60, realNow: () => real, tickMs: 0 });
    const shown = sim.now();
    real += 30_000;
    const later = sim.now();
    expect(later - shown).toBe(30_000 * 60);
    expect(sim.wallOf(shown)).toBe(START);
    expect(sim.wallOf(later)).toBe(START + 30_000);
    await d.cleanup();
  });
});

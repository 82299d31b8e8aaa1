import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FOOTBALL_STATE } from '@sports/contracts';
import { createTestDb, recordingSql, type TestDb } from '../../test/db';
import { SportsEvents, type SportsEventMap } from '../modules/sports/events';
import { feedService } from '../modules/sports/feed-service';
import { createHttpProvider, stateOf, type TProviderFixture } from './http-provider';

const NOW = Date.parse('2026-11-21T12:30:00Z');

/** A stand-in for the commercial API: serves whatever the test puts in `fixtures`, checks the key. */
function fakeProvider() {
  const state = { fixtures: [] as unknown[], requests: [] as string[], status: 200 };
  const server = http.createServer((req, res) => {
    const url = req.url ?? '';
    state.requests.push(url);
    if (req.headers['x-api-key'] !== 'secret') {
      res.writeHead(401).end();
      return;
    }
    const date = new URL(url, 'http://x').searchParams.get('date');
    res.writeHead(state.status, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ fixtures: date === '2026-11-21' ? state.fixtures : [] }));
  });
  return { server, state };
}

const fixture = (over: Partial<TProviderFixture> = {}): TProviderFixture => ({
  id: '9001',
  sport: 'football',
  competition: { code: 'en.1', name: 'Premier League', shortName: 'EPL', country: 'England' },
  season: '2026/27',
  home: { name: 'Arsenal FC' },
  away: { name: 'Chelsea FC' },
  kickoff: '2026-11-21T12:00:00Z',
  status: '1H',
  minute: 31,
  score: { home: 1, away: 0, halfHome: null, halfAway: null },
  cards: { homeYellow: 1, awayYellow: 0, homeRed: 0, awayRed: 0 },
  corners: { home: 3, away: 1 },
  events: [
    { type: 'yellow', side: 'home', minute: 12, extra: null, player: 'Rice', assist: null },
    { type: 'goal', side: 'home', minute: 29, extra: null, player: 'Saka', assist: 'Odegaard' },
  ],
  ...over,
});

describe('HTTP provider adapter', () => {
  let db: TestDb;
  const fake = fakeProvider();
  let base = '';
  const seen: SportsEventMap['match.changed'][] = [];
  let provider: ReturnType<typeof createHttpProvider>;

  beforeAll(async () => {
    db = await createTestDb('sqlite');
    await new Promise<void>((r) => fake.server.listen(0, '127.0.0.1', r));
    base = `http://127.0.0.1:${(fake.server.address() as AddressInfo).port}`;
    const events = new SportsEvents();
    events.on('match.changed', (e) => seen.push(e));
    provider = createHttpProvider(feedService(db.db, events), { baseUrl: base, apiKey: 'secret', pollMs: 0, now: () => NOW });
  });
  afterAll(async () => {
    await provider.stop();
    fake.server.close();
    await db.cleanup();
  });

  it('maps the documented statuses to SPEC state codes', () => {
    expect(stateOf('football', '2H')).toBe(FOOTBALL_STATE.secondHalf);
    expect(stateOf('football', 'PST')).toBe(FOOTBALL_STATE.postponed);
    expect(stateOf('basketball', 'Q3')).toBe(6);
    expect(stateOf('football', 'weird')).toBe(0);
  });

  it('stores a fixture with Chinese team names, live columns and incidents, then only what changes', async () => {
    fake.state.fixtures = [fixture()];
    await provider.start();
    expect(fake.state.requests.map((u) => u.split('date=')[1])).toEqual(['2026-11-20', '2026-11-21', '2026-11-22']);
    const m = await db.db.selectFrom('sport_match').selectAll().where('source_key', '=', 'http:9001').executeTakeFirstOrThrow();
    expect(m).toMatchObject({ state: FOOTBALL_STATE.firstHalf, minute: 31, home_score: 1, away_score: 0, home_yellow: 1, home_corner: 3 });
    const home = await db.db.selectFrom('sport_team').selectAll().where('id', '=', m.home_team_id).executeTakeFirstOrThrow();
    expect(home.short_name).toBe('阿森纳');
    const incidents = await db.db.selectFrom('sport_incident').selectAll().where('match_id', '=', m.id).orderBy('seq').execute();
    expect(incidents.map((i) => [i.type, i.player_name, i.home_score])).toEqual([
      ['yellow', 'Rice', 0],
      ['goal', 'Saka', 1],
    ]);

    // Nothing new: nothing stored, nothing announced.
    seen.length = 0;
    await provider.poll();
    expect(seen).toEqual([]);

    // An equaliser: the list patch carries it with the incident.
    fake.state.fixtures = [
      fixture({
        minute: 38,
        score: { home: 1, away: 1, halfHome: null, halfAway: null },
        events: [...fixture().events, { type: 'goal', side: 'away', minute: 38, extra: null, player: 'Palmer', assist: null }],
      }),
    ];
    await provider.poll();
    expect(seen).toHaveLength(1);
    expect(seen[0]?.patch).toMatchObject({
      awayScore: 1,
      minute: 38,
      incident: { type: 'goal', side: 'away', playerName: 'Palmer', homeScore: 1, awayScore: 1 },
    });
    expect(await db.db.selectFrom('sport_match').select('id').where('source_key', '=', 'http:9001').execute()).toHaveLength(1);
  });

  it('resolves competition, season, team and match ids once: a steady poll looks none of them up again', async () => {
    const rec = recordingSql(db.db);
    const steady = createHttpProvider(feedService(rec.db, new SportsEvents()), {
      baseUrl: base,
      apiKey: 'secret',
      pollMs: 0,
      now: () => NOW,
    });
    const derby = fixture({ id: '9100', home: { name: 'Liverpool FC' }, away: { name: 'Everton FC' } });
    /** Statements that map a provider's names and ids to ours, or create what is missing. */
    const idLookups = () =>
      rec.sql.filter((s) => /from "sport_(competition|season|team)"|into "sport_(competition|season|team|match)"|"source_key" in/.test(s));

    fake.state.fixtures = [derby];
    await steady.poll();
    expect(idLookups().length).toBeGreaterThan(0);
    rec.sql.length = 0;
    await steady.poll();
    expect(idLookups()).toEqual([]);
    // What a poll still reads is the match itself (its incidents, its live columns).
    expect(rec.sql.length).toBeGreaterThan(0);

    // A new fixture in the same competition: only its teams and its match are looked up (and created).
    rec.sql.length = 0;
    fake.state.fixtures = [derby, fixture({ id: '9101', home: { name: 'Fulham FC' }, away: { name: 'Brentford FC' } })];
    await steady.poll();
    const created = idLookups();
    expect(created.some((s) => /from "sport_team"/.test(s)) && created.some((s) => /into "sport_match"/.test(s))).toBe(true);
    expect(created.filter((s) => /sport_(competition|season)/.test(s))).toEqual([]);
    rec.sql.length = 0;
    await steady.poll();
    expect(idLookups()).toEqual([]);
    expect(
      await db.db.selectFrom('sport_match').select('source_key').where('source_key', 'in', ['http:9100', 'http:9101']).execute(),
    ).toHaveLength(2);
    await steady.stop();
  });

  it('keeps what it has when the provider fails or answers nonsense', async () => {
    const before = await db.db.selectFrom('sport_match').selectAll().execute();
    fake.state.status = 500;
    await provider.poll();
    fake.state.status = 200;
    fake.state.fixtures = [{ id: 1, sport: 'cricket' }];
    await provider.poll();
    expect(await db.db.selectFrom('sport_match').selectAll().execute()).toEqual(before);
  });
});

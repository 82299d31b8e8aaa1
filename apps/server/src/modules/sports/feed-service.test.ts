import { afterAll, assert, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, createTestDb, recordingSql, type TestDb } from '../../../test/db';
import { competitionByCode } from './competitions';
import { SportsEvents } from './events';
import { LruMap, ResolvedIds } from './feed-ids';
import { feedService, type FeedService } from './feed-service';

const AT = Date.parse('2026-11-21T12:00:00Z');

describe.each(DIALECTS)('feed service id cache (%s)', (dialect) => {
  let d: TestDb;
  let sql: string[];
  let feed: FeedService;

  beforeAll(async () => {
    d = await createTestDb(dialect);
    const rec = recordingSql(d.db);
    sql = rec.sql;
    feed = feedService(rec.db, new SportsEvents());
  });
  afterAll(() => d.cleanup());

  /** Statements run by `fn`. */
  const statementsOf = async (fn: () => Promise<unknown>) => {
    sql.length = 0;
    await fn();
    return [...sql];
  };

  it('stores a competition whose area, hot flag or order changed, then answers from memory again', async () => {
    const def = competitionByCode('en.1');
    assert.isDefined(def);
    const id = await feed.ensureCompetition(def, AT);
    expect(await statementsOf(() => feed.ensureCompetition(def, AT))).toEqual([]);

    const moved = { ...def, sort: 42, hot: false };
    const stored = await statementsOf(async () => expect(await feed.ensureCompetition(moved, AT)).toBe(id));
    expect(stored.some((s) => s.startsWith('update "sport_competition"'))).toBe(true);
    expect(await d.db.selectFrom('sport_competition').select(['sort', 'hot']).where('id', '=', id).executeTakeFirstOrThrow()).toEqual({
      sort: 42,
      hot: 0,
    });
    expect(await statementsOf(() => feed.ensureCompetition(moved, AT))).toEqual([]);
  });

  it('stores a team whose country changed and creates a new one, without looking up the teams it knows', async () => {
    const arsenal = { en: 'Arsenal FC', name: '阿森纳', shortName: '阿森纳', country: '英格兰' };
    const chelsea = { en: 'Chelsea FC', name: '切尔西', shortName: '切尔西', country: '英格兰' };
    const first = await feed.ensureTeams('football', [arsenal, chelsea], AT);
    expect(await statementsOf(() => feed.ensureTeams('football', [arsenal, chelsea], AT))).toEqual([]);

    const spurs = { en: 'Tottenham Hotspur FC', name: '托特纳姆热刺', shortName: '热刺', country: '英格兰' };
    const abroad = { ...chelsea, country: null };
    let ids = new ResolvedIds<number>('team');
    const lookedUp = await statementsOf(async () => (ids = await feed.ensureTeams('football', [arsenal, abroad, spurs], AT)));
    expect(ids.get('Arsenal FC')).toBe(first.get('Arsenal FC'));
    expect(ids.get('Chelsea FC')).toBe(first.get('Chelsea FC'));
    // One lookup, of the two teams it did not know as they are now.
    expect(lookedUp.filter((s) => s.includes('"name_en" in'))).toEqual([expect.stringMatching(/"name_en" in \(\S+, \S+\)$/)]);
    const chelseaRow = await d.db
      .selectFrom('sport_team')
      .select('country')
      .where('id', '=', ids.of('Chelsea FC'))
      .executeTakeFirstOrThrow();
    expect(chelseaRow.country).toBeNull();
    expect(await statementsOf(() => feed.ensureTeams('football', [arsenal, abroad, spurs], AT))).toEqual([]);
    // The same English name in the other sport is another team.
    expect(await statementsOf(() => feed.ensureTeams('basketball', [arsenal], AT))).not.toEqual([]);
  });

  it('answers a known match from memory with the feed time of its last update', async () => {
    const premierLeague = competitionByCode('en.1');
    assert.isDefined(premierLeague);
    const competitionId = await feed.ensureCompetition(premierLeague, AT);
    const seasonId = await feed.ensureSeason(competitionId, '2026/27', 2026, AT);
    expect(await statementsOf(() => feed.ensureSeason(competitionId, '2026/27', 2026, AT))).toEqual([]);
    const teams = await feed.ensureTeams(
      'football',
      [
        { en: 'Everton FC', name: '埃弗顿', shortName: '埃弗顿' },
        { en: 'Fulham FC', name: '富勒姆', shortName: '富勒姆' },
      ],
      AT,
    );
    const row = {
      source_key: 'cache:1',
      sport: 'football' as const,
      competition_id: competitionId,
      season_id: seasonId,
      home_team_id: teams.of('Everton FC'),
      away_team_id: teams.of('Fulham FC'),
      state: 1,
      kickoff_at: AT,
      home_score: 0,
      away_score: 0,
    };
    const created = (await feed.ensureMatches([row], AT)).of('cache:1');
    expect(created.updatedAt).toBe(AT);
    expect(await statementsOf(() => feed.ensureMatches([row], AT + 1))).toEqual([]);

    await feed.applyMatchUpdate({ matchId: created.id, at: AT + 60_000, match: { state: 2, minute: 1 } });
    const again = await feed.ensureMatches([row], AT + 120_000);
    expect(again.get('cache:1')).toEqual({ id: created.id, updatedAt: AT + 60_000 });
    const stored = await d.db.selectFrom('sport_match').select('updated_at').where('id', '=', created.id).executeTakeFirstOrThrow();
    expect(Number(stored.updated_at)).toBe(AT + 60_000);
  });

  it('gives a stored fixture not started yet the teams the feed now pairs it with, and leaves a started one alone', async () => {
    const premierLeague = competitionByCode('en.1');
    assert.isDefined(premierLeague);
    const competitionId = await feed.ensureCompetition(premierLeague, AT);
    const seasonId = await feed.ensureSeason(competitionId, '2026/27', 2026, AT);
    const t = await feed.ensureTeams(
      'football',
      ['Everton FC', 'Fulham FC', 'Brentford FC', 'Burnley FC'].map((en) => ({ en, name: en, shortName: en })),
      AT,
    );
    const fixture = (key: string, home: string, away: string, rank: number) => ({
      source_key: key,
      sport: 'football' as const,
      competition_id: competitionId,
      season_id: seasonId,
      home_team_id: t.of(home),
      away_team_id: t.of(away),
      home_rank: rank,
      away_rank: rank + 1,
      state: 1,
      kickoff_at: AT,
      home_score: 0,
      away_score: 0,
    });
    const [waiting, started] = [fixture('redraw:1', 'Everton FC', 'Fulham FC', 1), fixture('redraw:2', 'Brentford FC', 'Burnley FC', 3)];
    const ids = await feed.ensureMatches([waiting, started], AT);
    await feed.applyMatchUpdate({ matchId: ids.of('redraw:2').id, at: AT + 60_000, match: { state: 2, minute: 1 } });
    const players = await feed.ensurePlayers(
      'football',
      [{ sourceKey: 'redraw:p1', teamId: t.of('Fulham FC'), name: '旧阵容', nameEn: 'Old', shirtNumber: 9, position: 'F', country: null }],
      AT,
    );
    await d.db
      .insertInto('sport_lineup')
      .values({
        match_id: ids.of('redraw:1').id,
        side: 'away',
        player_id: players.of('redraw:p1'),
        shirt_number: 9,
        position: 'F',
        starter: 1,
        captain: 0,
        sort: 1,
      })
      .execute();

    // A restarted feed (nothing in memory) whose calendar pairs both keys otherwise.
    const again = feedService(d.db, new SportsEvents());
    await again.ensureMatches(
      [fixture('redraw:1', 'Brentford FC', 'Everton FC', 5), fixture('redraw:2', 'Fulham FC', 'Burnley FC', 7)],
      AT + 120_000,
    );
    const rows = await d.db
      .selectFrom('sport_match')
      .select(['source_key', 'home_team_id', 'away_team_id', 'home_rank', 'away_rank'])
      .where('source_key', 'in', ['redraw:1', 'redraw:2'])
      .orderBy('source_key')
      .execute();
    expect(rows.map((r) => [r.source_key, Number(r.home_team_id), Number(r.away_team_id), r.home_rank, r.away_rank])).toEqual([
      ['redraw:1', t.of('Brentford FC'), t.of('Everton FC'), 5, 6],
      ['redraw:2', t.of('Brentford FC'), t.of('Burnley FC'), 3, 4],
    ]);
    const lineups = await d.db.selectFrom('sport_lineup').select('id').where('match_id', '=', ids.of('redraw:1').id).execute();
    expect(lineups).toEqual([]);
  });
});

describe('LruMap', () => {
  it('keeps at most its limit, forgetting the least recently used entry', () => {
    const m = new LruMap<string, number>(2);
    m.set('a', 1);
    m.set('b', 2);
    expect(m.get('a')).toBe(1);
    m.set('c', 3);
    expect(m.size).toBe(2);
    expect(m.get('b')).toBeUndefined();
    expect(m.get('a')).toBe(1);
    expect(m.get('c')).toBe(3);
  });
});

describe('ResolvedIds', () => {
  it('answers a key the feed service resolved and names one it was never asked for', () => {
    const ids = new ResolvedIds('team', [['Arsenal FC', 7]]);
    expect(ids.of('Arsenal FC')).toBe(7);
    expect(() => ids.of('Chelsea FC')).toThrow('team "Chelsea FC" was not resolved by the feed service');
  });
});

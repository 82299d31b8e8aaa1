import type { Kysely } from 'kysely';
import type { Database } from '../src/db/schema';
import { buildIncident, buildLineupPlayer, buildStats, buildTextLine } from './match-factories';
import { buildBookmaker, buildCompetition, buildMatch, buildOdds, buildTeam, type MatchOverrides } from './sports-factories';

const DAY = 86_400_000;

/**
 * The match centre's test world: a live football match with every kind of detail, past meetings
 * and form with odds, a fixture, an imported historical match, and a basketball match with a box score.
 */
export async function buildMatchCentre(db: Kysely<Database>): Promise<Record<string, number>> {
  const ids: Record<string, number> = {};
  const league = await buildCompetition(db, { short_name: '英超', name: '英格兰超级联赛' });
  const [arsenal, chelsea, spurs] = [
    await buildTeam(db, { short_name: '阿森纳' }),
    await buildTeam(db, { short_name: '切尔西' }),
    await buildTeam(db),
  ];
  const now = Date.now();
  /** A finished league match `daysAgo` days back with its final score. */
  const finished = (home: number, away: number, daysAgo: number, [homeScore, awayScore]: [number, number], extra: MatchOverrides = {}) =>
    buildMatch(db, {
      competition: league,
      home_team_id: home,
      away_team_id: away,
      state: 8,
      kickoff_at: now - daysAgo * DAY,
      home_score: homeScore,
      away_score: awayScore,
      ...extra,
    });
  ids.home = arsenal;
  ids.away = chelsea;
  ids.live = await buildMatch(db, {
    competition: league,
    home_team_id: arsenal,
    away_team_id: chelsea,
    state: 4,
    kickoff_at: now - 60 * 60_000,
    home_score: 1,
    away_score: 1,
    home_formation: '4-3-3',
    away_formation: '4-4-2',
    venue: '酋长球场',
  });
  await buildIncident(db, ids.live, {
    type: 'goal',
    side: 'home',
    minute: 12,
    player: '萨卡',
    related: '厄德高',
    homeScore: 1,
    awayScore: 0,
  });
  await buildIncident(db, ids.live, { type: 'yellow', side: 'away', minute: 30, player: '恩佐' });
  await buildIncident(db, ids.live, { type: 'penalty', side: 'away', minute: 55, player: '帕尔默', homeScore: 1, awayScore: 1 });
  await buildStats(db, ids.live, [
    ['possession', 55, 45],
    ['shots', 9, 7],
  ]);
  await buildTextLine(db, ids.live, '比赛开始', 1);
  await buildTextLine(db, ids.live, '萨卡破门！', 12);
  await buildLineupPlayer(db, ids.live, {
    side: 'home',
    name: '拉亚',
    position: 'GK',
    starter: true,
    shirt: 22,
    stats: { saves: 3, rating: 71 },
  });
  await buildLineupPlayer(db, ids.live, { side: 'home', name: '热苏斯', position: 'ST', starter: false, shirt: 9 });
  await buildLineupPlayer(db, ids.live, { side: 'away', name: '桑切斯', position: 'GK', starter: true, shirt: 1 });
  const bm = await buildBookmaker(db, { name: '澳门' });
  await buildOdds(db, ids.live, bm, 'handicap', {
    open: { home: 0.9, away: 0.95, line: 0.25 },
    live: { home: 0.88, away: 0.97, line: 0.5 },
  });
  await buildOdds(db, ids.live, bm, 'europe', { open: { home: 2.1, draw: 3.3, away: 3.4 } });
  await db
    .insertInto('sport_odds_change')
    .values([
      {
        match_id: ids.live,
        bookmaker_id: bm,
        market: 'handicap',
        phase: 'open',
        home: 0.9,
        draw: null,
        away: 0.95,
        line: 0.25,
        minute: null,
        home_score: 0,
        away_score: 0,
        changed_at: now - 2 * DAY,
      },
      {
        match_id: ids.live,
        bookmaker_id: bm,
        market: 'handicap',
        phase: 'inplay',
        home: 0.8,
        draw: null,
        away: 1.05,
        line: 0.5,
        minute: 13,
        home_score: 1,
        away_score: 0,
        changed_at: now - 40 * 60_000,
      },
    ])
    .execute();

  // Past meetings and form: arsenal beat chelsea 2-0 giving half a ball; lost 0-1 to spurs.
  ids.past = await finished(arsenal, chelsea, 20, [2, 0], {
    home_corner: 6,
    away_corner: 2,
    home_yellow: 1,
    away_yellow: 3,
  });
  await buildOdds(db, ids.past, bm, 'handicap', { open: { home: 0.9, away: 0.9, line: 0.5 } });
  await buildOdds(db, ids.past, bm, 'overunder', { open: { home: 0.9, away: 0.9, line: 2.5 } });
  await buildIncident(db, ids.past, { type: 'goal', side: 'home', minute: 10, homeScore: 1, awayScore: 0 });
  await buildIncident(db, ids.past, { type: 'goal', side: 'home', minute: 80, homeScore: 2, awayScore: 0 });
  ids.lost = await finished(spurs, arsenal, 10, [1, 0]);
  ids.next = await buildMatch(db, {
    competition: league,
    home_team_id: spurs,
    away_team_id: chelsea,
    state: 1,
    kickoff_at: now + 5 * DAY,
  });
  // An imported historical match: a result and nothing else.
  ids.imported = await finished(chelsea, spurs, 400, [3, 2]);

  const nba = await buildCompetition(db, { sport: 'basketball', short_name: 'NBA' });
  ids.basket = await buildMatch(db, { sport: 'basketball', competition: nba, state: 6, home_score: 60, away_score: 58 });
  await buildStats(db, ids.basket, [['rebounds', 30, 28]]);
  await buildLineupPlayer(db, ids.basket, {
    side: 'home',
    name: '詹姆斯',
    position: 'SF',
    starter: true,
    shirt: 23,
    stats: {
      minutes_played: 30,
      points: 25,
      field_goals_scored: 10,
      field_goals_total: 20,
      three_points_scored: 2,
      three_points_total: 5,
      free_throws_scored: 3,
      free_throws_total: 4,
      assists: 6,
    },
  });
  await buildLineupPlayer(db, ids.basket, {
    side: 'home',
    name: '戴维斯',
    position: 'PF',
    starter: true,
    stats: { assists: 2, points: 10 },
  });
  return ids;
}

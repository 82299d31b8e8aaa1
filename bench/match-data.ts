// The matches bench/match.ts measures: a football and a basketball match with a full match's worth
// of detail, and a run of past meetings with odds for both teams so the analysis has real work.
import type { Kysely } from 'kysely';
import type { Database } from '../apps/server/src/db/schema';
import { buildIncident, buildLineupPlayer, buildStats, buildTextLine } from '../apps/server/test/match-factories';
import { buildBookmaker, buildCompetition, buildMatch, buildOdds, buildTeam } from '../apps/server/test/sports-factories';

type Db = Kysely<Database>;
const DAY = 86_400_000;

/** Six teams of a league and thirty finished matches between them, each priced by every bookmaker. */
async function pastSeason(db: Db, sport: 'football' | 'basketball', bookmakers: number[]) {
  const league = await buildCompetition(db, { sport });
  const teams: number[] = [];
  for (let i = 0; i < 6; i++) teams.push(await buildTeam(db, { sport }));
  const now = Date.now();
  const [line, total] = sport === 'football' ? [0.25, 2.5] : [-5.5, 210.5];
  for (let d = 1; d <= 30; d++) {
    const [h, a] = [teams[d % 6], teams[(d + 1 + (d % 4)) % 6]];
    if (h === a) continue;
    const past = await buildMatch(db, {
      sport,
      competition: league,
      home_team_id: h,
      away_team_id: a,
      state: sport === 'football' ? 8 : 10,
      kickoff_at: now - d * 7 * DAY,
      home_score: sport === 'football' ? d % 3 : 100 + d,
      away_score: sport === 'football' ? d % 2 : 98 + (d % 7),
    });
    for (const b of bookmakers) {
      await buildOdds(db, past, b, 'handicap', { open: { home: 0.9, away: 0.95, line } });
      await buildOdds(db, past, b, 'overunder', { open: { home: 0.9, away: 0.95, line: total } });
    }
  }
  return { league, teams };
}

export async function footballMatch(db: Db): Promise<number> {
  const bookmakers: number[] = [];
  for (let b = 0; b < 6; b++) bookmakers.push(await buildBookmaker(db));
  const { league, teams } = await pastSeason(db, 'football', bookmakers);
  const matchId = await buildMatch(db, {
    competition: league,
    home_team_id: teams[0],
    away_team_id: teams[1],
    state: 4,
    kickoff_at: Date.now() - 3_600_000,
    home_formation: '4-3-3',
    away_formation: '4-4-2',
  });
  for (let i = 0; i < 20; i++)
    await buildIncident(db, matchId, {
      type: i % 4 === 0 ? 'goal' : 'yellow',
      side: i % 2 ? 'home' : 'away',
      minute: i * 4 + 1,
      player: `球员${i}`,
    });
  await buildStats(db, matchId, [
    ['possession', 52, 48],
    ['shots', 12, 9],
    ['shots_on_target', 5, 3],
    ['corners', 6, 4],
    ['fouls', 11, 13],
    ['attacks', 88, 71],
    ['dangerous_attacks', 44, 31],
  ]);
  for (let i = 0; i < 120; i++) await buildTextLine(db, matchId, `第 ${i} 条文字直播`, i);
  for (const side of ['home', 'away'] as const) {
    for (let i = 0; i < 18; i++) {
      await buildLineupPlayer(db, matchId, {
        side,
        name: `${side}${i}`,
        position: i === 0 ? 'GK' : i < 5 ? 'DC' : i < 8 ? 'MC' : 'ST',
        starter: i < 11,
        shirt: i + 1,
        stats: { minutes_played: 60, shots: 1, rating: 68 },
      });
    }
  }
  for (const b of bookmakers) {
    await buildOdds(db, matchId, b, 'europe', { open: { home: 2.1, draw: 3.2, away: 3.3 }, live: { home: 2.0, draw: 3.3, away: 3.5 } });
    await buildOdds(db, matchId, b, 'handicap', {
      open: { home: 0.9, away: 0.95, line: 0.25 },
      inplay: { home: 0.85, away: 1.0, line: 0.5 },
    });
  }
  return matchId;
}

/** A basketball match in the third quarter: team statistics, two box scores, text live and three markets. */
export async function basketballMatch(db: Db): Promise<number> {
  const bookmakers: number[] = [];
  for (let b = 0; b < 4; b++) bookmakers.push(await buildBookmaker(db));
  const { league, teams } = await pastSeason(db, 'basketball', bookmakers);
  const matchId = await buildMatch(db, {
    sport: 'basketball',
    competition: league,
    home_team_id: teams[0],
    away_team_id: teams[1],
    state: 6,
    kickoff_at: Date.now() - 5_400_000,
    home_score: 78,
    away_score: 71,
    home_quarter_scores: '[25,27,26]',
    away_quarter_scores: '[22,24,25]',
  });
  await buildStats(db, matchId, [
    ['rebounds', 38, 33],
    ['assists', 19, 15],
    ['steals', 6, 8],
    ['turnovers', 9, 11],
  ]);
  for (let i = 0; i < 120; i++) await buildTextLine(db, matchId, `第 ${i} 条文字直播`, null);
  for (const side of ['home', 'away'] as const) {
    for (let i = 0; i < 12; i++) {
      await buildLineupPlayer(db, matchId, {
        side,
        name: `${side}${i}`,
        position: ['G', 'F', 'C'][i % 3] ?? 'G',
        starter: i < 5,
        shirt: i + 1,
        stats: {
          minutes_played: 24,
          points: 12,
          field_goals_scored: 5,
          field_goals_total: 11,
          three_points_scored: 1,
          three_points_total: 4,
          free_throws_scored: 1,
          free_throws_total: 2,
          rebounds: 6,
          offensive_rebounds: 2,
          defensive_rebounds: 4,
          assists: 3,
        },
      });
    }
  }
  for (const b of bookmakers) {
    await buildOdds(db, matchId, b, 'europe', { open: { home: 1.6, away: 2.3 } });
    await buildOdds(db, matchId, b, 'handicap', {
      open: { home: 0.9, away: 0.9, line: -5.5 },
      inplay: { home: 0.88, away: 0.92, line: -7.5 },
    });
    await buildOdds(db, matchId, b, 'overunder', { open: { home: 0.9, away: 0.9, line: 210.5 } });
  }
  return matchId;
}

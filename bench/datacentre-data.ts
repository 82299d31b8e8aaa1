// A basketball season for bench/datacentre.ts: twelve teams playing each other twice (132 finished
// games), each game with both teams' box scores, so the table, the leaders and the schedule read
// real rows.
import type { Kysely } from 'kysely';
import type { Database } from '../apps/server/src/db/schema';
import { buildCompetition, buildMatch, buildTeam } from '../apps/server/test/sports-factories';

const TEAMS = 12;
const PLAYERS = 8;
const DAY = 86_400_000;

export async function basketballSeason(db: Kysely<Database>): Promise<number> {
  const league = await buildCompetition(db, { sport: 'basketball', kind: 'league', name: '测试篮球联赛', short_name: '测篮' });
  const teams: number[] = [];
  const squads = new Map<number, number[]>();
  for (let i = 0; i < TEAMS; i++) {
    const team = await buildTeam(db, { sport: 'basketball' });
    teams.push(team);
    const squad: number[] = [];
    for (let p = 0; p < PLAYERS; p++) {
      const row = await db
        .insertInto('sport_player')
        .values({
          source_key: null,
          sport: 'basketball',
          team_id: team,
          name: `球员${i}-${p}`,
          name_en: `P${i}-${p}`,
          shirt_number: p + 1,
          position: ['C', 'SF', 'PF', 'SG', 'PG'][p % 5] ?? 'G',
          country: null,
          created_at: Date.now(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      squad.push(Number(row.id));
    }
    squads.set(team, squad);
  }
  const start = Date.now() - 200 * DAY;
  let day = 0;
  for (const home of teams) {
    for (const away of teams) {
      if (home === away) continue;
      day++;
      const hs = 90 + ((home * 7 + day) % 30);
      const as = 90 + ((away * 11 + day) % 30);
      const matchId = await buildMatch(db, {
        sport: 'basketball',
        competition: league,
        home_team_id: home,
        away_team_id: away,
        state: 10,
        kickoff_at: start + day * DAY,
        home_score: hs,
        away_score: as === hs ? as + 1 : as,
      });
      const rows = (['home', 'away'] as const).flatMap((side) =>
        (squads.get(side === 'home' ? home : away) ?? []).map((playerId, p) => ({
          match_id: matchId,
          player_id: playerId,
          side,
          minutes_played: 30 - p,
          points: (day + p * 3) % 30,
          rebounds: (day + p) % 12,
          assists: (day * 3 + p) % 10,
          steals: p % 3,
          blocks: (day + p) % 4,
          updated_at: Date.now(),
        })),
      );
      await db.insertInto('sport_player_stat').values(rows).execute();
    }
  }
  return league.seasonId;
}

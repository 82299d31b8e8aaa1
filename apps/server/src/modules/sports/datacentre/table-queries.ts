import { sql, type Kysely } from 'kysely';
import type { Database } from '../../../db/schema';
import type { TableLine } from '../standings';

/**
 * One row per team and match side of a season's matches outside knockout rounds: the team, its
 * group, whether the match is finished, its goals for and against and where it played.
 * Every read here starts from sport_match_season_idx, so a request reads one season only.
 */
const sides = (seasonId: number) => {
  const seasonMatches = sql`
    from sport_match m left join sport_round r on r.id = m.round_id
   where m.season_id = ${seasonId} and (r.kind is null or r.kind <> 'knockout')`;
  return sql`
  select m.home_team_id as team_id, m.group_name, m.state, m.kickoff_at, m.home_score as gf, m.away_score as ga, 1 as at_home
    ${seasonMatches}
  union all
  select m.away_team_id, m.group_name, m.state, m.kickoff_at, m.away_score, m.home_score, 0
    ${seasonMatches}`;
};

/** A table line's counts before ranking, with the team's group and its home and away results. */
export interface TotalsRow extends Pick<TableLine, 'teamId' | 'played' | 'win' | 'draw' | 'lost' | 'goal' | 'lostGoal'> {
  groupName: string | null;
  homeWin: number;
  homeLost: number;
  awayWin: number;
  awayLost: number;
}

const n = (v: unknown) => Number(v ?? 0);

/** SQL of season tables: totals, recent results, head-to-head results and team statistics. */
export function tableQueries(db: Kysely<Database>) {
  return {
    /** Per team (and group): finished matches, wins, draws, losses, goals; teams yet to play get zeros. */
    async totals(seasonId: number, finished: number): Promise<TotalsRow[]> {
      const done = sql`state = ${finished}`;
      const { rows } = await sql<Record<string, unknown>>`
        select team_id, group_name,
               sum(case when ${done} then 1 else 0 end) as played,
               sum(case when ${done} and gf > ga then 1 else 0 end) as win,
               sum(case when ${done} and gf = ga then 1 else 0 end) as draw,
               sum(case when ${done} and gf < ga then 1 else 0 end) as lost,
               sum(case when ${done} then gf else 0 end) as goal,
               sum(case when ${done} then ga else 0 end) as lost_goal,
               sum(case when ${done} and gf > ga and at_home = 1 then 1 else 0 end) as home_win,
               sum(case when ${done} and gf < ga and at_home = 1 then 1 else 0 end) as home_lost,
               sum(case when ${done} and gf > ga and at_home = 0 then 1 else 0 end) as away_win,
               sum(case when ${done} and gf < ga and at_home = 0 then 1 else 0 end) as away_lost
          from (${sides(seasonId)}) s
         group by team_id, group_name`.execute(db);
      return rows.map((r) => ({
        teamId: n(r.team_id),
        groupName: (r.group_name as string | null) ?? null,
        played: n(r.played),
        win: n(r.win),
        draw: n(r.draw),
        lost: n(r.lost),
        goal: n(r.goal),
        lostGoal: n(r.lost_goal),
        homeWin: n(r.home_win),
        homeLost: n(r.home_lost),
        awayWin: n(r.away_win),
        awayLost: n(r.away_lost),
      }));
    },

    /** The last `count` finished results of every team of the season, newest first. */
    async recent(seasonId: number, finished: number, count: number) {
      const { rows } = await sql<Record<string, unknown>>`
        select team_id, gf, ga from (
          select team_id, gf, ga, kickoff_at,
                 row_number() over (partition by team_id order by kickoff_at desc) as rn
            from (${sides(seasonId)}) s where state = ${finished}
        ) t where rn <= ${count} order by team_id, kickoff_at desc`.execute(db);
      return rows.map((r) => ({ teamId: n(r.team_id), gf: n(r.gf), ga: n(r.ga) }));
    },

    /** Finished results of the season among `teamIds` (head-to-head tie-breaks). */
    async resultsAmong(seasonId: number, finished: number, teamIds: number[]) {
      const rows = await db
        .selectFrom('sport_match')
        .select(['home_team_id', 'away_team_id', 'home_score', 'away_score'])
        .where('season_id', '=', seasonId)
        .where('state', '=', finished)
        .where('home_team_id', 'in', teamIds)
        .where('away_team_id', 'in', teamIds)
        .execute();
      return rows.map((r) => ({ home: n(r.home_team_id), away: n(r.away_team_id), homeGoals: r.home_score, awayGoals: r.away_score }));
    },

    /** Per team: cards, corners, clean sheets over finished matches, and summed match statistics. */
    async teamTotals(seasonId: number, finished: number) {
      const { rows } = await sql<Record<string, unknown>>`
        select team_id, count(*) as played, sum(gf) as goals, sum(ga) as conceded,
               sum(case when ga = 0 then 1 else 0 end) as clean_sheets,
               sum(coalesce(yellow, 0)) as yellow, sum(coalesce(red, 0)) as red, sum(coalesce(corners, 0)) as corners
          from (
            select home_team_id as team_id, home_score as gf, away_score as ga, home_yellow as yellow, home_red as red, home_corner as corners
              from sport_match where season_id = ${seasonId} and state = ${finished}
            union all
            select away_team_id, away_score, home_score, away_yellow, away_red, away_corner
              from sport_match where season_id = ${seasonId} and state = ${finished}
          ) s group by team_id`.execute(db);
      return rows.map((r) => ({
        teamId: n(r.team_id),
        played: n(r.played),
        goals: n(r.goals),
        conceded: n(r.conceded),
        cleanSheets: n(r.clean_sheets),
        yellow: n(r.yellow),
        red: n(r.red),
        corners: n(r.corners),
      }));
    },

    /** Per team and statistic type: the sum and the number of matches that recorded it. */
    async teamStatSums(seasonId: number, finished: number, types: string[]) {
      const { rows } = await sql<Record<string, unknown>>`
        select team_id, type, sum(v) as total, count(*) as matches from (
          select m.home_team_id as team_id, st.type, st.home as v
            from sport_match m join sport_match_stat st on st.match_id = m.id
           where m.season_id = ${seasonId} and m.state = ${finished} and st.type in (${sql.join(types)})
          union all
          select m.away_team_id, st.type, st.away
            from sport_match m join sport_match_stat st on st.match_id = m.id
           where m.season_id = ${seasonId} and m.state = ${finished} and st.type in (${sql.join(types)})
        ) s group by team_id, type`.execute(db);
      return rows.map((r) => ({ teamId: n(r.team_id), type: String(r.type), total: n(r.total), matches: n(r.matches) }));
    },
  };
}
export type TableQueries = ReturnType<typeof tableQueries>;

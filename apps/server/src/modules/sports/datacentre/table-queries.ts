import { sql, type Kysely } from 'kysely';
import { statement } from '../../../db/compiled';
import type { Database } from '../../../db/schema';
import type { TableLine } from '../standings';

/**
 * A season's matches outside knockout rounds. Every read here starts from sport_match_season_idx,
 * and the rounds joined are the season's own (sport_round_name_uq starts with the season): a match's
 * round is always of its season, and without the condition PostgreSQL hashes every round of every
 * season to join them. A request reads one season only.
 */
const seasonMatches = (seasonId: number) => sql`
    from sport_match m left join sport_round r on r.id = m.round_id and r.season_id = ${seasonId}
   where m.season_id = ${seasonId} and (r.kind is null or r.kind <> 'knockout')`;

/** A table line's counts before ranking, with the team's group and its home and away results. */
export interface TotalsRow extends Pick<TableLine, 'teamId' | 'played' | 'win' | 'draw' | 'lost' | 'goal' | 'lostGoal'> {
  groupName: string | null;
  /** The team's columns a table line shows, read with the totals (no read of the teams after them). */
  team: TeamColumns;
  homeWin: number;
  homeLost: number;
  awayWin: number;
  awayLost: number;
}

const n = (v: unknown) => Number(v ?? 0);

/** A team's columns a season answer shows beside its figures. */
export interface TeamColumns {
  id: number;
  short_name: string;
  badge_url: string | null;
  name_en: string;
}

/** The team columns of a row read with `join sport_team t` (t.short_name, t.badge_url, t.name_en). */
export const teamColumns = (r: Record<string, unknown>, id: number): TeamColumns => ({
  id,
  short_name: String(r.short_name),
  badge_url: (r.badge_url as string | null) ?? null,
  name_en: String(r.name_en),
});

/** Groups in the order the database sorts them (no group first). */
const groupOrder = (a: string | null, b: string | null) => (a === b ? 0 : a === null ? -1 : b === null ? 1 : a < b ? -1 : 1);

/** Both sides' sums of each team and group added into one line, by team and group. */
function sumSides(rows: Record<string, unknown>[]): TotalsRow[] {
  const lines = new Map<string, TotalsRow>();
  for (const r of rows) {
    const teamId = n(r.team_id);
    const groupName = (r.group_name as string | null) ?? null;
    const key = groupName === null ? `${teamId}` : `${teamId}:${groupName}`;
    const line = lines.get(key) ?? {
      teamId,
      groupName,
      team: teamColumns(r, teamId),
      ...{ played: 0, win: 0, draw: 0, lost: 0, goal: 0, lostGoal: 0, homeWin: 0, homeLost: 0, awayWin: 0, awayLost: 0 },
    };
    lines.set(key, line);
    const [win, lost] = [n(r.win), n(r.lost)];
    line.played += n(r.played);
    line.win += win;
    // draws are what is neither a win nor a loss: one aggregate and one column fewer per side
    line.draw += n(r.played) - win - lost;
    line.lost += lost;
    line.goal += n(r.goal);
    line.lostGoal += n(r.lost_goal);
    if (n(r.at_home) === 1) {
      line.homeWin += win;
      line.homeLost += lost;
    } else {
      line.awayWin += win;
      line.awayLost += lost;
    }
  }
  return [...lines.values()].sort((a, b) => a.teamId - b.teamId || groupOrder(a.groupName, b.groupName));
}

/**
 * Per team (and group) of a season: finished matches, wins, draws, losses, goals, with the team's
 * columns; teams yet to play get zeros. Summed per side in one pass over the season's matches each,
 * grouped by the side's team (a union of both sides grouped afterwards sorted twice as many rows
 * through a co-routine); the two sides' sums are added in `sumSides`. Compiled once (db/compiled.ts):
 * every cold table runs it.
 */
const totalsStatement = statement((_db, a: { seasonId: number; finished: number }) => {
  const done = sql`m.state = ${a.finished}`;
  const side = (team: 'home_team_id' | 'away_team_id', gf: 'home_score' | 'away_score', ga: 'home_score' | 'away_score') => {
    const [t, f, g] = [sql.ref(`m.${team}`), sql.ref(`m.${gf}`), sql.ref(`m.${ga}`)];
    return sql`
        select ${t} as team_id, m.group_name, ${sql.lit(team === 'home_team_id' ? 1 : 0)} as at_home,
               sum(case when ${done} then 1 else 0 end) as played,
               sum(case when ${done} and ${f} > ${g} then 1 else 0 end) as win,
               sum(case when ${done} and ${f} < ${g} then 1 else 0 end) as lost,
               sum(case when ${done} then ${f} else 0 end) as goal,
               sum(case when ${done} then ${g} else 0 end) as lost_goal
          ${seasonMatches(a.seasonId)}
         group by ${t}, m.group_name`;
  };
  return sql<Record<string, unknown>>`
    select s.*, t.short_name, t.badge_url, t.name_en from (
      ${side('home_team_id', 'home_score', 'away_score')}
      union all
      ${side('away_team_id', 'away_score', 'home_score')}
    ) s join sport_team t on t.id = s.team_id`;
});

/** The season's latest `limit` finished results outside knockout rounds, newest first (compiled once). */
const latestResultsStatement = statement(
  (_db, a: { seasonId: number; finished: number; limit: number }) => sql<Record<string, unknown>>`
    select m.home_team_id, m.away_team_id, m.home_score, m.away_score
      ${seasonMatches(a.seasonId)} and m.state = ${a.finished}
     order by m.kickoff_at desc, m.id desc limit ${a.limit}`,
);

/** SQL of season tables: totals, recent results, head-to-head results and team statistics. */
export function tableQueries(db: Kysely<Database>) {
  return {
    /** Per team (and group): finished matches, wins, draws, losses, goals, and the team's columns. */
    async totals(seasonId: number, finished: number): Promise<TotalsRow[]> {
      return sumSides((await totalsStatement(db, { seasonId, finished })).rows);
    },

    /**
     * The season's latest `limit` finished results outside knockout rounds, newest first (the
     * season's index read backwards): recent form is taken from the last few rounds, not from a
     * window over every match of the season.
     */
    async latestResults(seasonId: number, finished: number, limit: number) {
      const { rows } = await latestResultsStatement(db, { seasonId, finished, limit });
      return rows.map((r) => ({
        home: n(r.home_team_id),
        away: n(r.away_team_id),
        homeGoals: n(r.home_score),
        awayGoals: n(r.away_score),
      }));
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

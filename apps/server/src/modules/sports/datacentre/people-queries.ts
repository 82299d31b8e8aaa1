import { sql, type Kysely } from 'kysely';
import { statement } from '../../../db/compiled';
import type { Database } from '../../../db/schema';
import { teamColumns } from './table-queries';

const n = (v: unknown) => Number(v ?? 0);

/** Basketball box-score columns summed per season. */
export const BASKET_COLUMNS = [
  'minutes_played',
  'points',
  'field_goals_scored',
  'field_goals_total',
  'three_points_scored',
  'three_points_total',
  'free_throws_scored',
  'free_throws_total',
  'rebounds',
  'offensive_rebounds',
  'defensive_rebounds',
  'assists',
  'steals',
  'blocks',
  'turnovers',
  'fouls',
] as const;
export type BasketColumn = (typeof BASKET_COLUMNS)[number];
export type BasketTotals = Record<BasketColumn, number>;

/** From, filter and grouping of a player's per-season sums: seasons he played minutes in, newest first. */
const playerSeasons = (playerId: number) => sql`
  from sport_player_stat ps join sport_match m on m.id = ps.match_id
  join sport_season s on s.id = m.season_id join sport_competition c on c.id = s.competition_id
 where ps.player_id = ${playerId} and coalesce(ps.minutes_played, 0) > 0
 group by s.id, s.name, c.short_name, s.start_year order by s.start_year desc, s.id desc`;

/** The season a per-season row is about, as the answer names it. */
const seasonOf = (r: Record<string, unknown>) => ({ seasonId: n(r.id), seasonName: String(r.name), leagueName: String(r.league_name) });

/**
 * Scorers (or assisters) of a season from its goal incidents, with their team's columns: penalties
 * count as goals, own goals do not; a player is keyed by id when the feed knows it, else by name and
 * team (imported goals). Compiled once per kind: every cold leaderboard runs it.
 */
const goalLeadersStatements = {
  goals: goalLeadersStatement('goals'),
  assists: goalLeadersStatement('assists'),
};
function goalLeadersStatement(kind: 'goals' | 'assists') {
  const who = kind === 'goals' ? sql`i.player_id, i.player_name` : sql`i.related_player_id, i.related_player_name`;
  const as =
    kind === 'goals' ? sql`i.player_id as pid, i.player_name as pname` : sql`i.related_player_id as pid, i.related_player_name as pname`;
  const types = kind === 'goals' ? sql`('goal', 'penalty')` : sql`('goal')`;
  const named = kind === 'goals' ? sql`i.player_name` : sql`i.related_player_name`;
  const side = sql`case when i.side = 'home' then m.home_team_id else m.away_team_id end`;
  return statement(
    (_db, a: { seasonId: number }) => sql<Record<string, unknown>>`
      select s.*, t.short_name, t.badge_url, t.name_en from (
        select ${as}, ${side} as team_id, count(*) as value, sum(case when i.type = 'penalty' then 1 else 0 end) as extra
          from sport_match m join sport_incident i on i.match_id = m.id
         where m.season_id = ${a.seasonId} and i.type in ${types} and ${named} is not null
         group by ${who}, ${side}
      ) s join sport_team t on t.id = s.team_id
      order by s.value desc, s.extra asc, s.pname asc`,
  );
}

/**
 * Per-game averages of a basketball column over a season, best first, with the players' team
 * columns. The box scores are summed per player first and only the leaders' rows of sport_player
 * joined (not one per box score). Compiled once per column.
 */
const basketLeadersStatements = new Map<BasketColumn, ReturnType<typeof basketLeadersStatement>>();
function basketLeadersStatement(column: BasketColumn) {
  const col = sql.ref(`ps.${column}`);
  return statement(
    (_db, a: { seasonId: number; limit: number }) => sql<Record<string, unknown>>`
      select p.id, p.name, p.team_id, s.games, s.total, t.short_name, t.badge_url, t.name_en
        from (
          select ps.player_id, count(*) as games, sum(coalesce(${col}, 0)) as total
            from sport_match m join sport_player_stat ps on ps.match_id = m.id
           where m.season_id = ${a.seasonId} and coalesce(ps.minutes_played, 0) > 0
           group by ps.player_id
           order by sum(coalesce(${col}, 0)) * 1.0 / count(*) desc, ps.player_id
           limit ${a.limit}
        ) s join sport_player p on p.id = s.player_id join sport_team t on t.id = p.team_id
       order by s.total * 1.0 / s.games desc, p.id`,
  );
}

/** SQL of teams, squads, players, their season totals and the leaderboards. */
export function peopleQueries(db: Kysely<Database>) {
  return {
    team(id: number) {
      return db.selectFrom('sport_team').selectAll().where('id', '=', id).executeTakeFirst();
    },
    teams(ids: number[]) {
      if (ids.length === 0) return Promise.resolve([]);
      return db.selectFrom('sport_team').select(['id', 'short_name', 'badge_url', 'name_en']).where('id', 'in', ids).execute();
    },
    squad(teamId: number) {
      return db
        .selectFrom('sport_player')
        .select(['id', 'name', 'shirt_number', 'position'])
        .where('team_id', '=', teamId)
        .orderBy('shirt_number')
        .orderBy('id')
        .execute();
    },
    player(id: number) {
      return db.selectFrom('sport_player').selectAll().where('id', '=', id).executeTakeFirst();
    },

    /** Scorers (or assisters) of a season with their team (goalLeadersStatements): a season has a few hundred at most. */
    async goalLeaders(seasonId: number, kind: 'goals' | 'assists') {
      const { rows } = await goalLeadersStatements[kind](db, { seasonId });
      return rows.map((r) => ({
        playerId: r.pid === null ? null : n(r.pid),
        playerName: String(r.pname),
        teamId: n(r.team_id),
        team: teamColumns(r, n(r.team_id)),
        value: n(r.value),
        extra: n(r.extra),
      }));
    },

    /** Per-game leaders of a basketball column over a season, with their team (basketLeadersStatement). */
    async basketLeaders(seasonId: number, column: BasketColumn, limit: number) {
      let run = basketLeadersStatements.get(column);
      if (!run) basketLeadersStatements.set(column, (run = basketLeadersStatement(column)));
      const { rows } = await run(db, { seasonId, limit });
      return rows.map((r) => ({
        playerId: n(r.id),
        playerName: String(r.name),
        teamId: n(r.team_id),
        team: teamColumns(r, n(r.team_id)),
        games: n(r.games),
        total: n(r.total),
      }));
    },

    /** A football player's totals per season from the matches the feed recorded him in. */
    async footballSeasons(playerId: number) {
      const { rows } = await sql<Record<string, unknown>>`
        select s.id, s.name, c.short_name as league_name, count(*) as apps, sum(coalesce(ps.minutes_played, 0)) as minutes,
               sum(coalesce(ps.goals, 0)) as goals, sum(coalesce(ps.assists, 0)) as assists, sum(coalesce(ps.shots, 0)) as shots,
               sum(coalesce(ps.shots_on_target, 0)) as on_target, sum(coalesce(ps.yellow, 0)) as yellow, sum(coalesce(ps.red, 0)) as red,
               sum(case when ps.rating > 0 then ps.rating else 0 end) as rating_sum, sum(case when ps.rating > 0 then 1 else 0 end) as rated
          ${playerSeasons(playerId)}`.execute(db);
      return rows.map((r) => ({
        ...seasonOf(r),
        appearances: n(r.apps),
        minutes: n(r.minutes),
        goals: n(r.goals),
        assists: n(r.assists),
        shots: n(r.shots),
        shotsOnTarget: n(r.on_target),
        yellow: n(r.yellow),
        red: n(r.red),
        rating: n(r.rated) ? Math.round(n(r.rating_sum) / n(r.rated)) / 10 : null,
      }));
    },

    /** A basketball player's summed box scores per season. */
    async basketSeasons(playerId: number) {
      const sums = sql.join(BASKET_COLUMNS.map((c) => sql`sum(coalesce(${sql.ref(`ps.${c}`)}, 0)) as ${sql.ref(c)}`));
      const { rows } = await sql<Record<string, unknown>>`
        select s.id, s.name, c.short_name as league_name, count(*) as games, ${sums}
          ${playerSeasons(playerId)}`.execute(db);
      return rows.map((r) => ({
        ...seasonOf(r),
        games: n(r.games),
        totals: Object.fromEntries(BASKET_COLUMNS.map((c) => [c, n(r[c])])) as BasketTotals,
      }));
    },

    /**
     * A basketball team's summed box scores over a season's finished games (its players' lines on
     * its side), with the games and the points its opponents scored.
     */
    async basketTeamTotals(teamId: number, seasonId: number, finished: number) {
      const sums = sql.join(BASKET_COLUMNS.map((c) => sql`sum(coalesce(${sql.ref(`ps.${c}`)}, 0)) as ${sql.ref(c)}`));
      const { rows } = await sql<Record<string, unknown>>`
        select ${sums} from sport_match m join sport_player_stat ps on ps.match_id = m.id
         where m.season_id = ${seasonId} and m.state = ${finished}
           and ((ps.side = 'home' and m.home_team_id = ${teamId}) or (ps.side = 'away' and m.away_team_id = ${teamId}))`.execute(db);
      const games = await db
        .selectFrom('sport_match')
        .select((eb) => [
          eb.fn.countAll<number>().as('games'),
          eb.fn
            .sum<number>(eb.case().when('home_team_id', '=', teamId).then(eb.ref('away_score')).else(eb.ref('home_score')).end())
            .as('conceded'),
        ])
        .where('season_id', '=', seasonId)
        .where('state', '=', finished)
        .where((eb) => eb.or([eb('home_team_id', '=', teamId), eb('away_team_id', '=', teamId)]))
        .executeTakeFirstOrThrow();
      const r = rows[0] ?? {};
      return {
        games: n(games.games),
        conceded: n(games.conceded),
        totals: Object.fromEntries(BASKET_COLUMNS.map((c) => [c, n(r[c])])) as BasketTotals,
      };
    },

    /** The player's last matches with his statistics, newest first. */
    recentStats(playerId: number, limit: number) {
      return db
        .selectFrom('sport_player_stat as ps')
        .innerJoin('sport_match as m', 'm.id', 'ps.match_id')
        .selectAll('ps')
        .where('ps.player_id', '=', playerId)
        .orderBy('m.kickoff_at', 'desc')
        .limit(limit)
        .execute();
    },
  };
}
export type PeopleQueries = ReturnType<typeof peopleQueries>;
export type PlayerStatRow = Awaited<ReturnType<PeopleQueries['recentStats']>>[number];

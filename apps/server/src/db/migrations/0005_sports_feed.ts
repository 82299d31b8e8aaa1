import type { Kysely } from 'kysely';
import { withId } from './helpers';

/**
 * Sports feed data: what a live-score product shows beyond results. League filter fields on
 * competitions; players; the live fields of a match (basketball quarters and clock, minute,
 * pinning, formations); text live; team and player statistics; lineups; bookmakers' odds with
 * their history; lottery sale issues and match numbers; users' favourite matches.
 * Odds and lines are double precision (decimal odds, quarter-goal lines), never money.
 */
export async function up(db: Kysely<any>): Promise<void> {
  // Competitions: area grouping (欧洲, 亚洲 …) and the hot group of the league filter.
  await db.schema
    .alterTable('sport_competition')
    .addColumn('area', 'text', (c) => c.notNull().defaultTo('国际'))
    .execute();
  await db.schema
    .alterTable('sport_competition')
    .addColumn('hot', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('sport_competition')
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(1000))
    .execute();

  await db.schema.alterTable('sport_team').addColumn('country', 'text').execute();

  for (const [name, type] of [
    // Basketball: points per quarter as JSON arrays, Q1..Q4 then one entry per overtime.
    ['home_quarter_scores', 'text'],
    ['away_quarter_scores', 'text'],
    // Basketball clock: seconds left in the quarter, read at time_left_at (runs while a quarter is live).
    ['time_left', 'integer'],
    ['time_left_at', 'bigint'],
    // Football: the match minute at the last update (feeds that run faster than real time push it),
    // and the stoppage time announced for the current half.
    ['minute', 'integer'],
    ['added_time', 'integer'],
    ['home_formation', 'text'],
    ['away_formation', 'text'],
    // League position shown beside a team name in score lists, e.g. 3 (英超3).
    ['home_rank', 'integer'],
    ['away_rank', 'integer'],
  ] as const) {
    await db.schema.alterTable('sport_match').addColumn(name, type).execute();
  }
  await db.schema
    .alterTable('sport_match')
    .addColumn('top', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema.alterTable('sport_incident').addColumn('player_id', 'bigint').execute();
  await db.schema.alterTable('sport_incident').addColumn('related_player_id', 'bigint').execute();

  await withId(db, db.schema.createTable('sport_player'))
    .addColumn('source_key', 'text', (c) => c.unique())
    .addColumn('sport', 'text', (c) => c.notNull())
    .addColumn('team_id', 'bigint', (c) => c.references('sport_team.id').onDelete('set null'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('name_en', 'text', (c) => c.notNull())
    .addColumn('shirt_number', 'integer')
    .addColumn('position', 'text', (c) => c.notNull())
    .addColumn('country', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('sport_player_team_idx').on('sport_player').column('team_id').execute();

  await withId(db, db.schema.createTable('sport_text_live'))
    .addColumn('match_id', 'bigint', (c) => c.notNull().references('sport_match.id').onDelete('cascade'))
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addColumn('minute', 'integer')
    .addColumn('type', 'text')
    .addColumn('side', 'text')
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('home_score', 'integer', (c) => c.notNull())
    .addColumn('away_score', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('sport_text_live_seq_uq', ['match_id', 'seq'])
    .execute();

  // Team statistics of a match, one row per statistic (codes in contracts MATCH_STAT_TYPES).
  await withId(db, db.schema.createTable('sport_match_stat'))
    .addColumn('match_id', 'bigint', (c) => c.notNull().references('sport_match.id').onDelete('cascade'))
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('home', 'integer', (c) => c.notNull())
    .addColumn('away', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('sport_match_stat_uq', ['match_id', 'type'])
    .execute();

  await withId(db, db.schema.createTable('sport_lineup'))
    .addColumn('match_id', 'bigint', (c) => c.notNull().references('sport_match.id').onDelete('cascade'))
    .addColumn('side', 'text', (c) => c.notNull())
    .addColumn('player_id', 'bigint', (c) => c.notNull().references('sport_player.id').onDelete('cascade'))
    .addColumn('shirt_number', 'integer')
    .addColumn('position', 'text', (c) => c.notNull())
    .addColumn('starter', 'integer', (c) => c.notNull())
    .addColumn('captain', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('sort', 'integer', (c) => c.notNull())
    .addUniqueConstraint('sport_lineup_uq', ['match_id', 'player_id'])
    .execute();

  // Per-player statistics of a match; football and basketball columns side by side (null when n/a).
  let stats = withId(db, db.schema.createTable('sport_player_stat'))
    .addColumn('match_id', 'bigint', (c) => c.notNull().references('sport_match.id').onDelete('cascade'))
    .addColumn('player_id', 'bigint', (c) => c.notNull().references('sport_player.id').onDelete('cascade'))
    .addColumn('side', 'text', (c) => c.notNull());
  for (const col of [
    'minutes_played',
    // basketball (SPEC §3 basketball player stats; accuracies and assist rate are derived)
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
    // football
    'goals',
    'shots',
    'shots_on_target',
    'passes',
    'passes_accurate',
    'tackles',
    'saves',
    'yellow',
    'red',
    /** Rating × 10 (7.3 is 73). */
    'rating',
  ]) {
    stats = stats.addColumn(col, 'integer');
  }
  await stats
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('sport_player_stat_uq', ['match_id', 'player_id'])
    .execute();

  await withId(db, db.schema.createTable('sport_bookmaker'))
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull())
    .execute();

  // Current odds per match, bookmaker and market: opening, live (pre-match current) and in-play values.
  // Markets: europe (home/draw/away), handicap (home odds / line / away odds),
  // overunder (over odds in home_*, under odds in away_*, line). Lines in goals or points;
  // a positive handicap line is given by the home side.
  let odds = withId(db, db.schema.createTable('sport_odds'))
    .addColumn('match_id', 'bigint', (c) => c.notNull().references('sport_match.id').onDelete('cascade'))
    .addColumn('bookmaker_id', 'bigint', (c) => c.notNull().references('sport_bookmaker.id').onDelete('cascade'))
    .addColumn('market', 'text', (c) => c.notNull());
  for (const phase of ['open', 'live', 'inplay']) {
    odds = odds
      .addColumn(`${phase}_home`, 'double precision')
      .addColumn(`${phase}_draw`, 'double precision')
      .addColumn(`${phase}_away`, 'double precision')
      .addColumn(`${phase}_line`, 'double precision')
      .addColumn(`${phase}_at`, 'bigint');
  }
  await odds.addUniqueConstraint('sport_odds_uq', ['match_id', 'bookmaker_id', 'market']).execute();

  // Every change of odds with the time, match minute and score when it changed.
  await withId(db, db.schema.createTable('sport_odds_change'))
    .addColumn('match_id', 'bigint', (c) => c.notNull().references('sport_match.id').onDelete('cascade'))
    .addColumn('bookmaker_id', 'bigint', (c) => c.notNull().references('sport_bookmaker.id').onDelete('cascade'))
    .addColumn('market', 'text', (c) => c.notNull())
    .addColumn('phase', 'text', (c) => c.notNull())
    .addColumn('home', 'double precision')
    .addColumn('draw', 'double precision')
    .addColumn('away', 'double precision')
    .addColumn('line', 'double precision')
    .addColumn('minute', 'integer')
    .addColumn('home_score', 'integer', (c) => c.notNull())
    .addColumn('away_score', 'integer', (c) => c.notNull())
    .addColumn('changed_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('sport_odds_change_idx')
    .on('sport_odds_change')
    .columns(['match_id', 'market', 'bookmaker_id', 'changed_at'])
    .execute();

  // Lottery sale issues: jczq / jclq per business day (e.g. 20261120), bjdc and zc by issue number.
  await withId(db, db.schema.createTable('sport_lottery_issue'))
    .addColumn('lottery_code', 'text', (c) => c.notNull())
    .addColumn('issue', 'text', (c) => c.notNull())
    .addColumn('sale_start_at', 'bigint', (c) => c.notNull())
    .addColumn('sale_end_at', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('sport_lottery_issue_uq', ['lottery_code', 'issue'])
    .execute();

  // A match in a lottery issue with its number there: 周三001 (jczq, jclq), 1..n (bjdc), 1..14 (zc).
  await withId(db, db.schema.createTable('sport_lottery_match'))
    .addColumn('issue_id', 'bigint', (c) => c.notNull().references('sport_lottery_issue.id').onDelete('cascade'))
    .addColumn('lottery_code', 'text', (c) => c.notNull())
    .addColumn('match_id', 'bigint', (c) => c.notNull().references('sport_match.id').onDelete('cascade'))
    .addColumn('match_no', 'text', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull())
    /** Lottery handicap in whole goals/points (jczq 让球 -1, jclq 让分 -5.5); null when none. */
    .addColumn('handicap', 'double precision')
    .addColumn('sale_end_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('sport_lottery_match_uq', ['issue_id', 'match_id'])
    .addUniqueConstraint('sport_lottery_match_no_uq', ['issue_id', 'match_no'])
    .execute();
  await db.schema.createIndex('sport_lottery_match_match_idx').on('sport_lottery_match').column('match_id').execute();

  // Feed bookkeeping that must survive a restart (the simulator's clock and calendar).
  await db.schema
    .createTable('sport_feed_state')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();

  await withId(db, db.schema.createTable('sport_favorite'))
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('app_user.id').onDelete('cascade'))
    .addColumn('match_id', 'bigint', (c) => c.notNull().references('sport_match.id').onDelete('cascade'))
    .addColumn('sport', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('sport_favorite_uq', ['user_id', 'match_id'])
    .execute();
  await db.schema.createIndex('sport_favorite_user_idx').on('sport_favorite').columns(['user_id', 'sport']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const t of [
    'sport_favorite',
    'sport_feed_state',
    'sport_lottery_match',
    'sport_lottery_issue',
    'sport_odds_change',
    'sport_odds',
    'sport_bookmaker',
    'sport_player_stat',
    'sport_lineup',
    'sport_match_stat',
    'sport_text_live',
    'sport_player',
  ]) {
    await db.schema.dropTable(t).execute();
  }
  for (const c of ['player_id', 'related_player_id']) await db.schema.alterTable('sport_incident').dropColumn(c).execute();
  for (const c of [
    'home_quarter_scores',
    'away_quarter_scores',
    'time_left',
    'time_left_at',
    'minute',
    'added_time',
    'home_formation',
    'away_formation',
    'home_rank',
    'away_rank',
    'top',
  ]) {
    await db.schema.alterTable('sport_match').dropColumn(c).execute();
  }
  await db.schema.alterTable('sport_team').dropColumn('country').execute();
  for (const c of ['area', 'hot', 'sort']) await db.schema.alterTable('sport_competition').dropColumn(c).execute();
}

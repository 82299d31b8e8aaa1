import type { Generated } from 'kysely';
import type { TIncidentType, TLotteryCode, TSport } from '@sports/contracts';

export type CompetitionKind = 'league' | 'cup';
export type RoundKind = 'league' | 'group' | 'knockout';
export type Side = 'home' | 'away';
/** Odds markets: European 1X2, Asian handicap (basketball: point spread), over/under (basketball: total points). */
export type OddsMarket = 'europe' | 'handicap' | 'overunder';
/** Opening, live (current pre-match) and in-play values. */
export type OddsPhase = 'open' | 'live' | 'inplay';
export type LotteryCode = TLotteryCode;

/** Tables of the sports capability; times are epoch milliseconds UTC, booleans integers. */
export interface SportsTables {
  sport_competition: {
    id: Generated<number>;
    /** Natural key, e.g. en.1, cn.1, worldcup. */
    code: string;
    sport: TSport;
    kind: CompetitionKind;
    country: string;
    name: string;
    short_name: string;
    name_en: string;
    color: string;
    logo_url: string | null;
    /** Grouping of the league filter: 欧洲, 亚洲, 美洲, 非洲, 大洋洲, 国际. */
    area: Generated<string>;
    /** 1 = listed in the hot group of the league filter. */
    hot: Generated<number>;
    /** Order within the hot group and within an area (lower first). */
    sort: Generated<number>;
    created_at: number;
  };
  sport_season: {
    id: Generated<number>;
    competition_id: number;
    /** e.g. 2022/23 or 2025 */
    name: string;
    start_year: number;
    created_at: number;
  };
  sport_round: {
    id: Generated<number>;
    season_id: number;
    name: string;
    name_en: string;
    kind: RoundKind;
    sort: number;
  };
  sport_team: {
    id: Generated<number>;
    sport: TSport;
    name: string;
    short_name: string;
    /** Canonical English name: the natural key imports match on. */
    name_en: string;
    /** A real logo; null means the generated badge is shown. */
    badge_url: string | null;
    country: string | null;
    created_at: number;
  };
  sport_match: {
    id: Generated<number>;
    source_key: string | null;
    sport: TSport;
    competition_id: number;
    season_id: number;
    round_id: number | null;
    group_name: string | null;
    home_team_id: number;
    away_team_id: number;
    state: number;
    kickoff_at: number;
    /** Start of the current half (or quarter); drives the running minute. */
    period_start_at: number | null;
    venue: string | null;
    home_score: number;
    away_score: number;
    home_half_score: number | null;
    away_half_score: number | null;
    home_red: number | null;
    away_red: number | null;
    home_yellow: number | null;
    away_yellow: number | null;
    home_corner: number | null;
    away_corner: number | null;
    /** Score after extra time (includes the regular-time goals). */
    home_et_score: number | null;
    away_et_score: number | null;
    home_penalty_score: number | null;
    away_penalty_score: number | null;
    /** Basketball: JSON array of points per period, Q1..Q4 then one entry per overtime. */
    home_quarter_scores: string | null;
    away_quarter_scores: string | null;
    /** Basketball: seconds left in the current quarter as read at time_left_at. */
    time_left: number | null;
    time_left_at: number | null;
    /** Football: match minute at the last update (46 = first minute of the second half; 47 in the first half = 45+2). */
    minute: number | null;
    /** Stoppage minutes announced for the current half. */
    added_time: number | null;
    home_formation: string | null;
    away_formation: string | null;
    /** Head coach of each side for this match (null where the source names none, e.g. imported history). */
    home_coach: string | null;
    away_coach: string | null;
    /** League position of each team when the match was scheduled. */
    home_rank: number | null;
    away_rank: number | null;
    /** 1 = pinned to the top of score lists. */
    top: Generated<number>;
    updated_at: number;
  };
  sport_incident: {
    id: Generated<number>;
    match_id: number;
    /** Order within the match; (match_id, seq) is the natural key. */
    seq: number;
    type: TIncidentType;
    /** For goals (own goals too) the side credited with the goal. */
    side: Side;
    minute: number;
    /** Stoppage-time offset: 90+3 is minute 90, added_minute 3. */
    added_minute: number | null;
    player_name: string | null;
    /** Player coming on (substitution) or assisting. */
    related_player_name: string | null;
    /** Score after this incident (goals only). */
    home_score: number | null;
    away_score: number | null;
    player_id: number | null;
    related_player_id: number | null;
    created_at: number;
  };
  sport_player: {
    id: Generated<number>;
    source_key: string | null;
    sport: TSport;
    team_id: number | null;
    name: string;
    name_en: string;
    shirt_number: number | null;
    /** SPEC §3 position code (football GK, DC, MC, ST …; basketball C, SF, PF, SG, PG, F, G). */
    position: string;
    country: string | null;
    created_at: number;
  };
  sport_text_live: {
    id: Generated<number>;
    match_id: number;
    seq: number;
    minute: number | null;
    /** Incident type or stat code this line reports (goal, yellow, corner …); null for narration. */
    type: string | null;
    side: Side | null;
    content: string;
    home_score: number;
    away_score: number;
    created_at: number;
  };
  sport_match_stat: {
    id: Generated<number>;
    match_id: number;
    /** A MATCH_STAT_TYPES code (possession, shots, shots_on_target, corners, fouls …). */
    type: string;
    home: number;
    away: number;
    updated_at: number;
  };
  sport_lineup: {
    id: Generated<number>;
    match_id: number;
    side: Side;
    player_id: number;
    shirt_number: number | null;
    position: string;
    starter: number;
    captain: number;
    sort: number;
  };
  sport_player_stat: {
    id: Generated<number>;
    match_id: number;
    player_id: number;
    side: Side;
    minutes_played: number | null;
    points: number | null;
    field_goals_scored: number | null;
    field_goals_total: number | null;
    three_points_scored: number | null;
    three_points_total: number | null;
    free_throws_scored: number | null;
    free_throws_total: number | null;
    rebounds: number | null;
    offensive_rebounds: number | null;
    defensive_rebounds: number | null;
    assists: number | null;
    steals: number | null;
    blocks: number | null;
    turnovers: number | null;
    fouls: number | null;
    goals: number | null;
    shots: number | null;
    shots_on_target: number | null;
    passes: number | null;
    passes_accurate: number | null;
    tackles: number | null;
    saves: number | null;
    yellow: number | null;
    red: number | null;
    /** Rating × 10. */
    rating: number | null;
    updated_at: number;
  };
  sport_bookmaker: {
    id: Generated<number>;
    code: string;
    name: string;
    sort: number;
  };
  /**
   * Current odds of one market of one bookmaker for a match. europe: home/draw/away;
   * handicap: home odds, line (positive = home gives), away odds; overunder: over odds in home_*,
   * under odds in away_*, line.
   */
  sport_odds: {
    id: Generated<number>;
    match_id: number;
    bookmaker_id: number;
    market: OddsMarket;
    open_home: number | null;
    open_draw: number | null;
    open_away: number | null;
    open_line: number | null;
    open_at: number | null;
    live_home: number | null;
    live_draw: number | null;
    live_away: number | null;
    live_line: number | null;
    live_at: number | null;
    inplay_home: number | null;
    inplay_draw: number | null;
    inplay_away: number | null;
    inplay_line: number | null;
    inplay_at: number | null;
  };
  /** Odds history: each change with its time, the match minute and the score then. */
  sport_odds_change: {
    id: Generated<number>;
    match_id: number;
    bookmaker_id: number;
    market: OddsMarket;
    phase: OddsPhase;
    home: number | null;
    draw: number | null;
    away: number | null;
    line: number | null;
    minute: number | null;
    home_score: number;
    away_score: number;
    changed_at: number;
  };
  sport_lottery_issue: {
    id: Generated<number>;
    lottery_code: LotteryCode;
    /** jczq/jclq: business day 20261120; bjdc: 61101-style; zc: 26178-style. */
    issue: string;
    sale_start_at: number;
    sale_end_at: number;
    created_at: number;
  };
  sport_lottery_match: {
    id: Generated<number>;
    issue_id: number;
    lottery_code: LotteryCode;
    match_id: number;
    /** 周三001 (jczq, jclq), 001 (bjdc), 1..14 (zc). */
    match_no: string;
    sort: number;
    /** Lottery handicap (jczq 让球 -1; jclq 让分 -5.5); null when none. */
    handicap: number | null;
    sale_end_at: number;
  };
  sport_feed_state: {
    key: string;
    /** JSON text. */
    value: string;
    updated_at: number;
  };
  sport_favorite: {
    id: Generated<number>;
    user_id: number;
    match_id: number;
    sport: TSport;
    created_at: number;
  };
}

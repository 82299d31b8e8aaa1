import type { Generated } from 'kysely';
import type { TIncidentType, TSport } from '@sports/contracts';

export type CompetitionKind = 'league' | 'cup';
export type RoundKind = 'league' | 'group' | 'knockout';
export type Side = 'home' | 'away';

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
    created_at: number;
  };
}

import type { Selectable } from 'kysely';
import type { TIncidentType, TMatchStat } from '@sports/contracts';
import type { Database } from '../../db/schema';
import type { CompetitionDef } from './competitions';
import type { LineupInsert, PlayerStatInsert } from './feed-repository';
import type { MatchInsert } from './repository';
import type { Side } from './tables';

/* What a feed hands the feed service: the inputs of its calls (feed-service.ts). */

type MatchRow = Selectable<Database['sport_match']>;

/** Columns of a match a feed may change while it is played. */
export type LiveColumns = Partial<
  Pick<
    MatchRow,
    | 'state'
    | 'kickoff_at'
    | 'period_start_at'
    | 'minute'
    | 'added_time'
    | 'home_score'
    | 'away_score'
    | 'home_half_score'
    | 'away_half_score'
    | 'home_red'
    | 'away_red'
    | 'home_yellow'
    | 'away_yellow'
    | 'home_corner'
    | 'away_corner'
    | 'home_et_score'
    | 'away_et_score'
    | 'home_penalty_score'
    | 'away_penalty_score'
    | 'home_quarter_scores'
    | 'away_quarter_scores'
    | 'time_left'
    | 'time_left_at'
    | 'home_formation'
    | 'away_formation'
    | 'home_coach'
    | 'away_coach'
    | 'top'
  >
>;

export type CompetitionInput = CompetitionDef;
export interface TeamInput {
  en: string;
  name: string;
  shortName: string;
  country?: string | null;
}
export interface PlayerInput {
  sourceKey: string;
  teamId: number;
  name: string;
  nameEn: string;
  shirtNumber: number | null;
  position: string;
  country: string | null;
}
/** A match to create; `updated_at` doubles as the feed's cursor (the time of the last update it applied). */
export type MatchInput = Omit<MatchInsert, 'updated_at' | 'source_key'> & { source_key: string; updated_at?: number };
export interface IncidentInput {
  seq: number;
  type: TIncidentType;
  side: Side;
  minute: number;
  addedMinute: number | null;
  playerName: string | null;
  playerId?: number | null;
  relatedPlayerName?: string | null;
  relatedPlayerId?: number | null;
  homeScore: number;
  awayScore: number;
  /** When it happened, if earlier than the update (a feed catching up). */
  at?: number;
}
export interface TextInput {
  seq: number;
  minute: number | null;
  type: string | null;
  side: Side | null;
  content: string;
  homeScore: number;
  awayScore: number;
  at?: number;
}
/** One bookmaker's prices of a market and phase: the columns an odds change stores. */
export interface OddsQuote extends Pick<Database['sport_odds_change'], 'market' | 'phase' | 'home' | 'draw' | 'away' | 'line'> {
  bookmakerId: number;
  /** Time, match minute and score of the change when it is older than the update (a feed catching up). */
  at?: number;
  minute?: number | null;
  homeScore?: number;
  awayScore?: number;
}
/** Everything that happened to one match at one moment of the feed's clock. */
export interface MatchUpdate {
  matchId: number;
  /** Feed clock time of the change (epoch ms). */
  at: number;
  match?: LiveColumns;
  incidents?: IncidentInput[];
  stats?: TMatchStat[];
  text?: TextInput[];
  odds?: OddsQuote[];
  lineups?: Omit<LineupInsert, 'match_id'>[];
  playerStats?: Omit<PlayerStatInsert, 'match_id' | 'updated_at'>[];
}

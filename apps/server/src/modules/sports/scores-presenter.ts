import type { TMatchIncident, TScoreMatch, TScoreOdds, TSport, TTextLiveLine } from '@sports/contracts';
import type { Selectable } from 'kysely';
import type { OddsRow, ScoreMatchRow } from './scores-repository';
import type { SportsTables } from './tables';
import { teamLogo } from './service';

const num = (v: number | string | null | undefined): number | null => (v === null || v === undefined ? null : Number(v));

function quarterScores(json: string | null): number[] | null {
  if (!json) return null;
  try {
    const v: unknown = JSON.parse(json);
    return Array.isArray(v) && v.every((x) => Number.isInteger(x)) ? (v as number[]) : null;
  } catch {
    return null;
  }
}

type Phase = { home: number | null; draw: number | null; away: number | null; line: number | null };

/** The values of an odds row in one phase, or null when that phase has none. */
export function oddsPhase(o: OddsRow, phase: 'open' | 'live' | 'inplay'): Phase | null {
  const at = o[`${phase}_at`];
  const home = o[`${phase}_home`];
  if (at === null && home === null) return null;
  return { home: num(home), draw: num(o[`${phase}_draw`]), away: num(o[`${phase}_away`]), line: num(o[`${phase}_line`]) };
}

/** Current values: in play, else live (pre-match), else opening. */
export const currentOdds = (o: OddsRow): Phase | null => oddsPhase(o, 'inplay') ?? oddsPhase(o, 'live') ?? oddsPhase(o, 'open');

export const NO_ODDS: TScoreOdds = { bookmaker: null, europe: null, handicap: null, overUnder: null };

/**
 * The odds a row shows: the first bookmaker (display order) that prices the match. A match that is
 * over shows its closing pre-match line (`preMatch`), as score lists do, not the last in-play quote.
 */
export function rowOdds(rows: OddsRow[], opts: { preMatch?: boolean } = {}): TScoreOdds {
  const [first] = rows;
  if (!first) return NO_ODDS;
  const bookmakerId = Number(first.bookmaker_id);
  const mine = rows.filter((r) => Number(r.bookmaker_id) === bookmakerId);
  const market = (m: OddsRow['market']) => {
    const row = mine.find((r) => r.market === m);
    if (!row) return null;
    return opts.preMatch ? (oddsPhase(row, 'live') ?? oddsPhase(row, 'open')) : currentOdds(row);
  };
  const eu = market('europe');
  const hc = market('handicap');
  const ou = market('overunder');
  return {
    bookmaker: first.bookmaker_name,
    europe: eu && eu.home !== null && eu.draw !== null && eu.away !== null ? { home: eu.home, draw: eu.draw, away: eu.away } : null,
    handicap: hc && hc.line !== null && hc.home !== null && hc.away !== null ? { line: hc.line, home: hc.home, away: hc.away } : null,
    overUnder: ou && ou.line !== null && ou.home !== null && ou.away !== null ? { line: ou.line, over: ou.home, under: ou.away } : null,
  };
}

export interface RowExtras {
  odds?: TScoreOdds;
  lottery?: { no: string; handicap: number | null } | null;
  collected?: boolean;
}

/** A stored match as a score-list row. */
export function presentScoreRow(m: ScoreMatchRow, extras: RowExtras = {}): TScoreMatch {
  return {
    id: Number(m.id),
    sport: m.sport as TSport,
    top: Number(m.top) === 1,
    competition: { id: Number(m.competition_id), name: m.c_name, shortName: m.c_short_name, color: m.c_color },
    roundName: m.round_name ?? null,
    home: {
      id: Number(m.home_team_id),
      name: m.h_short_name,
      logo: teamLogo({ id: m.home_team_id, badge_url: m.h_badge_url }),
      rank: num(m.home_rank),
    },
    away: {
      id: Number(m.away_team_id),
      name: m.a_short_name,
      logo: teamLogo({ id: m.away_team_id, badge_url: m.a_badge_url }),
      rank: num(m.away_rank),
    },
    state: Number(m.state),
    kickoffAt: Number(m.kickoff_at),
    periodStartAt: num(m.period_start_at),
    minute: num(m.minute),
    addedTime: num(m.added_time),
    homeScore: Number(m.home_score),
    awayScore: Number(m.away_score),
    homeHalfScore: num(m.home_half_score),
    awayHalfScore: num(m.away_half_score),
    homeRed: num(m.home_red),
    awayRed: num(m.away_red),
    homeYellow: num(m.home_yellow),
    awayYellow: num(m.away_yellow),
    homeCorner: num(m.home_corner),
    awayCorner: num(m.away_corner),
    homeEtScore: num(m.home_et_score),
    awayEtScore: num(m.away_et_score),
    homePenaltyScore: num(m.home_penalty_score),
    awayPenaltyScore: num(m.away_penalty_score),
    homeQuarterScores: quarterScores(m.home_quarter_scores),
    awayQuarterScores: quarterScores(m.away_quarter_scores),
    timeLeft: num(m.time_left),
    timeLeftAt: num(m.time_left_at),
    odds: extras.odds ?? NO_ODDS,
    lotteryNo: extras.lottery?.no ?? null,
    lotteryHandicap: extras.lottery?.handicap ?? null,
    collected: extras.collected ?? false,
    updatedAt: Number(m.updated_at),
  };
}

/** A stored text-live line as the API and the realtime snapshots show it. */
export function presentTextLine(r: Selectable<SportsTables['sport_text_live']>): TTextLiveLine {
  return {
    seq: Number(r.seq),
    minute: r.minute === null ? null : Number(r.minute),
    type: r.type,
    side: r.side,
    content: r.content,
    homeScore: Number(r.home_score),
    awayScore: Number(r.away_score),
    createdAt: Number(r.created_at),
  };
}

/** A stored incident as the API and the realtime snapshots show it. */
export function presentIncidentRow(i: Selectable<SportsTables['sport_incident']>): TMatchIncident {
  return {
    id: Number(i.id),
    seq: i.seq,
    type: i.type,
    side: i.side,
    minute: i.minute,
    addedMinute: i.added_minute,
    playerName: i.player_name,
    relatedPlayerName: i.related_player_name,
    homeScore: i.home_score ?? 0,
    awayScore: i.away_score ?? 0,
  };
}

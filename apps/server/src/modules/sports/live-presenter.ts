import type { TIncidentType, TMatchIncident, TMatchLivePatch, TScoreOdds, TSport, TTextLiveLine } from '@sports/contracts';
import type { IncidentInput, LiveColumns, TextInput } from './feed-types';

/*
 * The live wire shapes of what a feed stored: the list patch of a match, its incidents and text
 * lines as they are pushed. The feed service stores and announces; the shapes are made here.
 */

/** Column → field of the live patch (ZMatchLiveStateSchema). */
const PATCH_FIELDS: Partial<Record<keyof LiveColumns, keyof TMatchLivePatch>> = {
  state: 'state',
  kickoff_at: 'kickoffAt',
  period_start_at: 'periodStartAt',
  minute: 'minute',
  added_time: 'addedTime',
  home_score: 'homeScore',
  away_score: 'awayScore',
  home_half_score: 'homeHalfScore',
  away_half_score: 'awayHalfScore',
  home_red: 'homeRed',
  away_red: 'awayRed',
  home_yellow: 'homeYellow',
  away_yellow: 'awayYellow',
  home_corner: 'homeCorner',
  away_corner: 'awayCorner',
  home_et_score: 'homeEtScore',
  away_et_score: 'awayEtScore',
  home_penalty_score: 'homePenaltyScore',
  away_penalty_score: 'awayPenaltyScore',
  home_quarter_scores: 'homeQuarterScores',
  away_quarter_scores: 'awayQuarterScores',
  time_left: 'timeLeft',
  time_left_at: 'timeLeftAt',
  top: 'top',
};

/** Incidents worth a pop-up: they ride along with the list patch they caused. */
const HEADLINE: TIncidentType[] = ['goal', 'own_goal', 'penalty', 'red', 'second_yellow'];

const parseJsonArray = (v: string | null): number[] | null => (v === null ? null : (JSON.parse(v) as number[]));

function patchValue(col: keyof LiveColumns, v: unknown): unknown {
  if (col === 'home_quarter_scores' || col === 'away_quarter_scores') return parseJsonArray(v as string | null);
  if (col === 'top') return Number(v) === 1;
  return v === null ? null : Number(v);
}

/**
 * The list patch of a stored update: the changed live fields, the main bookmaker's odds when they
 * moved, the headline incident; null when none of that changed (nothing for the lists to hear).
 */
export function presentLivePatch(input: {
  matchId: number;
  sport: TSport;
  changed: LiveColumns;
  incidents: TMatchIncident[];
  odds?: TScoreOdds;
  at: number;
}): TMatchLivePatch | null {
  const patch: TMatchLivePatch = { id: input.matchId, sport: input.sport };
  for (const [col, v] of Object.entries(input.changed) as [keyof LiveColumns, unknown][]) {
    const field = PATCH_FIELDS[col];
    if (field) (patch as Record<string, unknown>)[field] = patchValue(col, v);
  }
  if (input.odds) patch.odds = input.odds;
  const headline = [...input.incidents].reverse().find((i) => HEADLINE.includes(i.type));
  if (headline) patch.incident = headline;
  if (Object.keys(patch).length <= 2) return null;
  patch.updatedAt = input.at;
  return patch;
}

/** A stored incident as pushed (its id is the stored row's). */
export function presentIncident(id: number, i: IncidentInput): TMatchIncident {
  return {
    id,
    seq: i.seq,
    type: i.type,
    side: i.side,
    minute: i.minute,
    addedMinute: i.addedMinute,
    playerName: i.playerName,
    relatedPlayerName: i.relatedPlayerName ?? null,
    homeScore: i.homeScore,
    awayScore: i.awayScore,
  };
}

/** A text-live line of an update as pushed. */
export function presentTextInput(t: TextInput, at: number): TTextLiveLine {
  return {
    seq: t.seq,
    minute: t.minute,
    type: t.type,
    side: t.side,
    content: t.content,
    homeScore: t.homeScore,
    awayScore: t.awayScore,
    createdAt: t.at ?? at,
  };
}

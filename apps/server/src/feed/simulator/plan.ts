import type { TMatchStat } from '@sports/contracts';
import type { IncidentInput, LiveColumns, TextInput, Side } from '../../modules/sports';
import type { PlanQuote } from './odds';
import type { SquadPlayer } from './squads';

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;

/** A player of a plan's lineups and statistics, named by squad key (the engine maps keys to ids). */
export interface PlanLineup {
  side: Side;
  playerKey: string;
  shirtNumber: number;
  position: string;
  starter: number;
  captain: number;
  sort: number;
}
export type PlanPlayerStat = { side: Side; playerKey: string } & Record<string, number | string>;

/** What happens to a match at one instant of its plan. */
export interface PlanStep {
  /** Offset from kick-off in ms (negative before). */
  at: number;
  match?: LiveColumns;
  incidents?: (IncidentInput & { playerKey?: string | null; relatedPlayerKey?: string | null })[];
  stats?: TMatchStat[];
  text?: Omit<TextInput, 'seq'>[];
  odds?: PlanQuote[];
  lineups?: PlanLineup[];
  playerStats?: PlanPlayerStat[];
}

/** Everything a simulated match will do, from its opening odds to the final whistle. */
export interface MatchPlan {
  steps: PlanStep[];
  /** Offset of the last in-play step (the match is over after it). */
  end: number;
}

export interface PlanTeam {
  key: string;
  /** Chinese short name, as text live prints it. */
  name: string;
  /** 0.6 (weak) … 1.4 (strong). */
  strength: number;
  squad: SquadPlayer[];
  /** Head coach, named on the lineups. */
  coach: string;
}

export interface PlanInput {
  seed: number;
  /** The match's source key: the plan's own seed. */
  key: string;
  kickoffAt: number;
  home: PlanTeam;
  away: PlanTeam;
  /** Basketball quarter length in minutes. */
  quarterMinutes?: number;
}

/** Opening odds are published when a match is listed: eight days ahead at most. */
export const OPENING_OFFSET = -8 * DAY;

/** Both squads as lineups: the first `starters` of each start; `captain` is a squad index. */
export function squadLineups(home: PlanTeam, away: PlanTeam, starters: number, captain: number): PlanLineup[] {
  return (['home', 'away'] as Side[]).flatMap((side) =>
    (side === 'home' ? home : away).squad.map((p, i) => ({
      side,
      playerKey: p.key,
      shirtNumber: p.shirtNumber,
      position: p.position,
      starter: i < starters ? 1 : 0,
      captain: i === captain ? 1 : 0,
      sort: i + 1,
    })),
  );
}

/** Sorts steps by time and numbers incidents and text lines in that order. */
export function finishPlan(steps: PlanStep[], end: number): MatchPlan {
  steps.sort((a, b) => a.at - b.at);
  let incidentSeq = 0;
  let textSeq = 0;
  for (const s of steps) {
    for (const i of s.incidents ?? []) i.seq = ++incidentSeq;
    for (const t of s.text ?? []) (t as TextInput).seq = ++textSeq;
  }
  return { steps, end };
}

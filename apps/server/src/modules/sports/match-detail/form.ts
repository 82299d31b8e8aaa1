import {
  GOAL_BANDS,
  type TFormResult,
  type TFormSummary,
  type TGoalBands,
  type THandicapResult,
  type TOverUnderResult,
} from '@sports/contracts';

/** A finished match from one team's side: its goals, the opponent's, and whether it played at home. */
export interface TeamScore {
  goalsFor: number;
  goalsAgainst: number;
  home: boolean;
}

/** W, D or L for the team. */
export function formResult(s: TeamScore): TFormResult {
  return s.goalsFor > s.goalsAgainst ? 'W' : s.goalsFor < s.goalsAgainst ? 'L' : 'D';
}

/** +1 won, 0 stake back, -1 lost, for a whole or half line. */
const settle = (margin: number) => (margin > 1e-9 ? 1 : margin < -1e-9 ? -1 : 0);

/**
 * A quarter line (0.25, 0.75 …) is two bets on the lines either side; the result of the pair.
 * Half a win reads as a win and half a loss as a loss, as score sites show 赢/输.
 */
function settleSplit(margin: (line: number) => number, line: number): -1 | 0 | 1 {
  const quarter = Math.abs(Math.round(line * 4)) % 2 === 1;
  const total = quarter ? settle(margin(line - 0.25)) + settle(margin(line + 0.25)) : 2 * settle(margin(line));
  return total > 0 ? 1 : total < 0 ? -1 : 0;
}

/**
 * The team's result against the Asian handicap. `line` is the match's line, positive when the home
 * side gives it (home -0.5 is line 0.5): the team gives `line` at home and receives it away.
 */
export function handicapResult(s: TeamScore, line: number | null): THandicapResult | null {
  if (line === null) return null;
  const gives = s.home ? line : -line;
  const r = settleSplit((l) => s.goalsFor - s.goalsAgainst - l, gives);
  return r > 0 ? '赢' : r < 0 ? '输' : '走';
}

/** 大 when the total goes over the line, 小 under, 走 on it (quarter lines split as above). */
export function overUnderResult(totalGoals: number, line: number | null): TOverUnderResult | null {
  if (line === null) return null;
  const r = settleSplit((l) => totalGoals - l, line);
  return r > 0 ? '大' : r < 0 ? '小' : '走';
}

export interface FormEntry extends TeamScore {
  handicap: THandicapResult | null;
  overUnder: TOverUnderResult | null;
}

/** Totals of a run of matches from one team's side. */
export function formSummary(entries: FormEntry[]): TFormSummary {
  const s: TFormSummary = {
    played: entries.length,
    win: 0,
    draw: 0,
    lost: 0,
    goalsFor: 0,
    goalsAgainst: 0,
    handicapWin: 0,
    handicapPush: 0,
    handicapLose: 0,
    over: 0,
    overUnderPush: 0,
    under: 0,
  };
  for (const e of entries) {
    const r = formResult(e);
    if (r === 'W') s.win++;
    else if (r === 'D') s.draw++;
    else s.lost++;
    s.goalsFor += e.goalsFor;
    s.goalsAgainst += e.goalsAgainst;
    if (e.handicap === '赢') s.handicapWin++;
    else if (e.handicap === '走') s.handicapPush++;
    else if (e.handicap === '输') s.handicapLose++;
    if (e.overUnder === '大') s.over++;
    else if (e.overUnder === '走') s.overUnderPush++;
    else if (e.overUnder === '小') s.under++;
  }
  return s;
}

/** Index of a goal minute's band: 0-15, 16-30, 31-45 (first-half stoppage too), 46-60, 61-75, 76-90 (and later). */
export function goalBand(minute: number): number {
  if (minute <= 15) return 0;
  if (minute <= 30) return 1;
  if (minute <= 45) return 2;
  if (minute <= 60) return 3;
  if (minute <= 75) return 4;
  return 5;
}

/** Goals a team scored and conceded per band, from goals tagged with whether the team scored them. */
export function goalBands(goals: { minute: number; forTeam: boolean }[]): TGoalBands {
  const count = (forTeam: boolean) =>
    GOAL_BANDS.map((_, band) => goals.filter((g) => g.forTeam === forTeam && goalBand(g.minute) === band).length);
  return { scored: count(true), conceded: count(false) };
}

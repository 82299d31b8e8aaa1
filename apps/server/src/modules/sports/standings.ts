/** A finished match as a table sees it. */
export interface MatchResult {
  home: number;
  away: number;
  homeGoals: number;
  awayGoals: number;
}

export interface TableLine {
  teamId: number;
  rank: number;
  played: number;
  win: number;
  draw: number;
  lost: number;
  goal: number;
  lostGoal: number;
  goalDiff: number;
  points: number;
}

export const POINTS = { win: 3, draw: 1, loss: 0 } as const;

function emptyLine(teamId: number): TableLine {
  return { teamId, rank: 0, played: 0, win: 0, draw: 0, lost: 0, goal: 0, lostGoal: 0, goalDiff: 0, points: 0 };
}

/** Totals for `teams` from the results played between members of `teams` only. */
function tally(teams: Iterable<number>, results: MatchResult[]): Map<number, TableLine> {
  const lines = new Map<number, TableLine>();
  for (const t of teams) lines.set(t, emptyLine(t));
  for (const r of results) {
    const home = lines.get(r.home);
    const away = lines.get(r.away);
    if (!home || !away) continue;
    record(home, r.homeGoals, r.awayGoals);
    record(away, r.awayGoals, r.homeGoals);
  }
  return lines;
}

function record(line: TableLine, scored: number, conceded: number) {
  line.played++;
  line.goal += scored;
  line.lostGoal += conceded;
  line.goalDiff = line.goal - line.lostGoal;
  if (scored > conceded) line.win++;
  else if (scored === conceded) line.draw++;
  else line.lost++;
  line.points = line.win * POINTS.win + line.draw * POINTS.draw;
}

const key = (l: TableLine) => [l.points, l.goalDiff, l.goal] as const;
const compare = (a: TableLine, b: TableLine) => b.points - a.points || b.goalDiff - a.goalDiff || b.goal - a.goal;

/** Splits `ids`, ordered by `lines`, into runs that are equal on points, difference and goals. */
function clusters(ids: number[], lines: Map<number, TableLine>): number[][] {
  const sorted = [...ids].sort((a, b) => compare(lines.get(a)!, lines.get(b)!) || a - b);
  const out: number[][] = [];
  for (const id of sorted) {
    const last = out.at(-1);
    const [head] = last ?? [];
    if (last && head !== undefined && key(lines.get(head)!).every((v, i) => v === key(lines.get(id)!)[i])) last.push(id);
    else out.push([id]);
  }
  return out;
}

/**
 * Orders teams level on points, goal difference and goals scored by the matches among
 * themselves (points, then goal difference, then goals), applied again to any smaller group
 * still level. Returns runs of teams that remain level (they share a rank).
 */
function headToHead(tied: number[], results: MatchResult[]): number[][] {
  if (tied.length < 2) return [tied];
  const mini = tally(tied, results);
  const runs = clusters(tied, mini);
  if (runs.length === 1) return runs;
  return runs.flatMap((run) => (run.length > 1 && run.length < tied.length ? headToHead(run, results) : [run]));
}

/**
 * A league table from results with the usual tie-breaks: points, goal difference, goals
 * scored, then head-to-head among the teams still level. Teams in `teams` that have not
 * played yet are listed with zeros. Teams level on everything share a rank.
 */
export function computeStandings(results: MatchResult[], teams: Iterable<number> = []): TableLine[] {
  const ids = new Set<number>(teams);
  for (const r of results) ids.add(r.home).add(r.away);
  const lines = tally(ids, results);
  const ordered = clusters([...ids], lines).flatMap((run) => (run.length > 1 ? headToHead(run, results) : [run]));
  const table: TableLine[] = [];
  for (const run of ordered) {
    const rank = table.length + 1;
    for (const id of run) table.push({ ...lines.get(id)!, rank });
  }
  return table;
}

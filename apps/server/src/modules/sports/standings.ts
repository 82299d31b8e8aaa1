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

/** A team's line in a tally, beside the item it was tallied for. */
interface Tallied<T> {
  item: T;
  line: TableLine;
}

/** Totals for each item's team from the results played between those teams only. */
function tally<T>(items: T[], teamOf: (item: T) => number, results: MatchResult[]): Tallied<T>[] {
  const rows = items.map((item) => ({ item, line: emptyLine(teamOf(item)) }));
  const lines = new Map(rows.map((r) => [r.line.teamId, r.line]));
  for (const r of results) {
    const home = lines.get(r.home);
    const away = lines.get(r.away);
    if (!home || !away) continue;
    record(home, r.homeGoals, r.awayGoals);
    record(away, r.awayGoals, r.homeGoals);
  }
  return rows;
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

/** Orders lines by points, difference and goals; 0 when they are level on all three. */
const compare = (a: TableLine, b: TableLine) => b.points - a.points || b.goalDiff - a.goalDiff || b.goal - a.goal;

/** Splits the items, ordered by their lines, into runs that are equal on points, difference and goals. */
function clusters<T>(rows: Tallied<T>[]): T[][] {
  const sorted = [...rows].sort((a, b) => compare(a.line, b.line) || a.line.teamId - b.line.teamId);
  const out: Tallied<T>[][] = [];
  for (const row of sorted) {
    const last = out.at(-1);
    const head = last?.[0];
    if (last && head && compare(head.line, row.line) === 0) last.push(row);
    else out.push([row]);
  }
  return out.map((run) => run.map((r) => r.item));
}

/**
 * Orders teams level on points, goal difference and goals scored by the matches among
 * themselves (points, then goal difference, then goals), applied again to any smaller group
 * still level. Returns runs of teams that remain level (they share a rank).
 */
function headToHead(tied: TableLine[], results: MatchResult[]): TableLine[][] {
  if (tied.length < 2) return [tied];
  const runs = clusters(tally(tied, (line) => line.teamId, results));
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
  const lines = tally([...ids], (id) => id, results).map(({ line }) => ({ item: line, line }));
  const ordered = clusters(lines).flatMap((run) => (run.length > 1 ? headToHead(run, results) : [run]));
  const table: TableLine[] = [];
  for (const run of ordered) {
    const rank = table.length + 1;
    for (const line of run) table.push({ ...line, rank });
  }
  return table;
}

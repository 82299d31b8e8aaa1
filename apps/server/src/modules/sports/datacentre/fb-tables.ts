import { FOOTBALL_STATE, type TFbSeasonTables, type TMatchBrief, type TTableRow } from '@sports/contracts';
import { computeStandings, type MatchResult } from '../standings';
import { perSeason, seasonOf, type DatacentreQueries } from './context';
import { matchBrief, teamRef } from './presenter';
import { recentResults } from './recent-form';
import type { TotalsRow } from './table-queries';
import { zoneColor, zonesFor } from './zones';

const FINISHED = FOOTBALL_STATE.finished;
const FORM_LENGTH = 5;

type Line = TotalsRow & { goalDiff: number; points: number };
/** Lines level on points, goal difference and goals scored. */
type Run = [Line, ...Line[]];
const compare = (a: Line, b: Line) => b.points - a.points || b.goalDiff - a.goalDiff || b.goal - a.goal;

/** A group's lines in runs level on points, goal difference and goals scored, best first. */
function runsOf(lines: Line[]): Run[] {
  const runs: Run[] = [];
  for (const line of [...lines].sort((a, b) => compare(a, b) || a.teamId - b.teamId)) {
    const run = runs.at(-1);
    if (run && compare(run[0], line) === 0) run.push(line);
    else runs.push([line]);
  }
  return runs;
}

/** A run that head-to-head results order: more than one team, and they have played. */
const tied = (run: Run) => run.length > 1 && run[0].played > 0;

/** Ranks one group's runs by `results` (those among each run's teams count); teams still level share a rank. */
function rankRuns(runs: Run[], results: MatchResult[]): (Line & { rank: number })[] {
  const out: (Line & { rank: number })[] = [];
  // i: how many lines are ranked above the run.
  let i = 0;
  for (const run of runs) {
    if (!tied(run)) {
      for (const l of run) out.push({ ...l, rank: i + 1 });
    } else {
      const byTeam = new Map(run.map((l) => [l.teamId, l]));
      const among = results.filter((r) => byTeam.has(r.home) && byTeam.has(r.away));
      for (const m of computeStandings(among, [...byTeam.keys()])) {
        const line = byTeam.get(m.teamId);
        if (line) out.push({ ...line, rank: i + m.rank });
      }
    }
    i += run.length;
  }
  return out;
}

/**
 * Orders every group's lines: points, goal difference, goals scored from the database's totals;
 * teams still level are ordered by their matches among themselves. The results among all level
 * teams of the season are read once (not once per group or per run of level teams).
 */
async function rankGroups(q: DatacentreQueries, seasonId: number, groups: Line[][]): Promise<(Line & { rank: number })[][]> {
  const runs = groups.map(runsOf);
  const level = runs
    .flat()
    .filter(tied)
    .flatMap((run) => run.map((l) => l.teamId));
  const results = level.length ? await q.tables.resultsAmong(seasonId, FINISHED, level) : [];
  return runs.map((r) => rankRuns(r, results));
}

/**
 * The football tables of a season: one per group (a league has one), each line with form and zone
 * colour. Computed in two rounds of reads, each read of a round sent at once (what PostgreSQL waits
 * for is round trips): the season's check, totals (with the teams' names) and knockout matches,
 * then recent results, whose length the totals give. A season never changes sport, so its check is
 * kept with the answer; a failed check is never kept.
 */
export async function seasonTables(q: DatacentreQueries, seasonId: number): Promise<TFbSeasonTables> {
  return perSeason(q, 'fbTables', seasonId, async () => {
    const [{ competition }, totals, knockout] = await Promise.all([
      seasonOf(q, seasonId, 'football'),
      q.tables.totals(seasonId, FINISHED),
      q.matches.knockoutMatches(seasonId),
    ]);
    const recent = await recentResults((limit) => q.tables.latestResults(seasonId, FINISHED, limit), FORM_LENGTH, totals);
    const form = new Map<number, TTableRow['form']>();
    for (const r of recent) form.set(r.teamId, [r.gf > r.ga ? 'W' : r.gf === r.ga ? 'D' : 'L', ...(form.get(r.teamId) ?? [])]);

    const groups = new Map<string | null, Line[]>();
    for (const t of totals) {
      const line = { ...t, goalDiff: t.goal - t.lostGoal, points: t.win * 3 + t.draw };
      groups.set(t.groupName, [...(groups.get(t.groupName) ?? []), line]);
    }
    const names = [...groups.keys()].sort((a, b) => (a ?? '').localeCompare(b ?? ''));
    const zones = zonesFor(competition.code, groups.get(names[0] ?? null)?.length ?? 0, competition.kind);
    const ranked = await rankGroups(
      q,
      seasonId,
      names.map((name) => groups.get(name) ?? []),
    );
    const out: TFbSeasonTables['groups'] = names.map((name, g) => ({
      name,
      rows: (ranked[g] ?? []).map((l) => {
        const team = teamRef(l.team);
        return {
          rank: l.rank,
          teamId: l.teamId,
          teamName: team.name,
          teamLogo: team.logo,
          groupName: name,
          played: l.played,
          win: l.win,
          draw: l.draw,
          lost: l.lost,
          goal: l.goal,
          lostGoal: l.lostGoal,
          goalDiff: l.goalDiff,
          points: l.points,
          form: form.get(l.teamId) ?? [],
          zoneColor: zoneColor(zones, l.rank),
        };
      }),
    }));
    return { seasonId, zones, groups: out, knockout: byRound(knockout.map((m) => matchBrief(m))) };
  });
}

/** Knockout matches grouped by round, in round order. */
function byRound(matches: TMatchBrief[]): TFbSeasonTables['knockout'] {
  const rounds: TFbSeasonTables['knockout'] = [];
  for (const m of matches) {
    const name = m.roundName ?? '';
    const last = rounds.at(-1);
    if (last && last.round === name) last.matches.push(m);
    else rounds.push({ round: name, matches: [m] });
  }
  return rounds;
}

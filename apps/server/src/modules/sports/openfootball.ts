import path from 'node:path';
import { z } from 'zod';
import { FOOTBALL_STATE, type TIncidentType } from '@sports/contracts';
import { COMPETITIONS, type CompetitionDef } from './competitions';
import type { RoundKind, Side } from './tables';
import { teamName } from './team-names';
import { zonedTimeToUtc } from './zoned-time';

// Parses an openfootball season file (football.json format) into plain rows, without touching
// the database. The files are used as published, quirks included:
// - score.ht is missing for most 0-0 matches (then it is 0-0) and for some others (then it is
//   derived from the goal list when there is one, else left unknown);
// - unplayed matches have `score: {}`; a postponed one carries `status` and may lack `time`;
// - goals are listed per team, not in time order; `offset` is stoppage time;
// - times are local to the competition (see CompetitionDef.timeZone) and converted to UTC.

const ZPair = z.tuple([z.number().int().min(0), z.number().int().min(0)]);
const ZGoal = z.object({
  name: z.string().optional(),
  minute: z.number().int().min(0),
  offset: z.number().int().min(0).optional(),
  penalty: z.boolean().optional(),
  owngoal: z.boolean().optional(),
});
const ZFile = z.object({
  name: z.string(),
  matches: z.array(
    z.object({
      round: z.string(),
      date: z.string(),
      time: z.string().optional(),
      team1: z.string().min(1),
      team2: z.string().min(1),
      score: z.object({ ht: ZPair.optional(), ft: ZPair.optional(), et: ZPair.optional(), p: ZPair.optional() }).optional(),
      status: z.string().optional(),
      goals1: z.array(ZGoal).optional(),
      goals2: z.array(ZGoal).optional(),
      group: z.string().optional(),
      ground: z.string().optional(),
    }),
  ),
});
type RawMatch = z.infer<typeof ZFile>['matches'][number];
type Pair = [number, number];

export interface ParsedRound {
  nameEn: string;
  name: string;
  kind: RoundKind;
  sort: number;
}

export interface ParsedGoal {
  type: Extract<TIncidentType, 'goal' | 'own_goal' | 'penalty'>;
  side: Side;
  minute: number;
  addedMinute: number | null;
  playerName: string | null;
  score: Pair;
}

export interface ParsedMatch {
  sourceKey: string;
  roundNameEn: string;
  groupName: string | null;
  homeEn: string;
  awayEn: string;
  kickoffAt: number;
  state: number;
  venue: string | null;
  ft: Pair | null;
  ht: Pair | null;
  et: Pair | null;
  penalties: Pair | null;
  /** Whether the file lists goals for this match (an empty list means a goalless match). */
  hasGoalList: boolean;
  goals: ParsedGoal[];
}

export interface ParsedSeason {
  competition: CompetitionDef;
  seasonName: string;
  startYear: number;
  rounds: ParsedRound[];
  /** Team English names as given in the file, in first-seen order. */
  teams: string[];
  matches: ParsedMatch[];
}

const KNOCKOUT_ROUNDS: Record<string, string> = {
  'round of 32': '1/16决赛',
  'round of 16': '1/8决赛',
  'quarter-finals': '1/4决赛',
  'semi-finals': '半决赛',
  'match for third place': '季军赛',
  'third place play-off': '季军赛',
  final: '决赛',
};

function parseRound(nameEn: string, kind: CompetitionDef['kind'], order: number): ParsedRound {
  const day = /^matchday\s+(\d+)$/i.exec(nameEn.trim());
  if (day) {
    const n = Number(day[1]);
    return kind === 'cup'
      ? { nameEn, name: `小组赛第${n}比赛日`, kind: 'group', sort: n }
      : { nameEn, name: `第${n}轮`, kind: 'league', sort: n };
  }
  const knockout = KNOCKOUT_ROUNDS[nameEn.trim().toLowerCase()];
  return { nameEn, name: knockout ?? nameEn, kind: knockout ? 'knockout' : kind === 'cup' ? 'knockout' : 'league', sort: 1000 + order };
}

const STATUS_STATES: Record<string, number> = {
  postponed: FOOTBALL_STATE.postponed,
  cancelled: FOOTBALL_STATE.cancelled,
  canceled: FOOTBALL_STATE.cancelled,
  abandoned: FOOTBALL_STATE.abandoned,
  suspended: FOOTBALL_STATE.interrupted,
};

function goalsOf(m: RawMatch): ParsedGoal[] {
  const tagged = [
    ...(m.goals1 ?? []).map((g, i) => ({ g, side: 'home' as const, i })),
    ...(m.goals2 ?? []).map((g, i) => ({ g, side: 'away' as const, i: 100 + i })),
  ].sort((a, b) => a.g.minute - b.g.minute || (a.g.offset ?? 0) - (b.g.offset ?? 0) || a.i - b.i);
  const score: Pair = [0, 0];
  return tagged.map(({ g, side }) => {
    score[side === 'home' ? 0 : 1] += 1;
    return {
      type: g.owngoal ? 'own_goal' : g.penalty ? 'penalty' : 'goal',
      side,
      minute: g.minute,
      addedMinute: g.offset ?? null,
      playerName: g.name?.trim() || null,
      score: [score[0], score[1]],
    };
  });
}

function halfTime(m: RawMatch, goals: ParsedGoal[]): Pair | null {
  const s = m.score ?? {};
  if (s.ht) return s.ht;
  if (!s.ft) return null;
  if (s.ft[0] === 0 && s.ft[1] === 0) return [0, 0];
  if (m.goals1 || m.goals2) {
    const first = goals.filter((g) => g.minute <= 45);
    return [first.filter((g) => g.side === 'home').length, first.filter((g) => g.side === 'away').length];
  }
  return null;
}

function identify(file: string, name: string): { competition: CompetitionDef; seasonName: string; startYear: number } {
  const base = path.basename(file).toLowerCase();
  const competition =
    COMPETITIONS.find((c) => base.includes(`_${c.code}.json`) || base.startsWith(`${c.code}_`)) ??
    (/world\s*cup/i.test(name) ? COMPETITIONS.find((c) => c.code === 'worldcup') : undefined);
  if (!competition) throw new Error(`无法识别赛事：${path.basename(file)}（支持 ${COMPETITIONS.map((c) => c.code).join('、')}）`);
  const split = /(\d{4})-(\d{2})/.exec(base) ?? /(\d{4})\/(\d{2})/.exec(name);
  if (split) return { competition, seasonName: `${split[1]}/${split[2]}`, startYear: Number(split[1]) };
  const year = /\d{4}/.exec(base) ?? /\d{4}/.exec(name);
  if (!year) throw new Error(`无法从文件名识别赛季：${path.basename(file)}`);
  return { competition, seasonName: year[0], startYear: Number(year[0]) };
}

/** Parses the text of an openfootball season file named `file`. */
export function parseOpenfootball(file: string, text: string): ParsedSeason {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new Error(`文件不是有效的 JSON：${path.basename(file)}`);
  }
  const parsed = ZFile.safeParse(json);
  if (!parsed.success) {
    const [issue] = parsed.error.issues;
    throw new Error(`文件格式不正确${issue ? `：${issue.path.join('.')} ${issue.message}` : ''}`);
  }
  const { competition, seasonName, startYear } = identify(file, parsed.data.name);
  const rounds = new Map<string, ParsedRound>();
  const teams = new Set<string>();
  const matches = parsed.data.matches.map((m): ParsedMatch => {
    if (!rounds.has(m.round)) rounds.set(m.round, parseRound(m.round, competition.kind, rounds.size));
    teams.add(m.team1.trim());
    teams.add(m.team2.trim());
    const homeEn = teamName(m.team1).en;
    const awayEn = teamName(m.team2).en;
    const goals = goalsOf(m);
    const ft = m.score?.ft ?? null;
    const status = m.status?.toLowerCase();
    const state = ft
      ? FOOTBALL_STATE.finished
      : status
        ? (STATUS_STATES[status] ?? FOOTBALL_STATE.toBeDetermined)
        : FOOTBALL_STATE.notStarted;
    return {
      sourceKey: `openfootball:${competition.code}:${seasonName}:${m.round}:${homeEn}:${awayEn}`,
      roundNameEn: m.round,
      groupName: m.group ? m.group.replace(/^group\s+/i, '').trim() + '组' : null,
      homeEn: m.team1.trim(),
      awayEn: m.team2.trim(),
      // A match without a time (a postponed one) is placed at local midnight of its date.
      kickoffAt: zonedTimeToUtc(m.date, m.time ?? '00:00', competition.timeZone),
      state,
      venue: m.ground?.trim() || null,
      ft,
      ht: halfTime(m, goals),
      et: m.score?.et ?? null,
      penalties: m.score?.p ?? null,
      hasGoalList: m.goals1 !== undefined || m.goals2 !== undefined,
      goals,
    };
  });
  return { competition, seasonName, startYear, rounds: [...rounds.values()], teams: [...teams], matches };
}

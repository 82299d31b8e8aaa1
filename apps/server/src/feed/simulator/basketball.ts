import { BASKETBALL_STATE } from '@sports/contracts';
import type { LiveColumns, Side } from '../../modules/sports';
import { SIM_BOOKMAKERS } from './leagues';
import { basketballLines, type PlanQuote } from './odds';
import { finishPlan, HOUR, MINUTE, OPENING_OFFSET, squadLineups, type MatchPlan, type PlanInput, type PlanStep } from './plan';
import { rngFor, type Rng } from './rng';
import type { SquadPlayer } from './squads';

const QUARTER_STATE = [BASKETBALL_STATE.q1, BASKETBALL_STATE.q2, BASKETBALL_STATE.q3, BASKETBALL_STATE.q4];
const QUARTER_OVER = [BASKETBALL_STATE.q1Over, BASKETBALL_STATE.q2Over, BASKETBALL_STATE.q3Over];
const QUARTER_NAMES = ['第一节', '第二节', '第三节', '第四节'];
/** Points a side scores in a quarter of an even game (NBA; FIBA quarters are 10/12 of it). */
export const NBA_QUARTER_POINTS = 28.5;
const BREAK = 2 * MINUTE;
const HALF_TIME = 15 * MINUTE;
const USAGE: Record<string, number> = { PG: 1.3, SG: 1.4, SF: 1.2, PF: 1.0, C: 0.9, G: 0.7, F: 0.7 };

interface Line {
  pts: number;
  fgm: number;
  fga: number;
  tpm: number;
  tpa: number;
  ftm: number;
  fta: number;
  reb: number;
  oreb: number;
  ast: number;
  stl: number;
  blk: number;
  tov: number;
  pf: number;
}
const emptyLine = (): Line => ({
  pts: 0,
  fgm: 0,
  fga: 0,
  tpm: 0,
  tpa: 0,
  ftm: 0,
  fta: 0,
  reb: 0,
  oreb: 0,
  ast: 0,
  stl: 0,
  blk: 0,
  tov: 0,
  pf: 0,
});

/** Home court is worth about two and a half points in a 48-minute game. */
const HOME_EDGE = 2.5;
/** The most a strength gap adds: even the widest NBA/CBA mismatches are priced near 15 points. */
const MISMATCH_POINTS = 12;

/**
 * The home side's expected winning margin over 48 minutes from the strength ratio: it saturates
 * (tanh of the log ratio), so the widest mismatch stays about ±15 as real spreads do.
 */
export function expectedGameMargin(ratio: number): number {
  return HOME_EDGE + MISMATCH_POINTS * Math.tanh(1.2 * Math.log(ratio));
}

/**
 * Plans a basketball game: quarters of `quarterMinutes` on a running clock (two-minute breaks,
 * fifteen at half time), five-minute overtimes while the score is level, baskets of 1-3 points
 * timed on the game clock, team and player box scores at every quarter's end.
 */
export function planBasketball(input: PlanInput): MatchPlan {
  const rng = rngFor(input.seed, 'basketball', input.key);
  const q = (input.quarterMinutes ?? 12) * 60;
  const scale = q / 720;
  const { home, away } = input;
  const expectedMargin = expectedGameMargin(home.strength / away.strength) * scale;
  const mean = {
    home: NBA_QUARTER_POINTS * scale + expectedMargin / 8,
    away: NBA_QUARTER_POINTS * scale - expectedMargin / 8,
  };
  const steps: PlanStep[] = [];
  const drift = { value: 0 };
  const expectedTotal = (mean.home + mean.away) * 4;
  steps.push({ at: OPENING_OFFSET, odds: quotes(rng, expectedMargin, expectedTotal, 'open', drift) });
  for (const h of [-36, -20, -10, -4, -1.5, -0.5]) {
    drift.value += rng.normal(0, 0.8);
    steps.push({ at: h * HOUR + rng.int(-15, 15) * MINUTE, odds: quotes(rng, expectedMargin, expectedTotal, 'live', drift, 0.6) });
  }
  if (rng.chance(0.01)) {
    steps.push({
      at: -2 * HOUR,
      match: { state: BASKETBALL_STATE.delayed },
      text: [{ minute: null, type: 'state', side: null, content: '比赛推迟', homeScore: 0, awayScore: 0 }],
    });
    return finishPlan(steps, -2 * HOUR);
  }
  const team = (s: Side) => (s === 'home' ? home : away);
  steps.push({
    at: -HOUR,
    match: { home_coach: home.coach, away_coach: away.coach },
    lineups: squadLineups(home, away, 5, 0),
  });

  const quarters: Record<Side, number[]> = { home: [], away: [] };
  const total = { home: 0, away: 0 };
  const box: Record<string, Line> = {};
  const teamBox = { home: emptyLine(), away: emptyLine() };
  const lineOf = (key: string) => (box[key] ??= emptyLine());
  const minutesOf: Record<string, number> = {};
  let start = 0;

  for (let period = 0; ; period++) {
    const overtime = period >= 4;
    const length = overtime ? 300 : q;
    const state = overtime ? BASKETBALL_STATE.overtime : QUARTER_STATE[period];
    const name = overtime ? `加时${period - 3}` : QUARTER_NAMES[period];
    quarters.home.push(0);
    quarters.away.push(0);
    /** Points of this period so far (the last entry of `quarters`). */
    const inPeriod = { home: 0, away: 0 };
    const cols = (timeLeft: number, at: number): LiveColumns => ({
      home_score: total.home,
      away_score: total.away,
      home_quarter_scores: JSON.stringify(quarters.home),
      away_quarter_scores: JSON.stringify(quarters.away),
      time_left: timeLeft,
      time_left_at: input.kickoffAt + at,
    });
    steps.push({
      at: start,
      match: { state, period_start_at: input.kickoffAt + start, ...cols(length, start) },
      text: [{ minute: null, type: 'state', side: null, content: `${name}开始`, homeScore: total.home, awayScore: total.away }],
    });

    // Baskets of both sides on the game clock.
    const baskets: { side: Side; t: number; pts: number; shooter: SquadPlayer; three: boolean; assist: string | null }[] = [];
    for (const side of ['home', 'away'] as Side[]) {
      const target = Math.max(4, Math.round(rng.normal(mean[side] * (length / q), 4 * Math.sqrt(length / q))));
      const squad = team(side).squad;
      for (let pts = 0; pts < target;) {
        const r = rng.next();
        const value = target - pts === 1 || r < 0.14 ? 1 : r < 0.42 ? 3 : 2;
        const shooter = rng.weighted(squad, (p) => (USAGE[p.position] ?? 0.5) * (squad.indexOf(p) < 5 ? 2.2 : 1));
        const assist = value > 1 && rng.chance(0.6) ? rng.pick(squad.filter((p) => p !== shooter)).key : null;
        baskets.push({ side, t: rng.int(3, length - 1), pts: value, shooter, three: value === 3, assist });
        pts += value;
      }
    }
    baskets.sort((a, b) => a.t - b.t);
    for (const b of baskets) {
      const at = start + b.t * 1000;
      inPeriod[b.side] += b.pts;
      quarters[b.side][period] = inPeriod[b.side];
      total[b.side] += b.pts;
      for (const line of [lineOf(b.shooter.key), teamBox[b.side]]) {
        line.pts += b.pts;
        if (b.pts === 1) {
          line.ftm++;
          line.fta++;
        } else {
          line.fgm++;
          line.fga++;
          if (b.three) {
            line.tpm++;
            line.tpa++;
          }
        }
      }
      if (b.assist) {
        lineOf(b.assist).ast++;
        teamBox[b.side].ast++;
      }
      // Misses, rebounds and the rest of the box score grow with the made baskets.
      missesAndMore(rng, b.side === 'home' ? home.squad.map((p) => p.key) : away.squad.map((p) => p.key), lineOf, teamBox[b.side], b.three);
      const step: PlanStep = { at, match: cols(length - b.t, b.t * 1000 + start) };
      if (b.pts === 3 || rng.chance(0.15)) {
        step.text = [
          {
            minute: null,
            type: b.pts === 3 ? 'three' : 'score',
            side: b.side,
            content: `${name} ${clock(length - b.t)} ${team(b.side).name} ${b.shooter.name} ${b.pts === 3 ? '三分命中' : b.pts === 1 ? '罚球命中' : '投篮命中'}，比分 ${total.home}-${total.away}`,
            homeScore: total.home,
            awayScore: total.away,
          },
        ];
      }
      steps.push(step);
    }
    // Clock ticks every minute of game time, in-play lines every three.
    for (let t = 60; t < length; t += 60) {
      steps.push({ at: start + t * 1000 + 500, match: { time_left: length - t, time_left_at: input.kickoffAt + start + t * 1000 + 500 } });
      if (t % 180 === 0) {
        const played = Math.min(4, period + t / length);
        const remaining = Math.max(0.05, (4 - played) / 4);
        const sofar = scoreAt(baskets, t);
        const lead = total.home - inPeriod.home + sofar.home - (total.away - inPeriod.away + sofar.away);
        const pts = total.home - inPeriod.home + sofar.home + total.away - inPeriod.away + sofar.away;
        steps.push({
          at: start + t * 1000 + 700,
          odds: quotes(rng, lead + expectedMargin * remaining, pts + expectedTotal * remaining, 'inplay', { value: 0 }, 0.7),
        });
      }
    }
    for (const squad of [home.squad, away.squad])
      squad.forEach((p, i) => (minutesOf[p.key] = (minutesOf[p.key] ?? 0) + (length / 60) * rngShare(rng, i)));
    start += length * 1000;
    const last = period >= 3 && total.home !== total.away;
    // Between the fourth quarter and overtime (and between overtimes) the state stays put with the clock at zero.
    const after = last ? BASKETBALL_STATE.finished : period < 3 ? QUARTER_OVER[period] : state;
    const match: LiveColumns = { state: after, time_left: 0, time_left_at: input.kickoffAt + start };
    if (last) match.period_start_at = null;
    steps.push({
      at: start,
      match,
      stats: teamStats(teamBox),
      playerStats: playerStats(
        home.squad.map((p) => p.key),
        away.squad.map((p) => p.key),
        box,
        minutesOf,
      ),
      text: [
        {
          minute: null,
          type: 'state',
          side: null,
          content: last
            ? `全场比赛结束，${home.name} ${total.home}-${total.away} ${away.name}`
            : `${name}结束，比分 ${total.home}-${total.away}`,
          homeScore: total.home,
          awayScore: total.away,
        },
      ],
    });
    if (last) break;
    start += period === 1 ? HALF_TIME : BREAK;
  }
  return finishPlan(steps, start);
}

const clock = (s: number) => `${String(Math.floor(s / 60)).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`;
/** Share of a period a roster spot plays: starters most of it, the deep bench little. */
const rngShare = (rng: Rng, index: number) =>
  index < 5 ? 0.68 + rng.next() * 0.1 : index < 9 ? 0.3 + rng.next() * 0.15 : rng.next() * 0.12;

function scoreAt(baskets: { side: Side; t: number; pts: number }[], t: number) {
  const out = { home: 0, away: 0 };
  for (const b of baskets) if (b.t <= t) out[b.side] += b.pts;
  return out;
}

function missesAndMore(rng: Rng, keys: string[], lineOf: (k: string) => Line, team: Line, three: boolean) {
  const shooter = lineOf(rng.pick(keys.slice(0, 8)));
  for (const line of [shooter, team]) {
    line.fga += rng.chance(0.95) ? 1 : 0;
    if (three) line.tpa += rng.chance(0.75) ? 1 : 0;
    if (rng.chance(0.2)) line.fta++;
  }
  const rebounder = lineOf(rng.weighted(keys.slice(0, 10), (k) => (keys.indexOf(k) % 5 >= 3 ? 2 : 1)));
  rebounder.reb++;
  team.reb++;
  if (rng.chance(0.25)) {
    rebounder.oreb++;
    team.oreb++;
  }
  for (const [field, p] of [
    ['stl', 0.14],
    ['blk', 0.09],
    ['tov', 0.25],
    ['pf', 0.35],
  ] as const) {
    if (rng.chance(p)) {
      lineOf(rng.pick(keys.slice(0, 9)))[field]++;
      team[field]++;
    }
  }
}

function teamStats(b: { home: Line; away: Line }) {
  const pair = (f: keyof Line) => ({ home: b.home[f], away: b.away[f] });
  return [
    { type: 'field_goals', ...pair('fgm') },
    { type: 'field_goals_total', ...pair('fga') },
    { type: 'three_points', ...pair('tpm') },
    { type: 'three_points_total', ...pair('tpa') },
    { type: 'free_throws', ...pair('ftm') },
    { type: 'free_throws_total', ...pair('fta') },
    { type: 'rebounds', ...pair('reb') },
    { type: 'assists', ...pair('ast') },
    { type: 'steals', ...pair('stl') },
    { type: 'blocks', ...pair('blk') },
    { type: 'turnovers', ...pair('tov') },
    { type: 'bk_fouls', ...pair('pf') },
  ];
}

function playerStats(homeKeys: string[], awayKeys: string[], box: Record<string, Line>, minutes: Record<string, number>) {
  return [...homeKeys.map((k) => ['home', k] as const), ...awayKeys.map((k) => ['away', k] as const)].map(([side, key]) => {
    const l = box[key] ?? emptyLine();
    return {
      side,
      playerKey: key,
      minutes_played: Math.round(minutes[key] ?? 0),
      points: l.pts,
      field_goals_scored: l.fgm,
      field_goals_total: Math.max(l.fgm, l.fga),
      three_points_scored: l.tpm,
      three_points_total: Math.max(l.tpm, l.tpa),
      free_throws_scored: l.ftm,
      free_throws_total: Math.max(l.ftm, l.fta),
      rebounds: l.reb,
      offensive_rebounds: l.oreb,
      defensive_rebounds: l.reb - l.oreb,
      assists: l.ast,
      steals: l.stl,
      blocks: l.blk,
      turnovers: l.tov,
      fouls: Math.min(6, l.pf),
    };
  });
}

function quotes(rng: Rng, margin: number, total: number, phase: 'open' | 'live' | 'inplay', drift = { value: 0 }, share = 1): PlanQuote[] {
  const out: PlanQuote[] = [];
  for (const [i, b] of SIM_BOOKMAKERS.entries()) {
    if (i > 0 && !rng.chance(share)) continue;
    const lines = basketballLines(margin + drift.value + rng.normal(0, 0.4), total + drift.value * 0.5 + rng.normal(0, 0.8), {
      margin: b.margin,
      bias: b.bias,
    });
    out.push(
      {
        bookmaker: b.code,
        market: 'handicap',
        phase,
        home: lines.handicap.home,
        draw: null,
        away: lines.handicap.away,
        line: lines.handicap.line,
      },
      {
        bookmaker: b.code,
        market: 'overunder',
        phase,
        home: lines.total.over,
        draw: null,
        away: lines.total.under,
        line: lines.total.line,
      },
    );
    if (phase === 'open') out.push(...out.slice(-2).map((q) => ({ ...q, phase: 'live' as const })));
  }
  return out;
}

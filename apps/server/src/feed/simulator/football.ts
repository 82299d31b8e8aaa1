import { FOOTBALL_STATE, type TIncidentType } from '@sports/contracts';
import type { LiveColumns, Side } from '../../modules/sports';
import { SIM_BOOKMAKERS } from './leagues';
import { asianHandicap, europeOdds, overUnder, resultProbabilities, type PlanQuote } from './odds';
import {
  finishPlan,
  HOUR,
  MINUTE,
  OPENING_OFFSET,
  squadLineups,
  type MatchPlan,
  type PlanInput,
  type PlanStep,
  type PlanTeam,
} from './plan';
import { rngFor, type Rng } from './rng';
import type { SquadPlayer } from './squads';

/** Average goals the simulator aims at: home and away sides of an even match (≈2.7 a match). */
export const HOME_GOALS = 1.5;
export const AWAY_GOALS = 1.2;

/** When an event happens and to which side. */
interface EvTime {
  side: Side;
  half: 1 | 2;
  /** Minute within the half, 1-based (46+ is stoppage time of a half). */
  m: number;
  sec: number;
}
/** A drawn event: the kinds about a player name him, a goal may name its assist, a substitution both players. */
type Ev = EvTime &
  (
    | { kind: 'goal' | 'own_goal' | 'penalty'; player: SquadPlayer; related?: SquadPlayer }
    | { kind: 'missed_penalty' | 'yellow' | 'red' | 'shot' | 'shot_on'; player: SquadPlayer }
    | { kind: 'substitution'; player: SquadPlayer; related: SquadPlayer }
    | { kind: 'corner' | 'var' }
  );

const SCORER_WEIGHT: Record<string, number> = {
  ST: 6,
  LW: 3.5,
  RW: 3.5,
  AM: 3,
  MR: 1.6,
  MC: 1.4,
  DM: 0.6,
  DC: 0.5,
  DL: 0.4,
  DR: 0.4,
  GK: 0,
};
const other = (s: Side): Side => (s === 'home' ? 'away' : 'home');

/** The running tally of a match, per side: goals, cards and corners. */
type Tally = Record<`${Side}_${'score' | 'red' | 'yellow' | 'corner'}`, number>;

/** Display minute and stoppage offset of a minute of a half: first half 47 → 45 (+2). */
function clockMinute(half: 1 | 2, m: number): { minute: number; added: number | null } {
  const base = half === 1 ? 0 : 45;
  return m > 45 ? { minute: base + 45, added: m - 45 } : { minute: base + m, added: null };
}

/** Plans a football match: pre-match odds, lineups, then 90 minutes plus stoppage time, minute by minute. */
export function planFootball(input: PlanInput): MatchPlan {
  const rng = rngFor(input.seed, 'football', input.key);
  const { home, away } = input;
  const ratio = home.strength / away.strength;
  const lambda = { home: HOME_GOALS * Math.pow(ratio, 0.9), away: AWAY_GOALS / Math.pow(ratio, 0.9) };
  const steps: PlanStep[] = [];
  const team = (s: Side) => (s === 'home' ? home : away);

  // Pre-match: opening odds, drifting lines, lineups an hour before.
  const drift = { value: 0 };
  steps.push({ at: OPENING_OFFSET, odds: quotes(rng, lambda, 0, 0, 1, 'open', drift) });
  for (const at of [-48, -30, -20, -12, -6, -3, -1.5, -0.5].map((h) => h * HOUR + rng.int(-20, 20) * MINUTE)) {
    drift.value += rng.normal(0, 0.04);
    steps.push({ at, odds: quotes(rng, lambda, 0, 0, 1, 'live', drift, 0.55) });
  }
  if (rng.chance(0.012)) {
    steps.push({
      at: -2 * HOUR,
      match: { state: FOOTBALL_STATE.postponed },
      text: [{ minute: null, type: 'state', side: null, content: '比赛推迟', homeScore: 0, awayScore: 0 }],
    });
    return finishPlan(steps, -2 * HOUR);
  }
  steps.push({
    at: -HOUR,
    match: {
      home_formation: '4-3-3',
      away_formation: rng.pick(['4-3-3', '4-2-3-1', '4-4-2', '3-5-2']),
      home_coach: home.coach,
      away_coach: away.coach,
    },
    lineups: squadLineups(home, away, 11, 5),
    text: [
      { minute: null, type: 'lineup', side: null, content: `双方首发阵容公布：${home.name} vs ${away.name}`, homeScore: 0, awayScore: 0 },
    ],
  });

  const added = { 1: rng.int(1, 4), 2: rng.int(2, 7) } as const;
  const secondStart = (45 + added[1] + 15) * MINUTE;
  const end = secondStart + (45 + added[2]) * MINUTE;
  const timeOf = (half: 1 | 2, m: number, sec: number) => (half === 1 ? 0 : secondStart) + (m - 1) * MINUTE + sec * 1000;
  const events = drawEvents(rng, input, lambda, added);

  // Walk the match in time order, keeping the running state.
  const st: Tally = {
    home_score: 0,
    away_score: 0,
    home_red: 0,
    away_red: 0,
    home_yellow: 0,
    away_yellow: 0,
    home_corner: 0,
    away_corner: 0,
  };
  const counts = { shots: { home: 0, away: 0 }, on: { home: 0, away: 0 } };
  const booked = new Set<string>();
  const sentOff = { home: 0, away: 0 };
  const scored: Record<string, { goals: number; assists: number; shots: number; on: number; yellow: number; red: number }> = {};
  const pstat = (p: SquadPlayer) => (scored[p.key] ??= { goals: 0, assists: 0, shots: 0, on: 0, yellow: 0, red: 0 });
  const score = () => ({ homeScore: st.home_score, awayScore: st.away_score });

  steps.push({
    at: 0,
    match: { state: FOOTBALL_STATE.firstHalf, period_start_at: input.kickoffAt, minute: 1, added_time: null, ...st },
    text: [{ minute: 1, type: 'state', side: null, content: `比赛开始，${home.name} 主场迎战 ${away.name}`, homeScore: 0, awayScore: 0 }],
  });
  for (const half of [1, 2] as const) {
    // Minute ticks, statistics and odds interleave with the events in time order, so each sees the running state.
    const actions: { at: number; run: () => void }[] = [];
    for (let m = half === 1 ? 2 : 1; m <= 45 + added[half]; m++) {
      actions.push({
        at: timeOf(half, m, 0),
        run: () => {
          const match: LiveColumns = { minute: clockMinute(half, m).minute + Math.max(0, m - 45) };
          if (half === 2 && m === 1)
            Object.assign(match, { state: FOOTBALL_STATE.secondHalf, period_start_at: input.kickoffAt + secondStart, added_time: null });
          const step: PlanStep = { at: timeOf(half, m, 0), match };
          if (half === 2 && m === 1) step.text = [{ minute: 46, type: 'state', side: null, content: '下半场开始', ...score() }];
          if (m === 45) {
            match.added_time = added[half];
            step.text = [
              {
                minute: half * 45,
                type: 'added_time',
                side: null,
                content: `${half === 1 ? '上' : '下'}半场补时 ${added[half]} 分钟`,
                ...score(),
              },
            ];
          }
          steps.push(step);
        },
      });
      if (m % 5 === 0 || (half === 2 && m === 1))
        actions.push({
          at: timeOf(half, m, 20),
          run: () => steps.push({ at: timeOf(half, m, 20), stats: statsAt(rng, input, half, m, st, counts) }),
        });
      if (m % 5 === 3)
        actions.push({
          at: timeOf(half, m, 40),
          run: () => steps.push({ at: timeOf(half, m, 40), odds: inPlay(rng, lambda, half, m, st, sentOff) }),
        });
    }
    for (const ev of events.filter((e) => e.half === half)) actions.push({ at: timeOf(half, ev.m, ev.sec), run: () => playEvent(ev) });
    actions.sort((a, b) => a.at - b.at);
    for (const a of actions) a.run();
    if (half === 1) {
      steps.push({
        at: timeOf(1, 45 + added[1], 59),
        match: {
          state: FOOTBALL_STATE.halfTime,
          period_start_at: null,
          home_half_score: st.home_score,
          away_half_score: st.away_score,
          added_time: null,
        },
        text: [
          {
            minute: 45,
            type: 'state',
            side: null,
            content: `上半场结束，${home.name} ${st.home_score}-${st.away_score} ${away.name}`,
            ...score(),
          },
        ],
      });
    }
  }

  function playEvent(ev: Ev) {
    const half = ev.half;
    const at = timeOf(half, ev.m, ev.sec);
    const { minute, added: addedMinute } = clockMinute(half, ev.m);
    const t = team(ev.side);
    const step: PlanStep = { at };
    const incident = (type: TIncidentType, player: SquadPlayer | undefined, related?: SquadPlayer) => ({
      seq: 0,
      type,
      side: ev.side,
      minute,
      addedMinute,
      playerName: player?.name ?? null,
      playerKey: player?.key ?? null,
      relatedPlayerName: related?.name ?? null,
      relatedPlayerKey: related?.key ?? null,
      ...score(),
    });
    const line = (type: string, content: string) => ({ minute: minute + (addedMinute ?? 0), type, side: ev.side, content, ...score() });
    switch (ev.kind) {
      case 'goal':
      case 'penalty':
      case 'own_goal': {
        st[`${ev.side}_score`]++;
        counts.shots[ev.side]++;
        counts.on[ev.side]++;
        if (ev.kind !== 'own_goal') {
          pstat(ev.player).goals++;
          pstat(ev.player).shots++;
          pstat(ev.player).on++;
          if (ev.related) pstat(ev.related).assists++;
        }
        const scorer =
          ev.kind === 'own_goal'
            ? `${team(other(ev.side)).name} ${ev.player.name} 自摆乌龙`
            : `${t.name} ${ev.player.name}${ev.kind === 'penalty' ? ' 点球命中' : ' 破门'}`;
        step.match = { home_score: st.home_score, away_score: st.away_score };
        step.incidents = [incident(ev.kind, ev.player, ev.kind === 'goal' ? ev.related : undefined)];
        step.text = [line(ev.kind, `进球！${scorer}，比分 ${st.home_score}-${st.away_score}`)];
        steps.push({ at: at + 50_000, odds: inPlay(rng, lambda, half, ev.m + 1, st, sentOff, 1) });
        break;
      }
      case 'missed_penalty':
        step.incidents = [incident('missed_penalty', ev.player)];
        step.text = [line('missed_penalty', `${t.name} ${ev.player.name} 罚失点球`)];
        break;
      case 'yellow': {
        const second = booked.has(ev.player.key);
        booked.add(ev.player.key);
        if (second) {
          st[`${ev.side}_red`]++;
          sentOff[ev.side]++;
        }
        st[`${ev.side}_yellow`]++;
        pstat(ev.player).yellow++;
        step.match = { [`${ev.side}_yellow`]: st[`${ev.side}_yellow`], [`${ev.side}_red`]: st[`${ev.side}_red`] };
        step.incidents = [incident(second ? 'second_yellow' : 'yellow', ev.player)];
        step.text = [
          line(
            second ? 'second_yellow' : 'yellow',
            second ? `${t.name} ${ev.player.name} 两黄变一红被罚下` : `${t.name} ${ev.player.name} 吃到黄牌`,
          ),
        ];
        break;
      }
      case 'red':
        st[`${ev.side}_red`]++;
        sentOff[ev.side]++;
        pstat(ev.player).red++;
        step.match = { [`${ev.side}_red`]: st[`${ev.side}_red`] };
        step.incidents = [incident('red', ev.player)];
        step.text = [line('red', `红牌！${t.name} ${ev.player.name} 被直接罚下`)];
        steps.push({ at: at + 40_000, odds: inPlay(rng, lambda, half, ev.m + 1, st, sentOff, 1) });
        break;
      case 'corner':
        st[`${ev.side}_corner`]++;
        step.match = { [`${ev.side}_corner`]: st[`${ev.side}_corner`] };
        if (rng.chance(0.5)) step.text = [line('corner', `${t.name} 获得角球（第 ${st[`${ev.side}_corner`]} 个）`)];
        break;
      case 'substitution':
        step.incidents = [incident('substitution', ev.player, ev.related)];
        step.text = [line('substitution', `${t.name} 换人：${ev.related.name} 替换 ${ev.player.name} 下场`)];
        break;
      case 'var':
        step.incidents = [incident('var', undefined)];
        step.text = [line('var', `VAR 介入检查 ${t.name} 的进攻，裁判维持原判`)];
        break;
      case 'shot':
      case 'shot_on':
        counts.shots[ev.side]++;
        pstat(ev.player).shots++;
        if (ev.kind === 'shot_on') {
          counts.on[ev.side]++;
          pstat(ev.player).on++;
        }
        if (rng.chance(0.25))
          step.text = [line('shot', `${t.name} ${ev.player.name} ${ev.kind === 'shot_on' ? '射门被门将扑出' : '射门偏出'}`)];
        break;
    }
    if (step.match || step.incidents || step.text) steps.push(step);
  }

  const players = (['home', 'away'] as Side[]).flatMap((side) =>
    team(side).squad.map((p, i) => {
      const s = scored[p.key] ?? { goals: 0, assists: 0, shots: 0, on: 0, yellow: 0, red: 0 };
      const minutes = i < 11 ? 90 : rng.chance(0.6) ? rng.int(5, 35) : 0;
      const rating = Math.round(Math.min(10, Math.max(5, rng.normal(6.7, 0.45) + s.goals * 0.9 + s.assists * 0.5 - s.red * 1.5)) * 10);
      return {
        side,
        playerKey: p.key,
        minutes_played: minutes,
        goals: s.goals,
        assists: s.assists,
        shots: s.shots,
        shots_on_target: s.on,
        passes: minutes ? rng.int(10, 70) : 0,
        passes_accurate: 0,
        tackles: minutes ? rng.int(0, 5) : 0,
        saves: p.position === 'GK' && minutes ? counts.on[other(side)] - st[`${other(side)}_score`] : 0,
        yellow: s.yellow,
        red: s.red,
        rating: minutes ? rating : 0,
      };
    }),
  );
  for (const p of players) p.passes_accurate = Math.round(p.passes * (0.7 + rng.next() * 0.22));
  steps.push({
    at: end,
    match: { state: FOOTBALL_STATE.finished, period_start_at: null, added_time: null },
    stats: statsAt(rng, input, 2, 45 + added[2], st, counts),
    playerStats: players,
    text: [
      {
        minute: 90,
        type: 'state',
        side: null,
        content: `全场比赛结束，${home.name} ${st.home_score}-${st.away_score} ${away.name}`,
        ...score(),
      },
    ],
  });
  return finishPlan(steps, end);
}

/** Draws what will happen: goals, cards, corners, shots, substitutions, VAR checks. */
function drawEvents(rng: Rng, input: PlanInput, lambda: { home: number; away: number }, added: { 1: number; 2: number }): Ev[] {
  const events: Ev[] = [];
  const at = (late = 0): Omit<EvTime, 'side'> => {
    const half: 1 | 2 = rng.chance(0.45 - late) ? 1 : 2;
    return { half, m: rng.int(1, 45 + (rng.chance(0.12) ? added[half] : 0)), sec: rng.int(1, 58) };
  };
  for (const side of ['home', 'away'] as Side[]) {
    const t: PlanTeam = side === 'home' ? input.home : input.away;
    const opp: PlanTeam = side === 'home' ? input.away : input.home;
    const outfield = t.squad.slice(0, 11).filter((p) => p.position !== 'GK');
    const weak = t.strength < opp.strength ? 1.15 : 0.9;
    for (let g = rng.poisson(lambda[side]); g > 0; g--) {
      const r = rng.next();
      const kind = r < 0.085 ? 'penalty' : r < 0.115 ? 'own_goal' : 'goal';
      const player = kind === 'own_goal' ? rng.pick(opp.squad.slice(1, 6)) : rng.weighted(outfield, (p) => SCORER_WEIGHT[p.position] ?? 1);
      const related = kind === 'goal' && rng.chance(0.7) ? rng.pick(outfield.filter((p) => p !== player)) : undefined;
      events.push({ kind, side, ...at(0.03), player, related });
      if (rng.chance(0.06)) events.push({ kind: 'var', side: side === 'home' ? 'away' : 'home', ...at() });
    }
    if (rng.chance(0.025))
      events.push({ kind: 'missed_penalty', side, ...at(), player: rng.weighted(outfield, (p) => SCORER_WEIGHT[p.position] ?? 1) });
    for (let n = rng.poisson(1.8 * weak); n > 0; n--) events.push({ kind: 'yellow', side, ...at(-0.1), player: rng.pick(outfield) });
    if (rng.chance(0.06)) events.push({ kind: 'red', side, ...at(-0.1), player: rng.pick(outfield) });
    for (let n = rng.poisson(5 * Math.pow(t.strength / opp.strength, 0.4)); n > 0; n--) events.push({ kind: 'corner', side, ...at() });
    const shots = rng.poisson(10.5 * Math.pow(t.strength / opp.strength, 0.5));
    for (let n = 0; n < shots; n++)
      events.push({
        kind: rng.chance(0.3) ? 'shot_on' : 'shot',
        side,
        ...at(),
        player: rng.weighted(outfield, (p) => SCORER_WEIGHT[p.position] ?? 1),
      });
    const outs = rng.shuffle(outfield.filter((p) => p.position !== 'DC')).slice(0, 5);
    t.squad.slice(12, 17).forEach((sub, i) => {
      const m = i === 0 && rng.chance(0.2) ? 1 : rng.int(10, 44);
      const sec = rng.int(1, 58);
      // A bench player comes on only for an outfield player who can go off.
      const out = outs[i];
      if (out) events.push({ kind: 'substitution', side, half: 2, m, sec, player: out, related: sub });
    });
  }
  // A player is booked before he is sent off for a second yellow: order by time.
  return events.sort((a, b) => a.half - b.half || a.m - b.m || a.sec - b.sec);
}

/** Team statistics after minute `m` of a half, from the running counts plus pressure-based extras. */
function statsAt(
  rng: Rng,
  input: PlanInput,
  half: 1 | 2,
  m: number,
  st: Tally,
  counts: { shots: Record<Side, number>; on: Record<Side, number> },
) {
  const played = (half === 1 ? 0 : 45) + Math.min(m, 45);
  const share = Math.min(70, Math.max(30, Math.round(50 + (input.home.strength - input.away.strength) * 25 + rng.normal(0, 2))));
  const per = (base: number) => Math.round((base * played) / 90);
  const r = (x: number) => Math.max(0, Math.round(x));
  return [
    { type: 'possession', home: share, away: 100 - share },
    { type: 'shots', home: counts.shots.home, away: counts.shots.away },
    { type: 'shots_on_target', home: counts.on.home, away: counts.on.away },
    { type: 'shots_off_target', home: counts.shots.home - counts.on.home, away: counts.shots.away - counts.on.away },
    { type: 'corners', home: st.home_corner, away: st.away_corner },
    { type: 'yellow', home: st.home_yellow, away: st.away_yellow },
    { type: 'red', home: st.home_red, away: st.away_red },
    { type: 'fouls', home: r(per(11) + rng.normal(0, 1)), away: r(per(12) + rng.normal(0, 1)) },
    { type: 'offsides', home: r(per(2)), away: r(per(2)) },
    { type: 'attacks', home: per(100 * (share / 50)), away: per(100 * ((100 - share) / 50)) },
    { type: 'dangerous_attacks', home: per(48 * (share / 50)), away: per(48 * ((100 - share) / 50)) },
    { type: 'free_kicks', home: r(per(12)), away: r(per(11)) },
    { type: 'saves', home: Math.max(0, counts.on.away - st.away_score), away: Math.max(0, counts.on.home - st.home_score) },
  ];
}

function quotes(
  rng: Rng,
  lambda: { home: number; away: number },
  lead: number,
  goals: number,
  remaining: number,
  phase: 'open' | 'live' | 'inplay',
  drift = { value: 0 },
  share = 1,
): PlanQuote[] {
  const out: PlanQuote[] = [];
  for (const [i, b] of SIM_BOOKMAKERS.entries()) {
    if (i > 0 && !rng.chance(share)) continue;
    const jitter = 1 + drift.value + rng.normal(0, 0.015);
    const lh = lambda.home * remaining * jitter;
    const la = (lambda.away * remaining) / jitter;
    const pr = { margin: b.margin, bias: b.bias * 0.5 };
    const eu = europeOdds(resultProbabilities(lh, la, lead), pr);
    const ah = asianHandicap(lh, la, pr);
    const ou = overUnder(goals, lh + la, pr);
    out.push(
      { bookmaker: b.code, market: 'europe', phase, home: eu.home, draw: eu.draw, away: eu.away, line: null },
      { bookmaker: b.code, market: 'handicap', phase, home: ah.home, draw: null, away: ah.away, line: ah.line },
      { bookmaker: b.code, market: 'overunder', phase, home: ou.over, draw: null, away: ou.under, line: ou.line },
    );
    if (phase === 'open') out.push(...out.slice(-3).map((q) => ({ ...q, phase: 'live' as const })));
  }
  return out;
}

/** In-play odds after minute `m` of a half: goals still expected shrink with time and a man down. */
function inPlay(
  rng: Rng,
  lambda: { home: number; away: number },
  half: 1 | 2,
  m: number,
  st: Tally,
  sentOff: Record<Side, number>,
  share = 0.7,
) {
  const played = Math.min(90, (half === 1 ? 0 : 45) + Math.min(m, 45));
  const remaining = Math.max(0.02, (90 - played) / 90);
  const adj = {
    home: lambda.home * Math.pow(0.72, sentOff.home) * Math.pow(1.2, sentOff.away),
    away: lambda.away * Math.pow(0.72, sentOff.away) * Math.pow(1.2, sentOff.home),
  };
  return quotes(rng, adj, st.home_score - st.away_score, st.home_score + st.away_score, remaining, 'inplay', { value: 0 }, share);
}

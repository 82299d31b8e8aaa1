import { BASKETBALL_STATE, FOOTBALL_STATE, addDays, shanghaiDate, shanghaiDayStart, type TMatchStat, type TSport } from '@sports/contracts';
import { itemAt } from '@sports/contracts/indexed';
import {
  type FeedService,
  type IncidentInput,
  type LiveColumns,
  type MatchUpdate,
  type OddsQuote,
  type TextInput,
  teamName,
} from '../../modules/sports';
import type { FeedProvider, FeedLogger } from '../provider';
import { planBasketball } from './basketball';
import { chineseLeague, fixturesOf, lotteryEntries, teamRank, teamStrength, type Fixture } from './calendar';
import { planFootball } from './football';
import { SIM_BOOKMAKERS } from './leagues';
import { halfRound } from './odds';
import { DAY, HOUR, OPENING_OFFSET, type MatchPlan, type PlanInput, type PlanStep } from './plan';
import { coachOf, squadOf } from './squads';

export interface SimulatorOptions {
  seed: number;
  /** 1 = real time; 60 plays a minute in a second. */
  speed: number;
  /** Real clock (tests inject one). */
  realNow?: () => number;
  /** Adds a club friendly every half hour around the clock (FEED_FRIENDLIES). */
  friendlies?: boolean;
  /** Real ms between ticks; default 1000 / min(speed, 4) (at least 250). */
  tickMs?: number;
  /** Days before and after today the calendar covers. */
  daysBack?: number;
  daysAhead?: number;
  log?: FeedLogger;
}

interface Tracked {
  id: number;
  key: string;
  sport: TSport;
  kickoffAt: number;
  /** Feed time of the last step applied (sport_match.updated_at). */
  cursor: number;
  /** Feed time of the next step to apply; Infinity when the plan is played out. */
  nextAt: number;
  input: PlanInput;
  plan?: MatchPlan;
}

/** Steps applied one by one at most; a longer backlog is folded into one update. */
const FOLD_OVER = 12;
const CANCELLED: Record<TSport, number> = { football: FOOTBALL_STATE.cancelled, basketball: BASKETBALL_STATE.cancelled };
const FINAL: Record<TSport, number[]> = {
  football: [FOOTBALL_STATE.finished, FOOTBALL_STATE.abandoned, FOOTBALL_STATE.postponed],
  basketball: [BASKETBALL_STATE.finished, BASKETBALL_STATE.abandoned, BASKETBALL_STATE.delayed],
};
const CLOCK_KEY = 'sim:clock';

/**
 * The default feed: a seeded calendar of real leagues, each match played from a deterministic
 * plan on a clock that runs `speed` times real time. The database is the simulator's memory: a
 * match's `updated_at` is the time of the last step applied, so a restart continues where it
 * stopped without repeating or skipping anything, and the calendar is topped up as days pass.
 */
export function createSimulator(
  feed: FeedService,
  opts: SimulatorOptions,
): FeedProvider & {
  now(): number;
  /** The real time at which this clock showed `feedMs` (exact for times since the last start). */
  wallOf(feedMs: number): number;
  tick(): Promise<void>;
  tracked(): ReadonlyMap<number, Tracked>;
} {
  const realNow = opts.realNow ?? Date.now;
  const speed = opts.speed;
  const daysBack = opts.daysBack ?? 1;
  const daysAhead = opts.daysAhead ?? 7;
  const log = opts.log;
  let anchor = { real: realNow(), virtual: realNow() };
  const tracked = new Map<number, Tracked>();
  const kickoffByKey = new Map<string, number>();
  const ensuredDays = new Set<string>();
  const playersDone = new Set<string>();
  const playerIds = new Map<string, number>();
  let bookmakerIds = new Map<string, number>();
  // Competition and season ids are cached by the feed service; teams are kept here so a team keeps
  // the country of the first competition it was seen in (a league team also plays a cup).
  const teamIds = new Map<string, number>();
  let timer: ReturnType<typeof setInterval> | null = null;
  let running: Promise<void> | null = null;
  let lastSaved = 0;

  const now = () => (speed === 1 ? realNow() : anchor.virtual + (realNow() - anchor.real) * speed);
  const wallOf = (feedMs: number) => (speed === 1 ? feedMs : anchor.real + Math.round((feedMs - anchor.virtual) / speed));

  async function restoreClock() {
    if (speed === 1) return;
    const saved = await feed.queries.getState(CLOCK_KEY);
    const virtual = saved ? (JSON.parse(saved) as { virtual: number }).virtual : realNow();
    // A fast clock resumes where it stopped (paused while the server was down), never behind real time.
    anchor = { real: realNow(), virtual: Math.max(virtual, realNow()) };
  }
  async function saveClock(force = false) {
    if (speed === 1 || (!force && realNow() - lastSaved < 5000)) return;
    lastSaved = realNow();
    await feed.queries.setState(CLOCK_KEY, JSON.stringify({ virtual: now(), speed, seed: opts.seed }), realNow());
  }

  function planInput(f: Fixture): PlanInput {
    const team = (en: string) => ({
      key: en,
      name: teamName(en).shortName,
      strength: teamStrength(opts.seed, f.league, en),
      squad: squadOf(opts.seed, f.competition.sport, en, chineseLeague(f.league)),
      coach: coachOf(opts.seed, f.competition.sport, en, chineseLeague(f.league)),
    });
    return {
      seed: opts.seed,
      key: f.key,
      kickoffAt: f.kickoffAt,
      home: team(f.home),
      away: team(f.away),
      quarterMinutes: f.league.quarterMinutes,
    };
  }
  const makePlan = (t: Tracked) => (t.sport === 'football' ? planFootball(t.input) : planBasketball(t.input));
  const nextStepAt = (t: Tracked, plan: MatchPlan) => {
    const s = plan.steps.find((x) => t.kickoffAt + x.at > t.cursor);
    return s ? t.kickoffAt + s.at : Infinity;
  };

  /** Creates the matches of a Beijing date (once) with their teams, squads, seasons and lottery numbers. */
  async function ensureDay(date: string) {
    if (ensuredDays.has(date)) return;
    const stamp = realNow();
    const fixtures = fixturesOf(opts.seed, date, opts.friendlies);
    const rows = [];
    for (const f of fixtures) {
      const c = f.competition;
      const competitionId = await feed.ensureCompetition(c, stamp);
      const season = seasonOf(c.code, date);
      const seasonId = await feed.ensureSeason(competitionId, season.name, season.startYear, stamp);
      const missing = [f.home, f.away].filter((en) => !teamIds.has(`${c.sport}:${en}`));
      if (missing.length) {
        const ids = await feed.ensureTeams(
          c.sport,
          missing.map((en) => ({ ...teamName(en), en: teamName(en).en, country: c.kind === 'league' ? c.country : null })),
          stamp,
        );
        for (const en of missing) teamIds.set(`${c.sport}:${en}`, ids.of(teamName(en).en));
      }
      const teamId = (en: string) => {
        const id = teamIds.get(`${c.sport}:${en}`);
        // Both teams of the fixture were stored just above, or on an earlier day.
        if (id === undefined) throw new Error(`simulator: team ${c.sport}:${en} was not stored`);
        return id;
      };
      for (const en of [f.home, f.away]) {
        const teamKey = `${c.sport}:${en}`;
        if (playersDone.has(teamKey)) continue;
        const squad = squadOf(opts.seed, c.sport, en, chineseLeague(f.league));
        const ids = await feed.ensurePlayers(
          c.sport,
          squad.map((p) => ({
            sourceKey: `sim${opts.seed}:${c.sport}:${p.key}`,
            teamId: teamId(en),
            name: p.name,
            nameEn: p.nameEn,
            shirtNumber: p.shirtNumber,
            position: p.position,
            country: null,
          })),
          stamp,
        );
        for (const p of squad) playerIds.set(`${c.sport}:${p.key}`, ids.of(`sim${opts.seed}:${c.sport}:${p.key}`));
        playersDone.add(teamKey);
      }
      rows.push({
        source_key: f.key,
        sport: c.sport,
        competition_id: competitionId,
        season_id: seasonId,
        home_team_id: teamId(f.home),
        away_team_id: teamId(f.away),
        state: 1,
        kickoff_at: f.kickoffAt,
        home_score: 0,
        away_score: 0,
        home_rank: teamRank(f.league, c, f.home),
        away_rank: teamRank(f.league, c, f.away),
        home_yellow: c.sport === 'football' ? 0 : null,
        away_yellow: c.sport === 'football' ? 0 : null,
        home_red: c.sport === 'football' ? 0 : null,
        away_red: c.sport === 'football' ? 0 : null,
        home_corner: c.sport === 'football' ? 0 : null,
        away_corner: c.sport === 'football' ? 0 : null,
        // Nothing of the plan applied yet: the cursor sits before the opening odds.
        updated_at: f.kickoffAt + OPENING_OFFSET - 1,
      });
    }
    const stored = await feed.ensureMatches(rows, stamp);
    for (const f of fixtures) {
      const row = stored.of(f.key);
      if (tracked.has(row.id)) continue;
      const t: Tracked = {
        id: row.id,
        key: f.key,
        sport: f.competition.sport,
        kickoffAt: f.kickoffAt,
        cursor: row.updatedAt,
        nextAt: 0,
        input: planInput(f),
      };
      const plan = makePlan(t);
      t.nextAt = nextStepAt(t, plan);
      t.plan = plan;
      tracked.set(t.id, t);
      kickoffByKey.set(t.key, t.kickoffAt);
      // What is already due (opening odds, a finished match) is stored now, quietly, with the plan in hand.
      if (t.nextAt <= now()) await advance(t, now(), false);
      else if (t.nextAt - now() >= 3 * HOUR) t.plan = undefined;
    }
    await retireStrays(date, new Set(fixtures.map((f) => f.key)));
    await ensureLottery(date, stored);
    ensuredDays.add(date);
  }

  /** Matches of this seed and date that an older calendar created and this one no longer plays are cancelled, not left hanging. */
  async function retireStrays(date: string, keys: Set<string>) {
    const day = shanghaiDayStart(date);
    const strays = (await feed.queries.matchesByPrefix(`sim${opts.seed}:${date}:`, day - DAY, day + 2 * DAY)).filter(
      // Found by source key prefix, so every one has a key.
      (m) => m.source_key !== null && !keys.has(m.source_key) && m.state !== CANCELLED[m.sport] && !FINAL[m.sport].includes(m.state),
    );
    for (const m of strays)
      await feed.applyMatchUpdate({ matchId: Number(m.id), at: now(), match: { state: CANCELLED[m.sport] } }, { publish: false });
  }

  async function ensureLottery(date: string, ids: Map<string, { id: number }>) {
    const entries = lotteryEntries(opts.seed, date, (f) => {
      const input = planInput(f);
      const d = (input.home.strength - input.away.strength) * (f.competition.sport === 'football' ? 1.6 : 14);
      if (f.competition.sport === 'basketball') return -halfRound(d) || -0.5;
      // 竞彩/北单 让球 is a whole goal: the favourite gives one (or more).
      const goals = Math.max(1, Math.round(Math.abs(d)));
      return d >= 0 ? -goals : goals;
    });
    const issues = new Map<string, typeof entries>();
    for (const e of entries) issues.set(`${e.code}:${e.issue}`, [...(issues.get(`${e.code}:${e.issue}`) ?? []), e]);
    for (const list of issues.values()) {
      const e0 = itemAt(list, 0, 'lottery issue entries');
      await feed.ensureLotteryIssue(
        e0.code,
        e0.issue,
        e0.saleStartAt,
        e0.saleEndAt,
        // An issue lists only fixtures that are stored as matches.
        list.flatMap((e) => {
          const match = ids.get(e.fixtureKey);
          if (!match) return [];
          const saleEndAt = Math.min(e.saleEndAt, fixtureKickoff(e.fixtureKey));
          return [{ matchId: match.id, no: e.no, sort: e.sort, handicap: e.handicap, saleEndAt }];
        }),
        realNow(),
      );
    }
  }
  const fixtureKickoff = (key: string) => kickoffByKey.get(key) ?? Infinity;

  /** Turns plan steps into one update: ids for keys, later columns over earlier ones, every item with its own time. */
  function toUpdate(t: Tracked, steps: PlanStep[]): MatchUpdate {
    const match: LiveColumns = {};
    const incidents: IncidentInput[] = [];
    let teamStats: TMatchStat[] = [];
    const text: TextInput[] = [];
    const odds: OddsQuote[] = [];
    const lineups: NonNullable<MatchUpdate['lineups']> = [];
    let playerStats: NonNullable<MatchUpdate['playerStats']> = [];
    const pid = (key: string | null | undefined) => (key ? (playerIds.get(`${t.sport}:${key}`) ?? null) : null);
    // Minute and score as this batch moves them; until it does, the stored match's (the feed store's fallback).
    let minute: number | null | undefined;
    let score: { homeScore?: number; awayScore?: number } = {};
    for (const s of steps) {
      const at = t.kickoffAt + s.at;
      Object.assign(match, s.match ?? {});
      if (s.match?.minute !== undefined) minute = s.match.minute;
      if (s.match?.home_score !== undefined || s.match?.away_score !== undefined) {
        score = { homeScore: match.home_score ?? score.homeScore, awayScore: match.away_score ?? score.awayScore };
      }
      for (const i of s.incidents ?? []) {
        const { playerKey, relatedPlayerKey, ...rest } = i;
        incidents.push({ ...rest, playerId: pid(playerKey), relatedPlayerId: pid(relatedPlayerKey), at } satisfies IncidentInput);
      }
      const stepStats = s.stats;
      if (stepStats) teamStats = [...teamStats.filter((x) => !stepStats.some((y) => y.type === x.type)), ...stepStats];
      for (const line of s.text ?? []) text.push({ ...(line as TextInput), at });
      for (const q of s.odds ?? []) {
        const bookmakerId = bookmakerIds.get(q.bookmaker);
        if (bookmakerId !== undefined)
          odds.push({
            ...q,
            bookmakerId,
            at,
            minute: at >= t.kickoffAt ? minute : null,
            ...(at >= t.kickoffAt ? score : {}),
          } satisfies OddsQuote);
      }
      for (const l of s.lineups ?? []) {
        const player = pid(l.playerKey);
        if (player !== null)
          lineups.push({
            side: l.side,
            player_id: player,
            shirt_number: l.shirtNumber,
            position: l.position,
            starter: l.starter,
            captain: l.captain,
            sort: l.sort,
          });
      }
      if (s.playerStats) {
        const rows = s.playerStats.flatMap(({ side, playerKey, ...stats }) => {
          const player = pid(playerKey);
          return player === null ? [] : [{ side, player_id: player, ...(stats as Record<string, number>) }];
        });
        playerStats = [...playerStats.filter((x) => !rows.some((r) => r.player_id === x.player_id)), ...rows];
      }
    }
    const at = t.kickoffAt + itemAt(steps, -1, 'toUpdate steps').at;
    return { matchId: t.id, at, match, incidents, stats: teamStats, text, odds, lineups, playerStats };
  }

  /** Applies the steps of a match that are due at `at`; a long backlog goes in as one update. */
  async function advance(t: Tracked, at: number, publish: boolean) {
    const plan = t.plan ?? makePlan(t);
    const due = plan.steps.filter((s) => t.kickoffAt + s.at > t.cursor && t.kickoffAt + s.at <= at);
    const last = due.at(-1);
    if (last) {
      if (due.length > FOLD_OVER || !publish) {
        await feed.applyMatchUpdate(toUpdate(t, due), { publish });
      } else {
        for (const s of due) await feed.applyMatchUpdate(toUpdate(t, [s]), { publish });
      }
      t.cursor = t.kickoffAt + last.at;
    }
    t.nextAt = nextStepAt(t, plan);
    // Keep the plan of matches about to move; others are rebuilt when next needed.
    t.plan = t.nextAt - at < 3 * HOUR ? plan : undefined;
  }

  async function topUpCalendar(at: number) {
    const today = shanghaiDate(at);
    for (let d = -daysBack; d <= daysAhead; d++) await ensureDay(addDays(today, d));
    // Forget matches that are played out and older than the window.
    const horizon = shanghaiDayStart(addDays(today, -daysBack));
    for (const [id, t] of tracked) if (t.nextAt === Infinity && t.kickoffAt < horizon) tracked.delete(id);
  }

  async function tick() {
    const at = now();
    await topUpCalendar(at);
    for (const t of tracked.values()) {
      if (t.nextAt <= at) await advance(t, at, true);
    }
    await saveClock();
  }

  const guarded = () => {
    if (running) return;
    running = tick()
      .catch((err) => log?.error({ err }, 'simulator tick failed'))
      .finally(() => {
        running = null;
      });
  };

  return {
    name: 'simulator',
    now,
    wallOf,
    tick,
    tracked: () => tracked,
    async start() {
      await restoreClock();
      bookmakerIds = await feed.ensureBookmakers(SIM_BOOKMAKERS.map((b) => ({ code: b.code, name: b.name })));
      const at = now();
      const started = realNow();
      await topUpCalendar(at);
      // Catch up quietly: what happened while we were away is stored, not pushed as news.
      for (const t of tracked.values()) if (t.nextAt <= at) await advance(t, at, false);
      log?.info({ matches: tracked.size, ms: realNow() - started, speed, seed: opts.seed }, 'simulator ready');
      const every = opts.tickMs ?? Math.max(250, Math.round(1000 / Math.min(speed, 4)));
      if (every > 0) timer = setInterval(guarded, every);
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = null;
      await running;
      await saveClock(true);
    },
  };
}

/** Leagues whose seasons run autumn to spring (2025/26); the others play a calendar year (2026). */
const AUTUMN_SPRING = new Set(['en.1', 'es.1', 'de.1', 'it.1', 'fr.1', 'nl.1', 'uefa.cl', 'nba', 'cba']);
export function seasonOf(code: string, date: string): { name: string; startYear: number } {
  const year = Number(date.slice(0, 4));
  if (!AUTUMN_SPRING.has(code)) return { name: String(year), startYear: year };
  const start = Number(date.slice(5, 7)) >= 8 ? year : year - 1;
  return { name: `${start}/${String((start + 1) % 100).padStart(2, '0')}`, startYear: start };
}

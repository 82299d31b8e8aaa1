import { z } from 'zod';
import {
  BASKETBALL_STATE,
  FOOTBALL_STATE,
  INCIDENT_TYPE_KEYS,
  addDays,
  shanghaiDate,
  type TIncidentType,
  type TSport,
} from '@sports/contracts';
import { competitionByCode, type CompetitionDef, type FeedService, type LiveColumns, teamName } from '../modules/sports';
import type { FeedLogger, FeedProvider } from './provider';

/*
 * Adapter for a commercial live-score API. The shape below is the documented contract the
 * adapter maps (docs/feed.md): GET <base>/fixtures?date=YYYY-MM-DD with header x-api-key
 * answers { fixtures: [...] }; events are listed oldest first and only ever appended.
 */
const ZSide = z.enum(['home', 'away']);
export const ZProviderFixture = z.object({
  id: z.union([z.string(), z.number()]).transform(String),
  sport: z.enum(['football', 'basketball']),
  competition: z.object({ code: z.string().min(1), name: z.string(), shortName: z.string(), country: z.string() }),
  season: z.string().min(1),
  home: z.object({ name: z.string().min(1) }),
  away: z.object({ name: z.string().min(1) }),
  kickoff: z.string().datetime({ offset: true }),
  status: z.string(),
  minute: z.number().int().nullable().optional(),
  /** Basketball: seconds left in the quarter. */
  clock: z.number().int().nullable().optional(),
  score: z.object({
    home: z.number().int().min(0),
    away: z.number().int().min(0),
    halfHome: z.number().int().nullable().optional(),
    halfAway: z.number().int().nullable().optional(),
    periods: z.object({ home: z.array(z.number().int()), away: z.array(z.number().int()) }).optional(),
  }),
  cards: z
    .object({ homeYellow: z.number().int(), awayYellow: z.number().int(), homeRed: z.number().int(), awayRed: z.number().int() })
    .optional(),
  corners: z.object({ home: z.number().int(), away: z.number().int() }).optional(),
  events: z
    .array(
      z.object({
        type: z.enum(INCIDENT_TYPE_KEYS as [TIncidentType, ...TIncidentType[]]),
        side: ZSide,
        minute: z.number().int().min(0),
        extra: z.number().int().nullable().optional(),
        player: z.string().nullable().optional(),
        assist: z.string().nullable().optional(),
      }),
    )
    .default([]),
});
export const ZProviderAnswer = z.object({ fixtures: z.array(ZProviderFixture) });
export type TProviderFixture = z.infer<typeof ZProviderFixture>;

const FOOTBALL_STATUS: Record<string, number> = {
  NS: FOOTBALL_STATE.notStarted,
  '1H': FOOTBALL_STATE.firstHalf,
  HT: FOOTBALL_STATE.halfTime,
  '2H': FOOTBALL_STATE.secondHalf,
  ET: FOOTBALL_STATE.extraTime,
  PEN: FOOTBALL_STATE.penalties,
  FT: FOOTBALL_STATE.finished,
  AET: FOOTBALL_STATE.finished,
  PST: FOOTBALL_STATE.postponed,
  SUSP: FOOTBALL_STATE.interrupted,
  ABD: FOOTBALL_STATE.abandoned,
  CANC: FOOTBALL_STATE.cancelled,
  TBD: FOOTBALL_STATE.toBeDetermined,
};
const BASKETBALL_STATUS: Record<string, number> = {
  NS: BASKETBALL_STATE.notStarted,
  Q1: BASKETBALL_STATE.q1,
  Q1B: BASKETBALL_STATE.q1Over,
  Q2: BASKETBALL_STATE.q2,
  HT: BASKETBALL_STATE.q2Over,
  Q3: BASKETBALL_STATE.q3,
  Q3B: BASKETBALL_STATE.q3Over,
  Q4: BASKETBALL_STATE.q4,
  OT: BASKETBALL_STATE.overtime,
  FT: BASKETBALL_STATE.finished,
  AOT: BASKETBALL_STATE.finished,
  SUSP: BASKETBALL_STATE.interrupted,
  CANC: BASKETBALL_STATE.cancelled,
  PST: BASKETBALL_STATE.delayed,
  ABD: BASKETBALL_STATE.abandoned,
  TBD: BASKETBALL_STATE.toBeDetermined,
};

/** SPEC §3 state code of a provider status; unknown statuses are 异常 (0). */
export function stateOf(sport: TSport, status: string): number {
  return (sport === 'football' ? FOOTBALL_STATUS : BASKETBALL_STATUS)[status] ?? 0;
}

/** The live columns a fixture sets. */
export function columnsOf(f: TProviderFixture, now: number): LiveColumns {
  const cols: LiveColumns = { state: stateOf(f.sport, f.status), home_score: f.score.home, away_score: f.score.away };
  if (f.sport === 'football') {
    Object.assign(cols, { minute: f.minute ?? null, home_half_score: f.score.halfHome ?? null, away_half_score: f.score.halfAway ?? null });
    if (f.cards)
      Object.assign(cols, {
        home_yellow: f.cards.homeYellow,
        away_yellow: f.cards.awayYellow,
        home_red: f.cards.homeRed,
        away_red: f.cards.awayRed,
      });
    if (f.corners) Object.assign(cols, { home_corner: f.corners.home, away_corner: f.corners.away });
  } else {
    if (f.score.periods)
      Object.assign(cols, {
        home_quarter_scores: JSON.stringify(f.score.periods.home),
        away_quarter_scores: JSON.stringify(f.score.periods.away),
      });
    if (f.clock !== undefined && f.clock !== null) Object.assign(cols, { time_left: f.clock, time_left_at: now });
  }
  return cols;
}

export interface HttpProviderOptions {
  baseUrl: string;
  apiKey?: string;
  /** Poll interval in ms; 0 = only when `poll()` is called (tests). */
  pollMs?: number;
  now?: () => number;
  fetchImpl?: typeof fetch;
  log?: FeedLogger;
}

/** Polls the provider for yesterday, today and tomorrow and stores what changed through the feed service. */
export function createHttpProvider(feed: FeedService, opts: HttpProviderOptions): FeedProvider & { poll(): Promise<void> } {
  const now = opts.now ?? Date.now;
  const doFetch = opts.fetchImpl ?? fetch;
  let timer: ReturnType<typeof setInterval> | null = null;
  let running: Promise<void> | null = null;

  async function fetchDay(date: string) {
    const res = await doFetch(`${opts.baseUrl.replace(/\/$/, '')}/fixtures?date=${date}`, {
      headers: opts.apiKey ? { 'x-api-key': opts.apiKey } : {},
      signal: AbortSignal.timeout(20_000),
    });
    if (!res.ok) throw new Error(`provider answered ${res.status} for ${date}`);
    return ZProviderAnswer.parse(await res.json()).fixtures;
  }

  async function store(f: TProviderFixture) {
    const stamp = now();
    const known = competitionByCode(f.competition.code);
    const def: CompetitionDef = known ?? {
      code: f.competition.code,
      sport: f.sport,
      kind: 'league',
      country: f.competition.country,
      name: f.competition.name,
      shortName: f.competition.shortName,
      nameEn: f.competition.name,
      color: '#5a6b7b',
      area: '国际',
      hot: false,
      sort: 500,
      timeZone: 'UTC',
    };
    const competitionId = await feed.ensureCompetition(def, stamp);
    const seasonId = await feed.ensureSeason(
      competitionId,
      f.season,
      Number(f.season.slice(0, 4)) || new Date(stamp).getUTCFullYear(),
      stamp,
    );
    const home = teamName(f.home.name);
    const away = teamName(f.away.name);
    const teams = await feed.ensureTeams(f.sport, [home, away], stamp);
    const key = `http:${f.id}`;
    const ids = await feed.ensureMatches(
      [
        {
          source_key: key,
          sport: f.sport,
          competition_id: competitionId,
          season_id: seasonId,
          home_team_id: teams.of(home.en),
          away_team_id: teams.of(away.en),
          state: stateOf(f.sport, f.status),
          kickoff_at: Date.parse(f.kickoff),
          home_score: 0,
          away_score: 0,
        },
      ],
      stamp,
    );
    const matchId = ids.of(key).id;
    const stored = (await feed.queries.incidentsOf(matchId)).length;
    const fresh = f.events.slice(stored).map((e, i) => {
      const upTo = f.events.slice(0, stored + i + 1).filter((x) => ['goal', 'own_goal', 'penalty'].includes(x.type));
      return {
        seq: stored + i + 1,
        type: e.type,
        side: e.side,
        minute: e.minute,
        addedMinute: e.extra ?? null,
        playerName: e.player ?? null,
        relatedPlayerName: e.assist ?? null,
        homeScore: upTo.filter((x) => x.side === 'home').length,
        awayScore: upTo.filter((x) => x.side === 'away').length,
      };
    });
    await feed.applyMatchUpdate({
      matchId,
      at: stamp,
      match: { kickoff_at: Date.parse(f.kickoff), ...columnsOf(f, stamp) },
      incidents: fresh,
    });
  }

  async function poll() {
    const today = shanghaiDate(now());
    for (const date of [addDays(today, -1), today, addDays(today, 1)]) {
      let fixtures: TProviderFixture[];
      try {
        fixtures = await fetchDay(date);
      } catch (err) {
        opts.log?.warn({ err, date }, 'feed provider unavailable; keeping what we have');
        continue;
      }
      for (const f of fixtures) await store(f);
    }
  }

  return {
    name: 'http',
    poll,
    async start() {
      await poll();
      const every = opts.pollMs ?? 10_000;
      if (every > 0) {
        timer = setInterval(() => {
          if (running) return;
          running = poll()
            .catch((err) => opts.log?.error({ err }, 'feed poll failed'))
            .finally(() => (running = null));
        }, every);
      }
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = null;
      await running;
    },
  };
}

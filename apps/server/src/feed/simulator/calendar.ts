import { addDays, lotteryBusinessDay, numberJingcaiDay, issueMatchNumber, shanghaiDayStart, type TLotteryCode } from '@sports/contracts';
import { itemAt } from '@sports/contracts/indexed';
import { competitionByCode, type CompetitionDef } from '../../modules/sports';
import { FRIENDLIES, SIM_LEAGUES, type SimLeague } from './leagues';
import { HOUR } from './plan';
import { dayPairs } from './round-robin';
import { rngFor } from './rng';

/** A simulated match as the calendar schedules it. */
export interface Fixture {
  /** Source key: sim<seed>:<beijing date>:<league>:<n>, stable for a seed. */
  key: string;
  date: string;
  league: SimLeague;
  competition: CompetitionDef;
  home: string;
  away: string;
  kickoffAt: number;
}

/** A team's strength from its place in its league's list (strongest first), with a seeded nudge. */
export function teamStrength(seed: number, league: SimLeague, team: string): number {
  const index = league.teams.indexOf(team);
  const base = 1.35 - (0.65 * Math.max(0, index)) / Math.max(1, league.teams.length - 1);
  return Math.max(0.6, base + rngFor(seed, 'strength', team).normal(0, 0.04));
}

/** League position shown beside a team name: its place in the league's list (leagues only). */
export function teamRank(league: SimLeague, competition: CompetitionDef, team: string): number | null {
  return competition.kind === 'league' ? league.teams.indexOf(team) + 1 : null;
}

const dayCache = new Map<string, Fixture[]>();

/**
 * The matches of one Beijing date: each league's count for the weekday, the next pairs of its
 * round robin (round-robin.ts), at the league's kick-off times; with `friendlies`, also a club
 * friendly every half hour.
 */
export function fixturesOf(seed: number, date: string, friendlies = false): Fixture[] {
  const key = `${seed}:${date}:${friendlies}`;
  let day = dayCache.get(key);
  if (!day) {
    if (dayCache.size > 64) dayCache.clear();
    dayCache.set(key, (day = drawDay(seed, date, friendlies)));
  }
  return [...day];
}

function drawDay(seed: number, date: string, friendlies: boolean): Fixture[] {
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  const out: Fixture[] = [];
  for (const league of SIM_LEAGUES) {
    const competition = competitionOf(league);
    const count = itemAt(league.perDay, weekday, 'SimLeague.perDay');
    if (count === 0) continue;
    const rng = rngFor(seed, 'day', league.code, date);
    const pairs = dayPairs(seed, league, date, count);
    const slots = pairs.map(() => rng.pick(league.slots)).sort((a, b) => slotOrder(a) - slotOrder(b));
    for (const [i, [home, away]] of pairs.entries()) {
      out.push({
        key: `sim${seed}:${date}:${league.code}:${i + 1}`,
        date,
        league,
        competition,
        home,
        away,
        kickoffAt: shanghaiDayStart(date) + slotOrder(itemAt(slots, i, 'calendar slots')) * 60_000,
      });
    }
  }
  if (friendlies) out.push(...drawFriendlies(seed, date, [...fixturesOf(seed, addDays(date, -1)), ...out]));
  return out.sort((a, b) => a.kickoffAt - b.kickoffAt || a.key.localeCompare(b.key));
}

/** How long a football match surely lasts from kick-off: two halves and the break. */
const FOOTBALL_SPAN = 105 * 60_000;
const SLOT = 30 * 60_000;

/** Matches that play through every half hour once friendlies fill it. */
const THROUGH = 3;

/**
 * Club friendlies at each half hour of the date that fewer than THROUGH matches play through, as
 * many as it takes, between clubs with no league match that day: football is in play at every minute.
 */
function drawFriendlies(seed: number, date: string, leagues: Fixture[]): Fixture[] {
  const football = leagues.filter((f) => f.competition.sport === 'football');
  const busy = new Set(football.filter((f) => f.date === date).flatMap((f) => [f.home, f.away]));
  const pairs = pairUp(rngFor(seed, 'day', FRIENDLIES.code, date).shuffle(FRIENDLIES.teams.filter((t) => !busy.has(t))));
  const competition = competitionOf(FRIENDLIES);
  const out: Fixture[] = [];
  for (const slot of FRIENDLIES.slots) {
    const at = shanghaiDayStart(date) + slotOrder(slot) * 60_000;
    const through = [...football, ...out].filter((f) => f.kickoffAt <= at && f.kickoffAt + FOOTBALL_SPAN >= at + SLOT).length;
    for (let k = through; k < THROUGH; k++) {
      const i = out.length;
      const pair = pairs[i];
      if (!pair) break;
      const [home, away] = pair;
      out.push({
        key: `sim${seed}:${date}:${FRIENDLIES.code}:${i + 1}`,
        date,
        league: FRIENDLIES,
        competition,
        home,
        away,
        kickoffAt: at,
      });
    }
  }
  return out;
}

/** Consecutive pairs of a (shuffled) list: (0, 1), (2, 3), …; an odd last one sits out. */
function pairUp<T>(list: readonly T[]): [T, T][] {
  const pairs: [T, T][] = [];
  for (let i = 0; i + 1 < list.length; i += 2) pairs.push([itemAt(list, i, 'pairUp'), itemAt(list, i + 1, 'pairUp')]);
  return pairs;
}

/** Minutes after Beijing midnight of a HH:MM slot. */
function slotOrder(slot: string): number {
  const [h, m] = slot.split(':').map(Number);
  if (h === undefined || m === undefined) throw new Error(`Slot "${slot}" is not HH:MM`);
  return h * 60 + m;
}

/** Chinese clubs field Chinese players (and a few foreign ones). */
export const chineseLeague = (league: SimLeague) => competitionOf(league).country === '中国';

/** The competition a simulated league plays: every league in leagues.ts names one of competitions.ts. */
function competitionOf(league: SimLeague): CompetitionDef {
  const competition = competitionByCode(league.code);
  if (!competition) throw new Error(`Simulated league ${league.code} is not a known competition`);
  return competition;
}

export interface LotteryEntry {
  code: TLotteryCode;
  issue: string;
  saleStartAt: number;
  saleEndAt: number;
  fixtureKey: string;
  no: string;
  sort: number;
  handicap: number | null;
}

/** 北单 issues run in blocks of three Beijing days; 足彩 in blocks of three and four (Mon-Thu, Fri-Sun). */
const BJDC_BLOCK = 3;

/** An issue number: the year's last two digits and a running number, 260118 (北单) or 26118 (足彩). */
function issueCode(code: 'bjdc' | 'zc', year: number, n: number): string {
  return `${String(year % 100).padStart(2, '0')}${String(n).padStart(code === 'bjdc' ? 4 : 3, '0')}`;
}

function yearDay(date: string): number {
  const d = Date.parse(`${date}T00:00:00Z`);
  return Math.floor((d - Date.UTC(new Date(d).getUTCFullYear(), 0, 1)) / 86_400_000);
}

/**
 * Lottery numbers for the matches of `date` (and the issues they belong to): 竞彩足球 and
 * 竞彩篮球 per business day (周三001 …), 北京单场 per three-day issue (001 …), 足彩 14 matches per
 * half-week issue (1 … 14). Pure: computed from the calendar, so the numbers never change.
 */
export function lotteryEntries(seed: number, date: string, handicapOf: (f: Fixture) => number | null): LotteryEntry[] {
  const out: LotteryEntry[] = [];
  // 竞彩: business days overlapping this date (noon to noon).
  for (const day of [addDays(date, -1), date]) {
    const sold = [addDays(day, 0), addDays(day, 1)]
      .flatMap((d) => fixturesOf(seed, d))
      .filter((f) => f.league.jingcai && lotteryBusinessDay(f.kickoffAt) === day);
    for (const [code, sport] of [
      ['jczq', 'football'],
      ['jclq', 'basketball'],
    ] as const) {
      const list = sold.filter((f) => f.competition.sport === sport).slice(0, 80);
      if (!list.length) continue;
      const numbers = numberJingcaiDay(
        day,
        list.map((f, i) => ({ id: i, kickoffAt: f.kickoffAt })),
      );
      const start = shanghaiDayStart(day) + 11 * HOUR;
      const end = Math.max(...list.map((f) => f.kickoffAt));
      list.forEach((f, i) => {
        if (f.date !== date) return;
        const no = numbers.get(i);
        // numberJingcaiDay numbers every match it is given.
        if (no === undefined) throw new Error(`lotteryEntries: fixture ${f.key} has no jingcai number`);
        out.push({
          code,
          issue: day.replaceAll('-', ''),
          saleStartAt: start,
          saleEndAt: end,
          fixtureKey: f.key,
          no,
          sort: i + 1,
          handicap: handicapOf(f),
        });
      });
    }
  }
  // 北单: every football match of a three-day block.
  const n = Math.floor(yearDay(date) / BJDC_BLOCK);
  const first = addDays(date, -(yearDay(date) - n * BJDC_BLOCK));
  const block = Array.from({ length: BJDC_BLOCK }, (_, i) => addDays(first, i))
    .flatMap((d) => fixturesOf(seed, d))
    .filter((f) => f.competition.sport === 'football');
  const year = Number(first.slice(0, 4));
  block.forEach((f, i) => {
    if (f.date !== date) return;
    out.push({
      code: 'bjdc',
      issue: issueCode('bjdc', year, n + 1),
      saleStartAt: shanghaiDayStart(first) - 12 * HOUR,
      saleEndAt: Math.max(...block.map((b) => b.kickoffAt)),
      fixtureKey: f.key,
      no: issueMatchNumber('bjdc', i + 1),
      sort: i + 1,
      handicap: handicapOf(f),
    });
  });
  // 足彩: 14 matches of the European leagues in a half week (Mon-Thu, Fri-Sun).
  const weekday = (new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7; // Monday 0
  const halfStart = addDays(date, weekday < 4 ? -weekday : -(weekday - 4));
  const halfLen = weekday < 4 ? 4 : 3;
  const pool = Array.from({ length: halfLen }, (_, i) => addDays(halfStart, i))
    .flatMap((d) => fixturesOf(seed, d))
    .filter((f) => f.league.zucai);
  if (pool.length >= 14) {
    const picked = rngFor(seed, 'zc', halfStart)
      .shuffle(pool)
      .slice(0, 14)
      .sort((a, b) => a.kickoffAt - b.kickoffAt || a.key.localeCompare(b.key));
    const zcYear = Number(halfStart.slice(0, 4));
    const zcNo = Math.floor(yearDay(halfStart) / 7) * 2 + (weekday < 4 ? 1 : 2);
    const firstKick = itemAt(picked, 0, '足彩 pool').kickoffAt;
    picked.forEach((f, i) => {
      if (f.date !== date) return;
      out.push({
        code: 'zc',
        issue: issueCode('zc', zcYear, zcNo),
        saleStartAt: shanghaiDayStart(halfStart) - 2 * 24 * HOUR,
        saleEndAt: firstKick - 10 * 60_000,
        fixtureKey: f.key,
        no: issueMatchNumber('zc', i + 1),
        sort: i + 1,
        handicap: null,
      });
    });
  }
  return out;
}

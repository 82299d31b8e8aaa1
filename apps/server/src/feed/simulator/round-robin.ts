import { itemAt } from '@sports/contracts/indexed';
import type { SimLeague } from './leagues';
import { DAY } from './plan';
import { rngFor } from './rng';

/**
 * A simulated league plays double round robins one after another, as a real league plays its
 * season: every team once a round, every pairing once each way a cycle (home and away), so the
 * table's teams have played alike and all of them appear within a round's few days. Each day plays
 * the next pairs of the current round, up to the day's count, and never past the round's end (a
 * team never plays twice a day); the next day opens the next round. Each cycle draws its own order
 * of the teams from the seed.
 */

/** A Monday before any simulated date: the rounds are counted from it (earlier dates play as it does). */
const EPOCH = Date.UTC(2020, 0, 6);

/** Where a league's rounds stand at the start of a day: the round, and how many of its pairs are played. */
interface RoundCursor {
  round: number;
  played: number;
}

/** Pairs each round has (an odd team out sits the round out). */
const pairsPerRound = (teams: number) => Math.floor(teams / 2);

/** Each league's cursor at the start of every day from EPOCH computed so far (a day's is the day before's, stepped). */
const cursors = new Map<string, RoundCursor[]>();

/** The cursor at the start of `date` (YYYY-MM-DD), stepping the league's day counts from EPOCH once. */
function cursorAt(league: SimLeague, date: string): RoundCursor {
  const days = Math.max(0, Math.round((Date.parse(`${date}T00:00:00Z`) - EPOCH) / DAY));
  const per = pairsPerRound(league.teams.length);
  let list = cursors.get(league.code);
  if (!list) cursors.set(league.code, (list = [{ round: 0, played: 0 }]));
  while (list.length <= days) {
    const d = list.length - 1;
    const { round, played } = itemAt(list, d, 'round-robin cursors');
    // EPOCH is a Monday: day d is weekday (1 + d) % 7, Sunday 0 as perDay counts.
    const next = played + Math.min(itemAt(league.perDay, (1 + d) % 7, 'SimLeague.perDay'), per - played);
    list.push(next === per ? { round: round + 1, played: 0 } : { round, played: next });
  }
  return itemAt(list, days, 'round-robin cursors');
}

/**
 * The pairs (home first) of one round by the circle method: the first team stays, the others turn
 * one place a round; home and away alternate round by round, and the second half of a cycle plays
 * the first half's pairs the other way round.
 */
function roundPairs(seed: number, league: SimLeague, round: number): [string, string][] {
  const odd = league.teams.length % 2 === 1;
  const size = league.teams.length + (odd ? 1 : 0);
  const rounds = size - 1;
  const cycle = Math.floor(round / (2 * rounds));
  const order: (string | null)[] = rngFor(seed, 'order', league.code, String(cycle)).shuffle(league.teams);
  if (odd) order.push(null);
  const r = round % rounds;
  const second = round % (2 * rounds) >= rounds;
  const rest = order.slice(1);
  const turned = [order[0] ?? null, ...rest.slice(rest.length - r), ...rest.slice(0, rest.length - r)];
  const pairs: [string, string][] = [];
  for (let i = 0; i < size / 2; i++) {
    const a = turned[i] ?? null;
    const b = turned[size - 1 - i] ?? null;
    if (a === null || b === null) continue;
    const aHome = ((r + i) % 2 === 0) !== second;
    pairs.push(aHome ? [a, b] : [b, a]);
  }
  return pairs;
}

/** The pairs a league plays on `date`: the next `count` of its current round at most, home first. */
export function dayPairs(seed: number, league: SimLeague, date: string, count: number): [string, string][] {
  const { round, played } = cursorAt(league, date);
  return roundPairs(seed, league, round).slice(played, played + count);
}

import { BEIJING_OFFSET_MS, type TBasketSchedule, type TSchedule, type TSeasonMonth, type TSport } from '@sports/contracts';
import { AppError } from '../../../http/errors';
import { checkSeason, perSeason, type DatacentreQueries } from './context';
import { matchBrief } from './presenter';

/**
 * A football season's matches: of one round (one read of the matches with their teams; a round of
 * another season, no matches found, costs one more to tell it from a round without matches), or of
 * one month, or all of them (`month` null, for a season played in rounds: see `scheduleMonth`) with
 * the season's months for the picker (kept per season version).
 */
export async function footballSchedule(
  q: DatacentreQueries,
  seasonId: number,
  roundId: number | undefined,
  month: string | null,
): Promise<TSchedule> {
  if (roundId !== undefined) {
    await checkSeason(q, seasonId, 'football');
    const matches = await q.matches.roundMatches(seasonId, roundId);
    if (matches.length === 0 && !(await q.leagues.roundInSeason(roundId, seasonId))) throw new AppError('NOT_FOUND', '该赛季没有这个轮次');
    return { seasonId, roundId, month: null, months: [], matches: matches.map(matchBrief) };
  }
  const { months } = await seasonMonths(q, seasonId, 'football');
  const matches = await q.matches.seasonMatches(seasonId, month === null ? {} : monthSpan(month));
  return { seasonId, roundId: null, month, months, matches: matches.map(matchBrief) };
}

/** The Beijing-time month (`YYYY-MM`) of an instant. */
export const monthOf = (at: number) => new Date(at + BEIJING_OFFSET_MS).toISOString().slice(0, 7);

/** The instants [from, to) a Beijing-time month `YYYY-MM` spans. */
function monthSpan(month: string): { from: number; to: number } {
  const y = Number(month.slice(0, 4));
  const m = Number(month.slice(5, 7));
  return { from: Date.UTC(y, m - 1, 1) - BEIJING_OFFSET_MS, to: Date.UTC(y, m, 1) - BEIJING_OFFSET_MS };
}

/**
 * The months of a season that have matches, in order, with how many, and whether it is played in
 * rounds (a football season may be; a basketball one is read by month), kept per season version.
 */
function seasonMonths(q: DatacentreQueries, seasonId: number, sport: TSport): Promise<{ months: TSeasonMonth[]; byRound: boolean }> {
  return perSeason(q, `months:${sport}`, seasonId, async () => {
    await checkSeason(q, seasonId, sport);
    const [kickoffs, byRound] = await Promise.all([
      q.matches.seasonKickoffs(seasonId),
      sport === 'football' ? q.leagues.hasRounds(seasonId) : Promise.resolve(false),
    ]);
    const months: TSeasonMonth[] = [];
    for (const at of kickoffs) {
      const month = monthOf(at);
      const last = months.at(-1);
      if (last?.month === month) last.matches++;
      else months.push({ month, matches: 1 });
    }
    return { months, byRound };
  });
}

/**
 * The month of a season's schedule to show: the asked one (refused when the season has no matches
 * in it); else, for a season read by month, the current month, else the next month with matches,
 * else the last one; null for a season played in rounds asked for no month (all of it is shown, or
 * one round) and for a season without matches.
 */
export async function scheduleMonth(q: DatacentreQueries, seasonId: number, sport: TSport, asked: string | undefined, now: number) {
  const { months, byRound } = await seasonMonths(q, seasonId, sport);
  if (asked !== undefined) {
    if (!months.some((m) => m.month === asked)) throw new AppError('NOT_FOUND', '该赛季这个月没有比赛');
    return asked;
  }
  if (byRound) return null;
  const current = monthOf(now);
  return (months.find((m) => m.month >= current) ?? months.at(-1))?.month ?? null;
}

/** One month of a basketball season's games (see `scheduleMonth`), with the season's months for the picker. */
export async function basketballSchedule(q: DatacentreQueries, seasonId: number, month: string | null): Promise<TBasketSchedule> {
  const { months } = await seasonMonths(q, seasonId, 'basketball');
  const matches = month === null ? [] : await q.matches.seasonMatches(seasonId, monthSpan(month));
  return { seasonId, month, months, matches: matches.map(matchBrief) };
}

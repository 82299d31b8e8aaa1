import { BEIJING_OFFSET_MS, type TBasketSchedule, type TSchedule } from '@sports/contracts';
import { AppError } from '../../../http/errors';
import { checkSeason, perSeason, type DatacentreQueries } from './context';
import { matchBrief } from './presenter';

/**
 * A football season's matches, of one round when asked (what the league page shows) or all of
 * them: one read of the matches with their teams (and of the season's row the first time in this
 * process); a round of another season (no matches found) costs one more to tell it from a round
 * without matches.
 */
export async function footballSchedule(q: DatacentreQueries, seasonId: number, roundId?: number): Promise<TSchedule> {
  await checkSeason(q, seasonId, 'football');
  const matches = await (roundId === undefined ? q.matches.seasonMatches(seasonId) : q.matches.roundMatches(seasonId, roundId));
  if (roundId !== undefined && matches.length === 0 && !(await q.leagues.roundInSeason(roundId, seasonId))) {
    throw new AppError('NOT_FOUND', '该赛季没有这个轮次');
  }
  return { seasonId, roundId: roundId ?? null, matches: matches.map(matchBrief) };
}

/** The Beijing-time month (`YYYY-MM`) of an instant. */
export const monthOf = (at: number) => new Date(at + BEIJING_OFFSET_MS).toISOString().slice(0, 7);

/** The instants [from, to) a Beijing-time month `YYYY-MM` spans. */
function monthSpan(month: string): { from: number; to: number } {
  const y = Number(month.slice(0, 4));
  const m = Number(month.slice(5, 7));
  return { from: Date.UTC(y, m - 1, 1) - BEIJING_OFFSET_MS, to: Date.UTC(y, m, 1) - BEIJING_OFFSET_MS };
}

/** The months of a basketball season that have games, in order, with how many (kept per season version). */
function seasonMonths(q: DatacentreQueries, seasonId: number): Promise<TBasketSchedule['months']> {
  return perSeason(q, 'lqMonths', seasonId, async () => {
    await checkSeason(q, seasonId, 'basketball');
    const months: TBasketSchedule['months'] = [];
    for (const at of await q.matches.seasonKickoffs(seasonId)) {
      const month = monthOf(at);
      const last = months.at(-1);
      if (last?.month === month) last.matches++;
      else months.push({ month, matches: 1 });
    }
    return months;
  });
}

/**
 * The month of a basketball season's schedule to show: the asked one (refused when the season has
 * no games in it), else the current month, else the next month with games, else the last one; null
 * for a season without games.
 */
export async function basketballMonth(q: DatacentreQueries, seasonId: number, asked: string | undefined, now: number) {
  const months = await seasonMonths(q, seasonId);
  if (asked !== undefined) {
    if (!months.some((m) => m.month === asked)) throw new AppError('NOT_FOUND', '该赛季这个月没有比赛');
    return asked;
  }
  const current = monthOf(now);
  return (months.find((m) => m.month >= current) ?? months.at(-1))?.month ?? null;
}

/** One month of a basketball season's games (see `basketballMonth`), with the season's months for the picker. */
export async function basketballSchedule(q: DatacentreQueries, seasonId: number, month: string | null): Promise<TBasketSchedule> {
  const months = await seasonMonths(q, seasonId);
  const matches = month === null ? [] : await q.matches.seasonMatches(seasonId, monthSpan(month));
  return { seasonId, month, months, matches: matches.map(matchBrief) };
}

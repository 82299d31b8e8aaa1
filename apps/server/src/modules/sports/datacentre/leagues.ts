import {
  BASKETBALL_STATE,
  FOOTBALL_STATE,
  type TDatabaseList,
  type TLeagueData,
  type TDbLeague,
  type TSeasonDetail,
  type TSport,
} from '@sports/contracts';
import { AppError } from '../../../http/errors';
import { competitionOf, seasonOf, type DatacentreQueries } from './context';
import type { CompetitionRow } from './league-queries';
import { leagueOf } from './presenter';

export const FINISHED: Record<TSport, number> = { football: FOOTBALL_STATE.finished, basketball: BASKETBALL_STATE.finished };
const AREA_ORDER = ['国际', '欧洲', '亚洲', '美洲', '非洲', '大洋洲'];

/** The hot group: the user's own list when they saved one, else the competitions marked hot. */
async function hotOf(q: DatacentreQueries, all: CompetitionRow[], sport: TSport, userId: number | null): Promise<TDbLeague[]> {
  const own = userId === null ? [] : (await q.leagues.hotLeagueIds(userId, sport)).map((r) => Number(r.competition_id));
  const byId = new Map(all.map((c) => [Number(c.id), c]));
  const hot = own.length ? own.flatMap((id) => byId.get(id) ?? []) : all.filter((c) => c.hot === 1).sort((a, b) => a.sort - b.sort);
  return hot.map(leagueOf);
}

const rankOf = (area: string) => (AREA_ORDER.includes(area) ? AREA_ORDER.indexOf(area) : AREA_ORDER.length);

function leagueData(c: CompetitionRow, seasons: { id: number | string; name: string; start_year: number }[]): TLeagueData {
  return {
    ...leagueOf(c),
    area: c.area,
    sport: c.sport,
    seasons: seasons.map((s) => ({ id: Number(s.id), name: s.name, startYear: s.start_year })),
  };
}

/** A competition with its seasons, newest first. */
export async function leagueDataOf(q: DatacentreQueries, id: number, sport: TSport): Promise<TLeagueData> {
  const c = await competitionOf(q, id, sport);
  return leagueData(c, await q.leagues.seasonsOf([id]));
}

/** The competitions of a sport (by area, then display order) with their seasons and match counts, and the hot group. */
export async function databaseList(q: DatacentreQueries, sport: TSport, userId: number | null): Promise<TDatabaseList> {
  const all = (await q.leagues.competitions(sport)).sort((a, b) => rankOf(a.area) - rankOf(b.area) || a.sort - b.sort);
  const ids = all.map((c) => Number(c.id));
  const [seasons, counts] = await Promise.all([q.leagues.seasonsOf(ids), q.leagues.matchCounts(ids)]);
  const count = new Map(counts.map((r) => [Number(r.competition_id), Number(r.n)]));
  return {
    hot: await hotOf(q, all, sport, userId),
    list: all.map((c) => ({
      ...leagueData(
        c,
        seasons.filter((s) => Number(s.competition_id) === Number(c.id)),
      ),
      matchCount: count.get(Number(c.id)) ?? 0,
    })),
  };
}

/** A season with its rounds and the round to show first: the first with a match still to finish, else the last. */
export async function seasonDetail(q: DatacentreQueries, seasonId: number): Promise<TSeasonDetail> {
  const { season, competition } = await seasonOf(q, seasonId, 'football');
  const finished = FINISHED.football;
  const [rounds, counts] = await Promise.all([q.leagues.rounds(seasonId, finished), q.leagues.seasonCounts(seasonId, finished)]);
  const open = rounds.find((r) => Number(r.finished) < Number(r.matches));
  const shown = open ?? rounds.at(-1);
  return {
    id: Number(season.id),
    name: season.name,
    startYear: season.start_year,
    league: leagueOf(competition),
    rounds: rounds.map((r) => ({ id: Number(r.id), name: r.name, kind: r.kind, sort: r.sort })),
    currentRoundId: shown ? Number(shown.id) : null,
    matchCount: Number(counts.total),
    finishedCount: Number(counts.finished ?? 0),
  };
}

/** Saves the user's own hot leagues of a sport (every id must be a competition of that sport). */
export async function updateHotLeagues(q: DatacentreQueries, userId: number, sport: TSport, ids: number[]): Promise<{ hot: TDbLeague[] }> {
  const all = await q.leagues.competitions(sport);
  const known = new Set(all.map((c) => Number(c.id)));
  const unknown = ids.find((id) => !known.has(id));
  if (unknown !== undefined) throw new AppError('NOT_FOUND', `赛事不存在：${unknown}`);
  await q.leagues.setHotLeagues(userId, sport, ids);
  return { hot: await hotOf(q, all, sport, userId) };
}

import type { Kysely } from 'kysely';
import type { TSport } from '@sports/contracts';
import type { Database } from '../../../db/schema';
import { AppError } from '../../../http/errors';
import { leagueQueries } from './league-queries';
import { matchQueries } from './match-queries';
import { peopleQueries } from './people-queries';
import { seasonCache } from './season-cache';
import { teamRef } from './presenter';
import { tableQueries } from './table-queries';

/** The data centre's queries, shared by its use cases. */
export function datacentreQueries(db: Kysely<Database>, now?: () => number) {
  const leagues = leagueQueries(db);
  return {
    leagues,
    tables: tableQueries(db),
    matches: matchQueries(db),
    people: peopleQueries(db),
    cache: seasonCache((seasonId) => leagues.seasonVersion(seasonId), now),
    matchSeasons: new Map<number, number>(),
    seasonSports: new Map<number, TSport>(),
  };
}

/** A season answer from the cache while the season's matches are unchanged, else computed now (season-cache.ts). */
export async function perSeason<T>(q: DatacentreQueries, key: string, seasonId: number, compute: () => Promise<T>): Promise<T> {
  return q.cache.get(seasonId, key, compute);
}
export type DatacentreQueries = ReturnType<typeof datacentreQueries>;

export const SPORT_TEXT: Record<TSport, string> = { football: '足球', basketball: '篮球' };

const SEASONS_KEPT = 20_000;

/** The Chinese error for a season of the other sport. */
const otherSport = (sport: TSport) => new AppError('NOT_FOUND', `该赛季不是${SPORT_TEXT[sport]}赛季`);

/** A season with its competition, or the Chinese error for an unknown season or one of the other sport. */
export async function seasonOf(q: DatacentreQueries, seasonId: number, sport: TSport) {
  const row = await q.leagues.seasonWithCompetition(seasonId);
  if (!row) throw new AppError('NOT_FOUND', '赛季不存在');
  if (q.seasonSports.size >= SEASONS_KEPT) q.seasonSports.clear();
  q.seasonSports.set(seasonId, row.sport);
  if (row.sport !== sport) throw otherSport(sport);
  const { season_id, season_name, start_year, competition_id, ...competition } = row;
  return { season: { id: season_id, competition_id, name: season_name, start_year }, competition };
}

/**
 * The check of `seasonOf` for calls that need nothing of the season but its sport (schedules):
 * a season never changes sport, so a season read once is not read again in this process.
 */
export async function checkSeason(q: DatacentreQueries, seasonId: number, sport: TSport): Promise<void> {
  const known = q.seasonSports.get(seasonId);
  if (known === undefined) await seasonOf(q, seasonId, sport);
  else if (known !== sport) throw otherSport(sport);
}

/** A competition of `sport`, or the Chinese error. */
export async function competitionOf(q: DatacentreQueries, id: number, sport: TSport) {
  const competition = await q.leagues.competition(id);
  if (!competition || competition.sport !== sport) throw new AppError('NOT_FOUND', '赛事不存在');
  return competition;
}

/** Team references by id, for lines that carry only ids. */
export async function teamRefs(q: DatacentreQueries, ids: number[]) {
  return new Map((await q.people.teams([...new Set(ids)])).map((t) => [Number(t.id), teamRef(t)]));
}

const MATCH_SEASONS_KEPT = 20_000;

/** The season of a match (remembered: a match never changes season), or null for an unknown match. */
export async function seasonOfMatch(q: DatacentreQueries, matchId: number): Promise<number | null> {
  const known = q.matchSeasons.get(matchId);
  if (known !== undefined) return known;
  const seasonId = await q.leagues.seasonOfMatch(matchId);
  if (seasonId === null) return null;
  if (q.matchSeasons.size >= MATCH_SEASONS_KEPT) q.matchSeasons.clear();
  q.matchSeasons.set(matchId, seasonId);
  return seasonId;
}

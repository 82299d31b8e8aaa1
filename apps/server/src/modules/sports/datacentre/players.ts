import type { TBasketPlayerProfile, TFbPlayerProfile, TSport } from '@sports/contracts';
import { AppError } from '../../../http/errors';
import { basketStats } from './basketball';
import { SPORT_TEXT, type DatacentreQueries } from './context';
import { BASKET_COLUMNS, type BasketTotals, type PlayerStatRow } from './people-queries';
import { matchBrief, squadPlayer, teamRef } from './presenter';

const RECENT = 10;

/** A player's profile with his team, and his last matches' statistics with their match briefs. */
async function playerBase(q: DatacentreQueries, playerId: number, sport: TSport) {
  const player = await q.people.player(playerId);
  if (!player) throw new AppError('NOT_FOUND', '球员不存在');
  if (player.sport !== sport) throw new AppError('NOT_FOUND', `该球员不是${SPORT_TEXT[sport]}球员`);
  const team = player.team_id === null ? undefined : await q.people.team(Number(player.team_id));
  const stats = await q.people.recentStats(playerId, RECENT);
  const matches = new Map((await q.matches.matchesByIds(stats.map((s) => Number(s.match_id)))).map((m) => [Number(m.id), matchBrief(m)]));
  return {
    player: { ...squadPlayer(player, sport), nameEn: player.name_en, country: player.country, team: team ? teamRef(team) : null },
    recent: stats.flatMap((s) => {
      const match = matches.get(Number(s.match_id));
      return match ? [{ stat: s, match }] : [];
    }),
  };
}

/** A football player page: profile, totals per season and competition, recent matches. */
export async function footballPlayer(q: DatacentreQueries, playerId: number): Promise<TFbPlayerProfile> {
  const base = await playerBase(q, playerId, 'football');
  return {
    player: base.player,
    seasons: await q.people.footballSeasons(playerId),
    recent: base.recent.map(({ stat, match }) => ({
      match,
      minutes: stat.minutes_played ?? 0,
      goals: stat.goals ?? 0,
      assists: stat.assists ?? 0,
      rating: stat.rating ? stat.rating / 10 : null,
    })),
  };
}

const totalsOf = (s: PlayerStatRow) => Object.fromEntries(BASKET_COLUMNS.map((c) => [c, s[c] ?? 0])) as BasketTotals;

/** A basketball player page: SPEC §3 fields as season totals and averages, and per recent game. */
export async function basketballPlayer(q: DatacentreQueries, playerId: number): Promise<TBasketPlayerProfile> {
  const base = await playerBase(q, playerId, 'basketball');
  const seasons = await q.people.basketSeasons(playerId);
  return {
    player: base.player,
    seasons: seasons.map((s) => ({
      seasonId: s.seasonId,
      seasonName: s.seasonName,
      leagueName: s.leagueName,
      games: s.games,
      totals: basketStats(s.totals),
      averages: basketStats(s.totals, s.games),
    })),
    recent: base.recent.map(({ stat, match }) => ({ match, stats: basketStats(totalsOf(stat)) })),
  };
}

import type { TBasketballStats, TMatchEventList, TMatchLineup, TSport, TTextLiveLine } from '@sports/contracts';
import { AppError } from '../../../http/errors';
import { presentBoxScore, presentIncident, presentLineup } from '../match-presenter';
import { presentTextLine } from '../scores-presenter';
import type { MatchBrief, MatchDetailRepository } from './repository';

/** The match, checked to exist and to be of the sport the call is for. */
export async function requireMatch(repo: MatchDetailRepository, id: number, sport?: TSport): Promise<MatchBrief> {
  const m = await repo.brief(id);
  if (!m || (sport && m.sport !== sport)) throw new AppError('MATCH_NOT_FOUND');
  return m;
}

/** The live tab's incidents and team statistics (football eventList). */
export async function eventList(repo: MatchDetailRepository, id: number): Promise<TMatchEventList> {
  await requireMatch(repo, id, 'football');
  const [incidents, stats] = await Promise.all([repo.incidents(id), repo.stats(id)]);
  return {
    incidents: incidents.map(presentIncident),
    stats: stats.map((s) => ({ type: s.type, home: Number(s.home), away: Number(s.away) })),
  };
}

/** Text live of a match, newest first. */
export async function textLive(repo: MatchDetailRepository, id: number, sport: TSport): Promise<TTextLiveLine[]> {
  await requireMatch(repo, id, sport);
  return (await repo.textLive(id)).map(presentTextLine);
}

/** Both football lineups with their formation and each player's statistics. */
export async function lineup(repo: MatchDetailRepository, id: number): Promise<TMatchLineup> {
  const m = await requireMatch(repo, id, 'football');
  const rows = await repo.lineup(id);
  return {
    home: presentLineup(
      rows.filter((r) => r.side === 'home'),
      m.home_formation,
      m.home_coach,
    ),
    away: presentLineup(
      rows.filter((r) => r.side === 'away'),
      m.away_formation,
      m.away_coach,
    ),
  };
}

/** Basketball team statistics and both box scores. */
export async function basketballStats(repo: MatchDetailRepository, id: number): Promise<TBasketballStats> {
  const m = await requireMatch(repo, id, 'basketball');
  const [stats, rows] = await Promise.all([repo.stats(id), repo.lineup(id)]);
  return {
    stats: stats.map((s) => ({ type: s.type, home: Number(s.home), away: Number(s.away) })),
    home: presentBoxScore(rows.filter((r) => r.side === 'home')),
    away: presentBoxScore(rows.filter((r) => r.side === 'away')),
    homeCoach: m.home_coach,
    awayCoach: m.away_coach,
  };
}

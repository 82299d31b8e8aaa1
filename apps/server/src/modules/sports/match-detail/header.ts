import type { TMatchHeader, TSport } from '@sports/contracts';
import { AppError } from '../../../http/errors';
import type { ScoresService } from '../scores-service';
import type { HeaderCache } from './header-cache';
import type { MatchDetailRepository } from './repository';

async function loadHeader(repo: MatchDetailRepository, scores: ScoresService, id: number): Promise<TMatchHeader> {
  const [[match], extras] = await Promise.all([scores.matchesByIds([id]), repo.extras(id)]);
  if (!match || !extras) throw new AppError('MATCH_NOT_FOUND');
  return {
    match,
    competitionName: match.competition.name,
    seasonId: Number(extras.season_id),
    seasonName: extras.season_name,
    venue: extras.venue,
    coverage: {
      incidents: Number(extras.incidents),
      stats: Number(extras.stats),
      text: Number(extras.text),
      lineups: Number(extras.lineups),
      playerStats: Number(extras.player_stats),
      odds: Number(extras.odds),
    },
  };
}

/** The header of every tab: the match's score-list row, its season and venue, and what detail it has. */
export async function matchHeader(
  deps: { repo: MatchDetailRepository; scores: ScoresService; cache?: HeaderCache },
  id: number,
  sport: TSport,
): Promise<TMatchHeader> {
  const load = () => loadHeader(deps.repo, deps.scores, id);
  const header = await (deps.cache ? deps.cache.get(id, load) : load());
  if (header.match.sport !== sport) throw new AppError('MATCH_NOT_FOUND');
  return header;
}

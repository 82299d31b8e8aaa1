import type { TOddsBook, TOddsChange } from '@sports/contracts';
import { presentOddsBooks, presentOddsChange } from '../match-presenter';
import type { OddsMarket } from '../tables';
import { requireMatch } from './live';
import type { MatchDetailRepository } from './repository';

/** Every bookmaker's three markets with opening, live and in-play values. */
export async function matchOdds(repo: MatchDetailRepository, id: number): Promise<TOddsBook[]> {
  await requireMatch(repo, id);
  return presentOddsBooks(await repo.odds([id]));
}

/** Every change of one market (of one bookmaker, or all), oldest first per bookmaker. */
export async function oddsHistory(
  repo: MatchDetailRepository,
  id: number,
  market: OddsMarket,
  bookmakerId?: number,
): Promise<TOddsChange[]> {
  await requireMatch(repo, id);
  return (await repo.oddsHistory(id, market, bookmakerId)).map(presentOddsChange);
}

import type { TOddsBook, TOddsChange, TOddsFirst, TOddsMarket, TSport, TThreeJoinOne } from '@sports/contracts';
import { presentOddsBooks, presentOddsChange } from '../match-presenter';
import type { OddsMarket } from '../tables';
import { requireMatch } from './live';
import type { MatchDetailRepository } from './repository';

/** Every bookmaker's three markets with opening, live and in-play values (of a match of `sport` when given). */
export async function matchOdds(repo: MatchDetailRepository, id: number, sport?: TSport): Promise<TOddsBook[]> {
  await requireMatch(repo, id, sport);
  return presentOddsBooks(await repo.odds([id]));
}

/** Each bookmaker's opening values (of the match's odds books). */
export function oddsFirst(books: TOddsBook[]): TOddsFirst {
  return books.map((b) => ({
    bookmakerId: b.bookmakerId,
    bookmakerName: b.bookmakerName,
    europe: b.europe?.open ?? null,
    handicap: b.handicap?.open ?? null,
    overunder: b.overunder?.open ?? null,
  }));
}

const openCurrent = (m: TOddsMarket | null) => (m ? { open: m.open, current: m.inplay ?? m.live ?? m.open } : null);

/** 三合一: each bookmaker's markets, opening beside current (of the match's odds books). */
export function threeJoinOne(books: TOddsBook[]): TThreeJoinOne {
  return books.map((b) => ({
    bookmakerId: b.bookmakerId,
    bookmakerName: b.bookmakerName,
    europe: openCurrent(b.europe),
    handicap: openCurrent(b.handicap),
    overunder: openCurrent(b.overunder),
  }));
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

import Link from '@/components/ui/Link';
import { API_ROUTES, type TScoreList, type TScoreMatch } from '@sports/contracts';
import { EmptyState } from '@/components/ui/EmptyState';
import { dataOr } from '@/lib/api-answer';
import { ssrCall } from '@/lib/api.server';
import { MatchSummary } from './MatchSummary';

const NONE: TScoreList = { list: [], totalNumber: 0, date: '', issue: null };

/** The caller's ☆ favourites of both sports (the score lists' collect), upcoming and live first. */
export async function favouriteMatches(): Promise<TScoreMatch[]> {
  const [football, basketball] = await Promise.all(
    [1, 2].map((type) => ssrCall(API_ROUTES.collectList, { query: { type } }).then((r) => dataOr(r, NONE))),
  );
  return [...football.list, ...basketball.list];
}

/** ☆ favourites as a list linking to each match; the star itself is kept on the score pages. */
export function FavouriteMatches({ matches, emptyText = '暂无收藏的比赛' }: { matches: TScoreMatch[]; emptyText?: string }) {
  if (!matches.length) return <EmptyState text={emptyText} />;
  return (
    <ul data-testid="favourite-matches" className="divide-y divide-line rounded-lg border border-line bg-surface">
      {matches.map((m) => (
        <li key={m.id} className="flex items-center gap-3 px-4 py-3 text-sm">
          <span className="text-amber-400" aria-hidden>
            ★
          </span>
          <MatchSummary m={m} />
        </li>
      ))}
    </ul>
  );
}

/** Where the stars are managed. */
export function FavouritesLink() {
  return (
    <Link href="/football/collect" className="text-xs text-muted hover:text-primary">
      管理收藏 ›
    </Link>
  );
}

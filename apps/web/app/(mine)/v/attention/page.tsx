import type { Metadata } from 'next';
import { API_ROUTES, MINE_SECTIONS, type TMatchWithAnchors } from '@sports/contracts';
import { RoutePage } from '@/components/layout/RoutePage';
import { MatchAnchors } from '@/components/live/rooms/MatchAnchors';
import { FavouriteMatches, FavouritesLink, favouriteMatches } from '@/components/scores/FavouriteMatches';
import { LoginGate } from '@/components/ui/NeedLogin';
import { dataOr } from '@/lib/api-answer';
import { ssrCall } from '@/lib/api.server';

export const metadata: Metadata = { title: MINE_SECTIONS.attention };

/** /v/attention: the matches I follow (GET /api/attention/getAttentionMatchByUser) and my ☆ favourites of the score lists. */
export default async function Page() {
  const [matches, favourites] = await Promise.all([ssrCall(API_ROUTES.attentionMatches).then((r) => dataOr(r, [])), favouriteMatches()]);
  const items: TMatchWithAnchors[] = matches.map((match) => ({ match, anchors: [], isReserve: 0 }));
  return (
    <RoutePage inline pattern="/v/[section]" title={MINE_SECTIONS.attention}>
      <LoginGate>
        <MatchAnchors items={items} emptyText="暂无关注的比赛" followed />
        <div className="mb-3 mt-6 flex items-center justify-between">
          <h3 className="text-sm font-medium">收藏的比赛</h3>
          <FavouritesLink />
        </div>
        <FavouriteMatches matches={favourites} />
      </LoginGate>
    </RoutePage>
  );
}

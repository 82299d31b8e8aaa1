import type { Metadata } from 'next';
import { MINE_SECTIONS } from '@sports/contracts';
import { RoutePage } from '@/components/layout/RoutePage';
import { FavouriteMatches, FavouritesLink, favouriteMatches } from '@/components/scores/FavouriteMatches';
import { LoginGate } from '@/components/ui/NeedLogin';
import { MyFavourites } from '@/components/content/MineContent';

export const metadata: Metadata = { title: MINE_SECTIONS.collection };

/** /v/collection: my ☆ favourite matches of both sports (the score lists' collect), articles and posts. */
export default async function Page() {
  const favourites = await favouriteMatches();
  return (
    <RoutePage inline pattern="/v/[section]" title={MINE_SECTIONS.collection}>
      <LoginGate>
        <div className="mb-3 flex justify-end">
          <FavouritesLink />
        </div>
        <FavouriteMatches matches={favourites} />
        <h2 className="mb-2 mt-6 text-sm font-semibold text-ink">收藏的头条</h2>
        <MyFavourites type={1} />
        <h2 className="mb-2 mt-6 text-sm font-semibold text-ink">收藏的帖子</h2>
        <MyFavourites type={2} />
      </LoginGate>
    </RoutePage>
  );
}

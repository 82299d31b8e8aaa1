import type { Metadata } from 'next';
import { MINE_SECTIONS } from '@sports/contracts';
import { RoutePage } from '@/components/layout/RoutePage';
import { FavouriteMatches, FavouritesLink, favouriteMatches } from '@/components/scores/FavouriteMatches';
import { LoginGate } from '@/components/ui/NeedLogin';

export const metadata: Metadata = { title: MINE_SECTIONS.collection };

/** /v/collection: my ☆ favourite matches of both sports (the score lists' collect). */
export default async function Page() {
  const favourites = await favouriteMatches();
  return (
    <RoutePage inline pattern="/v/[section]" title={MINE_SECTIONS.collection}>
      <LoginGate>
        <div className="mb-3 flex justify-end">
          <FavouritesLink />
        </div>
        <FavouriteMatches matches={favourites} />
      </LoginGate>
    </RoutePage>
  );
}

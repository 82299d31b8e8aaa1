import { ScorePage, type TSearchParams } from '@/components/scores/ScorePage';
import { pageMeta } from '@/lib/page-meta';

export const metadata = pageMeta('/football/collect');

/** Favourite matches belong to an account: visitors see the login prompt. */
export default async function Page({ searchParams }: { searchParams: Promise<TSearchParams> }) {
  return <ScorePage path="/football/collect" searchParams={await searchParams} />;
}

import { ScorePage, type TSearchParams } from '@/components/scores/ScorePage';
import { pageMeta } from '@/lib/page-meta';

export const metadata = pageMeta('/football/next');

export default async function Page({ searchParams }: { searchParams: Promise<TSearchParams> }) {
  return <ScorePage path="/football/next" searchParams={await searchParams} />;
}

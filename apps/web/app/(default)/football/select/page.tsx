import { ScorePage, type TSearchParams } from '@/components/scores/ScorePage';
import { pageMeta } from '@/lib/page-meta';

export const metadata = pageMeta('/football/select');

export default async function Page({ searchParams }: { searchParams: Promise<TSearchParams> }) {
  return <ScorePage path="/football/select" searchParams={await searchParams} />;
}

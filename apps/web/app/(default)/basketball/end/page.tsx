import { ScorePage, type TSearchParams } from '@/components/scores/ScorePage';
import { pageMeta } from '@/lib/page-meta';

export const metadata = pageMeta('/basketball/end');

export default async function Page({ searchParams }: { searchParams: Promise<TSearchParams> }) {
  return <ScorePage path="/basketball/end" searchParams={await searchParams} />;
}

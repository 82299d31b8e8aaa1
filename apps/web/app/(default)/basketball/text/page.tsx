import { ScorePage, type TSearchParams } from '@/components/scores/ScorePage';
import { pageMeta } from '@/lib/page-meta';

export const metadata = pageMeta('/basketball/text');

export default async function Page({ searchParams }: { searchParams: Promise<TSearchParams> }) {
  return <ScorePage path="/basketball/text" searchParams={await searchParams} />;
}

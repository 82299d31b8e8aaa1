import { RankPage } from '@/components/live/RankPage';
import { pageMeta } from '@/lib/page-meta';

export const metadata = pageMeta('/live/rank');

export default async function Page({ searchParams }: { searchParams: Promise<{ type?: string; rankType?: string }> }) {
  const { type, rankType } = await searchParams;
  return <RankPage board={type} rankType={rankType} />;
}

import { NewsIndex } from '@/components/content/NewsPages';
import { pageMeta } from '@/lib/page-meta';
import { pageOf } from '@/lib/route-params';

export const metadata = pageMeta('/news');

export default async function Page({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  return <NewsIndex column={null} page={pageOf((await searchParams).page)} />;
}

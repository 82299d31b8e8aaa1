import { SearchPage } from '@/components/site/search/SearchPage';
import { pageMeta } from '@/lib/page-meta';

export const metadata = pageMeta('/search/list');

export default async function Page({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  return <SearchPage path="/search/list" defaultTab="live" query={await searchParams} />;
}

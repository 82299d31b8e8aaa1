import { SearchPage } from '@/components/site/search/SearchPage';
import { pageMeta } from '@/lib/page-meta';

export const metadata = pageMeta('/search/follow');

export default async function Page({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  return <SearchPage path="/search/follow" defaultTab="anchor" query={await searchParams} />;
}

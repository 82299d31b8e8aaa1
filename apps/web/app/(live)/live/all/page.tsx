import { LiveHome, navIdOf } from '@/components/pages/live/LiveHome';
import { pageMeta } from '@/lib/page-meta';

export const metadata = pageMeta('/live/[[...id]]');

export default async function Page({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  return <LiveHome navId={navIdOf((await searchParams).navId)} />;
}

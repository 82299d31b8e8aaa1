import { LiveHome } from '@/components/live/LiveHome';
import { firstOf, pageOf } from '@/lib/route-params';
import { pageMeta } from '@/lib/page-meta';

export const metadata = pageMeta('/live/[[...id]]');

export default async function Page({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const q = await searchParams;
  return <LiveHome navId={firstOf(q.navId)} page={pageOf(q.page)} />;
}

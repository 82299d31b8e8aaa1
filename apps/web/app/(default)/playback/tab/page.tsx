import { ReplayListPage } from '@/components/playback/pages';
import { pageMeta } from '@/lib/page-meta';

export const metadata = pageMeta('/playback/tab');

/** The schedule's 回放 tab: every room's replays by day. */
export default async function Page({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  return <ReplayListPage pattern="/playback/tab" searchParams={await searchParams} />;
}

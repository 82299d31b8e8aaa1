import { HotPathPage, type TSearchParams } from '@/components/datacentre/DataPage';
import { pageMeta } from '@/lib/page-meta';
import { requiredId } from '@/lib/route-params';

export const metadata = pageMeta('/database/fb/hot/0/[league]/[season]/[stage]');

/** A hot competition's data for one season and stage; all three must be numeric. */
export default async function Page({
  params,
  searchParams,
}: {
  params: Promise<{ league: string; season: string; stage: string }>;
  searchParams: Promise<TSearchParams>;
}) {
  const [{ league, season, stage }, search] = await Promise.all([params, searchParams]);
  return <HotPathPage league={requiredId(league)} season={requiredId(season)} stage={requiredId(stage)} search={search} />;
}

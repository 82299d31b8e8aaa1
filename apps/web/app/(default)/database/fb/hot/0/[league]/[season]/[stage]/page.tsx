import { DataPage } from '@/components/pages/database/DataPage';
import { pageMeta } from '@/lib/page-meta';
import { requiredId } from '@/lib/route-params';

export const metadata = pageMeta('/database/fb/hot/0/[league]/[season]/[stage]');

/** A hot competition's data for one season and stage; all three must be numeric. */
export default async function Page({ params }: { params: Promise<{ league: string; season: string; stage: string }> }) {
  const { league, season, stage } = await params;
  const competitionId = requiredId(league);
  requiredId(season);
  requiredId(stage);
  return <DataPage pattern="/database/fb/hot/0/[league]/[season]/[stage]" sport="fb" competitionId={competitionId} />;
}

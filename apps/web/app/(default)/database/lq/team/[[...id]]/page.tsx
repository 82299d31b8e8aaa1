import { LqEntityPage } from '@/components/datacentre/DataPage';
import { pageMeta } from '@/lib/page-meta';
import { optionalId } from '@/lib/route-params';

export const metadata = pageMeta('/database/lq/team/[[...id]]');

export default async function Page({ params }: { params: Promise<{ id?: string[] }> }) {
  return <LqEntityPage kind="team" id={optionalId((await params).id)} />;
}

import { RoutePage } from '@/components/pages/common/RoutePage';
import { LiveHome, navIdOf } from '@/components/pages/live/LiveHome';
import { pageMeta } from '@/lib/page-meta';
import { optionalId } from '@/lib/route-params';

export const metadata = pageMeta('/live/[[...id]]');

type TProps = { params: Promise<{ id?: string[] }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

/** /live is the live hall; /live/{id} is one live category or room, filled by the live rooms capability. */
export default async function Page({ params, searchParams }: TProps) {
  const id = optionalId((await params).id);
  if (id !== null) return <RoutePage pattern="/live/[[...id]]" />;
  return <LiveHome navId={navIdOf((await searchParams).navId)} />;
}

import { RoutePage } from '@/components/layout/RoutePage';
import { SectionTabs } from '@/components/layout/SectionTabs';
import { ExpertHome } from '@/components/experts/ExpertHome';
import { requiredId } from '@/lib/route-params';
import { pageMeta } from '@/lib/page-meta';

export const metadata = pageMeta('/guide/expert/info/[id]');

/** An expert's page: head with records computed from settled plans, follow, plans. A non-numeric id is the 404 page. */
export default async function Page({ params }: { params: Promise<{ id: string }> }) {
  const id = requiredId((await params).id);
  return (
    <RoutePage pattern="/guide/expert/info/[id]" nav={<SectionTabs section="guide" active="/guide/expert" />}>
      <ExpertHome expertId={id} />
    </RoutePage>
  );
}

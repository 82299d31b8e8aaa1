import { RoutePage } from '@/components/layout/RoutePage';
import { SectionTabs } from '@/components/layout/SectionTabs';
import { ExpertBoard } from '@/components/experts/ExpertBoard';
import { pageMeta } from '@/lib/page-meta';

export const metadata = pageMeta('/guide/expert');

export default function Page() {
  return (
    <RoutePage pattern="/guide/expert" nav={<SectionTabs section="guide" active="/guide/expert" />}>
      <ExpertBoard />
    </RoutePage>
  );
}

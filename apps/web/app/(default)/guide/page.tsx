import { RoutePage } from '@/components/layout/RoutePage';
import { SectionTabs } from '@/components/layout/SectionTabs';
import { GuideIndex } from '@/components/experts/GuideIndex';
import { pageMeta } from '@/lib/page-meta';

export const metadata = pageMeta('/guide');

export default function Page() {
  return (
    <RoutePage pattern="/guide" nav={<SectionTabs section="guide" active="/guide" />}>
      <GuideIndex />
    </RoutePage>
  );
}

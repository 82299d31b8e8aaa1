import { RoutePage } from '@/components/pages/common/RoutePage';
import { SectionTabs } from '@/components/pages/common/SectionTabs';
import { pageMeta } from '@/lib/page-meta';

export const metadata = pageMeta('/next');

export default function Page() {
  return <RoutePage pattern="/next" nav={<SectionTabs section="schedule" active="/next" />} />;
}

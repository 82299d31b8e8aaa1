import { RoutePage } from '@/components/pages/common/RoutePage';
import { SectionTabs } from '@/components/pages/common/SectionTabs';
import { pageMeta } from '@/lib/page-meta';

export const metadata = pageMeta('/guide/expert');

export default function Page() {
  return <RoutePage pattern="/guide/expert" nav={<SectionTabs section="guide" active="/guide/expert" />} />;
}

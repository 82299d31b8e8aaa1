import { RoutePage } from '@/components/pages/common/RoutePage';
import { SectionTabs } from '@/components/pages/common/SectionTabs';
import { pageMeta } from '@/lib/page-meta';

export const metadata = pageMeta('/playback/tab');

export default function Page() {
  return <RoutePage pattern="/playback/tab" nav={<SectionTabs section="schedule" active="/playback" />} />;
}

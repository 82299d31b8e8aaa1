import { RoutePage } from '@/components/layout/RoutePage';
import { SectionTabs } from '@/components/layout/SectionTabs';
import { pageMeta } from '@/lib/page-meta';

export const metadata = pageMeta('/playback/tab');

export default function Page() {
  return <RoutePage pattern="/playback/tab" nav={<SectionTabs section="schedule" active="/playback" />} />;
}

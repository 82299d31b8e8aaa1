import { optionalIdPage } from '@/components/pages/common/idRoutes';
import { SectionTabs } from '@/components/pages/common/SectionTabs';
import { pageMeta } from '@/lib/page-meta';

export const metadata = pageMeta('/playback/video/[[...video]]');

export default optionalIdPage('/playback/video/[[...video]]', {
  nav: <SectionTabs section="schedule" active="/playback" />,
  paramName: 'video',
});

import { optionalIdPage } from '@/components/layout/idRoutes';
import { SectionTabs } from '@/components/layout/SectionTabs';
import { pageMeta } from '@/lib/page-meta';

export const metadata = pageMeta('/playback/video/[[...video]]');

export default optionalIdPage('/playback/video/[[...video]]', {
  nav: <SectionTabs section="schedule" active="/playback" />,
  paramName: 'video',
});

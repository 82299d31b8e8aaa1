import { optionalIdPage } from '@/components/pages/common/idRoutes';
import { SectionTabs } from '@/components/pages/common/SectionTabs';
import { pageMeta } from '@/lib/page-meta';

export const metadata = pageMeta('/playback/list/[[...id]]');

export default optionalIdPage('/playback/list/[[...id]]', { nav: <SectionTabs section="schedule" active="/playback" /> });

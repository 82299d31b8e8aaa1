import { optionalIdPage } from '@/components/layout/idRoutes';
import { SectionTabs } from '@/components/layout/SectionTabs';
import { pageMeta } from '@/lib/page-meta';

export const metadata = pageMeta('/playback/list/[[...id]]');

export default optionalIdPage('/playback/list/[[...id]]', { nav: <SectionTabs section="schedule" active="/playback" /> });

import { optionalIdPage } from '@/components/pages/common/idRoutes';
import { ScheduleTabs } from '@/components/pages/common/SectionTabs';
import { pageMeta } from '@/lib/page-meta';

export const metadata = pageMeta('/playback/[[...id]]');

export default optionalIdPage('/playback/[[...id]]', { nav: <ScheduleTabs active="/playback" /> });

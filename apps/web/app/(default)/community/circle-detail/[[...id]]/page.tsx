import { optionalIdPage } from '@/components/layout/idRoutes';
import { SectionTabs } from '@/components/layout/SectionTabs';
import { pageMeta } from '@/lib/page-meta';

export const metadata = pageMeta('/community/circle-detail/[[...id]]');

export default optionalIdPage('/community/circle-detail/[[...id]]', { nav: <SectionTabs section="community" active="/community" /> });

import { optionalIdPage } from '@/components/layout/idRoutes';
import { SectionTabs } from '@/components/layout/SectionTabs';
import { pageMeta } from '@/lib/page-meta';

export const metadata = pageMeta('/community/[[...id]]');

export default optionalIdPage('/community/[[...id]]', { nav: <SectionTabs section="community" active="/community" /> });

import { optionalIdPage } from '@/components/layout/idRoutes';
import { SectionTabs } from '@/components/layout/SectionTabs';
import { pageMeta } from '@/lib/page-meta';

export const metadata = pageMeta('/community/anchor-dynamic/[[...id]]');

export default optionalIdPage('/community/anchor-dynamic/[[...id]]', {
  nav: <SectionTabs section="community" active="/community/anchor-dynamic" />,
});

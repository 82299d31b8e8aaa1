import { requiredIdPage } from '@/components/layout/idRoutes';
import { SectionTabs } from '@/components/layout/SectionTabs';
import { pageMeta } from '@/lib/page-meta';

export const metadata = pageMeta('/guide/expert/info/[id]');

export default requiredIdPage('/guide/expert/info/[id]', { nav: <SectionTabs section="guide" active="/guide/expert" /> });

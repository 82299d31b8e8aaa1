import { optionalIdPage } from '@/components/pages/common/idRoutes';
import { pageMeta } from '@/lib/page-meta';

export const metadata = pageMeta('/personal/[[...id]]');

export default optionalIdPage('/personal/[[...id]]');

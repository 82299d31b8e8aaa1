import { optionalIdPage } from '@/components/layout/idRoutes';
import { pageMeta } from '@/lib/page-meta';

export const metadata = pageMeta('/news/pages/[[...id]]');

export default optionalIdPage('/news/pages/[[...id]]');

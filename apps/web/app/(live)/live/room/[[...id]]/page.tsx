import { optionalIdPage } from '@/components/pages/common/idRoutes';
import { pageMeta } from '@/lib/page-meta';

export const metadata = pageMeta('/live/room/[[...id]]');

export default optionalIdPage('/live/room/[[...id]]');

import { requiredIdPage } from '@/components/pages/common/idRoutes';
import { pageMeta } from '@/lib/page-meta';

export const metadata = pageMeta('/news/[id]');

export default requiredIdPage('/news/[id]');

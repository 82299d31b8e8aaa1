import { requiredIdPage } from '@/components/layout/idRoutes';
import { pageMeta } from '@/lib/page-meta';

export const metadata = pageMeta('/news/[id]');

export default requiredIdPage('/news/[id]');

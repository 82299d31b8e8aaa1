import { dataCatchAllPage } from '@/components/pages/database/DataPage';
import { pageMeta } from '@/lib/page-meta';

export const metadata = pageMeta('/database/lq/[[...slug]]');

export default dataCatchAllPage('lq');

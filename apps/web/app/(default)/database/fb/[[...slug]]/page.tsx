import { dataCatchAllPage } from '@/components/datacentre/DataPage';
import { pageMeta } from '@/lib/page-meta';

export const metadata = pageMeta('/database/fb/[[...slug]]');

export default dataCatchAllPage('fb');

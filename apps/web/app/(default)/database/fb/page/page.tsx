import { DataPage } from '@/components/pages/database/DataPage';
import { pageMeta } from '@/lib/page-meta';

export const metadata = pageMeta('/database/fb/page');

export default function Page() {
  return <DataPage pattern="/database/fb/page" sport="fb" />;
}

import { DatabaseIndex } from '@/components/datacentre/DatabaseIndex';
import { pageMeta } from '@/lib/page-meta';

export const metadata = pageMeta('/database/fb/page');

export default function Page() {
  return <DatabaseIndex sport="fb" />;
}

import { RoutePage } from '@/components/pages/common/RoutePage';
import { pageMeta } from '@/lib/page-meta';

export const metadata = pageMeta('/personal/tabs');

export default function Page() {
  return <RoutePage pattern="/personal/tabs" />;
}

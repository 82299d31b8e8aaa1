import { RoutePage } from '@/components/pages/common/RoutePage';
import { pageMeta } from '@/lib/page-meta';

export const metadata = pageMeta('/live/report');

export default function Page() {
  return <RoutePage pattern="/live/report" />;
}

import { RoutePage } from '@/components/layout/RoutePage';
import { pageMeta } from '@/lib/page-meta';

export const metadata = pageMeta('/youliao');

export default function Page() {
  return <RoutePage pattern="/youliao" />;
}

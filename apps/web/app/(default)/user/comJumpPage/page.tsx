import { RoutePage } from '@/components/pages/common/RoutePage';
import { pageMeta } from '@/lib/page-meta';

export const metadata = pageMeta('/user/comJumpPage');

export default function Page() {
  return <RoutePage pattern="/user/comJumpPage" />;
}

import { RoutePage } from '@/components/pages/common/RoutePage';
import { pageMeta } from '@/lib/page-meta';

export const metadata = pageMeta('/user/pwd_find');

export default function Page() {
  return <RoutePage pattern="/user/pwd_find" />;
}

import { GatedRoutePage } from '@/components/pages/common/GatedRoutePage';
import { pageMeta } from '@/lib/page-meta';

export const metadata = pageMeta('/live/follow');

export default function Page() {
  return <GatedRoutePage pattern="/live/follow" />;
}

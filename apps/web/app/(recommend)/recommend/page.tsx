import { GatedRoutePage } from '@/components/pages/common/GatedRoutePage';
import { pageMeta } from '@/lib/page-meta';

export const metadata = pageMeta('/recommend');

export default function Page() {
  return <GatedRoutePage inline pattern="/recommend" />;
}

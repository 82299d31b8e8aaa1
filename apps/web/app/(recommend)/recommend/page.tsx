import { GatedRoutePage } from '@/components/layout/GatedRoutePage';
import { pageMeta } from '@/lib/page-meta';

export const metadata = pageMeta('/recommend');

export default function Page() {
  return <GatedRoutePage inline pattern="/recommend" />;
}

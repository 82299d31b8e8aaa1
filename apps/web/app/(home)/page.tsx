import { HomePage } from '@/components/pages/home/HomePage';
import { pageMeta } from '@/lib/page-meta';

export const metadata = pageMeta('/');

export default function Page() {
  return <HomePage />;
}

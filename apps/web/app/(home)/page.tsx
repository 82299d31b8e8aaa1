import { HomePage } from '@/components/site/home/HomePage';
import { pageMeta } from '@/lib/page-meta';

export const metadata = pageMeta('/');

export default function Page() {
  return <HomePage />;
}

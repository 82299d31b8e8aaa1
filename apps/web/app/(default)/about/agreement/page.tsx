import { AboutPage } from '@/components/site/about/AboutPage';
import { pageMeta } from '@/lib/page-meta';

export const metadata = pageMeta('/about/agreement');

export default function Page() {
  return <AboutPage id="agreement" pattern="/about/agreement" />;
}

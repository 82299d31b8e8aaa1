import { AboutPage } from '@/components/site/about/AboutPage';
import { pageMeta } from '@/lib/page-meta';

export const metadata = pageMeta('/about/privacy');

export default function Page() {
  return <AboutPage id="privacy" pattern="/about/privacy" />;
}

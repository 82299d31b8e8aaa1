import { AboutPage } from '@/components/pages/about/AboutPage';
import { pageMeta } from '@/lib/page-meta';

export const metadata = pageMeta('/about/privacy');

export default function Page() {
  return <AboutPage id="privacy" pattern="/about/privacy" />;
}

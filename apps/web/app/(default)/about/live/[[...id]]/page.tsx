import { AboutPage } from '@/components/site/about/AboutPage';
import { pageMeta } from '@/lib/page-meta';
import { optionalId } from '@/lib/route-params';

export const metadata = pageMeta('/about/live/[[...id]]');

/** The anchor and streaming notes (about page 10005). */
export default async function Page({ params }: { params: Promise<{ id?: string[] }> }) {
  optionalId((await params).id);
  return <AboutPage id="10005" pattern="/about/live/[[...id]]" />;
}

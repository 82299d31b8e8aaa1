import { AboutPage, aboutIdFrom } from '@/components/site/about/AboutPage';
import { pageMeta } from '@/lib/page-meta';

export const metadata = pageMeta('/about/[[...id]]');

export default async function Page({ params }: { params: Promise<{ id?: string[] }> }) {
  return <AboutPage id={aboutIdFrom((await params).id)} pattern="/about/[[...id]]" />;
}

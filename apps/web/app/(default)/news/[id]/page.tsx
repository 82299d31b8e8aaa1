import { NewsDetail } from '@/components/content/NewsPages';
import { pageMeta } from '@/lib/page-meta';
import { requiredId } from '@/lib/route-params';

export const metadata = pageMeta('/news/[id]');

export default async function Page({ params }: { params: Promise<{ id: string }> }) {
  return <NewsDetail id={requiredId((await params).id)} />;
}

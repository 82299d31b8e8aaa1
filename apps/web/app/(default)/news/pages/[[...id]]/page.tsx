import { NewsIndex } from '@/components/content/NewsPages';
import { pageMeta } from '@/lib/page-meta';
import { optionalId, pageOf } from '@/lib/route-params';

export const metadata = pageMeta('/news/pages/[[...id]]');

/** 头条: all columns, or one column by its number. */
export default async function Page({
  params,
  searchParams,
}: {
  params: Promise<{ id?: string[] }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const column = optionalId((await params).id);
  return <NewsIndex column={column === null ? null : String(column)} page={pageOf((await searchParams).page)} />;
}

import { HighlightListPage, HighlightPage } from '@/components/playback/highlight-pages';
import { pageMeta } from '@/lib/page-meta';
import { optionalId } from '@/lib/route-params';

export const metadata = pageMeta('/playback/highlights/[[...id]]');

/** /playback/highlights: highlights (集锦) by type and title; /playback/highlights/{id}: one, played or bought. */
export default async function Page({
  params,
  searchParams,
}: {
  params: Promise<{ id?: string[] }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const id = optionalId((await params).id);
  if (id === null) return <HighlightListPage searchParams={await searchParams} />;
  return <HighlightPage id={id} />;
}

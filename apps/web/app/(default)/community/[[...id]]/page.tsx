import { CommunityIndex, PostDetail } from '@/components/content/CommunityPages';
import { pageMeta } from '@/lib/page-meta';
import { optionalId, pageOf } from '@/lib/route-params';

export const metadata = pageMeta('/community/[[...id]]');

/** 社区: the post list, or one post by id. */
export default async function Page({
  params,
  searchParams,
}: {
  params: Promise<{ id?: string[] }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const id = optionalId((await params).id);
  return id === null ? <CommunityIndex page={pageOf((await searchParams).page)} /> : <PostDetail id={id} />;
}

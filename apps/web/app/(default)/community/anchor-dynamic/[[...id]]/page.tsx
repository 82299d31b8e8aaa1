import { AnchorDynamic } from '@/components/content/CommunityPages';
import { pageMeta } from '@/lib/page-meta';
import { optionalId, pageOf } from '@/lib/route-params';

export const metadata = pageMeta('/community/anchor-dynamic/[[...id]]');

export default async function Page({
  params,
  searchParams,
}: {
  params: Promise<{ id?: string[] }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  return <AnchorDynamic id={optionalId((await params).id)} page={pageOf((await searchParams).page)} />;
}

import type { Metadata } from 'next';
import { API_ROUTES, MINE_SECTIONS } from '@sports/contracts';
import { RoutePage } from '@/components/layout/RoutePage';
import { PostComposer } from '@/components/content/PostComposer';
import { dataOr } from '@/lib/api-answer';
import { ssrCall } from '@/lib/api.server';

export const metadata: Metadata = { title: MINE_SECTIONS.posting };

/** /v/posting: write a post (the composer shows the login prompt to visitors). */
export default async function Page() {
  const circles = dataOr(await ssrCall(API_ROUTES.circles), []);
  return (
    <RoutePage inline pattern="/v/[section]" title={MINE_SECTIONS.posting}>
      <PostComposer circles={circles} />
    </RoutePage>
  );
}

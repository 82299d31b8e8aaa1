import { API_ROUTES, LIVE_PAGE_SIZES, type TAttentionPage } from '@sports/contracts';
import { EmptyState } from '@/components/ui/EmptyState';
import { LoginGate } from '@/components/ui/NeedLogin';
import { dataOr } from '@/lib/api-answer';
import { ssrCall } from '@/lib/api.server';
import { AnchorList } from './AnchorCard';
import { Pager } from './RoomCard';

const EMPTY: TAttentionPage = { list: [], matches: [], totalNumber: 0, page: 1, pageSize: LIVE_PAGE_SIZES.attention };

/** The anchors the caller follows (10 a page, SPEC §9), live ones marked; visitors get the login prompt. */
export async function FollowedAnchors({ page, basePath }: { page: number; basePath: string }) {
  const data = await ssrCall(API_ROUTES.pageAttention, { query: { attentionType: 1, page, pageSize: LIVE_PAGE_SIZES.attention } }).then(
    (r) => dataOr(r, EMPTY),
  );
  return (
    <LoginGate>
      {data.list.length ? (
        <>
          <AnchorList anchors={data.list} />
          <Pager page={data.page} pageSize={data.pageSize} total={data.totalNumber} href={(p) => `${basePath}?page=${p}`} />
        </>
      ) : (
        <EmptyState text="暂无数据，去直播大厅关注喜欢的主播吧" />
      )}
    </LoginGate>
  );
}

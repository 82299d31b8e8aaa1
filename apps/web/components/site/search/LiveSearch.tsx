import { API_ROUTES, SEARCH_COUNT_MAX, SEARCH_TYPES, SEARCH_WORD_MAX } from '@sports/contracts';
import { AnchorList } from '@/components/live/rooms/AnchorCard';
import { Pager, RoomGrid } from '@/components/live/rooms/RoomCard';
import { EmptyState } from '@/components/ui/EmptyState';
import { isOk } from '@/lib/api-answer';
import { ssrCall } from '@/lib/api.server';

/**
 * Search results among anchors (主播 tab: by nickname, those on air first) or live rooms (直播 tab: by
 * title or the anchor's nickname, live first), one page of the server's search at a time. A failed
 * call says so; the empty state is only for a word nothing matches. The server counts up to
 * SEARCH_COUNT_MAX matches: more is shown as "100+", and the pager ends there.
 */
export async function LiveSearch({
  word,
  kind,
  page,
  href,
}: {
  word: string;
  kind: 'anchor' | 'live';
  page: number;
  href: (page: number) => string;
}) {
  const type = kind === 'anchor' ? SEARCH_TYPES.anchors : SEARCH_TYPES.rooms;
  const res = await ssrCall(API_ROUTES.searchRooms, { query: { word: word.slice(0, SEARCH_WORD_MAX), type, page } });
  const d = isOk(res) ? res.data : null;
  if (!d) return <EmptyState text={res.message || '搜索失败，请稍后重试'} />;
  const noun = kind === 'anchor' ? '主播' : '直播间';
  const total = kind === 'anchor' ? d.anchorTotal : d.roomTotal;
  const list = kind === 'anchor' ? <AnchorList anchors={d.anchors} /> : <RoomGrid rooms={d.rooms} />;
  const count = kind === 'anchor' ? d.anchors.length : d.rooms.length;
  if (!total) return <EmptyState text={`没有找到与“${word}”相关的${noun}`} />;
  return (
    <div data-testid={`search-${kind}`}>
      <p className="mb-3 text-sm text-muted" data-testid="search-total">
        {`共找到 ${total > SEARCH_COUNT_MAX ? `${SEARCH_COUNT_MAX}+` : total} ${kind === 'anchor' ? '位' : '个'}${noun}`}
      </p>
      {count ? list : <EmptyState text="这一页没有更多结果了" />}
      <Pager page={d.page} pageSize={d.pageSize} total={Math.min(total, SEARCH_COUNT_MAX)} href={href} />
    </div>
  );
}

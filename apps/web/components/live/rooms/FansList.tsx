import { API_ROUTES } from '@sports/contracts';
import { Avatar } from '@/components/layout/Avatar';
import { EmptyState } from '@/components/ui/EmptyState';
import { dataOr } from '@/lib/api-answer';
import { ssrCall } from '@/lib/api.server';
import { formatDateTime } from '@/lib/format';
import { Pager } from './RoomCard';

/** The followers of a user (GET /api/user/fans), 10 a page. */
export async function FansList({ userId, page, href }: { userId: number; page: number; href: (page: number) => string }) {
  const data = await ssrCall(API_ROUTES.fans, { query: { anchorId: userId, page, pageSize: 10 } }).then((r) =>
    dataOr(r, { list: [], totalNumber: 0, page, pageSize: 10 }),
  );
  if (!data.list.length) return <EmptyState />;
  return (
    <>
      <p className="mb-3 text-sm text-muted">共 {data.totalNumber} 位粉丝</p>
      <ul data-testid="fans-list" className="divide-y divide-line">
        {data.list.map((f) => (
          <li key={f.userId} className="flex items-center gap-3 py-2.5 text-sm">
            <Avatar src={f.portrait} size={36} />
            <span className="flex-1">{f.nickName}</span>
            <span className="text-xs text-muted">{formatDateTime(f.followedAt)} 关注</span>
          </li>
        ))}
      </ul>
      <Pager page={data.page} pageSize={data.pageSize} total={data.totalNumber} href={href} />
    </>
  );
}

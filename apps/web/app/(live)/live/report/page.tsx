import { API_ROUTES } from '@sports/contracts';
import { RoutePage } from '@/components/layout/RoutePage';
import { ReportForm } from '@/components/live/rooms/ReportForm';
import { EmptyState } from '@/components/ui/EmptyState';
import { ssrCall } from '@/lib/api.server';
import { pageMeta } from '@/lib/page-meta';
import { queryIdOf } from '@/lib/route-params';

export const metadata = pageMeta('/live/report');

/** /live/report?roomId=: report a room. */
export default async function Page({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const q = await searchParams;
  const roomId = queryIdOf(q.roomId);
  const res = roomId ? await ssrCall(API_ROUTES.roomDetail, { query: { roomId } }) : null;
  return (
    <RoutePage pattern="/live/report">
      {res && res.code === 200 ? (
        <ReportForm roomId={res.data.roomId} roomTitle={res.data.title} />
      ) : (
        <EmptyState text="请从直播间进入举报" />
      )}
    </RoutePage>
  );
}

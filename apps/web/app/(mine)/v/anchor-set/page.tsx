import type { Metadata } from 'next';
import Link from '@/components/ui/Link';
import { API_ROUTES, MINE_SECTIONS } from '@sports/contracts';
import { RoutePage } from '@/components/layout/RoutePage';
import { RoomSettingsForm } from '@/components/live/anchor-area/RoomSettingsForm';
import { StreamPanel } from '@/components/live/anchor/StreamPanel';
import { EmptyState } from '@/components/ui/EmptyState';
import { LoginGate } from '@/components/ui/NeedLogin';
import { Panel } from '@/components/ui/Panel';
import { ssrCall } from '@/lib/api.server';
import { loadViewer } from '@/lib/session.server';
import { siteData } from '@/lib/site.server';

export const metadata: Metadata = { title: MINE_SECTIONS['anchor-set'] };

/** /v/anchor-set: streaming (push address, key, start and end) and the room's title, cover, category, match and notice. */
export default async function Page() {
  const userInfo = await loadViewer();
  const isAnchor = !!userInfo && userInfo.isAnchor !== 0;
  const [navList, room] = await Promise.all([siteData.navList(), isAnchor ? ssrCall(API_ROUTES.roomInfo) : Promise.resolve(null)]);
  return (
    <div className="space-y-4">
      <RoutePage inline pattern="/v/[section]" title={MINE_SECTIONS['anchor-set']}>
        <LoginGate>
          {!isAnchor ? (
            <div className="py-10 text-center text-sm text-muted">
              <p className="mb-4">您还不是主播，申请通过后即可开播。</p>
              <Link href="/v/apply" className="rounded-full bg-primary px-5 py-2 text-white">
                申请成为主播
              </Link>
            </div>
          ) : room && room.code === 200 && room.data ? (
            <StreamPanel />
          ) : (
            <EmptyState text={room?.message || '直播间加载失败，请刷新重试'} />
          )}
        </LoginGate>
      </RoutePage>
      {isAnchor && room && room.code === 200 && room.data ? (
        <Panel title="直播间设置">
          <RoomSettingsForm initial={room.data} navList={navList} />
        </Panel>
      ) : null}
    </div>
  );
}

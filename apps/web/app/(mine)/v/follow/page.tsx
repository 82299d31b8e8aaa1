import type { Metadata } from 'next';
import { MINE_SECTIONS } from '@sports/contracts';
import { RoutePage } from '@/components/layout/RoutePage';
import { FansList } from '@/components/live/rooms/FansList';
import { LoginGate } from '@/components/ui/NeedLogin';
import { loadViewer } from '@/lib/session.server';
import { pageOf } from '@/lib/route-params';

export const metadata: Metadata = { title: MINE_SECTIONS.follow };

/** /v/follow: my fans. */
export default async function Page({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const userInfo = await loadViewer();
  const page = pageOf((await searchParams).page);
  return (
    <RoutePage inline pattern="/v/[section]" title={MINE_SECTIONS.follow}>
      <LoginGate>{userInfo ? <FansList userId={userInfo.id} page={page} href={(p) => `/v/follow?page=${p}`} /> : null}</LoginGate>
    </RoutePage>
  );
}

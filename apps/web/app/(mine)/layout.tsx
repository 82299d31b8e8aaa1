import type { ReactNode } from 'react';
import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { SideMenuColumns } from '@/components/layout/SideMenuColumns';
import { MineMenu } from '@/components/layout/MineMenu';
import { PATHNAME_HEADER } from '@/lib/guards';
import { EmptyState } from '@/components/ui/EmptyState';
import { readViewer } from '@/lib/session.server';

/**
 * Mine layout for /v/*: side menu and the content column (pages bring their own card: RoutePage inline).
 * Without user info (an expired or revoked token) the visitor goes home; when it could not be read
 * (the API failed or was slow), a retry, not home; an anchor opening the apply page goes to the live
 * settings instead.
 */
export default async function MineLayout({ children }: { children: ReactNode }) {
  const { userInfo, unavailable } = await readViewer();
  if (!userInfo && unavailable)
    return (
      <SideMenuColumns menu={<MineMenu />} testId="mine-card">
        <EmptyState text="网络错误，请刷新重试" />
      </SideMenuColumns>
    );
  if (!userInfo) redirect('/');
  const pathname = (await headers()).get(PATHNAME_HEADER) ?? '';
  if (userInfo.isAnchor && pathname === '/v/apply') redirect('/v/anchor-set');
  return (
    <SideMenuColumns menu={<MineMenu />} testId="mine-card">
      {children}
    </SideMenuColumns>
  );
}

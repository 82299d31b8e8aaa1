import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { API_ROUTES, MINE_SECTIONS } from '@sports/contracts';
import { RoutePage } from '@/components/layout/RoutePage';
import { ApplyForm } from '@/components/live/anchor-area/ApplyForm';
import { LoginGate } from '@/components/ui/NeedLogin';
import { dataOr } from '@/lib/api-answer';
import { ssrCall } from '@/lib/api.server';
import { loadViewer } from '@/lib/session.server';
import { siteData } from '@/lib/site.server';

export const metadata: Metadata = { title: MINE_SECTIONS.apply };

/** /v/apply: apply to be an anchor and follow the audit; anchors go to /v/anchor-set (SPEC §2). */
export default async function Page() {
  const userInfo = await loadViewer();
  if (userInfo && userInfo.isAnchor !== 0) redirect('/v/anchor-set');
  const [navList, audit] = await Promise.all([
    siteData.navList(),
    userInfo ? ssrCall(API_ROUTES.auditInfo).then((r) => dataOr(r, null)) : Promise.resolve(null),
  ]);
  return (
    <RoutePage inline pattern="/v/[section]" title={MINE_SECTIONS.apply}>
      <LoginGate>
        <ApplyForm navList={navList} initial={audit} />
      </LoginGate>
    </RoutePage>
  );
}

import { redirect } from 'next/navigation';
import { RoutePage } from '@/components/layout/RoutePage';
import { NeedLogin } from '@/components/ui/NeedLogin';
import { pageMeta } from '@/lib/page-meta';
import { loadViewer } from '@/lib/session.server';

export const metadata = pageMeta('/personal/tabs');

/** /personal/tabs: the caller's own space. */
export default async function Page() {
  const userInfo = await loadViewer();
  if (!userInfo)
    return (
      <RoutePage pattern="/personal/tabs">
        <NeedLogin />
      </RoutePage>
    );
  redirect(`/personal/${userInfo.id}?headerNavIndex=${userInfo.isAnchor ? 2 : 0}`);
}

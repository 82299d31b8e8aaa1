import { redirect } from 'next/navigation';
import { RoutePage } from '@/components/layout/RoutePage';
import { NeedLogin } from '@/components/ui/NeedLogin';
import { pageMeta } from '@/lib/page-meta';
import { loadViewer } from '@/lib/session.server';

export const metadata = pageMeta('/personal/list');

/** /personal/list: the caller's own space on its 关注 tab. */
export default async function Page() {
  const userInfo = await loadViewer();
  if (!userInfo)
    return (
      <RoutePage pattern="/personal/list">
        <NeedLogin />
      </RoutePage>
    );
  redirect(`/personal/${userInfo.id}?headerNavIndex=${0}`);
}

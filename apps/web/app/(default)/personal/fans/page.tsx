import { redirect } from 'next/navigation';
import { RoutePage } from '@/components/layout/RoutePage';
import { NeedLogin } from '@/components/ui/NeedLogin';
import { pageMeta } from '@/lib/page-meta';
import { loadViewer } from '@/lib/session.server';

export const metadata = pageMeta('/personal/fans');

/** /personal/fans: the caller's own space on its 粉丝 tab. */
export default async function Page() {
  const userInfo = await loadViewer();
  if (!userInfo)
    return (
      <RoutePage pattern="/personal/fans">
        <NeedLogin />
      </RoutePage>
    );
  redirect(`/personal/${userInfo.id}?headerNavIndex=${1}`);
}

import { redirect } from 'next/navigation';
import { PersonalSpace } from '@/components/live/rooms/PersonalSpace';
import { pageMeta } from '@/lib/page-meta';
import { optionalId, pageOf } from '@/lib/route-params';
import { loadViewer } from '@/lib/session.server';

export const metadata = pageMeta('/personal/[[...id]]');

type TProps = { params: Promise<{ id?: string[] }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

/** /personal/{id}?headerNavIndex=: a user's space; without an id, the caller's own (visitors go home). */
export default async function Page({ params, searchParams }: TProps) {
  const id = optionalId((await params).id);
  const q = await searchParams;
  const tab = typeof q.headerNavIndex === 'string' && /^[0-3]$/.test(q.headerNavIndex) ? Number(q.headerNavIndex) : null;
  if (id === null) {
    const userInfo = await loadViewer();
    if (!userInfo) redirect('/');
    redirect(`/personal/${userInfo.id}?headerNavIndex=${userInfo.isAnchor ? 2 : 0}`);
  }
  return <PersonalSpace userId={id} tab={tab} page={pageOf(q.page)} />;
}

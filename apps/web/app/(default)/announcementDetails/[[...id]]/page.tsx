import { AnnouncementDetail, AnnouncementIndex } from '@/components/site/announcement/AnnouncementPages';
import { pageMeta } from '@/lib/page-meta';
import { optionalId } from '@/lib/route-params';

export const metadata = pageMeta('/announcementDetails/[[...id]]');

export default async function Page({ params }: { params: Promise<{ id?: string[] }> }) {
  const id = optionalId((await params).id);
  return id === null ? <AnnouncementIndex /> : <AnnouncementDetail id={id} />;
}

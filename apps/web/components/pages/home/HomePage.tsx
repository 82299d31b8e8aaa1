import Link from 'next/link';
import { EmptyState } from '@/components/ui/EmptyState';
import { Panel } from '@/components/ui/Panel';
import { siteData } from '@/lib/site.server';
import { AdvertSlot } from './AdvertSlot';
import { AnnouncementList } from './AnnouncementList';
import { BannerCarousel } from './BannerCarousel';

const moreLink = (href: string, label: string) => (
  <Link href={href} className="text-xs text-muted hover:text-primary">
    {label} ›
  </Link>
);

/** Home: banners and announcements, the home advert slot, hot matches and live rooms. */
export async function HomePage() {
  const [banners, adverts, announcements] = await Promise.all([siteData.pcBanners(10), siteData.adverts('home001'), siteData.announcements(1, 8)]);
  return (
    <div className="mx-auto flex w-[1200px] flex-col gap-4 py-4">
      <div className="flex gap-4">
        <div className="min-w-0 flex-1">
          {banners.length > 0 ? <BannerCarousel banners={banners} /> : <EmptyState className="aspect-[3/1] rounded-lg bg-surface" />}
        </div>
        <Panel title="最新公告" actions={moreLink('/announcementDetails', '全部')} className="w-[320px] shrink-0">
          <AnnouncementList list={announcements.list} />
        </Panel>
      </div>
      <AdvertSlot adverts={adverts} />
      <Panel title="热门赛事" actions={moreLink('/football', '全部比分')}>
        <EmptyState className="py-8" />
      </Panel>
      <Panel title="热门直播" actions={moreLink('/live/all', '更多直播')}>
        <EmptyState />
      </Panel>
    </div>
  );
}

import Link from '@/components/ui/Link';
import { API_ROUTES, type TScoreMatch } from '@sports/contracts';
import { dataOr } from '@/lib/api-answer';
import { sharedCall, ssrCall } from '@/lib/api.server';
import { EmptyState } from '@/components/ui/EmptyState';
import { Panel } from '@/components/ui/Panel';
import { siteData } from '@/lib/site.server';
import { onAir } from '@/components/live/rooms/RoomCard';
import { AdvertSlot } from './AdvertSlot';
import { AnnouncementList } from './AnnouncementList';
import { BannerCarousel } from './BannerCarousel';
import { HotLiveRooms } from './HotLiveRooms';
import { HOT_MATCHES_SHOWN, HotMatchStrip } from './HotMatchStrip';

const moreLink = (href: string, label: string) => (
  <Link href={href} className="text-xs text-muted hover:text-primary">
    {label} ›
  </Link>
);

/** Today's hot matches of both sports (SPEC pc-index), with the time they were read. */
async function hotMatches() {
  const none = { date: '', list: [] as TScoreMatch[] };
  const [football, basketball] = await Promise.all([
    // The strip shows no stars: read as for nobody, so the page is the same for everyone (decision 0051).
    sharedCall(API_ROUTES.pcIndexSchedule, { query: { sportId: '1' } }).then((r) => dataOr(r, none)),
    sharedCall(API_ROUTES.pcIndexSchedule, { query: { sportId: '2' } }).then((r) => dataOr(r, none)),
  ]);
  // Only the cards the strip shows go into the page (each row is most of a kilobyte of its payload).
  const shown = (list: TScoreMatch[]) => list.slice(0, HOT_MATCHES_SHOWN);
  return { lists: { football: shown(football.list), basketball: shown(basketball.list) }, serverNow: Date.now() };
}

/** How many rooms 热门直播 shows. */
const HOT_ROOMS = 8;

/** Home: banners and announcements, the home advert slot, hot matches (live scores) and live rooms. */
export async function HomePage() {
  const [banners, adverts, announcements, hot, rooms] = await Promise.all([
    siteData.pcBanners(10),
    siteData.adverts('home001'),
    siteData.announcements(1, 8),
    hotMatches(),
    ssrCall(API_ROUTES.hotRooms, { query: { size: HOT_ROOMS } }).then((r) => onAir(dataOr(r, []))),
  ]);
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
        <HotMatchStrip lists={hot.lists} serverNow={hot.serverNow} />
      </Panel>
      <Panel title="热门直播" actions={moreLink('/live/all', '更多直播')}>
        <HotLiveRooms initial={rooms} size={HOT_ROOMS} />
      </Panel>
    </div>
  );
}

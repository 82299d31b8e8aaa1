import { API_ROUTES, LIVE_PAGE_SIZES, type TPage, type TRoomCard } from '@sports/contracts';
import { EmptyState } from '@/components/ui/EmptyState';
import { TabNav } from '@/components/ui/TabNav';
import { dataOr } from '@/lib/api-answer';
import { ssrCall } from '@/lib/api.server';
import { siteData } from '@/lib/site.server';
import { AdvertSlot } from '@/components/site/home/AdvertSlot';
import { BannerStrip } from '@/components/site/home/BannerStrip';
import { RoutePage } from '@/components/layout/RoutePage';
import { Pager, RoomGrid } from './rooms/RoomCard';

const EMPTY: TPage<TRoomCard> = { list: [], totalNumber: 0, page: 1, pageSize: LIVE_PAGE_SIZES.rooms };

/** The live hall (/live/all, /live): category tabs, app banners, the zhibo001 advert and the room grid (live rooms first). */
export async function LiveHome({ navId, page = 1 }: { navId: string | undefined; page?: number }) {
  const [navList, banners, adverts] = await Promise.all([siteData.navList(), siteData.appBanners(10), siteData.adverts('zhibo001')]);
  const selected = navList.some((n) => String(n.id) === navId) ? navId : undefined;
  // 热门 (sportId 0) is every room, the live and most followed first; other tabs are a category.
  const category = navList.find((n) => String(n.id) === selected && n.sportId !== 0);
  const rooms = await ssrCall(API_ROUTES.roomPage, { query: { navId: category?.id, page, pageSize: LIVE_PAGE_SIZES.rooms } }).then((r) =>
    dataOr(r, EMPTY),
  );
  const tabs = [
    { label: '全部', href: '/live/all', active: selected === undefined },
    ...navList.map((n) => ({ label: n.name, href: `/live/all?navId=${n.id}`, active: String(n.id) === selected })),
  ];
  const liveCount = rooms.list.filter((r) => r.isLive === 1).length;
  return (
    <RoutePage pattern="/live/[[...id]]" nav={<TabNav variant="pill" items={tabs} />}>
      <BannerStrip banners={banners} className="mb-4" />
      <AdvertSlot adverts={adverts} className="mb-4" />
      {rooms.list.length ? (
        <>
          <p className="mb-3 text-sm text-muted">
            共 {rooms.totalNumber} 个直播间{liveCount ? `，本页 ${liveCount} 个正在直播` : '，当前暂无主播开播'}
          </p>
          <RoomGrid rooms={rooms.list} />
          <Pager
            page={rooms.page}
            pageSize={rooms.pageSize}
            total={rooms.totalNumber}
            href={(p) => `/live/all?${new URLSearchParams({ ...(selected ? { navId: selected } : {}), page: String(p) })}`}
          />
        </>
      ) : (
        <EmptyState />
      )}
    </RoutePage>
  );
}

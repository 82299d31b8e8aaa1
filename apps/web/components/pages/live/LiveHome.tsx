import { EmptyState } from '@/components/ui/EmptyState';
import { TabNav } from '@/components/ui/TabNav';
import { siteData } from '@/lib/site.server';
import { AdvertSlot } from '../home/AdvertSlot';
import { BannerStrip } from '../home/BannerStrip';
import { RoutePage } from '../common/RoutePage';

/** The live hall (/live/all, /live): category tabs, app banners, the zhibo001 advert and the room grid. */
export async function LiveHome({ navId }: { navId: string | undefined }) {
  const [navList, banners, adverts] = await Promise.all([siteData.navList(), siteData.appBanners(10), siteData.adverts('zhibo001')]);
  const selected = navList.some((n) => String(n.id) === navId) ? navId : undefined;
  const tabs = [
    { label: '全部', href: '/live/all', active: selected === undefined },
    ...navList.map((n) => ({ label: n.name, href: `/live/all?navId=${n.id}`, active: String(n.id) === selected })),
  ];
  return (
    <RoutePage pattern="/live/[[...id]]" nav={<TabNav variant="pill" items={tabs} />}>
      <BannerStrip banners={banners} className="mb-4" />
      <AdvertSlot adverts={adverts} className="mb-4" />
      <EmptyState />
    </RoutePage>
  );
}

/** navId from the query string (the first value when repeated). */
export const navIdOf = (v: string | string[] | undefined): string | undefined => (Array.isArray(v) ? v[0] : v);

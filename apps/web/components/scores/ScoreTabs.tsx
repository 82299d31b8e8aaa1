import { TabNav, type TTabItem } from '@/components/ui/TabNav';

export type TSport = 'football' | 'basketball';

/** Market tabs of the live-score pages (SPEC §2 plain routes). */
export const SCORE_TABS: Record<TSport, TTabItem[]> = {
  football: [
    { label: '即时', href: '/football' },
    { label: '竞足', href: '/football/jczq' },
    { label: '北单', href: '/football/bjdc' },
    { label: '足彩', href: '/football/zc' },
    { label: '完场', href: '/football/end' },
    { label: '赛程', href: '/football/next' },
    { label: '筛选', href: '/football/select' },
    { label: '收藏', href: '/football/collect' },
  ],
  basketball: [
    { label: '即时', href: '/basketball' },
    { label: '竞篮', href: '/basketball/jclq' },
    { label: '完场', href: '/basketball/end' },
    { label: '赛程', href: '/basketball/next' },
    { label: '文字', href: '/basketball/text' },
  ],
};

const SPORTS: TTabItem[] = [
  { label: '足球', href: '/football' },
  { label: '篮球', href: '/basketball' },
];

/** Sport switch plus the market tabs of one sport; `active` is the current path. */
export function ScoreTabs({ sport, active }: { sport: TSport; active: string }) {
  return (
    <div className="flex flex-col gap-3">
      <TabNav variant="pill" items={SPORTS} active={`/${sport}`} />
      <TabNav items={SCORE_TABS[sport]} active={active} />
    </div>
  );
}

import { TabNav, type TTabItem } from '@/components/ui/TabNav';

/** Tabs shared by the pages of one area of the site. */
export const SECTION_TABS = {
  /** Tips: recommendations and the expert board. */
  guide: [
    { label: '推荐', href: '/guide' },
    { label: '专家榜', href: '/guide/expert' },
  ],
  /** Schedule and its replays (the header's sub-entries). */
  schedule: [
    { label: '赛程', href: '/next' },
    { label: '回放', href: '/playback' },
    { label: '集锦', href: '/playback/highlights' },
  ],
  /** Community square and anchors' posts. */
  community: [
    { label: '社区广场', href: '/community' },
    { label: '主播动态', href: '/community/anchor-dynamic' },
  ],
} satisfies Record<string, TTabItem[]>;

export function SectionTabs({ section, active }: { section: keyof typeof SECTION_TABS; active: string }) {
  return <TabNav items={SECTION_TABS[section]} active={active} />;
}

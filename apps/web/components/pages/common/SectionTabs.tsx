import { TabNav } from '@/components/ui/TabNav';

/** Tips area: recommendations and the expert board. */
export function GuideTabs({ active }: { active: string }) {
  return (
    <TabNav
      items={[
        { label: '推荐', href: '/guide' },
        { label: '专家榜', href: '/guide/expert' },
      ]}
      active={active}
    />
  );
}

/** Schedule area: the schedule and its replays (the header's sub-entries). */
export function ScheduleTabs({ active }: { active: string }) {
  return (
    <TabNav
      items={[
        { label: '赛程', href: '/next' },
        { label: '回放', href: '/playback' },
      ]}
      active={active}
    />
  );
}

/** Community area: the square and anchors' posts. */
export function CommunityTabs({ active }: { active: string }) {
  return (
    <TabNav
      items={[
        { label: '社区广场', href: '/community' },
        { label: '主播动态', href: '/community/anchor-dynamic' },
      ]}
      active={active}
    />
  );
}

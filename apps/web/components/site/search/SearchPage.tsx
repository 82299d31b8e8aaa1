import Link from '@/components/ui/Link';
import { EmptyState } from '@/components/ui/EmptyState';
import { TabNav } from '@/components/ui/TabNav';
import { siteData } from '@/lib/site.server';
import { RoutePage } from '@/components/layout/RoutePage';
import { ContentSearch } from '@/components/content/ContentSearch';
import { LiveSearch } from './LiveSearch';
import { RecordSearch } from './RecordSearch';

export const SEARCH_TABS = [
  { key: 'anchor', label: '主播' },
  { key: 'live', label: '直播' },
  { key: 'news', label: '资讯' },
  { key: 'post', label: '帖子' },
] as const;
type TSearchTab = (typeof SEARCH_TABS)[number]['key'];

const first = (v: string | string[] | undefined): string => (Array.isArray(v) ? (v[0] ?? '') : (v ?? ''));
export const searchHref = (word: string) => `/search?val=${encodeURIComponent(word)}`;
/** The `page` of the query: a whole number from 1 (the search API's bound is 10000), else 1. */
const pageOf = (v: string): number => {
  const n = Number(v);
  return Number.isInteger(n) && n >= 1 ? Math.min(n, 10000) : 1;
};

/**
 * Search results for `val` (trimmed), with the anchor/live/news/post tabs and the anchor and live
 * tabs' `page` kept in the query string, and the hot search words. `path` is the route the user is
 * on (/search, /search/follow, /search/list).
 */
export async function SearchPage({
  path,
  query,
  defaultTab,
}: {
  path: string;
  query: Record<string, string | string[] | undefined>;
  defaultTab: TSearchTab;
}) {
  const val = first(query.val).trim();
  const tabKey = SEARCH_TABS.find((t) => t.key === first(query.tab))?.key ?? defaultTab;
  const page = pageOf(first(query.page));
  const pageHref = (p: number) => `${path}?${new URLSearchParams({ val, tab: tabKey, page: String(p) }).toString()}`;
  const hot = await siteData.hotSearch();
  const tabs = SEARCH_TABS.map((t) => ({
    label: t.label,
    href: `${path}?${new URLSearchParams({ val, tab: t.key }).toString()}`,
    active: t.key === tabKey,
  }));
  return (
    <div className="mx-auto flex w-[1200px] items-start gap-4 py-4">
      <RecordSearch word={val} />
      <div className="min-w-0 flex-1">
        <RoutePage inline pattern={path} title={val ? `搜索“${val}”的结果` : undefined} nav={<TabNav items={tabs} />}>
          {!val ? (
            <EmptyState text="请输入关键词搜索主播、直播和资讯" />
          ) : tabKey === 'news' || tabKey === 'post' ? (
            <ContentSearch word={val} kind={tabKey} />
          ) : (
            <LiveSearch word={val} kind={tabKey} page={page} href={pageHref} />
          )}
        </RoutePage>
      </div>
      <aside className="w-[280px] shrink-0 rounded-lg bg-surface p-5 shadow-sm">
        <h2 className="mb-3 text-base font-semibold text-ink">热门搜索</h2>
        {hot.length > 0 ? (
          <ol className="space-y-2" data-testid="hot-search">
            {hot.map((h, i) => (
              <li key={h.word} className="flex items-center gap-3 text-sm">
                <span className={`w-5 text-center font-semibold ${i < 3 ? 'text-primary' : 'text-muted'}`}>{i + 1}</span>
                <Link href={searchHref(h.word)} className="truncate text-ink hover:text-primary">
                  {h.word}
                </Link>
              </li>
            ))}
          </ol>
        ) : (
          <EmptyState className="py-6" />
        )}
      </aside>
    </div>
  );
}

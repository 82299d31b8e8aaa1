import Link from '@/components/ui/Link';
import { notFound } from 'next/navigation';
import { API_ROUTES, CONTENT_LIMITS, type TInfoItem } from '@sports/contracts';
import { RoutePage } from '@/components/layout/RoutePage';
import { EmptyState } from '@/components/ui/EmptyState';
import { TabNav } from '@/components/ui/TabNav';
import { dataOr } from '@/lib/api-answer';
import { ssrCall } from '@/lib/api.server';
import { formatDateTime } from '@/lib/format';
import { CollectButton } from './CollectButton';
import { Comments } from './Comments';

/** One article in a list: cover, title, summary, column and time. */
export function InfoRow({ item }: { item: TInfoItem }) {
  return (
    <li className="flex gap-4 border-b border-line py-4 last:border-0" data-testid="news-item">
      {item.cover ? <img src={item.cover} alt="" className="h-24 w-40 flex-none rounded object-cover" loading="lazy" /> : null}
      <div className="min-w-0 flex-1">
        <Link href={`/news/${item.id}`} className="line-clamp-1 text-base font-semibold text-ink hover:text-primary">
          {item.title}
        </Link>
        <p className="mt-1 line-clamp-2 text-sm text-muted">{item.summary}</p>
        <p className="mt-2 flex gap-3 text-xs text-muted">
          <span className="text-primary">{item.columnName}</span>
          <span>{formatDateTime(item.publishedAt)}</span>
          <span>阅读 {item.views}</span>
          <span>评论 {item.commentCount}</span>
        </p>
      </div>
    </li>
  );
}

function SideList({ title, list }: { title: string; list: TInfoItem[] }) {
  return (
    <section className="rounded-lg bg-surface p-4 shadow-sm">
      <h2 className="mb-2 text-sm font-semibold text-ink">{title}</h2>
      {list.length ? (
        <ol className="space-y-2 text-sm">
          {list.map((i, n) => (
            <li key={i.id} className="flex gap-2">
              <span className={`w-5 flex-none text-center ${n < 3 ? 'font-bold text-primary' : 'text-muted'}`}>{n + 1}</span>
              <Link href={`/news/${i.id}`} className="line-clamp-1 text-ink hover:text-primary">
                {i.title}
              </Link>
            </li>
          ))}
        </ol>
      ) : (
        <EmptyState />
      )}
    </section>
  );
}

/** /news/pages/{column?}: the columns as tabs, the banner, 30 articles a page, and the recommended list beside. */
export async function NewsIndex({ column, page }: { column: string | null; page: number }) {
  const [cats, list, recommend] = await Promise.all([
    ssrCall(API_ROUTES.infoCategories),
    ssrCall(API_ROUTES.infoList, {
      body: { columnNo: column ?? undefined, pageParam: { pageNum: page, pageSize: CONTENT_LIMITS.newsPageSize } },
    }),
    ssrCall(API_ROUTES.infoRecommend, { body: { size: 10 } }),
  ]);
  const categories = dataOr(cats, []);
  const items = dataOr(list, { list: [], totalNumber: 0, page: 1, pageSize: CONTENT_LIMITS.newsPageSize });
  const pages = Math.max(1, Math.ceil(items.totalNumber / CONTENT_LIMITS.newsPageSize));
  const base = column ? `/news/pages/${column}` : '/news/pages';
  // The newest articles with a cover lead the first page.
  const [lead, ...rest] = items.list.filter((i) => i.cover).slice(0, 5);
  return (
    <div className="mx-auto grid max-w-[1200px] gap-4 px-4 py-4 lg:grid-cols-[1fr_300px]">
      <RoutePage
        inline
        pattern="/news/pages/[[...id]]"
        nav={
          <TabNav
            active={base}
            items={[
              { label: '全部', href: '/news/pages' },
              ...categories.map((c) => ({ label: c.name, href: `/news/pages/${c.columnNo}` })),
            ]}
          />
        }
      >
        {!column && page === 1 && lead ? (
          <div className="mb-4 grid gap-3 md:grid-cols-[2fr_1fr]" data-testid="news-banner">
            <Link href={`/news/${lead.id}`} className="group relative block overflow-hidden rounded-lg">
              {}
              <img src={lead.cover} alt="" className="h-64 w-full object-cover transition group-hover:scale-105" />
              <span className="absolute inset-x-0 bottom-0 bg-gradient-to-t from-black/70 p-3 text-base font-semibold text-white">
                {lead.title}
              </span>
            </Link>
            <ul className="space-y-2">
              {rest.map((b) => (
                <li key={b.id}>
                  <Link href={`/news/${b.id}`} className="line-clamp-2 text-sm text-ink hover:text-primary">
                    {b.title}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        {items.list.length ? (
          <ul>
            {items.list.map((i) => (
              <InfoRow key={i.id} item={i} />
            ))}
          </ul>
        ) : (
          <EmptyState />
        )}
        {pages > 1 ? (
          <nav className="mt-6 flex justify-center gap-3 text-sm" aria-label="分页">
            {page > 1 ? <Link href={`${base}?page=${page - 1}`}>上一页</Link> : null}
            <span className="text-muted">
              第 {page} / {pages} 页
            </span>
            {page < pages ? <Link href={`${base}?page=${page + 1}`}>下一页</Link> : null}
          </nav>
        ) : null}
      </RoutePage>
      <aside className="space-y-4">
        <SideList title="热门推荐" list={dataOr(recommend, [])} />
      </aside>
    </div>
  );
}

/** /news/{id}: the article (body sanitised by the server), tags, previous/next, related, favourite and comments. */
export async function NewsDetail({ id }: { id: number }) {
  const res = await ssrCall(API_ROUTES.infoDetail, { params: { id } });
  if (res.code === 404 || res.code === 16001) notFound();
  const a = dataOr(res, null);
  if (!a) return <RoutePage pattern="/news/[id]" />;
  return (
    <div className="mx-auto grid max-w-[1200px] gap-4 px-4 py-4 lg:grid-cols-[1fr_300px]">
      <article className="rounded-lg bg-surface p-6 shadow-sm" data-testid="news-detail">
        <nav className="mb-3 text-xs text-muted">
          <Link href="/news/pages" className="hover:text-primary">
            头条
          </Link>{' '}
          ›{' '}
          <Link href={`/news/pages/${a.columnNo}`} className="hover:text-primary">
            {a.columnName}
          </Link>
        </nav>
        <h1 className="text-2xl font-semibold text-ink">{a.title}</h1>
        <div className="mt-2 flex items-center gap-4 text-xs text-muted">
          <span>{a.authorName}</span>
          <time>{formatDateTime(a.publishedAt)}</time>
          <span>阅读 {a.views}</span>
          <CollectButton id={a.id} type={1} collected={a.collected} />
        </div>
        {/* The body is sanitised by the server (sanitize-html allow-list) when it is written. */}
        <div className="news-body mt-5 space-y-4 text-[15px] leading-8 text-ink" dangerouslySetInnerHTML={{ __html: a.body }} />
        {a.tags.length ? (
          <p className="mt-6 flex flex-wrap gap-2" data-testid="news-tags">
            {a.tags.map((t) => (
              <Link
                key={t}
                href={`/search?val=${encodeURIComponent(t)}`}
                className="rounded-full border border-line px-3 py-0.5 text-xs text-muted hover:border-primary hover:text-primary"
              >
                {t}
              </Link>
            ))}
          </p>
        ) : null}
        <nav className="mt-6 grid gap-2 border-t border-line pt-4 text-sm md:grid-cols-2">
          <span>
            上一篇：
            {a.previous ? (
              <Link href={`/news/${a.previous.id}`} className="text-ink hover:text-primary" data-testid="news-previous">
                {a.previous.title}
              </Link>
            ) : (
              <span className="text-muted">没有了</span>
            )}
          </span>
          <span className="md:text-right">
            下一篇：
            {a.next ? (
              <Link href={`/news/${a.next.id}`} className="text-ink hover:text-primary" data-testid="news-next">
                {a.next.title}
              </Link>
            ) : (
              <span className="text-muted">没有了</span>
            )}
          </span>
        </nav>
        <Comments type={2} postId={a.id} />
      </article>
      <aside className="space-y-4">
        <SideList title="相关阅读" list={a.others} />
      </aside>
    </div>
  );
}

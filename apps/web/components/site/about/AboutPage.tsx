import Link from '@/components/ui/Link';
import { notFound } from 'next/navigation';
import { ABOUT_IDS } from '@sports/contracts';
import { EmptyState } from '@/components/ui/EmptyState';
import { Panel } from '@/components/ui/Panel';
import { siteData } from '@/lib/site.server';
import { formatDate } from '@/lib/format';
import { routeTitle } from '@/components/layout/RoutePage';

/** The page an about id opens: documents have their own paths, numbered pages live under /about. */
export const aboutHref = (id: string) => `/about/${id}`;

/** /about/{id}: ids 10001-10006 and 005 only; no id opens 10002; anything else is the 404 page. */
export function aboutIdFrom(segments: string[] | undefined): string {
  if (!segments || segments.length === 0) return '10002';
  const [id] = segments;
  if (segments.length > 1 || !/^\d+$/.test(id) || !(ABOUT_IDS as readonly string[]).includes(id)) notFound();
  return id;
}

/** An about page: the left menu of every about page and the selected page's text. */
export async function AboutPage({ id, pattern }: { id: string; pattern: string }) {
  const [menu, page] = await Promise.all([siteData.aboutList(), siteData.about(id)]);
  return (
    <div className="mx-auto flex w-[1200px] items-start gap-4 py-4">
      <Panel title="关于我们" className="w-[220px] shrink-0">
        <nav className="-mx-2 flex flex-col" data-testid="about-menu">
          {menu.map((m) => (
            <Link
              key={m.id}
              href={aboutHref(m.id)}
              aria-current={m.id === id ? 'page' : undefined}
              className={`rounded px-3 py-2 text-sm ${m.id === id ? 'bg-primary-weak font-semibold text-primary' : 'text-ink hover:text-primary'}`}
            >
              {m.title}
            </Link>
          ))}
        </nav>
      </Panel>
      <Panel
        title={page?.title ?? routeTitle(pattern)}
        heading="h1"
        className="min-w-0 flex-1"
        actions={page ? <span className="text-xs text-muted">更新于 {formatDate(page.updatedAt)}</span> : null}
      >
        {page && page.paragraphs.length > 0 ? (
          <article className="space-y-4 text-sm leading-7 text-ink" data-testid="about-article">
            {page.paragraphs.map((p, i) => (
              <p key={i} className="whitespace-pre-line">
                {p}
              </p>
            ))}
          </article>
        ) : (
          <EmptyState />
        )}
      </Panel>
    </div>
  );
}

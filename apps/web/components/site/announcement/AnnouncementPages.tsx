import Link from '@/components/ui/Link';
import { notFound } from 'next/navigation';
import { API_ROUTES } from '@sports/contracts';
import { EmptyState } from '@/components/ui/EmptyState';
import { dataOr } from '@/lib/api-answer';
import { ssrCall } from '@/lib/api.server';
import { siteData } from '@/lib/site.server';
import { AnnouncementList } from '@/components/site/home/AnnouncementList';
import { formatDateTime, paragraphsOf } from '@/lib/format';
import { RoutePage } from '@/components/layout/RoutePage';

const PATTERN = '/announcementDetails/[[...id]]';
const PAGE_SIZE = 30;

const backLink = (
  <Link href="/announcementDetails" className="text-xs text-muted hover:text-primary">
    ‹ 全部公告
  </Link>
);

/** One announcement; the 404 page when the API says it does not exist. */
export async function AnnouncementDetail({ id }: { id: number }) {
  const res = await ssrCall(API_ROUTES.announcement, { params: { id } });
  if (res.code === 404) notFound();
  const a = dataOr(res, null);
  return (
    <RoutePage pattern={PATTERN} actions={backLink}>
      {a ? (
        <article data-testid="announcement-detail">
          <h2 className="text-xl font-semibold text-ink">{a.title}</h2>
          <time className="mt-2 block text-xs text-muted">{formatDateTime(a.publishedAt)}</time>
          <div className="mt-5 space-y-4 text-sm leading-7 text-ink">
            {paragraphsOf(a.content).map((p, i) => (
              <p key={i}>{p}</p>
            ))}
          </div>
        </article>
      ) : (
        <EmptyState />
      )}
    </RoutePage>
  );
}

/** Every announcement, newest first. */
export async function AnnouncementIndex() {
  const { list } = await siteData.announcements(1, PAGE_SIZE);
  return (
    <RoutePage pattern={PATTERN} title="全部公告">
      <AnnouncementList list={list} withSummary />
    </RoutePage>
  );
}

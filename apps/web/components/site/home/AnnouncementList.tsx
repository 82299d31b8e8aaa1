import Link from '@/components/ui/Link';
import type { TAnnouncementListItem } from '@sports/contracts';
import { EmptyState } from '@/components/ui/EmptyState';
import { formatDate } from '@/lib/format';

/** Announcement titles linking to their detail page, newest first as the API orders them. */
export function AnnouncementList({ list, withSummary = false }: { list: TAnnouncementListItem[]; withSummary?: boolean }) {
  if (list.length === 0) return <EmptyState className="py-8" />;
  return (
    <ul data-testid="announcement-list" className="divide-y divide-line">
      {list.map((a) => (
        <li key={a.id} className="py-2">
          <Link
            href={`/announcementDetails/${a.id}`}
            className="flex items-baseline justify-between gap-3 text-sm text-ink hover:text-primary"
          >
            <span className="truncate">{a.title}</span>
            <time className="shrink-0 text-xs text-muted">{formatDate(a.publishedAt)}</time>
          </Link>
          {withSummary && a.summary ? <p className="mt-1 line-clamp-2 text-xs text-muted">{a.summary}</p> : null}
        </li>
      ))}
    </ul>
  );
}

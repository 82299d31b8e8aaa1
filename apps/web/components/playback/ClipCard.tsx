import Link from '@/components/ui/Link';
import type { TClipItem } from '@sports/contracts';
import { EmptyState } from '@/components/ui/EmptyState';
import { formatDateTime } from '@/lib/format';
import { clock } from './ReplayCard';

/** A highlight in a grid: poster with its length and price, title, type, match and anchor. */
export function ClipCard({ c }: { c: TClipItem }) {
  return (
    <Link
      href={`/playback/highlights/${c.id}`}
      data-testid="clip-card"
      className="group block overflow-hidden rounded-lg bg-surface shadow-sm transition hover:-translate-y-0.5 hover:shadow-md"
    >
      <div className="relative aspect-video overflow-hidden bg-ink/80">
        {c.poster ? (
          <img src={c.poster} alt={c.title} className="h-full w-full object-cover transition duration-300 group-hover:scale-105" />
        ) : (
          <div className="flex h-full items-center justify-center text-sm text-white/70">{c.typeName}</div>
        )}
        <span className="absolute left-2 top-2 rounded bg-primary px-2 py-0.5 text-xs text-white">{c.typeName}</span>
        <span
          className={`absolute right-2 top-2 rounded px-2 py-0.5 text-xs ${c.price ? 'bg-amber-500 text-white' : 'bg-black/50 text-white'}`}
          data-testid="clip-price"
        >
          {c.price ? `${c.price}球钻` : '免费'}
        </span>
        <span className="absolute bottom-1.5 right-2 rounded bg-black/60 px-1.5 text-xs tabular-nums text-white">{clock(c.duration)}</span>
      </div>
      <div className="px-3 py-2.5">
        <p className="truncate text-sm font-medium text-ink group-hover:text-primary">{c.title}</p>
        <p className="truncate text-xs text-muted">
          {c.anchorNickName}
          {c.matchTitle ? ` · ${c.matchTitle}` : ''} · {formatDateTime(c.createdAt)}
        </p>
      </div>
    </Link>
  );
}

/** Highlights in a responsive grid; 暂无数据 when there are none. */
export function ClipGrid({ list, emptyText }: { list: TClipItem[]; emptyText?: string }) {
  if (!list.length) return <EmptyState text={emptyText} />;
  return (
    <div data-testid="clip-grid" className="grid grid-cols-2 gap-4 md:grid-cols-3 lg:grid-cols-4">
      {list.map((c) => (
        <ClipCard key={c.id} c={c} />
      ))}
    </div>
  );
}

import Link from '@/components/ui/Link';
import type { TReplayItem } from '@sports/contracts';
import { EmptyState } from '@/components/ui/EmptyState';
import { formatDateTime } from '@/lib/format';

/** `mm:ss` (or `h:mm:ss`) of a length in seconds. */
export function clock(seconds: number): string {
  const h = Math.floor(seconds / 3600);
  const mm = String(Math.floor((seconds % 3600) / 60)).padStart(2, '0');
  const ss = String(seconds % 60).padStart(2, '0');
  return h ? `${h}:${mm}:${ss}` : `${mm}:${ss}`;
}

/** A replay in a grid: poster with its length, title, match, anchor and when it was broadcast. */
export function ReplayCard({ r }: { r: TReplayItem }) {
  return (
    <Link
      href={`/playback/${r.id}`}
      data-testid="replay-card"
      className="group block overflow-hidden rounded-lg bg-surface shadow-sm transition hover:-translate-y-0.5 hover:shadow-md"
    >
      <div className="relative aspect-video overflow-hidden bg-ink/80">
        {r.poster ? (
          <img src={r.poster} alt={r.title} className="h-full w-full object-cover transition duration-300 group-hover:scale-105" />
        ) : (
          <div className="flex h-full items-center justify-center text-sm text-white/70">{r.anchorNickName}的回放</div>
        )}
        <span className="absolute left-2 top-2 rounded bg-black/50 px-2 py-0.5 text-xs text-white">回放</span>
        <span className="absolute bottom-1.5 right-2 rounded bg-black/60 px-1.5 text-xs tabular-nums text-white">{clock(r.duration)}</span>
      </div>
      <div className="px-3 py-2.5">
        <p className="truncate text-sm font-medium text-ink group-hover:text-primary">{r.title}</p>
        <p className="truncate text-xs text-muted">
          {r.anchorNickName}
          {r.matchTitle ? ` · ${r.matchTitle}` : ''} · {formatDateTime(r.startedAt)}
        </p>
      </div>
    </Link>
  );
}

/** Replays in a responsive grid; 暂无数据 when there are none. */
export function ReplayGrid({ list, emptyText }: { list: TReplayItem[]; emptyText?: string }) {
  if (!list.length) return <EmptyState text={emptyText} />;
  return (
    <div data-testid="replay-grid" className="grid grid-cols-2 gap-4 md:grid-cols-3 lg:grid-cols-4">
      {list.map((r) => (
        <ReplayCard key={r.id} r={r} />
      ))}
    </div>
  );
}

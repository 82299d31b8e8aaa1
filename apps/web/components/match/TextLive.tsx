import type { TTextLiveLine } from '@sports/contracts';
import { EmptyState } from '@/components/ui/EmptyState';

/** Text live, newest line first; the list grows as the match topic pushes lines. */
export function TextLive({ lines }: { lines: TTextLiveLine[] }) {
  if (lines.length === 0) return <EmptyState text="本场比赛暂无文字直播" />;
  return (
    <ol className="max-h-[520px] divide-y divide-line overflow-auto text-sm" data-testid="text-live">
      {lines.map((l) => (
        <li key={l.seq} className="flex gap-3 py-2">
          <span className="w-10 shrink-0 text-right tabular-nums text-primary">{l.minute === null ? '' : `${l.minute}'`}</span>
          <span className="w-16 shrink-0 whitespace-nowrap tabular-nums text-muted">
            {l.homeScore}-{l.awayScore}
          </span>
          <span className="text-ink">{l.content}</span>
        </li>
      ))}
    </ol>
  );
}

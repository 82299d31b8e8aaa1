import { nobleRank } from '@sports/contracts';

/** The noble rank badge shown beside a name (chat, noble list, my nobility); nothing for a non-noble. */
export function NobleBadge({ rank, className = '' }: { rank: number | null | undefined; className?: string }) {
  const def = nobleRank(rank);
  if (!def) return null;
  return (
    <span
      data-testid="noble-badge"
      data-rank={def.rank}
      title={`贵族：${def.name}`}
      style={{ backgroundColor: def.color }}
      className={`mr-1 inline-flex items-center gap-0.5 rounded px-1 align-middle text-[10px] leading-4 text-white ${className}`}
    >
      <span aria-hidden>♛</span>
      {def.name}
    </span>
  );
}

/** The text colour of a noble's chat line (彩色弹幕), or undefined when the rank has no coloured barrage. */
export function nobleTextColor(rank: number | null | undefined): string | undefined {
  const def = nobleRank(rank);
  return def && (def.privileges as readonly string[]).includes('barrage') ? def.color : undefined;
}

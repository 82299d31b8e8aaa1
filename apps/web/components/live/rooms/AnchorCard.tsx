import Link from '@/components/ui/Link';
import type { TAnchorCard } from '@sports/contracts';
import { Avatar } from '@/components/layout/Avatar';
import { anchorHref } from '@/lib/anchor-href';
import { FollowButton } from './FollowButton';
import { formatCount } from '@/lib/format';

/** An anchor in a list: portrait with live ring, nickname, fans, room title and the follow button. */
export function AnchorCard({ anchor, followable = true }: { anchor: TAnchorCard; followable?: boolean }) {
  const live = anchor.isLive === 1;
  const room = anchorHref(anchor);
  return (
    <div data-testid="anchor-card" className="flex items-center gap-3 rounded-lg border border-line bg-surface px-4 py-3">
      <Link href={room} className={`relative shrink-0 rounded-full ${live ? 'ring-2 ring-red-500 ring-offset-2' : ''}`}>
        <Avatar src={anchor.portrait} size={48} />
        {live ? (
          <span className="absolute -bottom-1 left-1/2 -translate-x-1/2 rounded bg-red-500 px-1 text-[10px] leading-4 text-white">
            直播
          </span>
        ) : null}
      </Link>
      <div className="min-w-0 flex-1">
        <Link href={room} className="block truncate text-sm font-medium text-ink hover:text-primary" data-testid="anchor-name">
          {anchor.nickName}
        </Link>
        <p className="truncate text-xs text-muted">
          粉丝 {formatCount(anchor.fansCount)}
          {live ? ` · 在线 ${formatCount(anchor.online)}` : ''}
          {anchor.title ? ` · ${anchor.title}` : ''}
        </p>
      </div>
      {followable ? <FollowButton anchorId={anchor.userId} initial={anchor.isAttention === 1} size="sm" /> : null}
    </div>
  );
}

/** Anchors (or, with followable false, any people such as fans) in two columns. */
export function AnchorList({ anchors, followable = true }: { anchors: TAnchorCard[]; followable?: boolean }) {
  return (
    <div className="grid gap-3 md:grid-cols-2">
      {anchors.map((a) => (
        <AnchorCard key={a.userId} anchor={a} followable={followable} />
      ))}
    </div>
  );
}

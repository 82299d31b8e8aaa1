import Link from '@/components/ui/Link';
import { MATCH_TYPES, type TMatchWithAnchors } from '@sports/contracts';
import { Avatar } from '@/components/layout/Avatar';
import { MatchSummary } from '@/components/scores/MatchSummary';
import { EmptyState } from '@/components/ui/EmptyState';
import { anchorHref } from '@/lib/anchor-href';
import { FollowButton } from './FollowButton';
import { ReserveButton } from './ReserveButton';

/**
 * Matches with the anchors who will stream them (or are streaming them), each bookable; `followed`
 * lists matches the viewer follows, each with 已关注 to unfollow.
 */
export function MatchAnchors({
  items,
  emptyText,
  followed = false,
}: {
  items: TMatchWithAnchors[];
  emptyText?: string;
  followed?: boolean;
}) {
  if (!items.length) return <EmptyState text={emptyText} />;
  return (
    <ul data-testid="match-anchors" className="space-y-3">
      {items.map(({ match: m, anchors, isReserve }) => (
        <li key={m.id} className="rounded-lg border border-line bg-surface p-4">
          <div className="flex items-center gap-3 text-sm">
            <MatchSummary m={m} />
            {followed ? <FollowButton size="sm" match={{ id: m.id, matchType: MATCH_TYPES[m.sport] }} initial /> : null}
            <ReserveButton matchId={m.id} initial={isReserve === 1} />
          </div>
          {anchors.length ? (
            <div className="mt-3 flex flex-wrap gap-2">
              {anchors.map((a) => (
                <Link
                  key={a.userId}
                  href={anchorHref(a)}
                  className="flex items-center gap-2 rounded-full border border-line py-1 pl-1 pr-3 text-xs hover:border-primary hover:text-primary"
                >
                  <Avatar src={a.portrait} size={24} />
                  {a.nickName}
                  {a.isLive ? <span className="text-red-500">直播中</span> : <span className="text-muted">将直播</span>}
                </Link>
              ))}
            </div>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

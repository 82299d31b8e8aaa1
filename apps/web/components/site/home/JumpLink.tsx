import type { ReactNode } from 'react';
import { bannerJump, type TBanner } from '@sports/contracts';

/** Wraps a banner or advert in its jump link (new window) per SPEC's rules, or a plain box when it links nowhere. */
export function JumpLink({
  item,
  className = '',
  children,
}: {
  item: Pick<TBanner, 'innerPageId' | 'jumpType' | 'targetId' | 'outerLink' | 'title'>;
  className?: string;
  children: ReactNode;
}) {
  const jump = bannerJump(item);
  if (!jump) return <div className={className}>{children}</div>;
  return (
    <a
      href={jump.href}
      target="_blank"
      rel="noopener noreferrer"
      title={item.title}
      data-testid="banner-link"
      className={`block ${className}`}
    >
      {children}
    </a>
  );
}

/**
 * A banner image filling its box; alt text is the banner title. `fetchPriority`: `high` for the one
 * a page shows largest first (a carousel's first slide: the page's largest paint), `low` (and loaded
 * lazily) for slides not shown yet, so they do not hold up the first.
 */
export const BannerImage = ({ item, fetchPriority }: { item: Pick<TBanner, 'imageUrl' | 'title'>; fetchPriority?: 'high' | 'low' }) => (
  <img
    src={item.imageUrl}
    alt={item.title}
    className="h-full w-full object-cover"
    fetchPriority={fetchPriority}
    loading={fetchPriority === 'low' ? 'lazy' : undefined}
  />
);

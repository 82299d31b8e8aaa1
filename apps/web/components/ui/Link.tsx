'use client';
import NextLink from 'next/link';
import { useRouter } from 'next/navigation';
import type { ComponentProps, FocusEvent, MouseEvent, TouchEvent } from 'react';
import { navigationStarted } from '@/lib/navigation-progress';

type TLinkProps = ComponentProps<typeof NextLink>;

/**
 * next/link that prefetches its page on intent (the pointer over it, a touch, keyboard focus), not
 * when it scrolls into view (decision 0062): a score list's rows, the room cards and the footer
 * would otherwise ask the server for a hundred pages while the page loads. `prefetch` given
 * explicitly is next/link's own behaviour. A navigation the router makes starts the progress bar
 * (lib/navigation-progress).
 */
export default function Link({ prefetch, onNavigate, ...props }: TLinkProps) {
  const router = useRouter();
  const { href, onMouseEnter, onTouchStart, onFocus } = props;
  const navigate: TLinkProps['onNavigate'] = (e) => {
    onNavigate?.(e);
    if (typeof href === 'string') navigationStarted(href);
  };
  if (prefetch !== undefined) return <NextLink {...props} prefetch={prefetch} onNavigate={navigate} />;
  const warm = () => {
    if (typeof href === 'string' && href.startsWith('/') && !href.startsWith('//')) router.prefetch(href);
  };
  return (
    <NextLink
      {...props}
      prefetch={false}
      onMouseEnter={(e: MouseEvent<HTMLAnchorElement>) => {
        warm();
        onMouseEnter?.(e);
      }}
      onTouchStart={(e: TouchEvent<HTMLAnchorElement>) => {
        warm();
        onTouchStart?.(e);
      }}
      onFocus={(e: FocusEvent<HTMLAnchorElement>) => {
        warm();
        onFocus?.(e);
      }}
      onNavigate={navigate}
    />
  );
}

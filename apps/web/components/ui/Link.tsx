'use client';
import NextLink from 'next/link';
import { useRouter } from 'next/navigation';
import type { ComponentProps, FocusEvent, MouseEvent, TouchEvent } from 'react';

type TLinkProps = ComponentProps<typeof NextLink>;

/**
 * next/link that prefetches its page on intent (the pointer over it, a touch, keyboard focus), not
 * when it scrolls into view (decision 0062): a score list's rows, the room cards and the footer
 * would otherwise ask the server for a hundred pages while the page loads. `prefetch` given
 * explicitly is next/link's own behaviour.
 */
export default function Link({ prefetch, onMouseEnter, onTouchStart, onFocus, ...props }: TLinkProps) {
  const router = useRouter();
  if (prefetch !== undefined)
    return <NextLink prefetch={prefetch} onMouseEnter={onMouseEnter} onTouchStart={onTouchStart} onFocus={onFocus} {...props} />;
  const { href } = props;
  const warm = () => {
    if (typeof href === 'string' && href.startsWith('/') && !href.startsWith('//')) router.prefetch(href);
  };
  return (
    <NextLink
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
      {...props}
    />
  );
}

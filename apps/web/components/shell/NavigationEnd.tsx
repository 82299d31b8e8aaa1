'use client';
import { usePathname, useSearchParams } from 'next/navigation';
import { useEffect } from 'react';
import { navigationEnded } from '@/lib/navigation-progress';

/** Ends the navigation progress bar when the page's path or query changed (lib/navigation-progress). */
export function NavigationEnd() {
  const pathname = usePathname();
  const search = useSearchParams();
  useEffect(() => navigationEnded(), [pathname, search]);
  return null;
}

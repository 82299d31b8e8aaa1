'use client';
import { usePathname, useSearchParams } from 'next/navigation';
import { useEffect } from 'react';
import { locationKey, navigationAt } from '@/lib/navigation-progress';

/** Ends the navigation progress bar when the page's path or query changed (lib/navigation-progress). */
export function NavigationEnd() {
  const pathname = usePathname();
  const query = useSearchParams().toString();
  useEffect(() => navigationAt(locationKey(pathname, query)), [pathname, query]);
  return null;
}

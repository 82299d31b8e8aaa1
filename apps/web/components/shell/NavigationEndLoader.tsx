'use client';
import dynamic from 'next/dynamic';

/**
 * The navigation progress bar's end (lib/navigation-progress): it reads the query, so it renders in
 * the browser only, after the page's first load (decision 0048).
 */
export const NavigationEndLoader = dynamic(() => import('./NavigationEnd').then((m) => m.NavigationEnd), { ssr: false });

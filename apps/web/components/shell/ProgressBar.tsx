'use client';
import dynamic from 'next/dynamic';

/**
 * Navigation progress bar: shown only when a navigation takes over 200 ms (SPEC §9 throttle). Nothing
 * on the page reads its context, so it sits beside the page rather than around it, and its code
 * (about 5 KB gzipped) loads after the page's first load (decision 0048).
 */
export const ProgressBar = dynamic(() => import('./ProgressBarProvider').then((m) => m.ProgressBarProvider), { ssr: false });

'use client';
import dynamic from 'next/dynamic';

/**
 * The floating help bar, drawn after the page has loaded: it is fixed at the side (nothing moves
 * when it appears) and its code (~1 KB gzipped) stays out of every page's first load (decision 0048).
 */
export const FloatingBarLazy = dynamic(() => import('./FloatingBarClient').then((m) => m.FloatingBarClient), { ssr: false });

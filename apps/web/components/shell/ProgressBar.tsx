'use client';
import type { ReactNode } from 'react';
// The app-router entry: the package's index also imports the pages router (next/router), about 20 KB
// gzipped on every page for nothing.
import { ProgressProvider } from '@bprogress/next/app';

/** Navigation progress bar: shown only when a navigation takes over 200 ms (SPEC §9 throttle). */
export function ProgressBar({ children }: { children: ReactNode }) {
  return (
    <ProgressProvider height="3px" color="var(--brand-primary)" delay={200} options={{ showSpinner: false }} shallowRouting>
      {children}
    </ProgressProvider>
  );
}

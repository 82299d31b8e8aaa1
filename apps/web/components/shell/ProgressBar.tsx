'use client';
import type { ReactNode } from 'react';
import { AppProgressProvider } from '@bprogress/next';

/** Navigation progress bar: shown only when a navigation takes over 200 ms (SPEC §9 throttle). */
export function ProgressBar({ children }: { children: ReactNode }) {
  return (
    <AppProgressProvider height="3px" color="var(--brand-primary)" delay={200} options={{ showSpinner: false }} shallowRouting>
      {children}
    </AppProgressProvider>
  );
}

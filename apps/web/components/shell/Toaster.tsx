'use client';
import dynamic from 'next/dynamic';
import { useEffect, type ComponentProps } from 'react';
import type { Toaster as SonnerToaster } from 'sonner';
import { toasterReady } from '@/lib/toast';

/** sonner's Toaster, loaded after the page (its toasts wait for it, see lib/toast). */
export const Toaster = dynamic(
  () =>
    import('sonner').then(({ Toaster: Loaded }) => {
      function ReadyToaster(props: ComponentProps<typeof SonnerToaster>) {
        // The Toaster's own effect (its subscription) runs before this one, its parent's.
        useEffect(() => toasterReady(), []);
        return <Loaded {...props} />;
      }
      return ReadyToaster;
    }),
  { ssr: false },
);

'use client';
import dynamic from 'next/dynamic';
import { useEffect, useState, type ComponentProps } from 'react';
import type { Toaster as SonnerToaster } from 'sonner';
import { toasterReady, toastWanted } from '@/lib/toast';

/** sonner's Toaster, loaded on demand (its toasts wait for it, see lib/toast). */
const LoadedToaster = dynamic(
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

/** The page's toasts: nothing until the first toast is asked for, then sonner's Toaster. */
export function Toaster(props: ComponentProps<typeof SonnerToaster>) {
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    let live = true;
    void toastWanted.then(() => live && setWanted(true));
    return () => {
      live = false;
    };
  }, []);
  return wanted ? <LoadedToaster {...props} /> : null;
}

'use client';
import dynamic from 'next/dynamic';
import { useEffect } from 'react';

// The root error boundary is part of every page's first load: the error page itself (with its
// header, footer and floating bar) loads when an error shows, so pages carry no second copy of them.
const ErrorView = dynamic(() => import('@/components/layout/ErrorView').then((m) => m.ErrorView));

/** The error page (components/layout/ErrorView.tsx). */
export default function ErrorPage({ error, reset }: { error: Error & { digest?: string; status?: number }; reset: () => void }) {
  useEffect(() => {
    console.error(error);
  }, [error]);
  return <ErrorView error={error} reset={reset} />;
}

'use client';
import dynamic from 'next/dynamic';
import { useEffect } from 'react';
import { StatusView } from '@/components/layout/StatusView';
import { describeError } from '@/lib/http-error';
import { useSession } from './providers';

// The root error boundary is part of every page's first load: its frame (header, footer, floating
// bar) loads when an error shows, so pages do not carry a second copy of the header's code.
const ErrorChrome = dynamic(() => import('@/components/layout/ErrorChrome').then((m) => m.ErrorChrome));

/** The error page: status (default 500) and message (default Error), with a retry next to 返回首页. */
export default function ErrorPage({ error, reset }: { error: Error & { digest?: string; status?: number }; reset: () => void }) {
  const { brand } = useSession();
  const { status, message } = describeError(error);
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <ErrorChrome>
      <title>{`${status} - ${brand.name}`}</title>
      <StatusView status={status} message={message}>
        <button
          type="button"
          onClick={reset}
          className="rounded-full px-8 py-2.5 text-sm text-ink ring-1 ring-line hover:text-primary hover:ring-primary"
        >
          重试
        </button>
      </StatusView>
    </ErrorChrome>
  );
}

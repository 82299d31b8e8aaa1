'use client';
import { useEffect } from 'react';
import { Footer } from '@/components/layout/Footer';
import { FloatingBarClient } from '@/components/layout/FloatingBarClient';
import { Header } from '@/components/layout/Header';
import { StatusView } from '@/components/layout/StatusView';
import { describeError } from '@/lib/http-error';
import { useSession } from './providers';

/** The error page: status (default 500) and message (default Error), with a retry next to 返回首页. */
export default function ErrorPage({ error, reset }: { error: Error & { digest?: string; status?: number }; reset: () => void }) {
  const { brand } = useSession();
  const { status, message } = describeError(error);
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <div className="flex min-h-screen min-w-[1200px] flex-col">
      <Header />
      <main className="flex-1">
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
      </main>
      <Footer brand={brand} />
      <FloatingBarClient />
    </div>
  );
}

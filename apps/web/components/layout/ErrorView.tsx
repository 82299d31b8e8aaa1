'use client';
import { useSession } from '@/app/providers';
import { describeError } from '@/lib/http-error';
import { FloatingBarClient } from './FloatingBarClient';
import { Footer } from './Footer';
import { Header } from './Header';
import { StatusView } from './StatusView';

/**
 * The error page (app/error.tsx loads it when an error shows): status (default 500) and message
 * (default Error), with a retry next to 返回首页, in the header, footer and floating bar the
 * route-group layouts give other pages.
 */
export function ErrorView({ error, reset }: { error: Error & { digest?: string; status?: number }; reset: () => void }) {
  const { brand } = useSession();
  const { status, message } = describeError(error);
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

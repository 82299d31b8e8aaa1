'use client';
import '@/styles/globals.css';
import { describeError } from '@/lib/http-error';

/**
 * Last-resort error page for failures in the root layout itself (no session, no brand): plain, but
 * it still shows the status and message and leads home.
 */
export default function GlobalError({ error, reset }: { error: Error & { digest?: string; status?: number }; reset: () => void }) {
  const { status, message } = describeError(error);
  return (
    <html lang="zh-CN" data-theme="default">
      <body>
        <title>{String(status)}</title>
        <main className="flex min-h-screen flex-col items-center justify-center bg-page text-center">
          <p className="text-[96px] font-black leading-none text-primary" data-testid="status-code">
            {status}
          </p>
          <h1 className="mt-6 text-lg text-ink" data-testid="status-message">
            {message}
          </h1>
          <div className="mt-8 flex gap-3">
            <button type="button" onClick={reset} className="rounded-full px-8 py-2.5 text-sm text-ink ring-1 ring-line">
              重试
            </button>
            <a href="/" className="rounded-full bg-primary px-8 py-2.5 text-sm text-white">
              返回首页
            </a>
          </div>
        </main>
      </body>
    </html>
  );
}

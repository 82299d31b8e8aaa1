import Link from '@/components/ui/Link';
import type { ReactNode } from 'react';
import { UI_TEXT } from '@sports/contracts';

/** The body of the 404 and error pages: a big status, the message and a way back home. */
export function StatusView({ status, message, children }: { status: number; message: string; children?: ReactNode }) {
  return (
    <div className="mx-auto flex w-[1200px] flex-col items-center justify-center py-28 text-center" data-testid="status-view">
      <p
        className="bg-gradient-to-b from-primary to-primary-strong bg-clip-text text-[96px] font-black leading-none text-transparent"
        data-testid="status-code"
      >
        {status}
      </p>
      <div className="mx-auto my-5 h-1 w-16 rounded-full bg-primary/30" />
      <h1 className="text-lg text-ink" data-testid="status-message">
        {message}
      </h1>
      <div className="mt-8 flex items-center gap-3">
        {children}
        <Link href="/" className="rounded-full bg-primary px-8 py-2.5 text-sm font-medium text-white shadow-sm hover:bg-primary-strong">
          {UI_TEXT.backHome}
        </Link>
      </div>
    </div>
  );
}

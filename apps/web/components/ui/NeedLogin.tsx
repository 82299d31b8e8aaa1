'use client';
import type { ReactNode } from 'react';
import { UI_TEXT } from '@sports/contracts';
import { useSession } from '@/app/providers';
import { Button } from './Button';

/** SPEC §8: what a visitor sees in place of a gated view. */
export function NeedLogin({ className = '' }: { className?: string }) {
  const { openLogin } = useSession();
  return (
    <div data-testid="need-login" className={`flex flex-col items-center justify-center gap-4 py-16 text-sm text-muted ${className}`}>
      <svg width="64" height="64" viewBox="0 0 64 64" aria-hidden className="opacity-60">
        <circle cx="32" cy="24" r="11" fill="none" stroke="currentColor" strokeWidth="2" />
        <path d="M12 56c2-11 10-17 20-17s18 6 20 17" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
      <p>{UI_TEXT.needLogin}</p>
      <Button onClick={openLogin}>{UI_TEXT.login}</Button>
    </div>
  );
}

/** Renders its children for a logged-in user and NeedLogin for a visitor. */
export function LoginGate({ children }: { children: ReactNode }) {
  const { userInfo } = useSession();
  return userInfo ? <>{children}</> : <NeedLogin />;
}

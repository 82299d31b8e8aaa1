'use client';
import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { TBrand, TSiteConfig, TUserInfo } from '@sports/contracts';
import { setAppKey } from '@/lib/api';
import type { TBalances } from '@/lib/session.server';

export interface TClientSession {
  brand: TBrand;
  userInfo: TUserInfo | null;
  balancesInfo: TBalances | null;
  expertsInfo: Record<string, unknown> | null;
  config: TSiteConfig;
}

interface TSessionContext extends TClientSession {
  showLoginModel: boolean;
  openLogin: () => void;
  closeLogin: () => void;
}

const SessionContext = createContext<TSessionContext | null>(null);

/** Client mirror of SPEC's session store, filled by the server render. */
export function Providers({ session, children }: { session: TClientSession; children: ReactNode }) {
  const [showLoginModel, setShowLogin] = useState(false);
  setAppKey(session.brand.appKey);
  useEffect(() => setAppKey(session.brand.appKey), [session.brand.appKey]);
  const value = useMemo(
    () => ({ ...session, showLoginModel, openLogin: () => setShowLogin(true), closeLogin: () => setShowLogin(false) }),
    [session, showLoginModel],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): TSessionContext {
  const ctx = useContext(SessionContext);
  if (!ctx) throw new Error('useSession outside Providers');
  return ctx;
}

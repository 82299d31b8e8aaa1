'use client';
import { createContext, useCallback, useContext, useEffect, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import {
  API_CALLS,
  SERVED_SESSION_ID,
  SERVED_USER_ID,
  type TBalances,
  type TBrand,
  type TExpertInfo,
  type TServedSession,
  type TSiteConfig,
  type TUserInfo,
} from '@sports/contracts';
import { call, isOk, setAppKey, setEncryptionKey } from '@/lib/api';
import { createBalancesSync } from '@/lib/balances';
import { onLoginRequest } from '@/lib/login-request';

export interface TClientSession {
  brand: TBrand;
  userInfo: TUserInfo | null;
  balancesInfo: TBalances | null;
  expertsInfo: TExpertInfo | null;
  config: TSiteConfig;
  /** The request's auth cookie named no live session (see loadSession). */
  authRejected?: boolean;
}

/**
 * SPEC §3 Session fields. `auth` is whether the browser holds a live session: the token itself sits in
 * an HttpOnly cookie the page cannot read (safer than SPEC's original, see the accounts decision).
 */
export interface TSessionState {
  auth: boolean;
  userInfo: TUserInfo | null;
  balancesInfo: TBalances | null;
  expertsInfo: TExpertInfo | null;
  showLoginModel: boolean;
  navList: unknown[];
  todayList: unknown[];
  jiyanSwitch: number;
  customerServiceUrl: string;
  customerServiceSwitch: string;
  isRefresh: boolean;
  /** A login finished but the account still owes something (a password): the panel stays open. */
  logining: boolean;
}

interface TSessionContext extends TSessionState {
  brand: TBrand;
  config: TSiteConfig;
  openLogin: () => void;
  closeLogin: () => void;
  setLogining: (on: boolean) => void;
  /** Loads user info (then expert info and balances) with the session cookie; false means logged out. */
  refreshUser: () => Promise<TUserInfo | null>;
  /** Clears auth, user, expert and balance state (SPEC §4 Session reset). */
  resetSession: () => void;
  /** Reloads the balances after a money action: every widget showing them updates at once. */
  refreshBalances: () => Promise<void>;
  /** Takes the balances a money action's answer carried, without another call. */
  setBalancesInfo: (balances: TBalances) => void;
  /** Takes some balance fields an answer carried (e.g. the new ticket count). */
  patchBalancesInfo: (fields: Partial<TBalances>) => void;
  /** Reloads the balances when they are old and no load is on its way (see useBalances). */
  refreshStaleBalances: () => void;
  setNavList: (list: unknown[]) => void;
  setTodayList: (list: unknown[]) => void;
  setIsRefresh: (on: boolean) => void;
}

const SessionContext = createContext<TSessionContext | null>(null);

let served: TServedSession | null | undefined;
/**
 * The session the page was served with (decisions 0051, 0058), read once per document once it is
 * parsed: the visitor's own element at the end of the body, else the head's element (a page
 * rendered for this visitor); null when there is none. Undefined while the document is still loading.
 */
function readServedSession(): TServedSession | null | undefined {
  if (served === undefined && document.readyState !== 'loading') {
    try {
      const element = document.getElementById(SERVED_USER_ID) ?? document.getElementById(SERVED_SESSION_ID);
      served = JSON.parse(element?.textContent || 'null') as TServedSession | null;
    } catch {
      served = null;
    }
  }
  return served;
}
/** Tells the store once, when the document has been parsed (the visitor's element is at its end). */
const onParsed = (changed: () => void) => {
  if (document.readyState !== 'loading') return () => undefined;
  document.addEventListener('DOMContentLoaded', changed, { once: true });
  return () => document.removeEventListener('DOMContentLoaded', changed);
};
/** Not known on the server and while hydrating (the page was rendered with the props' session). */
const servedSessionUnknown = () => undefined;

/** Client mirror of SPEC's session store, filled by the server render. */
export function Providers({ session, children }: { session: TClientSession; children: ReactNode }) {
  const { brand, config } = session;
  const [userInfo, setUserInfo] = useState(session.userInfo);
  const [balancesInfo, setBalances] = useState(session.balancesInfo);
  // The one copy of the balances every widget reads; loads and money-action answers go through here.
  const [balancesSync] = useState(() =>
    createBalancesSync({
      load: () => call(API_CALLS.balances).then((r) => (isOk(r) ? r.data : null)),
      apply: setBalances,
      loadedAt: session.balancesInfo ? Date.now() : undefined,
    }),
  );
  const [expertsInfo, setExperts] = useState(session.expertsInfo);
  // A live session is one the server named a user for.
  const auth = userInfo !== null;
  const [showLoginModel, setShowLogin] = useState(false);
  const [logining, setLogining] = useState(false);
  const [navList, setNavList] = useState<unknown[]>([]);
  const [todayList, setTodayList] = useState<unknown[]>([]);
  const [isRefresh, setIsRefresh] = useState(true);
  setAppKey(brand.appKey);
  setEncryptionKey(config.encryptKey);
  useEffect(() => setAppKey(brand.appKey), [brand.appKey]);

  // New server data (router.refresh after a login or logout) replaces the client copy; the balances
  // go through their sync like any other answer (fresh from now, a load already on its way dropped).
  const [seen, setSeen] = useState(session);
  if (seen.userInfo !== session.userInfo || seen.balancesInfo !== session.balancesInfo || seen.expertsInfo !== session.expertsInfo) {
    setSeen(session);
    setUserInfo(session.userInfo);
    balancesSync.set(session.balancesInfo);
    setExperts(session.expertsInfo);
  }

  // A page shared by every visitor is rendered anonymous and served with the visitor's own session
  // in its session element: taken right after hydration (the header then shows the user), so the
  // hydrated markup matches the server's. A page rendered for this visitor carries the same session.
  const servedSession = useSyncExternalStore(onParsed, readServedSession, servedSessionUnknown);
  const [takenServed, setTakenServed] = useState<TServedSession | null>(null);
  const [authRejected, setAuthRejected] = useState(!!session.authRejected);
  if (servedSession && servedSession !== takenServed) {
    setTakenServed(servedSession);
    if ((servedSession.userInfo?.id ?? null) !== (session.userInfo?.id ?? null) || servedSession.authRejected !== authRejected) {
      setUserInfo(servedSession.userInfo);
      balancesSync.set(servedSession.balancesInfo);
      setExperts(servedSession.expertsInfo);
      setAuthRejected(servedSession.authRejected);
    }
  }

  // A rejected cookie is removed by the server (it is HttpOnly): logout answers 20001 and clears it.
  useEffect(() => {
    if (authRejected || session.authRejected) void call(API_CALLS.logout);
  }, [authRejected, session.authRejected]);

  const resetSession = useCallback(() => {
    setUserInfo(null);
    setExperts(null);
    balancesSync.set(null);
  }, [balancesSync]);

  const refreshUser = useCallback(async () => {
    const res = await call(API_CALLS.userInfo);
    if (!isOk(res)) {
      resetSession();
      return null;
    }
    const user = res.data;
    setUserInfo(user);
    const [, expert] = await Promise.all([
      balancesSync.refresh(),
      user.isExpert === 1 ? call(API_CALLS.expertInfo) : Promise.resolve(null),
    ]);
    setExperts(expert && isOk(expert) ? expert.data : null);
    return user;
  }, [resetSession, balancesSync]);

  const openLogin = useCallback(() => setShowLogin(true), []);
  const closeLogin = useCallback(() => setShowLogin(false), []);
  useEffect(() => onLoginRequest(openLogin), [openLogin]);
  // Effects run after every child has hydrated: from here on the page answers clicks, once the
  // served session is known and taken (above, in the same render), so a click acts as the visitor it shows.
  const sessionTaken = servedSession !== undefined;
  useEffect(() => {
    if (sessionTaken) document.documentElement.dataset.ready = '1';
  }, [sessionTaken]);

  const value = useMemo<TSessionContext>(
    () => ({
      brand,
      config,
      auth,
      userInfo,
      balancesInfo,
      expertsInfo,
      showLoginModel,
      navList,
      todayList,
      jiyanSwitch: config.jiyanSwitch,
      customerServiceUrl: config.customerServiceUrl,
      customerServiceSwitch: config.customerServiceSwitch,
      isRefresh,
      logining,
      openLogin,
      closeLogin,
      setLogining,
      refreshUser,
      resetSession,
      refreshBalances: balancesSync.refresh,
      setBalancesInfo: balancesSync.set,
      patchBalancesInfo: balancesSync.patch,
      refreshStaleBalances: balancesSync.refreshIfStale,
      setNavList,
      setTodayList,
      setIsRefresh,
    }),
    [
      brand,
      config,
      auth,
      userInfo,
      balancesInfo,
      expertsInfo,
      showLoginModel,
      navList,
      todayList,
      isRefresh,
      logining,
      openLogin,
      closeLogin,
      refreshUser,
      resetSession,
      balancesSync,
    ],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): TSessionContext {
  const ctx = useContext(SessionContext);
  if (!ctx) throw new Error('useSession outside Providers');
  return ctx;
}

/**
 * The caller's balances from the session, for a widget that shows them: when they are older than
 * BALANCES_STALE_MS it reloads them once for every widget (a fresh page shows the server's copy).
 */
export function useBalances(): TBalances | null {
  const { auth, balancesInfo, refreshStaleBalances } = useSession();
  useEffect(() => {
    if (auth) refreshStaleBalances();
  }, [auth, refreshStaleBalances]);
  return balancesInfo;
}

import 'server-only';
import { cache } from 'react';
import {
  API_ROUTES,
  AUTH_COOKIE,
  DEFAULT_SITE_CONFIG,
  tokenFromAuthCookie,
  type TBalances,
  type TExpertInfo,
  type TSiteConfig,
  type TServedSession,
  type TUserInfo,
} from '@sports/contracts';
import { cookies } from 'next/headers';
import { ssrCall } from './api.server';
import { dataOr } from './api-answer';

export interface TSession {
  userInfo: TUserInfo | null;
  balancesInfo: TBalances | null;
  expertsInfo: TExpertInfo | null;
  config: TSiteConfig;
  /** An auth cookie came with the request but named no live session: the client removes it. */
  authRejected: boolean;
}

/**
 * SPEC §4 Session, once per request: user info with the auth cookie; expert info for experts;
 * balances always (failures ignored); site config with defaults. A failed user-info call means logged out
 * (the client then removes the cookie, which the server set HttpOnly). The root layout puts the
 * user's part in the page's session element; a page shared by every visitor is rendered without
 * the cookie and the page server fills in each visitor's own there (decision 0051).
 */
export const loadSession = cache(async (): Promise<TSession> => {
  // A visitor without an auth cookie has no user to load: skip the call on every anonymous page view.
  const hasToken = tokenFromAuthCookie((await cookies()).get(AUTH_COOKIE)?.value) !== null;
  const [userInfo, config] = await Promise.all([
    hasToken ? loadViewer() : Promise.resolve(null),
    ssrCall(API_ROUTES.siteConfig).then((r) => dataOr(r, DEFAULT_SITE_CONFIG)),
  ]);
  if (!userInfo)
    return { userInfo: null, balancesInfo: null, expertsInfo: null, config: { ...DEFAULT_SITE_CONFIG, ...config }, authRejected: hasToken };
  const [balancesInfo, expertsInfo] = await Promise.all([
    ssrCall(API_ROUTES.balances).then((r) => dataOr(r, null)),
    userInfo.isExpert === 1 ? ssrCall(API_ROUTES.expertInfo).then((r) => dataOr(r, null)) : Promise.resolve(null),
  ]);
  return { userInfo, balancesInfo, expertsInfo, config: { ...DEFAULT_SITE_CONFIG, ...config }, authRejected: false };
});

/** The user's part of a session, as the page's session element carries it. */
export function servedSessionOf({ userInfo, balancesInfo, expertsInfo, authRejected }: TSession): TServedSession {
  return { userInfo, balancesInfo, expertsInfo, authRejected };
}

/**
 * The visitor's user-info read (behind `loadViewer`), once per request. `unavailable`: it could not be read at
 * all (the call failed or timed out: code 0 or 5xx), as opposed to an answer that there is no live
 * session (401, a ban's refusal); a page that sends logged-out visitors away shows a retry instead,
 * rather than sending a logged-in one home.
 */
export const readViewer = cache(async (): Promise<{ userInfo: TUserInfo | null; unavailable: boolean }> => {
  const answer = await ssrCall(API_ROUTES.userInfo);
  return { userInfo: dataOr(answer, null), unavailable: answer.code === 0 || answer.code >= 500 };
});

/**
 * The logged-in visitor, for a page whose content is theirs (their follows, their favourites, their
 * space): asked of the API even without a cookie, so that the read marks the page as the visitor's
 * own, rendered for each logged-in visitor and never shared with them (decision 0051).
 */
export const loadViewer = cache(async (): Promise<TUserInfo | null> => (await readViewer()).userInfo);

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
 * (the client then removes the cookie, which the server set HttpOnly).
 */
export const loadSession = cache(async (): Promise<TSession> => {
  // A visitor without an auth cookie has no user to load: skip the call on every anonymous page view.
  const hasToken = tokenFromAuthCookie((await cookies()).get(AUTH_COOKIE)?.value) !== null;
  const [userRes, config] = await Promise.all([
    hasToken ? ssrCall(API_ROUTES.userInfo) : Promise.resolve(null),
    ssrCall(API_ROUTES.siteConfig).then((r) => dataOr(r, DEFAULT_SITE_CONFIG)),
  ]);
  const userInfo = dataOr(userRes, null);
  if (!userInfo)
    return { userInfo: null, balancesInfo: null, expertsInfo: null, config: { ...DEFAULT_SITE_CONFIG, ...config }, authRejected: hasToken };
  const [balancesInfo, expertsInfo] = await Promise.all([
    ssrCall(API_ROUTES.balances).then((r) => dataOr(r, null)),
    userInfo.isExpert === 1 ? ssrCall(API_ROUTES.expertInfo).then((r) => dataOr(r, null)) : Promise.resolve(null),
  ]);
  return { userInfo, balancesInfo, expertsInfo, config: { ...DEFAULT_SITE_CONFIG, ...config }, authRejected: false };
});

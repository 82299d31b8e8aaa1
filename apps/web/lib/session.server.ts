import 'server-only';
import { cache } from 'react';
import { AUTH_COOKIE, DEFAULT_SITE_CONFIG, tokenFromAuthCookie, type TSiteConfig, type TUserInfo } from '@sports/contracts';
import { cookies } from 'next/headers';
import { ssrData, ssrGet } from './api.server';

export interface TBalances {
  mainWalletId: number;
  balance: number;
  ticket: number;
  cashBalance: number;
  freezeMoney: number;
  withdrawMoney: number;
}

export interface TSession {
  userInfo: TUserInfo | null;
  balancesInfo: TBalances | null;
  expertsInfo: Record<string, unknown> | null;
  config: TSiteConfig;
}

/**
 * SPEC §4 Session, once per request: user info with the auth cookie; expert info for experts;
 * balances always (failures ignored); site config with defaults. A failed user-info call means logged out.
 */
export const loadSession = cache(async (): Promise<TSession> => {
  // A visitor without an auth cookie has no user to load: skip the call on every anonymous page view.
  const hasToken = tokenFromAuthCookie((await cookies()).get(AUTH_COOKIE)?.value) !== null;
  const [userRes, config] = await Promise.all([
    hasToken ? ssrGet<TUserInfo>('/tapi/user/center/info') : Promise.resolve(null),
    ssrData<TSiteConfig>('/tapi/inform/get/cms/config', DEFAULT_SITE_CONFIG),
  ]);
  const userInfo = userRes?.code === 200 ? (userRes.data as TUserInfo) : null;
  if (!userInfo) return { userInfo: null, balancesInfo: null, expertsInfo: null, config: { ...DEFAULT_SITE_CONFIG, ...config } };
  const [balancesInfo, expertsInfo] = await Promise.all([
    ssrData<TBalances | null>('/tapi/pay/balances', null),
    userInfo.isExpert === 1 ? ssrData<Record<string, unknown> | null>('/tapi/tj/expert/info', null) : Promise.resolve(null),
  ]);
  return { userInfo, balancesInfo, expertsInfo, config: { ...DEFAULT_SITE_CONFIG, ...config } };
});

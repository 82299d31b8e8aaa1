'use client';
import { API_CALLS, AUTH_COOKIE, MESSAGES } from '@sports/contracts';
import { call } from './api';

/** Pages that make no sense after logout: personal, account and recommend pages go home instead. */
export function isPrivatePath(pathname: string): boolean {
  return /^\/(v|personal|user|recommend)(\/|$)/.test(pathname);
}

/**
 * SPEC §4 Logout: the server call (200 and 20001 both count as success), then the token is dropped
 * and the page starts over, on / when the current page belongs to the user.
 * Returns the server message when logout failed.
 */
export async function logout(): Promise<string | null> {
  const res = await call(API_CALLS.logout);
  if (res.code !== MESSAGES.OK.code && res.code !== MESSAGES.LOGOUT_ALREADY.code) return res.message || '退出失败，请稍后重试';
  document.cookie = `${AUTH_COOKIE}=; Max-Age=0; path=/`;
  // A full page load on purpose: every server-rendered part must start over without the session.
  // eslint-disable-next-line @next/next/no-location-assign-relative-destination
  if (isPrivatePath(window.location.pathname)) window.location.href = '/';
  else window.location.reload();
  return null;
}

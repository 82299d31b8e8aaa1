import 'server-only';
import { cookies } from 'next/headers';
import {
  AUTH_COOKIE,
  CHANNEL_ID,
  DEVICE_COOKIE,
  HEADERS,
  PLATFORM,
  IN_PROCESS_API,
  routeUrl,
  type TInProcessApi,
  tokenFromAuthCookie,
  type TApiRoute,
  type TRouteData,
  type TRouteInput,
} from '@sports/contracts';
import type { TApiResult } from './api-answer';
import { readAnswer } from './api-answer.server';
import { getBrand } from './brand.server';

/** SPEC §9: the server-side rendering client gives up after 5 s. */
const SSR_TIMEOUT_MS = 5000;

/** The API's own in-process caller, when the server that renders the pages also serves the API. */
const inProcessApi = (): TInProcessApi | undefined => (globalThis as Record<symbol, TInProcessApi | undefined>)[IN_PROCESS_API];

function apiOrigin(): string {
  return process.env.INTERNAL_API_ORIGIN ?? `http://127.0.0.1:${process.env.PORT ?? 3000}`;
}

type TInput<R extends TApiRoute> = Record<never, never> extends TRouteInput<R> ? [TRouteInput<R>?] : [TRouteInput<R>];

/**
 * Calls one entry of the route table from our own API during server rendering, with the caller's
 * access token; the answer is parsed with the route's schema. Failures come back as
 * `{code, success:false}` results, never as thrown errors.
 */
export async function ssrCall<R extends TApiRoute>(route: R, ...[input]: TInput<R>): Promise<TApiResult<TRouteData<R>>> {
  return callApi(route, input, true);
}

/**
 * As ssrCall, but answered as for a visitor without a session, whoever asks (decision 0051): for a
 * page every visitor is served alike, whose visitor-specific parts (a star, a follow) the client
 * loads itself. A read that goes by the caller through ssrCall keeps the page from being shared
 * with logged-in visitors.
 */
export async function sharedCall<R extends TApiRoute>(route: R, ...[input]: TInput<R>): Promise<TApiResult<TRouteData<R>>> {
  return callApi(route, input, false);
}

async function callApi<R extends TApiRoute>(
  route: R,
  input: TRouteInput<R> | undefined,
  asVisitor: boolean,
): Promise<TApiResult<TRouteData<R>>> {
  const i = (input ?? {}) as { params?: Record<string, unknown>; query?: Record<string, unknown>; body?: object };
  const method = route.method === 'GET' ? 'GET' : 'POST';
  const jar = await cookies();
  const url = new URL(routeUrl(route, i.params), apiOrigin());
  for (const [k, v] of Object.entries(i.query ?? {})) if (v !== undefined && v !== null) url.searchParams.set(k, String(v));
  url.searchParams.set('channelId', String(CHANNEL_ID));
  url.searchParams.set('platform', String(PLATFORM));
  const headers: Record<string, string> = {
    ...(asVisitor ? { [HEADERS.accessToken]: tokenFromAuthCookie(jar.get(AUTH_COOKIE)?.value) ?? '' } : { [HEADERS.anonymous]: '1' }),
    [HEADERS.appKey]: getBrand().appKey,
    [HEADERS.deviceId]: jar.get(DEVICE_COOKIE)?.value ?? '',
    ...(method === 'POST' ? { 'X-Requested-With': 'XMLHttpRequest', 'Content-Type': 'application/json;charset=UTF-8' } : {}),
  };
  const body = method === 'POST' ? JSON.stringify({ channelId: CHANNEL_ID, platform: PLATFORM, ...i.body }) : undefined;
  // Served by the API in this same process: the call goes straight to it, with no socket and no HTTP parsing.
  const local = inProcessApi();
  if (local) {
    try {
      const res = await local({ method, url: `${url.pathname}${url.search}`, headers, body, timeoutMs: SSR_TIMEOUT_MS });
      return readAnswer(route, { status: res.status, ok: res.status >= 200 && res.status < 300, body: JSON.parse(res.body) });
    } catch {
      return { code: 500, success: false, message: '网络错误', data: null as TRouteData<R> };
    }
  }
  try {
    const res = await fetch(url, {
      method,
      headers,
      body,
      cache: 'no-store',
      signal: AbortSignal.timeout(SSR_TIMEOUT_MS),
    });
    return readAnswer(route, { status: res.status, ok: res.ok, body: await res.json() });
  } catch {
    return { code: 500, success: false, message: '网络错误', data: null as TRouteData<R> };
  }
}

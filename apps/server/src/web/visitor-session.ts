import type { IncomingHttpHeaders } from 'node:http';
import type { FastifyInstance } from 'fastify';
import {
  ANONYMOUS_SESSION,
  API_ROUTES,
  CHANNEL_ID,
  DEVICE_COOKIE,
  HEADERS,
  PLATFORM,
  routeUrl,
  type TApiRoute,
  type TRouteData,
  type TServedSession,
} from '@sports/contracts';

/** A logged-in visitor's session, as a page served to them carries it (decision 0051). */
export type VisitorSession = (token: string | null, headers: IncomingHttpHeaders) => Promise<TServedSession>;

/**
 * The session the root layout renders for a visitor (apps/web/lib/session.server.ts, SPEC §4
 * Session), read in process from the same API calls at the time a shared page is served to them:
 * user info with their token; then balances, and expert info for experts (failures give null). A
 * token that names no live session gives the anonymous session with `authRejected`, and the client
 * then removes the cookie. The site config is the same for everyone and stays in the page.
 */
export function visitorSessions(app: FastifyInstance, appKey: string): VisitorSession {
  return async (token, headers) => {
    if (!token) return ANONYMOUS_SESSION;
    const call = async <R extends TApiRoute>(route: R): Promise<TRouteData<R> | null> => {
      const post = route.method !== 'GET';
      const res = await app.inject({
        method: post ? 'POST' : 'GET',
        url: `${routeUrl(route)}?channelId=${CHANNEL_ID}&platform=${PLATFORM}`,
        headers: {
          [HEADERS.accessToken]: token,
          [HEADERS.appKey]: appKey,
          [HEADERS.deviceId]: deviceId(headers),
          ...(post ? { 'x-requested-with': 'XMLHttpRequest', 'content-type': 'application/json;charset=UTF-8' } : {}),
        },
        ...(post ? { payload: JSON.stringify({ channelId: CHANNEL_ID, platform: PLATFORM }) } : {}),
      });
      if (res.statusCode !== 200) return null;
      // Checked against the route's schema by the API's serializer before it was sent (decision 0043).
      const answer = JSON.parse(res.body) as { code?: unknown; data?: TRouteData<R> };
      return answer.code === 200 && answer.data ? answer.data : null;
    };
    const userInfo = await call(API_ROUTES.userInfo);
    if (!userInfo) return { ...ANONYMOUS_SESSION, authRejected: true };
    const [balancesInfo, expertsInfo] = await Promise.all([
      call(API_ROUTES.balances),
      userInfo.isExpert === 1 ? call(API_ROUTES.expertInfo) : Promise.resolve(null),
    ]);
    return { userInfo, balancesInfo, expertsInfo, authRejected: false };
  };
}

/** The device id cookie, sent with the calls as server rendering sends it. */
function deviceId(headers: IncomingHttpHeaders): string {
  const cookie = Array.isArray(headers.cookie) ? headers.cookie.join(';') : (headers.cookie ?? '');
  for (const pair of cookie.split(';')) {
    const [name, ...value] = pair.trim().split('=');
    if (name === DEVICE_COOKIE) return value.join('=');
  }
  return '';
}

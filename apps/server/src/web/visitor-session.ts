import type { FastifyInstance } from 'fastify';
import {
  ANONYMOUS_SESSION,
  API_ROUTES,
  CHANNEL_ID,
  HEADERS,
  PLATFORM,
  routeUrl,
  type TBalances,
  type TExpertInfo,
  type TServedSession,
  type TUserInfo,
} from '@sports/contracts';

/** A logged-in visitor's session, as a page served to them carries it (decision 0051). */
export type VisitorSession = (token: string | null, deviceId: string) => Promise<TServedSession>;

/**
 * How long a session read for a token is served again without reading it (decision 0054), as long
 * as this process changed no account, session or balance meanwhile: a change in another process
 * (another server, an admin command) shows at most this late.
 */
export const SESSION_KEEP_MS = 1000;
/** Tokens whose session is kept at once; the oldest goes first. */
const SESSION_KEEP_MAX = 10_000;

/** What the served session is read from: the identity and wallet capabilities, and the API for expert info. */
export interface VisitorSessionPorts {
  /** User info of the token's live session, in one read; null when the token names none. */
  userInfoForToken(token: string): Promise<TUserInfo | null>;
  balances(userId: number): Promise<TBalances>;
  /** The identity and wallet versions (`identityVersion`, `walletVersion`): a kept session is served while both stand still. */
  versions(): string;
  now?: () => number;
  /** Answers an API route in process (expert info goes through its route: few users are experts). */
  inject: FastifyInstance['inject'];
  appKey: string;
}

/**
 * The session the root layout renders for a visitor (apps/web/lib/session.server.ts, SPEC §4
 * Session), read in process at the time a shared page is served to them, as the layout's API calls
 * answer: user info of the user their token names; then balances, and expert info for experts
 * (failures give null). `deviceId` is the device id cookie, sent with the expert info call as
 * server rendering sends it. A token that names no live session gives the anonymous session with
 * `authRejected`, and the client then removes the cookie. The site config is the same for everyone
 * and stays in the page. The capabilities are called directly: a page view is a few reads, not
 * three trips through the API's request pipeline.
 */
export function visitorSessions(ports: VisitorSessionPorts): VisitorSession {
  const orNull = <T>(p: Promise<T>) => p.catch(() => null);
  const now = ports.now ?? Date.now;
  const kept = new Map<string, { session: TServedSession; versions: string; at: number }>();
  return async (token, deviceId) => {
    if (!token) return ANONYMOUS_SESSION;
    const versions = ports.versions();
    const hit = kept.get(token);
    if (hit && hit.versions === versions && now() - hit.at < SESSION_KEEP_MS) return hit.session;
    const session = await read(token, deviceId);
    // Kept only when nothing changed while it was read.
    if (ports.versions() === versions) {
      kept.delete(token);
      kept.set(token, { session, versions, at: now() });
      for (const oldest of kept.keys()) {
        if (kept.size <= SESSION_KEEP_MAX) break;
        kept.delete(oldest);
      }
    }
    return session;
  };

  async function read(token: string, deviceId: string): Promise<TServedSession> {
    const userInfo = await orNull(ports.userInfoForToken(token));
    if (!userInfo) return { ...ANONYMOUS_SESSION, authRejected: true };
    const [balancesInfo, expertsInfo] = await Promise.all([
      orNull(ports.balances(userInfo.id)),
      userInfo.isExpert === 1 ? expertInfo(ports, token, deviceId) : Promise.resolve(null),
    ]);
    return { userInfo, balancesInfo, expertsInfo, authRejected: false };
  }
}

/** Expert info as its route answers the visitor (null when it does not). */
async function expertInfo(ports: VisitorSessionPorts, token: string, deviceId: string): Promise<TExpertInfo | null> {
  const res = await ports.inject({
    method: 'POST',
    url: `${routeUrl(API_ROUTES.expertInfo)}?channelId=${CHANNEL_ID}&platform=${PLATFORM}`,
    headers: {
      [HEADERS.accessToken]: token,
      [HEADERS.appKey]: ports.appKey,
      [HEADERS.deviceId]: deviceId,
      'x-requested-with': 'XMLHttpRequest',
      'content-type': 'application/json;charset=UTF-8',
    },
    payload: JSON.stringify({ channelId: CHANNEL_ID, platform: PLATFORM }),
  });
  if (res.statusCode !== 200) return null;
  // Checked against the route's schema by the API's serializer before it was sent (decision 0043).
  const answer = JSON.parse(res.body) as { code?: unknown; data?: TExpertInfo };
  return answer.code === 200 && answer.data ? answer.data : null;
}

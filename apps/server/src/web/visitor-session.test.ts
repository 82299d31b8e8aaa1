import { brotliDecompressSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  API_ROUTES,
  AUTH_COOKIE,
  HEADERS,
  SERVED_SESSION_ID,
  SERVED_USER_ID,
  resolveBrand,
  routeUrl,
  servedSessionText,
  type TBalances,
  type TServedSession,
  type TUserInfo,
} from '@sports/contracts';
import { createTestApp, XHR, type TestApp } from '../../test/app';
import { buildSession } from '../../test/factories';
import { identityVersion } from '../modules/identity';
import { walletVersion } from '../modules/wallet';
import { pageCache, visitorToken } from './page-cache';
import { servePages, type PageHandler } from './pages';
import { SESSION_KEEP_MS, visitorSessions } from './visitor-session';

const appKey = resolveBrand(undefined).appKey;
const USER_INFO = routeUrl(API_ROUTES.userInfo);

/** The session in a page's session element. */
const sessionIn = (html: string): TServedSession => {
  const text = (id: string) => new RegExp(`id="${id}"[^>]*>([^<]*)</script>`).exec(html)?.[1];
  return JSON.parse(text(SERVED_USER_ID) ?? text(SERVED_SESSION_ID) ?? 'null') as TServedSession;
};

describe('pages served to logged-in visitors with their own session (decision 0051)', () => {
  let t: TestApp;
  let pages: FastifyInstance;
  let a: string;
  let b: string;
  const renders: string[] = [];

  beforeAll(async () => {
    t = await createTestApp({ seed: false });
    a = (await buildSession(t.db.db, { user: { nick_name: '甲</script><script>alert(1)</script>' } })).token;
    b = (await buildSession(t.db.db, { user: { nick_name: '乙' } })).token;
    const sessions = visitorSessions({
      userInfoForToken: (token) => t.app.identity.userInfoForToken(token),
      versions: () => `${identityVersion()}:${walletVersion()}`,
      balances: (userId) => t.app.wallet.balances(userId),
      inject: t.app.inject.bind(t.app),
      appKey,
    });
    // A stand-in for Next: the root layout's session element, and an API read in process as the
    // page's server components make them (with the visitor's token, or as for nobody).
    const handle: PageHandler = async (req, res) => {
      const url = req.url ?? '/';
      renders.push(url);
      const token = visitorToken(req.headers) ?? null;
      const session = servedSessionText(await sessions(token, ''));
      if (url === '/reads-caller')
        await t.app.inject({ url: USER_INFO, headers: { [HEADERS.accessToken]: token ?? '', [HEADERS.appKey]: appKey } });
      if (url === '/reads-anonymously')
        await t.app.inject({ url: USER_INFO, headers: { [HEADERS.anonymous]: '1', [HEADERS.appKey]: appKey } });
      res.setHeader('content-type', 'text/html; charset=utf-8');
      res.end(`<html><head><script type="application/json" id="${SERVED_SESSION_ID}">${session}</script></head><body>${url}</body></html>`);
    };
    pages = Fastify({ logger: false });
    await servePages(pages, { dev: false, brand: 'xingqiu', handle, cache: pageCache(), session: sessions });
    await pages.ready();
  });
  afterAll(async () => {
    await pages.close();
    await t.close();
  });

  const get = (url: string, token?: string, headers: Record<string, string> = {}) =>
    pages.inject({ url, headers: { ...headers, ...(token ? { cookie: `did=dev1234567890abcd; ${AUTH_COOKIE}=${token}` } : {}) } });

  it('gives two users and an anonymous visitor asking for the same page in a row each their own session', async () => {
    renders.length = 0;
    const guest = await get('/football');
    const first = await get('/football', a, { 'accept-encoding': 'gzip, deflate, br' });
    const second = await get('/football', b);
    const guestAgain = await get('/football');
    expect(renders).toEqual(['/football']);
    expect(first.headers['content-encoding']).toBe('br');
    const firstHtml = brotliDecompressSync(first.rawPayload).toString();
    expect(sessionIn(firstHtml).userInfo?.nickName).toBe('甲</script><script>alert(1)</script>');
    // The nickname stays text in its element: it cannot end it (the head's element and the visitor's).
    expect(firstHtml.match(/<\/script>/g)).toHaveLength(2);
    expect(sessionIn(firstHtml).balancesInfo).not.toBeNull();
    expect(sessionIn(second.body).userInfo?.nickName).toBe('乙');
    expect(second.body).not.toContain('甲');
    for (const anon of [guest, guestAgain]) {
      expect(sessionIn(anon.body)).toEqual({ userInfo: null, balancesInfo: null, expertsInfo: null, authRejected: false });
      expect(anon.body).not.toMatch(/甲|乙/);
    }
    for (const res of [first, second]) {
      expect(res.headers['set-cookie']).toBeUndefined();
      expect(res.headers['cache-control']).toContain('no-store');
    }
  });

  it('renders the page of each logged-in visitor when its render read the caller', async () => {
    renders.length = 0;
    await get('/reads-caller');
    await get('/reads-caller');
    const mine = await get('/reads-caller', a);
    const theirs = await get('/reads-caller', b);
    // The anonymous page was kept; each logged-in visitor got a render of their own.
    expect(renders).toEqual(['/reads-caller', '/reads-caller', '/reads-caller']);
    expect(sessionIn(mine.body).userInfo?.nickName).toContain('甲');
    expect(sessionIn(theirs.body).userInfo?.nickName).toBe('乙');
    // A read made as for nobody leaves the page shared.
    renders.length = 0;
    await get('/reads-anonymously', a);
    await get('/reads-anonymously', b);
    expect(renders).toEqual(['/reads-anonymously']);
  });

  it('shows a visitor logged out at once after logout, and tells the client to drop a dead cookie', async () => {
    await get('/live/all', b);
    const out = await t.app.inject({
      url: routeUrl(API_ROUTES.logout),
      headers: { ...XHR, [HEADERS.accessToken]: b, [HEADERS.appKey]: appKey },
    });
    expect(out.statusCode).toBe(200);
    const after = await get('/live/all', b);
    expect(sessionIn(after.body)).toEqual({ userInfo: null, balancesInfo: null, expertsInfo: null, authRejected: true });
  });
});

describe('sessions kept per token (decision 0054)', () => {
  it('reads a token once while nothing changes, and again after a change, a change during the read, or SESSION_KEEP_MS', async () => {
    let clock = 0;
    let version = 0;
    let changeWhileReading = false;
    const reads: string[] = [];
    const sessions = visitorSessions({
      userInfoForToken: async (token) => {
        reads.push(token);
        if (changeWhileReading) version++;
        return token === 'gone' ? null : ({ id: 1, nickName: `${token}${version}`, isExpert: 0 } as TUserInfo);
      },
      balances: async () => ({ balance: version }) as unknown as TBalances,
      versions: () => String(version),
      now: () => clock,
      inject: (() => Promise.reject(new Error('no expert here'))) as unknown as FastifyInstance['inject'],
      appKey,
    });
    expect((await sessions('a', '')).userInfo?.nickName).toBe('a0');
    await sessions('a', '');
    await sessions('b', '');
    expect((await sessions('gone', '')).authRejected).toBe(true);
    await sessions('gone', '');
    expect(reads).toEqual(['a', 'b', 'gone']);
    // A change in this process (an account, a session, a balance): read again at once.
    version++;
    expect((await sessions('a', '')).userInfo?.nickName).toBe('a1');
    expect(reads).toHaveLength(4);
    // Past its time: read again.
    clock += SESSION_KEEP_MS;
    await sessions('a', '');
    expect(reads).toHaveLength(5);
    // A change while it was read: served, not kept.
    changeWhileReading = true;
    clock += SESSION_KEEP_MS;
    await sessions('a', '');
    changeWhileReading = false;
    await sessions('a', '');
    expect(reads).toHaveLength(7);
    expect(await sessions(null, '')).toEqual({ userInfo: null, balancesInfo: null, expertsInfo: null, authRejected: false });
  });
});

import { brotliDecompressSync, gzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import {
  ANONYMOUS_SESSION,
  AUTH_COOKIE,
  SERVED_SESSION_ID,
  SERVED_USER_ID,
  servedSessionText,
  THEME_PRIMARY,
  type TServedSession,
  type TUserInfo,
} from '@sports/contracts';
import { pageCache, pageKey, PAGE_TTL_MS, visitorToken, withoutAuth, type PageCache } from './page-cache';
import { API_PREFIXES } from '../app';
import { servePages, type PageHandler } from './pages';
import type { VisitorSession } from './visitor-session';

/** A stand-in for the visitor sessions: the token names the user (`bad` names none). */
const sessions: VisitorSession = async (token) =>
  !token
    ? ANONYMOUS_SESSION
    : token === 'bad'
      ? { ...ANONYMOUS_SESSION, authRejected: true }
      : { ...ANONYMOUS_SESSION, userInfo: { id: token.length, nickName: `nick-${token}` } as TUserInfo };

/** The session a page carries: the visitor's own element at the end of the body, else the head's element. */
const sessionIn = (html: string): TServedSession => {
  const text = (id: string) => new RegExp(`id="${id}"[^>]*>([^<]*)</script>`).exec(html)?.[1];
  return JSON.parse(text(SERVED_USER_ID) ?? text(SERVED_SESSION_ID) ?? 'null') as TServedSession;
};

/** A stand-in for Next: a page naming the path, the visitor and the nonce it was rendered with. */
function fakeRenderer() {
  const renders: string[] = [];
  const handle: PageHandler = async (req, res) => {
    const url = req.url ?? '/';
    renders.push(url);
    const nonce = /'nonce-([^']+)'/.exec(String(req.headers['content-security-policy']))?.[1] ?? 'none';
    const token = visitorToken(req.headers);
    const who = token === undefined ? 'guest' : 'user';
    // As the root layout does: the session it read, first in the head.
    const session = servedSessionText(await sessions(token ?? null, ''));
    const head = `<head><script type="application/json" id="${SERVED_SESSION_ID}">${session}</script></head>`;
    const html = `<html>${head}<body><script nonce="${nonce}">${url} ${who} ${renders.length}</script></body></html>`;
    res.statusCode = url.startsWith('/missing') ? 404 : 200;
    res.setHeader('content-type', 'text/html; charset=utf-8');
    res.setHeader('cache-control', 'private, no-cache, no-store, max-age=0, must-revalidate');
    if (url.includes('cookie')) res.setHeader('set-cookie', 'seen=1; Path=/');
    // As Next does: compressed for a client that accepts it, written in two chunks.
    if (String(req.headers['accept-encoding'] ?? '').includes('gzip')) {
      res.setHeader('content-encoding', 'gzip');
      res.end(gzipSync(html));
      return;
    }
    res.write(html.slice(0, 10));
    res.end(html.slice(10));
  };
  return { renders, handle };
}

const apps: FastifyInstance[] = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((a) => a.close()));
});

async function pagesApp(opts: { cache?: PageCache | null; brand?: string } = {}) {
  let t = 1_000_000;
  const cache = opts.cache === undefined ? pageCache({ now: () => t }) : opts.cache;
  const renderer = fakeRenderer();
  const app = Fastify({ logger: false });
  await servePages(app, { dev: false, brand: opts.brand ?? 'xingqiu', handle: renderer.handle, cache, session: sessions });
  await app.ready();
  apps.push(app);
  const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });
  return { app, get, renders: renderer.renders, tick: (ms: number) => (t += ms) };
}

const nonceOf = (policy: unknown) => /'nonce-([^']+)'/.exec(String(policy))?.[1];

describe('the tab icon', () => {
  it("answers /favicon.ico with the brand's mark in its theme's colour, without rendering a page", async () => {
    const orange = await pagesApp();
    const green = await pagesApp({ brand: 'lvyin' });
    const a = await orange.get('/favicon.ico');
    const b = await green.get('/favicon.ico');
    expect(a.statusCode).toBe(200);
    expect(a.headers['content-type']).toContain('image/svg+xml');
    expect(a.headers['cache-control']).toContain('max-age=86400');
    expect(a.body).toContain(`fill="${THEME_PRIMARY.default}"`);
    expect(b.body).toContain(`fill="${THEME_PRIMARY.green}"`);
    expect(orange.renders).toEqual([]);
    expect(green.renders).toEqual([]);
  });
});

describe('robots.txt', () => {
  it('lets crawlers read the public pages, not the API, the personal centre or the back office, without rendering a page', async () => {
    const p = await pagesApp();
    const res = await p.get('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    const disallowed = res.body
      .split('\n')
      .filter((l) => l.startsWith('Disallow: '))
      .map((l) => l.slice('Disallow: '.length));
    for (const prefix of API_PREFIXES) expect(disallowed).toContain(`${prefix}/`);
    expect(disallowed).toEqual(expect.arrayContaining(['/admin', '/v/']));
    expect(disallowed).not.toContain('/');
    expect(p.renders).toEqual([]);
  });
});

describe('a file asked for at the root', () => {
  it('goes home as any unknown path does, without rendering the page that says so', async () => {
    const p = await pagesApp();
    for (const path of ['/apple-touch-icon.png', '/wp-login.php?x=1', '/.env', '/ads.txt']) {
      const res = await p.get(path);
      expect(res.statusCode, path).toBe(307);
      expect(res.headers.location).toBe('/');
    }
    expect(p.renders).toEqual([]);
    // Paths in folders (public files, pages) and other methods are still the renderer's.
    await p.get('/emoji/1.png');
    await p.get('/football');
    expect(p.renders).toEqual(['/emoji/1.png', '/football']);
  });
});

describe('the shared cache of anonymous pages', () => {
  it('renders an anonymous page once and serves it again with the policy its nonce belongs to', async () => {
    const p = await pagesApp();
    const first = await p.get('/football');
    const second = await p.get('/football');
    expect(p.renders).toEqual(['/football']);
    expect(second.statusCode).toBe(200);
    expect(second.body).toBe(first.body);
    expect(second.headers['content-security-policy']).toBe(first.headers['content-security-policy']);
    expect(second.body).toContain(`nonce="${nonceOf(first.headers['content-security-policy'])}"`);
    expect(second.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(second.headers['cache-control']).toContain('no-store');
    expect(second.headers['set-cookie']).toBeUndefined();
  });

  it('serves the shared page to logged-in visitors, each with their own session in it', async () => {
    const p = await pagesApp();
    const guest = await p.get('/');
    const a = await p.get('/', { cookie: `${AUTH_COOKIE}=tokA; other=1`, 'accept-encoding': 'gzip, br' });
    const b = await p.get('/', { cookie: `${AUTH_COOKIE}=tokenB` });
    const again = await p.get('/');
    expect(p.renders).toEqual(['/']);
    expect(sessionIn(guest.body).userInfo).toBeNull();
    // br for a logged-in visitor too (the session goes after the page's compressed part, decision 0058).
    expect(a.headers['content-encoding']).toBe('br');
    const aHtml = brotliDecompressSync(a.rawPayload).toString();
    expect(sessionIn(aHtml).userInfo?.nickName).toBe('nick-tokA');
    expect(aHtml).toContain(`id="${SERVED_SESSION_ID}" data-user="1">`);
    expect(sessionIn(b.body).userInfo?.nickName).toBe('nick-tokenB');
    expect(b.body).not.toContain('tokA');
    expect(again.body).toBe(guest.body);
    expect(again.body).not.toContain('nick-');
    // The same page otherwise, with the nonce it was rendered with; never kept on the way.
    const withoutSession = (html: string) =>
      html.replace(/<head>.*<\/head>/, '').replace(new RegExp(`<script [^>]*id="${SERVED_USER_ID}".*?</script>`), '');
    expect(withoutSession(aHtml)).toBe(withoutSession(guest.body));
    expect(a.headers['content-security-policy']).toBe(guest.headers['content-security-policy']);
    expect(a.headers['cache-control']).toContain('private');
    expect(a.headers['set-cookie']).toBeUndefined();
  });

  it('renders the shared page without the auth cookie when a logged-in visitor asks first', async () => {
    const p = await pagesApp();
    const a = await p.get('/live/all', { cookie: `${AUTH_COOKIE}=tokA` });
    const guest = await p.get('/live/all');
    expect(p.renders).toEqual(['/live/all']);
    expect(a.body).toContain('/live/all guest 1');
    expect(sessionIn(a.body).userInfo?.nickName).toBe('nick-tokA');
    expect(sessionIn(guest.body).userInfo).toBeNull();
    // A cookie that names no session: the anonymous session, told to remove the cookie.
    expect(sessionIn((await p.get('/live/all', { cookie: `${AUTH_COOKIE}=bad` })).body)).toEqual({
      ...ANONYMOUS_SESSION,
      authRejected: true,
    });
  });

  it('keeps a page its renderer writes at once, before any await', async () => {
    let renders = 0;
    const app = Fastify({ logger: false });
    await servePages(app, {
      dev: false,
      brand: 'xingqiu',
      cache: pageCache(),
      session: sessions,
      handle: async (_req, res) => {
        renders++;
        res.setHeader('content-type', 'text/html; charset=utf-8');
        res.end(
          `<html><head><script type="application/json" id="${SERVED_SESSION_ID}">{}</script></head><body>${'x'.repeat(200_000)}</body></html>`,
        );
      },
    });
    apps.push(app);
    for (const token of ['tokA', 'tokenB', 'tokA'])
      expect(sessionIn((await app.inject({ url: '/', headers: { cookie: `${AUTH_COOKIE}=${token}` } })).body).userInfo?.nickName).toBe(
        `nick-${token}`,
      );
    expect(renders).toBe(1);
  });

  it('renders its own page for a logged-in visitor when the shared one cannot be kept', async () => {
    const p = await pagesApp();
    const cookie = `${AUTH_COOKIE}=tokA`;
    const a = await p.get('/with-cookie', { cookie });
    expect(a.body).toContain('/with-cookie user');
    expect(a.headers['set-cookie']).toBeDefined();
    // Nothing was kept: the next visitors are rendered their own pages too.
    await p.get('/with-cookie');
    expect(p.renders).toEqual(['/with-cookie', '/with-cookie', '/with-cookie']);
    // The console is the operators' own: never shared.
    await p.get('/admin', { cookie });
    await p.get('/admin', { cookie });
    expect(p.renders).toHaveLength(5);
  });

  it('takes only the auth cookie out of a request rendered for everyone', () => {
    expect(withoutAuth({ cookie: `did=abc; ${AUTH_COOKIE}=tok; xauth=1`, host: 'h' })).toEqual({ cookie: 'did=abc', host: 'h' });
    expect(withoutAuth({ cookie: `${AUTH_COOKIE}=tok` })).toEqual({});
    expect(visitorToken({ cookie: 'did=abc' })).toBeUndefined();
    expect(visitorToken({ cookie: `did=abc; ${AUTH_COOKIE}=tok` })).toBe('tok');
    expect(visitorToken({ cookie: `x${AUTH_COOKIE}=1` })).toBeNull();
  });

  it('does not keep an answer that sets a cookie, that is not a 200 page, or that is not a GET', async () => {
    const p = await pagesApp();
    for (const url of ['/with-cookie', '/missing']) {
      await p.get(url);
      await p.get(url);
    }
    await p.app.inject({ method: 'HEAD', url: '/' });
    await p.app.inject({ method: 'HEAD', url: '/' });
    expect(p.renders).toEqual(['/with-cookie', '/with-cookie', '/missing', '/missing', '/', '/']);
  });

  it("leaves Next's own requests (navigation payloads, prefetches), the build's files and the console to Next", async () => {
    const p = await pagesApp();
    await p.get('/live/all', { rsc: '1' });
    await p.get('/live/all', { rsc: '1' });
    await p.get('/live/all', { 'next-router-prefetch': '1' });
    await p.get('/live/all?_rsc=abc');
    await p.get('/_next/static/chunk.js');
    await p.get('/_next/static/chunk.js');
    // The operators' console is never shared either.
    await p.get('/admin/users');
    await p.get('/admin/users');
    expect(p.renders).toHaveLength(8);
  });

  it('keeps pages of other paths, queries and hosts apart', async () => {
    const p = await pagesApp();
    await p.get('/football');
    await p.get('/football?date=2026-11-27');
    await p.get('/football', { host: 'm.example.com' });
    await p.get('/football', { 'x-forwarded-proto': 'https' });
    await p.get('/football?date=2026-11-27');
    await p.get('/football');
    expect(p.renders).toEqual(['/football', '/football?date=2026-11-27', '/football', '/football']);
    const req = { method: 'GET', url: '/', headers: {} };
    expect(pageKey('xingqiu', req)).not.toBe(pageKey('other', req));
    // Crawlers get pages of their own (Next renders their metadata differently).
    expect(pageKey('xingqiu', { ...req, headers: { 'user-agent': 'Mozilla/5.0 (compatible; bingbot/2.0)' } })).not.toBe(
      pageKey('xingqiu', req),
    );
  });

  it('serves a page for its time, then renders it again once while the others get it as it was', async () => {
    const p = await pagesApp();
    const first = await p.get('/live/all');
    p.tick(PAGE_TTL_MS - 1);
    await p.get('/live/all');
    expect(p.renders).toHaveLength(1);
    p.tick(1);
    const again = await p.get('/live/all');
    expect(p.renders).toHaveLength(2);
    expect(again.body).toContain('/live/all guest 2');
    expect(nonceOf(again.headers['content-security-policy'])).not.toBe(nonceOf(first.headers['content-security-policy']));
    expect((await p.get('/live/all')).body).toBe(again.body);
  });

  it('decodes what the renderer compressed and sends each client the encoding it accepts', async () => {
    const p = await pagesApp();
    const gz = await p.get('/', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    const br = await p.get('/', { 'accept-encoding': 'gzip, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(String(br.headers.vary)).toMatch(/accept-encoding/i);
    const plain = await p.get('/');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(p.renders).toEqual(['/']);
  });

  it('renders every request when there is no cache (development)', async () => {
    const p = await pagesApp({ cache: null });
    await p.get('/');
    await p.get('/');
    expect(p.renders).toEqual(['/', '/']);
  });
});

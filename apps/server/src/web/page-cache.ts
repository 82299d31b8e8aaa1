import type { IncomingHttpHeaders, OutgoingHttpHeaders } from 'node:http';
import fastifyCookie from '@fastify/cookie';
import { getBotType } from 'next/dist/shared/lib/router/utils/is-bot.js';
import { AUTH_COOKIE, tokenFromAuthCookie } from '@sports/contracts';
import { cachedJson, type CachedJson } from '../http/cached-json';
import { sessionSlot, type SessionSlot } from './session-slot';

/**
 * The shared cache of pages (decisions 0044, 0051): a page rendered for a visitor without an auth
 * cookie is the same for every visitor of the same address, so it is kept for a few seconds and
 * served to the next ones as it is, with the policy (and so the script nonce) it was rendered with;
 * a logged-in visitor is served it too, with their own session added at the end of its body
 * (session-slot.ts, decision 0058), unless its render read who the caller is. Everything else is rendered per
 * request, as before.
 */

/** How long a page is served before one visitor's request renders it again. */
export const PAGE_TTL_MS = 10_000;
/**
 * How long past its time a page may still be served to others while one request renders it again
 * (a render slows down under load: the others are served the old page rather than wait for it);
 * also how long a render that never ends holds its turn.
 */
export const PAGE_STALE_MS = 30_000;
/** Pages kept at once (a few hundred KB each with its compressed forms); the oldest goes first. */
export const PAGE_MAX_ENTRIES = 200;
/** Bigger pages are not kept. */
const MAX_PAGE_BYTES = 2 * 1024 * 1024;

export interface CachedPage {
  /** The answer's headers as the renderer set them, without the ones that belong to one answer. */
  headers: OutgoingHttpHeaders;
  /** The Content-Security-Policy the page was rendered with: its scripts carry that policy's nonce. */
  policy: string;
  html: CachedJson;
  /**
   * An API call of its render read the caller's session (decision 0051): the page may show the
   * visitor more than their session, so a logged-in visitor is rendered their own.
   */
  perUser: boolean;
  /** The page cut for the visitor's session (session-slot.ts); null when it has no session element. */
  readonly slot: SessionSlot | null;
  storedAt: number;
}

/** What the render may read of a request beyond these makes no difference to the page (see `pageKey`). */
const NEXT_INTERNAL = /^(rsc|next-|x-nextjs|x-middleware|x-invoke|x-matched-path|x-now-)/;

/**
 * Pages never shared, whoever asks: the operators' console, whose documents hold an operator's
 * session (its own cookie, which the render does not read) and an editor that writes HTML into the page.
 */
const NEVER_SHARED = /^\/admin(\/|$)/;

const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v.join(',') : (v ?? ''));

/**
 * The key of a request's page in the shared cache, or null when the answer is not the same for
 * every visitor and must be rendered for this one:
 * - only GET of a page (not the build's files, not a file with an extension, not the console);
 * - never Next's own requests (the RSC payload of a navigation or prefetch, server actions).
 * The auth cookie is not part of it: a kept page is rendered without it (`withoutAuth`) and a
 * logged-in visitor's session is put into it when it is served (decision 0051).
 * The key holds all else the render reads: the brand, the path and query, the host and forwarded
 * host and protocol (absolute links and the QR code), and whether the client is a crawler (Next
 * renders the metadata differently for them). The other cookie the render reads, the device id,
 * goes to the API with its reads, and no read answers by it.
 */
export function pageKey(brand: string, req: { method: string; url: string; headers: IncomingHttpHeaders }): string | null {
  if (req.method !== 'GET') return null;
  const pathname = req.url.split('?')[0] ?? '';
  if (pathname.startsWith('/_next/') || /\.\w+$/.test(pathname) || /[?&]_rsc=/.test(req.url) || NEVER_SHARED.test(pathname)) return null;
  if (Object.keys(req.headers).some((h) => NEXT_INTERNAL.test(h))) return null;
  const h = req.headers;
  const crawler = getBotType(one(h['user-agent'])) ?? '';
  return [brand, req.url, one(h.host), one(h['x-forwarded-host']), one(h['x-forwarded-proto']), crawler].join('\n');
}

/** A cookie pair that is, or might be read as, the auth cookie (any pair containing `auth=`, to be safe). */
const isAuthPair = (pair: string) => pair.toLowerCase().includes(`${AUTH_COOKIE}=`);

/**
 * A logged-in visitor (a request with the auth cookie, by the same wide rule as `withoutAuth`): the
 * session token it names, null when it names none a session could have; undefined for an anonymous
 * one. The token is read as the API reads it (`sessionToken`): from the cookies as @fastify/cookie
 * parsed them for the request, or parses the header with the same parser when not given them.
 */
export function visitorToken(
  headers: IncomingHttpHeaders,
  cookies?: Readonly<Record<string, string | undefined>>,
): string | null | undefined {
  const cookie = one(headers.cookie);
  // The whole header holds `auth=` exactly when one of its pairs does (no pair holds a `;`).
  if (!isAuthPair(cookie)) return undefined;
  return tokenFromAuthCookie((cookies ?? fastifyCookie.parse(cookie))[AUTH_COOKIE]);
}

/** A logged-in visitor's request as anybody's: the auth cookie taken out (and any pair that might be read as it). */
export function withoutAuth(headers: IncomingHttpHeaders): IncomingHttpHeaders {
  const cookie = one(headers.cookie)
    .split(';')
    .filter((pair) => pair.trim() && !isAuthPair(pair))
    .join(';');
  const { cookie: _, ...rest } = headers;
  return cookie ? { ...rest, cookie } : rest;
}

/** Headers that belong to one answer (or that the page server sets itself) and are not kept with a page. */
const NOT_KEPT = new Set([
  'content-length',
  'transfer-encoding',
  'connection',
  'keep-alive',
  'date',
  'content-encoding',
  'content-security-policy',
]);

/**
 * What of a rendered answer may be kept: a complete 200 HTML page that sets no cookie. `own` are
 * the headers the page server had set before the render (security headers), not kept either.
 */
export function keepable(
  status: number,
  headers: OutgoingHttpHeaders,
  own: ReadonlySet<string>,
  bytes: number,
): OutgoingHttpHeaders | null {
  if (status !== 200 || headers['set-cookie'] !== undefined || bytes > MAX_PAGE_BYTES) return null;
  if (!one(headers['content-type'] as string | string[] | undefined).startsWith('text/html')) return null;
  const kept: OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(headers)) if (value !== undefined && !NOT_KEPT.has(name) && !own.has(name)) kept[name] = value;
  return kept;
}

/** A request's turn to render a page to keep; the others asking meanwhile wait for `done`. */
export interface RenderClaim {
  readonly key: string;
  readonly since: number;
  readonly done: Promise<CachedPage | null>;
}

export interface PageCache {
  /**
   * What to serve for `key`: a kept page; else, while another request renders it, that render's
   * outcome to wait for (null: render your own, not to keep); else this request's claim to render
   * it and keep it. A page past its time is served to others while its claimant renders it again.
   */
  lookup(key: string): { page: CachedPage } | { wait: Promise<CachedPage | null> } | { claim: RenderClaim };
  /** Keeps the page a claim rendered. */
  store(claim: RenderClaim, page: Omit<CachedPage, 'storedAt' | 'html' | 'slot'> & { html: string }): void;
  /** The claim's render gave no page to keep (or did not finish): the page kept before is dropped. */
  abandon(claim: RenderClaim): void;
  readonly size: number;
}

/** The cache in this process; `now` is the clock (tests pass their own). */
export function pageCache(opts: { now?: () => number; ttlMs?: number; staleMs?: number; maxEntries?: number } = {}): PageCache {
  const now = opts.now ?? Date.now;
  const ttl = opts.ttlMs ?? PAGE_TTL_MS;
  const stale = opts.staleMs ?? PAGE_STALE_MS;
  const max = opts.maxEntries ?? PAGE_MAX_ENTRIES;
  const pages = new Map<string, CachedPage>();
  /** The claim rendering each key now (a render that never ends frees its key after `stale`). */
  const rendering = new Map<string, RenderClaim>();
  /** Tells a claim's waiters its outcome. */
  const outcomes = new WeakMap<RenderClaim, (page: CachedPage | null) => void>();
  const finish = (claim: RenderClaim, page: CachedPage | null) => {
    outcomes.get(claim)?.(page);
    if (rendering.get(claim.key) === claim) rendering.delete(claim.key);
  };
  return {
    lookup(key) {
      const page = pages.get(key);
      const age = page ? now() - page.storedAt : Infinity;
      if (page && age < ttl) return { page };
      const current = rendering.get(key);
      if (current && now() - current.since < stale) return page && age < ttl + stale ? { page } : { wait: current.done };
      let outcome: (page: CachedPage | null) => void = () => undefined;
      const claim = { key, since: now(), done: new Promise<CachedPage | null>((resolve) => (outcome = resolve)) };
      outcomes.set(claim, outcome);
      rendering.set(key, claim);
      return { claim };
    },
    store(claim, rendered) {
      const slot = sessionSlot(rendered.html);
      const page: CachedPage = { ...rendered, html: cachedJson(rendered.html), slot, storedAt: now() };
      const publish = () => {
        page.storedAt = now();
        pages.delete(claim.key);
        pages.set(claim.key, page);
        for (const oldest of pages.keys()) {
          if (pages.size <= max) break;
          pages.delete(oldest);
        }
        finish(claim, page);
      };
      // A page rendered again is served once the compressed forms its page before was served in
      // are made: meanwhile its visitors are served the page before, not kept waiting for a compression.
      const before = pages.get(claim.key)?.slot;
      if (slot && before) void slot.warm(before.used()).then(publish);
      else publish();
    },
    abandon(claim) {
      pages.delete(claim.key);
      finish(claim, null);
    },
    get size() {
      return pages.size;
    },
  };
}

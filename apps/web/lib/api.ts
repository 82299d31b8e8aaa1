'use client';
import {
  API_CALLS,
  CHANNEL_ID,
  HEADERS,
  PLATFORM,
  routeUrl,
  type TRefRoute,
  type TRouteData,
  type TRouteInput,
  type TRouteRef,
  type TSiteConfig,
} from '@sports/contracts';
import { readEnvelope, type TApiResult } from './api-answer';
import { deviceId } from './device';

/** SPEC §9: the main client gives up after 20 s. */
const TIMEOUT_MS = 20_000;
export const USAGE_KEY = 'u_t';

let appKey = '';
/** Set once by the root providers from the brand the server started with. */
export function setAppKey(key: string) {
  appKey = key;
}

function usageSeconds(): string {
  try {
    return localStorage.getItem(USAGE_KEY) ?? '0';
  } catch {
    return '0';
  }
}

type TMethod = 'GET' | 'POST';

// ---- request encryption (SPEC §7, docs/encryption.md) ------------------------------------------
const CONFIG_PATH = routeUrl(API_CALLS.siteConfig);
/** Uploads are large and already opaque: they skip encryption (the server refuses them encrypted). */
const PLAIN_PATHS = [CONFIG_PATH, routeUrl(API_CALLS.upload), routeUrl(API_CALLS.uploadApi)];
/** The brand's key from the site config: a string when encryption is on, null when off, undefined until known. */
let encryptKey: string | null | undefined;
let keyLoading: Promise<string | null> | null = null;

/** Set from the server-rendered site config (`encryptKey`, present only when the brand turns encryption on). */
export function setEncryptionKey(key: string | null | undefined) {
  encryptKey = key ?? null;
}

/** The key, read once from the site config when no page handed it over. */
function currentKey(): Promise<string | null> {
  if (encryptKey !== undefined) return Promise.resolve(encryptKey);
  keyLoading ??= send('GET', CONFIG_PATH, {})
    .then((answer) => {
      const cfg = readEnvelope<TSiteConfig>(API_CALLS.siteConfig, answer);
      encryptKey ??= cfg.code === 200 ? (cfg.data.encryptKey ?? null) : null;
      return encryptKey;
    })
    .catch(() => null)
    .finally(() => {
      keyLoading = null;
    });
  return keyLoading;
}

/** Options of one call beyond its input. */
export interface CallOptions {
  /**
   * A money POST's Idempotency-Key, made once per user action (`newIdempotencyKey()` in the click
   * handler): a network failure is retried once with it, and the server answers a repeat with the
   * first answer instead of paying twice.
   */
  idempotencyKey?: string;
}

/** A fresh Idempotency-Key for one user action (getRandomValues also works on plain-http pages, randomUUID does not). */
export const newIdempotencyKey = (): string =>
  Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');

/** One HTTP exchange with SPEC §7's headers and common query; the parsed JSON body (decrypted) or null. */
async function send(
  method: TMethod,
  path: string,
  opts: { query?: Record<string, unknown>; body?: unknown } & CallOptions,
): Promise<{ status: number; ok: boolean; body: unknown }> {
  const url = new URL(path, window.location.origin);
  if (method === 'GET') {
    for (const [k, v] of Object.entries(opts.query ?? {})) if (v !== undefined && v !== null) url.searchParams.set(k, String(v));
    url.searchParams.set('channelId', String(CHANNEL_ID));
    url.searchParams.set('platform', String(PLATFORM));
  }
  let body = opts.body ?? {};
  const key = PLAIN_PATHS.includes(url.pathname) ? null : await currentKey();
  // The codec is loaded only by pages of a brand that encrypts (SPEC §7): most pages never need it.
  const codec = key ? await import('@sports/contracts/codec') : null;
  if (key && codec) {
    const sealed = await codec.sealJson(
      { path: url.pathname, query: Object.fromEntries(url.searchParams), body: method === 'POST' ? body : undefined, ts: Date.now() },
      key,
    );
    if (method === 'GET') url.search = new URLSearchParams({ encryptedData: sealed }).toString();
    else body = { encryptedData: sealed };
  }
  const res = await fetch(url, {
    method,
    credentials: 'same-origin',
    headers: {
      'X-Requested-With': 'XMLHttpRequest',
      [HEADERS.appKey]: appKey,
      [HEADERS.usageTime]: usageSeconds(),
      [HEADERS.deviceId]: deviceId(),
      ...(method === 'POST' ? { 'Content-Type': 'application/json;charset=UTF-8' } : {}),
      ...(opts.idempotencyKey ? { 'Idempotency-Key': opts.idempotencyKey } : {}),
    },
    body: method === 'POST' ? JSON.stringify(body) : undefined,
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  let answer: unknown = await res.json().catch(() => null);
  const sealedAnswer = (answer as { encryptedData?: unknown } | null)?.encryptedData;
  if (key && codec && typeof sealedAnswer === 'string') answer = await codec.openJson(sealedAnswer, key).catch(() => null);
  return { status: res.status, ok: res.ok, body: answer };
}

const NETWORK_ERROR = '网络错误，请稍后重试';

/** send, once more with the same key when a keyed call failed on the network (the server may have done it). */
async function sendOnce(method: TMethod, path: string, opts: { query?: Record<string, unknown>; body?: unknown } & CallOptions) {
  try {
    return await send(method, path, opts);
  } catch (err) {
    if (!opts.idempotencyKey) throw err;
    return send(method, path, opts);
  }
}

/**
 * Calls one entry of the route table through its handle in API_CALLS: the path, query and body are
 * typed by the route, and the answer is typed as its data. The server checked the answer against the
 * route's schema before sending it, so the browser needs neither zod nor the schemas; an answer that
 * is not an envelope is the usual failure result, not a crash later. Raw routes (the built-in
 * captcha's repCode shape) answer their body as `data`.
 */
export async function call<F extends TRouteRef>(
  route: F,
  ...[input]: Record<never, never> extends TRouteInput<TRefRoute<F>>
    ? [(TRouteInput<TRefRoute<F>> & CallOptions)?]
    : [TRouteInput<TRefRoute<F>> & CallOptions]
): Promise<TApiResult<TRouteData<TRefRoute<F>>>> {
  const i = (input ?? {}) as { params?: Record<string, unknown>; query?: Record<string, unknown>; body?: unknown } & CallOptions;
  const method: TMethod = route.method === 'GET' ? 'GET' : 'POST';
  let answer: { status: number; ok: boolean; body: unknown };
  try {
    answer = await sendOnce(
      method,
      routeUrl(route, i.params),
      method === 'GET' ? { query: i.query } : { body: i.body, idempotencyKey: i.idempotencyKey },
    );
  } catch {
    return { code: 0, success: false, message: NETWORK_ERROR, data: null as TRouteData<TRefRoute<F>> };
  }
  return readEnvelope<TRouteData<TRefRoute<F>>>(route, answer);
}

export { MALFORMED_ANSWER, dataOr, isOk, type TApiResult } from './api-answer';

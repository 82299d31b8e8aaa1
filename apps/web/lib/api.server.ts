import 'server-only';
import { cookies } from 'next/headers';
import { AUTH_COOKIE, CHANNEL_ID, HEADERS, PLATFORM, tokenFromAuthCookie, type TEnvelope } from '@sports/contracts';
import { getBrand } from './brand.server';

/** SPEC §9: the server-side rendering client gives up after 5 s. */
const SSR_TIMEOUT_MS = 5000;

function apiOrigin(): string {
  return process.env.INTERNAL_API_ORIGIN ?? `http://127.0.0.1:${process.env.PORT ?? 3000}`;
}

/**
 * GET from our own API during server rendering, with the caller's access token.
 * Failures come back as `{code, success:false}` envelopes, never as thrown errors.
 */
export function ssrGet<T>(
  path: string,
  query: Record<string, string | number | undefined> = {},
): Promise<TEnvelope<T> | { code: number; success: false; message: string; data: null }> {
  return ssrRequest<T>('GET', path, query);
}

/** A POST during server rendering (SPEC calls some reads POST, e.g. expert info). */
export function ssrPost<T>(
  path: string,
  body: unknown = {},
): Promise<TEnvelope<T> | { code: number; success: false; message: string; data: null }> {
  return ssrRequest<T>('POST', path, {}, body);
}

async function ssrRequest<T>(
  method: 'GET' | 'POST',
  path: string,
  query: Record<string, string | number | undefined>,
  body?: unknown,
): Promise<TEnvelope<T> | { code: number; success: false; message: string; data: null }> {
  const jar = await cookies();
  const token = tokenFromAuthCookie(jar.get(AUTH_COOKIE)?.value) ?? '';
  const url = new URL(path, apiOrigin());
  for (const [k, v] of Object.entries(query)) if (v !== undefined) url.searchParams.set(k, String(v));
  url.searchParams.set('channelId', String(CHANNEL_ID));
  url.searchParams.set('platform', String(PLATFORM));
  try {
    const res = await fetch(url, {
      method,
      headers: {
        [HEADERS.accessToken]: token,
        [HEADERS.appKey]: getBrand().appKey,
        ...(method === 'POST' ? { 'X-Requested-With': 'XMLHttpRequest', 'Content-Type': 'application/json;charset=UTF-8' } : {}),
      },
      body: method === 'POST' ? JSON.stringify({ channelId: CHANNEL_ID, platform: PLATFORM, ...(body as object) }) : undefined,
      cache: 'no-store',
      signal: AbortSignal.timeout(SSR_TIMEOUT_MS),
    });
    return (await res.json()) as TEnvelope<T>;
  } catch {
    return { code: 500, success: false, message: '网络错误', data: null };
  }
}

/** The data of a successful call, or a fallback (SPEC: many list calls silently default on failure). */
export async function ssrData<T>(path: string, fallback: T, query?: Record<string, string | number | undefined>): Promise<T> {
  const res = await ssrGet<T>(path, query);
  return res.code === 200 && res.data != null ? (res.data as T) : fallback;
}

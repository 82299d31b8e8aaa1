'use client';
import { CHANNEL_ID, HEADERS, PLATFORM, type TEnvelope } from '@sports/contracts';

/** SPEC §9: the main client gives up after 20 s. */
const TIMEOUT_MS = 20_000;
export const USAGE_KEY = 'u_t';

export type TApiResult<T> = TEnvelope<T> & { success?: boolean };

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

async function request<T>(method: 'GET' | 'POST', path: string, opts: { query?: Record<string, unknown>; body?: unknown } = {}): Promise<TApiResult<T>> {
  const url = new URL(path, window.location.origin);
  if (method === 'GET') {
    for (const [k, v] of Object.entries(opts.query ?? {})) if (v !== undefined && v !== null) url.searchParams.set(k, String(v));
    url.searchParams.set('channelId', String(CHANNEL_ID));
    url.searchParams.set('platform', String(PLATFORM));
  }
  try {
    const res = await fetch(url, {
      method,
      credentials: 'same-origin',
      headers: {
        'X-Requested-With': 'XMLHttpRequest',
        [HEADERS.appKey]: appKey,
        [HEADERS.usageTime]: usageSeconds(),
        ...(method === 'POST' ? { 'Content-Type': 'application/json;charset=UTF-8' } : {}),
      },
      body: method === 'POST' ? JSON.stringify(opts.body ?? {}) : undefined,
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    const body = (await res.json().catch(() => null)) as TApiResult<T> | null;
    if (body && typeof body.code === 'number') return res.ok ? body : { ...body, success: false };
    return { code: res.status, success: false, message: '请求失败', data: null as T };
  } catch {
    return { code: 0, success: false, message: '网络错误，请稍后重试', data: null as T };
  }
}

/** Browser API client: SPEC §7 client behaviour (headers, common query, unwrapped envelope). */
export const api = {
  get: <T>(path: string, query?: Record<string, unknown>) => request<T>('GET', path, { query }),
  post: <T>(path: string, body?: unknown) => request<T>('POST', path, { body }),
};

export const isOk = <T>(r: TApiResult<T>): r is TEnvelope<T> => r.code === 200;

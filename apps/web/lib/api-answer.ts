import type { TEnvelope, TRouteRef } from '@sports/contracts';

/** What a call answers: the envelope, with `success: false` on failures. */
export type TApiResult<T> = TEnvelope<T> & { success?: boolean };

/** What a caller sees when the server's answer is not what the route answers. */
export const MALFORMED_ANSWER = '服务返回的数据格式有误，请稍后重试';

export const failure = <T>(code: number, message: string): TApiResult<T> => ({ code, success: false, message, data: null as T });

/**
 * A route's answer as its caller sees it, without the route's schema (the browser's view: the server
 * checked the data against the schema before it sent it): the envelope of a success, the server's own
 * error envelope, or a failure result when the answer is not an envelope at all. Raw routes (the
 * built-in captcha's repCode shape) answer their body as `data`. Server rendering parses the data
 * with the schema as well (readAnswer in api.server.ts).
 */
export function readEnvelope<T>(route: Pick<TRouteRef, 'raw'>, answer: { status: number; ok: boolean; body: unknown }): TApiResult<T> {
  const { status, ok, body } = answer;
  if (route.raw) {
    return body !== null && typeof body === 'object' ? { code: 200, message: 'success', data: body as T } : failure(0, MALFORMED_ANSWER);
  }
  const env = body as TApiResult<unknown> | null;
  if (!env || typeof env !== 'object' || typeof env.code !== 'number') return failure(status, '请求失败');
  if (!ok) return { ...env, success: false } as TApiResult<T>;
  if (env.code !== 200) return env as TApiResult<T>;
  return 'data' in env ? (env as TEnvelope<T>) : failure(0, MALFORMED_ANSWER);
}

export const isOk = <T>(r: TApiResult<T>): r is TEnvelope<T> => r.code === 200;

/** The data of a successful result, or a fallback (SPEC: many list calls silently default on failure). */
export const dataOr = <T, F>(res: TApiResult<T> | null, fallback: F): T | F =>
  res && res.code === 200 && res.data != null ? res.data : fallback;

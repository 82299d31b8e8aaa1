import { answerSchema, type TApiRoute, type TEnvelope, type TRouteData } from '@sports/contracts';

/** What a call answers: the envelope, with `success: false` on failures. */
export type TApiResult<T> = TEnvelope<T> & { success?: boolean };

/** What a caller sees when the server's answer does not match the route's schema. */
export const MALFORMED_ANSWER = '服务返回的数据格式有误，请稍后重试';

const failure = <T>(code: number, message: string): TApiResult<T> => ({ code, success: false, message, data: null as T });

/**
 * A route's answer as its caller sees it (browser and server rendering alike): the data parsed with
 * the route's schema, the server's own error envelope, or a failure result when the answer is malformed.
 * Raw routes (the built-in captcha's repCode shape) answer their parsed body as `data`.
 */
export function readAnswer<R extends TApiRoute>(
  route: R,
  answer: { status: number; ok: boolean; body: unknown },
): TApiResult<TRouteData<R>> {
  const { status, ok, body } = answer;
  if (route.raw) {
    const parsed = answerSchema(route).safeParse(body);
    return parsed.success ? { code: 200, message: 'success', data: parsed.data as TRouteData<R> } : failure(0, MALFORMED_ANSWER);
  }
  const env = body as TApiResult<unknown> | null;
  if (!env || typeof env.code !== 'number') return failure(status, '请求失败');
  if (!ok) return { ...env, success: false } as TApiResult<TRouteData<R>>;
  if (env.code !== 200) return env as TApiResult<TRouteData<R>>;
  const parsed = answerSchema(route).safeParse(env);
  return parsed.success ? (parsed.data as TEnvelope<TRouteData<R>>) : failure(0, MALFORMED_ANSWER);
}

export const isOk = <T>(r: TApiResult<T>): r is TEnvelope<T> => r.code === 200;

/** The data of a successful result, or a fallback (SPEC: many list calls silently default on failure). */
export const dataOr = <T, F>(res: TApiResult<T> | null, fallback: F): T | F =>
  res && res.code === 200 && res.data != null ? res.data : fallback;

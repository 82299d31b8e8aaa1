import 'server-only';
import { routeUrl, type TApiRoute, type TRouteData } from '@sports/contracts';
import { ssrGet, ssrPost } from '@/lib/api.server';

/** A data-centre call during server rendering: its data, or the server's (Chinese) message. */
export type TLoaded<T> = { ok: true; data: T } | { ok: false; message: string };

export async function load<R extends TApiRoute>(
  route: R,
  input: { params?: Record<string, unknown>; query?: Record<string, string | number | undefined>; body?: object } = {},
): Promise<TLoaded<TRouteData<R>>> {
  const path = routeUrl(route, input.params);
  const res = route.method === 'POST' ? await ssrPost<TRouteData<R>>(path, input.body) : await ssrGet<TRouteData<R>>(path, input.query);
  return res.code === 200 && res.data != null
    ? { ok: true, data: res.data as TRouteData<R> }
    : { ok: false, message: res.message || '加载失败' };
}

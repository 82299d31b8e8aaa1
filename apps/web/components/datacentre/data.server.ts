import 'server-only';
import type { TApiRoute, TRouteData, TRouteInput } from '@sports/contracts';
import { ssrCall } from '@/lib/api.server';

/** A data-centre call during server rendering: its data, or the server's (Chinese) message. */
export type TLoaded<T> = { ok: true; data: T } | { ok: false; message: string };

export async function load<R extends TApiRoute>(route: R, input: TRouteInput<R>): Promise<TLoaded<TRouteData<R>>> {
  const call = ssrCall as (route: R, input: TRouteInput<R>) => ReturnType<typeof ssrCall<R>>;
  const res = await call(route, input);
  return res.code === 200 ? { ok: true, data: res.data } : { ok: false, message: res.message || '加载失败' };
}

import 'server-only';
import { routeUrl, type TApiRoute, type TRouteData } from '@sports/contracts';
import { ssrGet, ssrPost } from '@/lib/api.server';

/**
 * One call of the route table during server rendering: the data, or null when the call failed
 * (an unknown match answers 404 and the page shows its not-found state).
 */
export async function ssrCall<R extends TApiRoute>(
  route: R,
  input: { params?: Record<string, unknown>; query?: Record<string, string | number | undefined>; body?: unknown } = {},
): Promise<TRouteData<R> | null> {
  const path = routeUrl(route, input.params);
  const res = route.method === 'GET' ? await ssrGet<TRouteData<R>>(path, input.query) : await ssrPost<TRouteData<R>>(path, input.body);
  return res.code === 200 && res.data != null ? (res.data as TRouteData<R>) : null;
}

/** The server's clock when the page was rendered: the client's running minute starts from it. */
export const renderedAt = (): number => Date.now();

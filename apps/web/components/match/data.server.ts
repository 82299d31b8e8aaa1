import 'server-only';
import type { TApiRoute, TRouteData, TRouteInput } from '@sports/contracts';
import { dataOr } from '@/lib/api-answer';
import { ssrCall } from '@/lib/api.server';

/**
 * One call of the route table during server rendering: the data, or null when the call failed
 * (an unknown match answers 404 and the page shows its not-found state).
 */
export async function matchData<R extends TApiRoute>(route: R, input: TRouteInput<R>): Promise<TRouteData<R> | null> {
  const call = ssrCall as (route: R, input: TRouteInput<R>) => ReturnType<typeof ssrCall<R>>;
  return dataOr(await call(route, input), null);
}

/** The server's clock when the page was rendered: the client's running minute starts from it. */
export const renderedAt = (): number => Date.now();

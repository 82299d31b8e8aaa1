import type { TApiPrefix, TApiRoute, THttpMethod } from './route';

declare const ROUTE: unique symbol;

/**
 * The browser's handle on one entry of the route table: its method and path, typed as the entry,
 * without the entry's schemas, so neither zod nor the schemas travel to the browser (the server
 * checks every answer against the entry's schema before it sends it). `API_CALLS` holds one per entry.
 */
export interface TRouteRef<R extends TApiRoute = TApiRoute> {
  readonly method: THttpMethod;
  readonly prefix: TApiPrefix;
  readonly path: string;
  /** The answer is not the `{code, message, data}` envelope (the built-in captcha's repCode shape). */
  readonly raw?: true;
  /** Type only (never set): the entry this refers to, for the caller's input and answer types. */
  readonly [ROUTE]: R;
}

/** The entry a handle (or a union of handles) refers to. */
export type TRefRoute<F extends TRouteRef> = F extends TRouteRef<infer R> ? R : never;

/** A handle on the entry `R` (used by the generated API_CALLS table). */
export const routeRef = <R extends TApiRoute>(method: R['method'], prefix: R['prefix'], path: R['path'], raw?: true): TRouteRef<R> =>
  (raw ? { method, prefix, path, raw } : { method, prefix, path }) as unknown as TRouteRef<R>;

/** The route's full path with its `:name` parameters filled in (encoded). */
export function routeUrl(route: Pick<TApiRoute, 'prefix' | 'path'>, params?: Record<string, unknown>): string {
  const path = route.path.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null) throw new Error(`${route.path}: missing parameter ${name}`);
    return encodeURIComponent(String(value));
  });
  return `${route.prefix}${path}`;
}

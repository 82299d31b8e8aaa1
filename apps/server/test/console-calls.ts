import { CONSOLE_ROUTES, routeUrl, type TApiRoute } from '@sports/contracts';
import type { TestApp } from './app';
import { XHR } from './app';

export type ConsoleRouteName = keyof typeof CONSOLE_ROUTES;
export interface ConsoleInput {
  params?: Record<string, unknown>;
  query?: string;
  body?: unknown;
}

/** A console call as the web console makes it: the route's method and path, the XHR header, the given credentials. */
export function consoleCall(t: TestApp, name: ConsoleRouteName, headers: Record<string, string>, input: ConsoleInput = {}) {
  const route = CONSOLE_ROUTES[name] as TApiRoute;
  return t.app.inject({
    method: route.method,
    url: routeUrl(route, input.params) + (input.query ? `?${input.query}` : ''),
    headers: { ...XHR, ...headers },
    ...(route.method === 'GET' ? {} : { payload: (input.body ?? {}) as object }),
  });
}

/** The header of an operator's session token. */
export const asOperator = (token: string) => ({ 'x-operator-token': token });

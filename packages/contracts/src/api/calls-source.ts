import type { TApiRoute } from './route';

/**
 * The source of calls.ts, the browser's copy of the route table (method and path of each entry, no
 * schemas): written by `npm run openapi`, checked by its `--check` and by a test.
 */
export function apiCallsSource(routes: Record<string, TApiRoute>): string {
  const lines = Object.entries(routes).map(([name, r]) => {
    const args = [r.method, r.prefix, r.path].map((s) => `'${s}'`).join(', ');
    return `  ${name}: r<T['${name}']>(${args}${r.raw ? ', true' : ''}),`;
  });
  return [
    '// Written by `npm run openapi` from API_ROUTES (do not edit): what the browser needs of each entry,',
    '// its method and path, typed as the entry, without its schemas (see ref.ts).',
    "import type { API_ROUTES } from './index';",
    "import { routeRef as r } from './ref';",
    '',
    'type T = typeof API_ROUTES;',
    '',
    '/** The route table as the browser calls it (`call(API_CALLS.name, …)` in apps/web/lib/api.ts). */',
    'export const API_CALLS = {',
    ...lines,
    '};',
    '',
  ].join('\n');
}

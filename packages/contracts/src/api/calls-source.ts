import type { TApiRoute } from './route';

/**
 * The source of calls.ts, the browser's copy of the route table (method and path of each entry, no
 * schemas, one export per entry): written by `npm run openapi`, checked by its `--check` and by a test.
 */
export function apiCallsSource(routes: Record<string, TApiRoute>): string {
  const lines = Object.entries(routes).map(([name, r]) => {
    const args = [r.method, r.prefix, r.path, ...(r.raw ? ['true'] : [])].map((s) => (s === 'true' ? s : `'${s}'`));
    const line = `export const ${name} = /* @__PURE__ */ r<T['${name}']>(${args.join(', ')});`;
    // as Prettier writes a call past its 140 columns: one argument a line
    return line.length <= 140
      ? line
      : `export const ${name} = /* @__PURE__ */ r<T['${name}']>(\n${args.map((a) => `  ${a},\n`).join('')});`;
  });
  return [
    '// Written by `npm run openapi` from API_ROUTES (do not edit): what the browser needs of each entry,',
    '// its method and path, typed as the entry, without its schemas (see ref.ts).',
    "import type { API_ROUTES } from './index';",
    "import { routeRef as r } from './ref';",
    '',
    'type T = typeof API_ROUTES;',
    '',
    '// The route table as the browser calls it, one export per entry, read as the `API_CALLS` namespace',
    '// (`call(API_CALLS.name, …)` in apps/web/lib/api.ts); the calls are pure, so the bundle keeps only the entries',
    '// the browser calls (decision 0055).',
    '',
    ...lines,
    '',
  ].join('\n');
}

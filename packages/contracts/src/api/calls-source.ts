import type { TApiRoute } from './route';

/** The two halves of the browser's route table: the site's, and the back office's (`/capi`). */
export const CALL_TABLES = {
  site: { file: 'calls.ts', namespace: 'API_CALLS', backOffice: false },
  console: { file: 'console-calls.ts', namespace: 'CONSOLE_CALLS', backOffice: true },
} as const;

/**
 * The source of calls.ts or console-calls.ts, the browser's copy of the route table (method and path
 * of each entry, no schemas, one export per entry): written by `npm run openapi`, checked by its
 * `--check` and by a test. The back office's entries have a table of their own: the build keeps every
 * entry some page calls in one module, which every page loads, so the site's pages would otherwise
 * carry the console's 77 entries too (decisions 0055, 0071).
 */
export function apiCallsSource(routes: Record<string, TApiRoute>, table: keyof typeof CALL_TABLES): string {
  const { namespace, backOffice } = CALL_TABLES[table];
  const entries = Object.entries(routes).filter(([, r]) => (r.prefix === '/capi') === backOffice);
  const lines = entries.map(([name, r]) => {
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
    `// The ${backOffice ? "back office's" : "site's"} route table as the browser calls it, one export per entry, read as the`,
    `// \`${namespace}\` namespace (\`call(${namespace}.name, …)\` in apps/web/lib/api.ts); the calls are pure, so the`,
    '// bundle keeps only the entries the browser calls (decision 0055).',
    '',
    ...lines,
    '',
  ].join('\n');
}

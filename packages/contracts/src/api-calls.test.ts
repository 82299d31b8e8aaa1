import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { API_CALLS, API_ROUTES, CONSOLE_CALLS, routeUrl } from './index';
import { apiCallsSource, CALL_TABLES } from './api/calls-source';

describe('API_CALLS and CONSOLE_CALLS, the browser copy of the route table', () => {
  it('is written from the current table (`npm run openapi` rewrites it)', () => {
    for (const table of Object.keys(CALL_TABLES) as (keyof typeof CALL_TABLES)[])
      expect(fs.readFileSync(new URL(`./api/${CALL_TABLES[table].file}`, import.meta.url), 'utf8')).toBe(apiCallsSource(API_ROUTES, table));
  });

  it('gives each entry its method, path and raw flag, and nothing else; the back office has its own table', () => {
    const calls: Record<string, unknown> = { ...API_CALLS, ...CONSOLE_CALLS };
    // A namespace's keys are in name order in Node, declaration order under some transforms.
    expect(Object.keys(calls).sort()).toEqual(Object.keys(API_ROUTES).sort());
    expect(Object.keys(CONSOLE_CALLS).length).toBeGreaterThan(0);
    for (const [name, route] of Object.entries(API_ROUTES)) {
      expect(name in CONSOLE_CALLS, name).toBe(route.prefix === '/capi');
      const ref = calls[name] as typeof route;
      expect({ ...ref }).toEqual({
        method: route.method,
        prefix: route.prefix,
        path: route.path,
        ...('raw' in route ? { raw: true } : {}),
      });
      const params = Object.fromEntries([...route.path.matchAll(/:([A-Za-z0-9_]+)/g)].map(([, p]) => [p, 'x']));
      expect(routeUrl(ref, params)).toBe(routeUrl(route, params));
    }
  });
});

import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { API_CALLS, API_ROUTES, routeUrl } from './index';
import { apiCallsSource } from './api/calls-source';

describe('API_CALLS, the browser copy of the route table', () => {
  it('is written from the current table (`npm run openapi` rewrites it)', () => {
    expect(fs.readFileSync(new URL('./api/calls.ts', import.meta.url), 'utf8')).toBe(apiCallsSource(API_ROUTES));
  });

  it('gives each entry its method, path and raw flag, and nothing else', () => {
    // A namespace's keys are in name order in Node, declaration order under some transforms.
    expect(Object.keys(API_CALLS).sort()).toEqual(Object.keys(API_ROUTES).sort());
    for (const [name, route] of Object.entries(API_ROUTES)) {
      const ref = API_CALLS[name as keyof typeof API_CALLS];
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

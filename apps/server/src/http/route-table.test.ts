import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_ROUTE_PARTS, API_ROUTES, routeKey } from '@sports/contracts';
import { createTestApp, type TestApp } from '../../test/app';
import { API_PREFIXES } from '../app';

/**
 * The registered routes of a built server, read from Fastify's route tree (`printRoutes`): each
 * line is a tree node whose text extends its parent's path, with its methods in parentheses.
 */
function registeredRoutes(tree: string): string[] {
  const stack: string[] = [];
  const out: string[] = [];
  for (const line of tree.split('\n')) {
    const m = /^((?:│ {3}| {4})*)(?:├── |└── )(.*?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!m) continue;
    const depth = (m[1] ?? '').length / 4;
    const path = (stack[depth - 1] ?? '') + (m[2] ?? '');
    stack[depth] = path;
    stack.length = depth + 1;
    for (const method of (m[3] ?? '').split(', ')) if (method && method !== 'HEAD') out.push(`${method} ${path}`);
  }
  return out;
}

const inApi = (key: string) => API_PREFIXES.some((p) => key.split(' ')[1]?.startsWith(`${p}/`));

describe('the route table is the server’s API', () => {
  let t: TestApp;
  let registered: string[];
  beforeAll(async () => {
    t = await createTestApp({ seed: false });
    registered = registeredRoutes(t.app.printRoutes({ commonPrefix: false }));
  });
  afterAll(() => t.close());

  it('reads the route tree (a known route and a nested one are found)', () => {
    expect(registered).toContain('GET /tapi/inform/get/cms/config');
    expect(registered).toContain('POST /tapi/user/verification/sliding-verification/check');
  });

  it('registers every entry of API_ROUTES with its method and path', () => {
    const missing = Object.entries(API_ROUTES)
      .filter(([, r]) => !t.app.hasRoute({ method: r.method, url: `${r.prefix}${r.path}` }))
      .map(([name, r]) => `${name}: ${routeKey(r)}`);
    expect(missing).toEqual([]);
  });

  it('serves no /tapi, /api or /aapi route that is not in API_ROUTES (besides each scope’s 404 catch-all)', () => {
    const table = new Set(Object.values(API_ROUTES).map(routeKey));
    const extra = registered.filter((k) => inApi(k) && !k.endsWith('/*') && !table.has(k));
    expect(extra).toEqual([]);
    expect(registered.filter(inApi).length).toBeGreaterThanOrEqual(table.size);
  });

  it('names each route once: no module’s entry hides another’s, no call is declared twice', () => {
    const modules = API_ROUTE_PARTS;
    expect(Object.keys(API_ROUTES).length).toBe(modules.reduce((n, m) => n + Object.keys(m).length, 0));
    const keys = Object.values(API_ROUTES).map(routeKey);
    expect(new Set(keys).size).toBe(keys.length);
  });
});

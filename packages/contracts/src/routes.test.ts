import { describe, expect, it } from 'vitest';
import { ROUTES, parseRouteId, routeDef } from './routes';

/** Next-style pattern to a regular expression: [x] one segment, [[...x]] any rest or nothing. */
function toRegExp(pattern: string): RegExp {
  const body = pattern
    .split('/')
    .filter(Boolean)
    .map((seg) => {
      if (/^\[\[\.\.\.\w+\]\]$/.test(seg)) return '(?:/.+)?';
      if (/^\[\w+\]$/.test(seg)) return '/[^/]+';
      return `/${seg.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`;
    })
    .join('');
  return new RegExp(`^${body || '/'}$`);
}

describe('ROUTES', () => {
  it('has unique patterns and unique samples', () => {
    const patterns = ROUTES.map((r) => r.pattern);
    const samples = ROUTES.map((r) => r.sample);
    expect(new Set(patterns).size).toBe(patterns.length);
    expect(samples.filter((s, i) => samples.indexOf(s) !== i)).toEqual([]);
  });

  it.each(ROUTES.map((r) => [r.pattern, r] as const))(
    '%s resolves with routeDef, has a Chinese title and a matching sample',
    (pattern, def) => {
      expect(routeDef(pattern)).toBe(def);
      expect(def.title).toMatch(/[\u4e00-\u9fa5]/);
      expect(def.sample).toMatch(toRegExp(pattern));
    },
  );

  it('covers the SPEC plain routes and about pages', () => {
    const patterns = new Set(ROUTES.map((r) => r.pattern));
    for (const p of ['/', '/anchor', '/app', '/user/pwd_find', '/football/zc', '/live/manual', '/about/agreement', '/about/privacy']) {
      expect(patterns.has(p), p).toBe(true);
    }
    expect(routeDef('/news/[id]').sample).toBe('/news/1');
    expect(routeDef('/guide/expert/info/[id]').sample).toBe('/guide/expert/info/1');
  });

  it('marks the protected areas as needing login', () => {
    expect(ROUTES.filter((r) => r.auth).map((r) => r.pattern)).toEqual(['/recommend', '/recommend/records', '/v/[section]']);
  });

  it('throws on an unknown pattern', () => {
    expect(() => routeDef('/nope')).toThrow('No route definition for /nope');
  });
});

describe('parseRouteId', () => {
  it.each([
    ['1', 1],
    ['42', 42],
    ['9007199254740991', 9007199254740991],
  ])('accepts %s', (raw, n) => {
    expect(parseRouteId(raw)).toBe(n);
  });
  it.each([undefined, '', '0', '01', '-1', '1.5', 'abc', '1e3', ' 1', '9007199254740993', '12345678901234567'])('rejects %s', (raw) => {
    expect(parseRouteId(raw)).toBeNull();
  });
});

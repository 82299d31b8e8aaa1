import { beforeEach, describe, expect, it } from 'vitest';
import { isProtectedPath } from './guards';
import { describeError, HttpError } from './http-error';
import { pushSearchHistory, readSearchHistory, searchHref } from './search-history';

describe('guards', () => {
  it.each([
    ['/v', true],
    ['/v/wallet', true],
    ['/v/personal-data', true],
    ['/v/apply', true],
    ['/recommend', true],
    ['/recommend/records', true],
    ['/v/anchor-barrage', false],
    ['/v/anchor-set', false],
    ['/video', false],
    ['/', false],
    ['/football', false],
  ])('%s protected: %s', (path, expected) => {
    expect(isProtectedPath(path)).toBe(expected);
  });
});

describe('HttpError', () => {
  it('carries status and message through the digest', () => {
    const e = new HttpError(418, '参数错误; 100%');
    expect(describeError({ message: 'hidden in production', digest: e.digest })).toEqual({ status: 418, message: '参数错误; 100%' });
  });
  it('falls back to 500 and Error', () => {
    expect(describeError({ digest: '12345', message: 'An error occurred in the Server Components render.' })).toEqual({
      status: 500,
      message: 'Error',
    });
    expect(describeError(undefined)).toEqual({ status: 500, message: 'Error' });
    expect(describeError({ digest: 'HTTP_ERROR;abc;' })).toEqual({ status: 500, message: 'Error' });
  });
});

describe('search history', () => {
  beforeEach(() => {
    const store = new Map<string, string>();
    globalThis.localStorage = {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => void store.set(k, v),
      removeItem: (k: string) => void store.delete(k),
    } as Storage;
  });
  it('keeps 6 distinct words, most recent first', () => {
    for (const w of ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'c']) pushSearchHistory(w);
    expect(readSearchHistory()).toEqual(['c', 'g', 'f', 'e', 'd', 'b']);
  });
  it('trims and encodes the search link, ignoring empty input', () => {
    expect(searchHref('  梅西 ')).toBe(`/search?val=${encodeURIComponent('梅西')}`);
    expect(searchHref('   ')).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { tokenFromAuthCookie } from './identity';

describe('tokenFromAuthCookie (SPEC §3 session: the auth cookie may hold JSON)', () => {
  it.each([
    ['abc123', 'abc123'],
    ['{"token":"abc123"}', 'abc123'],
    [encodeURIComponent('{"token":"abc123","userId":5}'), 'abc123'],
    ['"abc123"', 'abc123'],
    ['abc%20def', 'abc def'],
  ])('reads %s', (raw, token) => {
    expect(tokenFromAuthCookie(raw)).toBe(token);
  });

  it.each([undefined, null, '', '{"token":""}', '{"token":5}', '{broken', '{}', '""', '{"t":1}'])('gives no token for %s', (raw) => {
    expect(tokenFromAuthCookie(raw)).toBeNull();
  });

  it('keeps a value that is not valid percent-encoding', () => {
    expect(tokenFromAuthCookie('a%zz')).toBe('a%zz');
  });
});

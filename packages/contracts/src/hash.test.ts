import { describe, expect, it } from 'vitest';
import { hash32 } from './hash';

describe('hash32', () => {
  it('is FNV-1a 32-bit on the text (published test vectors)', () => {
    expect(hash32('')).toBe(0x811c9dc5);
    expect(hash32('a')).toBe(0xe40c292c);
    expect(hash32('foobar')).toBe(0xbf9cf968);
  });

  it('joins several parts with a bar', () => {
    expect(hash32('seed', 7, 'match')).toBe(hash32('seed|7|match'));
    expect(hash32('seed', 7)).not.toBe(hash32('seed7'));
  });
});

import { describe, expect, it } from 'vitest';
import { splitRedPacket } from './split';

describe('splitRedPacket', () => {
  it('always gives every share at least 1 and sums exactly to the amount (many random amounts and counts)', () => {
    for (let i = 0; i < 5000; i++) {
      const count = 1 + Math.floor(Math.random() * 100);
      const amount = count + Math.floor(Math.random() * (i % 2 ? 100_000 - count : 300));
      const shares = splitRedPacket(amount, count);
      expect(shares).toHaveLength(count);
      expect(shares.every((s) => Number.isInteger(s) && s >= 1)).toBe(true);
      expect(shares.reduce((a, b) => a + b, 0)).toBe(amount);
    }
  });

  it('handles the edges: one share, exactly one diamond each, and the largest packet', () => {
    expect(splitRedPacket(7, 1)).toEqual([7]);
    expect(splitRedPacket(100, 100)).toEqual(Array(100).fill(1));
    const big = splitRedPacket(100_000, 100);
    expect(big.reduce((a, b) => a + b, 0)).toBe(100_000);
  });

  it('works with extreme random draws (always 0, always the maximum)', () => {
    for (const rand of [() => 0, (max: number) => max]) {
      const shares = splitRedPacket(1000, 10, rand);
      expect(shares.reduce((a, b) => a + b, 0)).toBe(1000);
      expect(Math.min(...shares)).toBeGreaterThanOrEqual(1);
    }
  });

  it('spreads the amount: shares differ for a typical packet', () => {
    const shares = splitRedPacket(10_000, 20);
    expect(new Set(shares).size).toBeGreaterThan(1);
  });

  it('refuses impossible splits', () => {
    expect(() => splitRedPacket(5, 6)).toThrow();
    expect(() => splitRedPacket(5, 0)).toThrow();
    expect(() => splitRedPacket(5.5, 2)).toThrow();
  });
});

import { describe, expect, it } from 'vitest';
import { MESSAGES } from './messages';

describe('MESSAGES', () => {
  it('gives every error its own code, so a client can tell them apart', () => {
    const byCode = new Map<number, string[]>();
    for (const [id, m] of Object.entries(MESSAGES)) byCode.set(m.code, [...(byCode.get(m.code) ?? []), id]);
    const shared = [...byCode].filter(([, ids]) => ids.length > 1).map(([code, ids]) => `${code}: ${ids.join(', ')}`);
    expect(shared).toEqual([]);
  });
});

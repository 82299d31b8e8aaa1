import { describe, expect, it } from 'vitest';
import { itemAt, must } from './indexed';

describe('itemAt', () => {
  it('returns the element at an index, counting from the end when negative', () => {
    expect(itemAt(['a', 'b', 'c'], 0, 'letters')).toBe('a');
    expect(itemAt(['a', 'b', 'c'], -1, 'letters')).toBe('c');
    expect(itemAt([0, 1], 0, 'numbers')).toBe(0);
  });

  it('throws, naming the list, when the element is missing', () => {
    expect(() => itemAt(['a'], 1, 'letters')).toThrow('letters: no element at index 1 (length 1)');
    expect(() => itemAt([], -1, 'empty list')).toThrow('empty list: no element at index -1 (length 0)');
  });
});

describe('must', () => {
  it('returns a value that is there, falsy ones included', () => {
    expect(must('a', 'letter')).toBe('a');
    expect(must(0, 'number')).toBe(0);
    expect(must('', 'text')).toBe('');
    expect(must(false, 'flag')).toBe(false);
  });

  it('throws, naming the value, when it is null or undefined', () => {
    expect(() => must(undefined, 'balances after the journal')).toThrow('balances after the journal: missing');
    expect(() => must(null, 'order row')).toThrow('order row: missing');
  });
});

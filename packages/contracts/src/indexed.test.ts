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
  it('returns a present value, falsy ones included', () => {
    expect(must('a', 'letter')).toBe('a');
    expect(must(0, 'count')).toBe(0);
    expect(must(null, 'nullable column')).toBeNull();
  });

  it('throws, naming the value, when it is undefined', () => {
    expect(() => must(new Map<number, string>().get(7), 'team 7')).toThrow('team 7: missing');
  });
});

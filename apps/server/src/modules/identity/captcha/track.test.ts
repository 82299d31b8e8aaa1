import { describe, expect, it } from 'vitest';
import { handTrack } from '../../../../test/accounts';
import { judgeTrack } from './track';

describe('judgeTrack', () => {
  it('takes an eased drag of a hand, also one recorded at a ragged frame rate', () => {
    expect(judgeTrack(handTrack(200), 200)).toBe('ok');
    expect(judgeTrack(handTrack(40, 16), 40)).toBe('ok');
    const ragged = handTrack(150).map(([x, t], i): [number, number] => [x, t + (i % 2) * 9]);
    expect(judgeTrack(ragged, 150)).toBe('ok');
  });

  it('names what gives a script away', () => {
    expect(
      judgeTrack(
        [
          [0, 0],
          [100, 500],
        ],
        100,
      ),
    ).toBe('short');
    expect(
      judgeTrack(
        handTrack(100).map(([x, t]): [number, number] => [x, Math.round(t / 10)]),
        100,
      ),
    ).toBe('timing');
    expect(
      judgeTrack(
        handTrack(100).map(([x, t]): [number, number] => [x, t * 40]),
        100,
      ),
    ).toBe('timing');
    expect(judgeTrack(handTrack(100).reverse(), 100)).toBe('timing');
    expect(
      judgeTrack(
        handTrack(100).map(([x, t]): [number, number] => [x + 30, t]),
        130,
      ),
    ).toBe('start');
    expect(judgeTrack(handTrack(100), 120)).toBe('end');
    expect(
      judgeTrack(
        [
          [0, 0],
          [1, 30],
          [2, 60],
          [3, 90],
          [4, 120],
          [5, 150],
          [100, 400],
        ],
        100,
      ),
    ).toBe('jump');
    const linear = Array.from({ length: 30 }, (_, i): [number, number] => [i * 5, i * 16]);
    expect(judgeTrack(linear, 145)).toBe('uniform');
  });
});

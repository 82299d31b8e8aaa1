import { describe, expect, it } from 'vitest';
import { BASKETBALL_STATE as S } from '@sports/contracts';
import { BOX_REFRESH_GAP_MS, boxTrigger, refetchDelay } from './box-refresh';

const a: unknown[] = [];
const b: unknown[] = [];

describe('box score refresh trigger', () => {
  it('sees a stats push as a new statistics array', () => {
    expect(boxTrigger({ stats: a, state: S.q2 }, { stats: b, state: S.q2 })).toBe('stats');
  });
  it('sees a state (quarter) change as a patch', () => {
    expect(boxTrigger({ stats: a, state: S.q1 }, { stats: a, state: S.q1Over })).toBe('patch');
  });
  it('asks once more at the final whistle, then never again', () => {
    expect(boxTrigger({ stats: a, state: S.q4 }, { stats: b, state: S.finished })).toBe('finish');
    expect(boxTrigger({ stats: a, state: S.finished }, { stats: b, state: S.finished })).toBeNull();
  });
  it('ignores renders where nothing the box follows changed', () => {
    expect(boxTrigger({ stats: a, state: S.q3 }, { stats: a, state: S.q3 })).toBeNull();
  });
});

describe('box score refetch delay', () => {
  it('does nothing without a trigger', () => {
    expect(refetchDelay(null, null, 1_000)).toBeNull();
  });
  it('fetches at once the first time or when the gap has passed', () => {
    expect(refetchDelay('stats', null, 1_000)).toBe(0);
    expect(refetchDelay('patch', 1_000, 1_000 + BOX_REFRESH_GAP_MS + 1)).toBe(0);
  });
  it('waits out the rest of the gap after a recent fetch', () => {
    expect(refetchDelay('stats', 10_000, 12_000, 5_000)).toBe(3_000);
    expect(refetchDelay('finish', 10_000, 10_000, 5_000)).toBe(5_000);
  });
});

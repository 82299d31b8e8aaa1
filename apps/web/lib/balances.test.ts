import { describe, expect, it } from 'vitest';
import type { TBalances } from '@sports/contracts';
import { BALANCES_STALE_MS, createBalancesSync } from './balances';

const balances = (overrides: Partial<TBalances> = {}): TBalances => ({
  mainWalletId: 1,
  balance: 100,
  ticket: 5,
  cashBalance: 0,
  freezeMoney: 0,
  withdrawMoney: 0,
  ...overrides,
});

/** A sync over a plain variable (the session's state) with loads the test answers by hand. */
function setup(initial: TBalances | null = balances(), loadedAt?: number) {
  let state = initial;
  let clock = 1_000_000;
  const loads: { resolve: (b: TBalances | null) => void }[] = [];
  const sync = createBalancesSync({
    load: () => new Promise((resolve) => loads.push({ resolve })),
    apply: (update) => {
      state = update(state);
    },
    loadedAt,
    now: () => clock,
  });
  return {
    sync,
    loads,
    state: () => state,
    tick: (ms: number) => (clock += ms),
    clock: () => clock,
  };
}

describe('the session balances', () => {
  it('drops a load that started before a newer one, whichever lands first', async () => {
    const t = setup();
    const first = t.sync.refresh();
    const second = t.sync.refresh();
    t.loads[1].resolve(balances({ balance: 50 }));
    await second;
    t.loads[0].resolve(balances({ balance: 100 }));
    await first;
    expect(t.state()?.balance).toBe(50);
  });

  it('keeps a money action’s answer over a load that was already on its way', async () => {
    const t = setup();
    const before = t.sync.refresh();
    t.sync.set(balances({ balance: 10 }));
    t.loads[0].resolve(balances({ balance: 100 }));
    await before;
    expect(t.state()?.balance).toBe(10);

    const again = t.sync.refresh();
    t.sync.patch({ ticket: 9 });
    t.loads[1].resolve(balances({ balance: 100, ticket: 5 }));
    await again;
    expect(t.state()).toMatchObject({ balance: 10, ticket: 9 });
  });

  it('keeps the same object when nothing changed, so nothing re-renders for it', async () => {
    const t = setup();
    const before = t.state();
    const p = t.sync.refresh();
    t.loads[0].resolve(balances());
    await p;
    expect(t.state()).toBe(before);
    t.sync.patch({ balance: 100 });
    expect(t.state()).toBe(before);
    t.sync.patch({ balance: 99 });
    expect(t.state()).not.toBe(before);
  });

  it('loads once for many widgets when stale, and not at all when fresh', async () => {
    const t = setup(balances(), 1_000_000);
    t.sync.refreshIfStale();
    expect(t.loads).toHaveLength(0);
    t.tick(BALANCES_STALE_MS);
    t.sync.refreshIfStale();
    t.sync.refreshIfStale();
    expect(t.loads).toHaveLength(1);
    t.loads[0].resolve(balances({ balance: 7 }));
    await Promise.resolve();
    await Promise.resolve();
    t.sync.refreshIfStale();
    expect(t.loads).toHaveLength(1);
    expect(t.state()?.balance).toBe(7);
  });

  it('has nothing to patch when logged out, and a failed load keeps what it had', async () => {
    const t = setup(null);
    t.sync.patch({ ticket: 3 });
    expect(t.state()).toBeNull();
    t.sync.set(balances({ balance: 20 }));
    const p = t.sync.refresh();
    t.loads[0].resolve(null);
    await p;
    expect(t.state()?.balance).toBe(20);
    t.sync.set(null);
    expect(t.state()).toBeNull();
  });
});

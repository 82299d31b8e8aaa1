import type { TBalances } from '@sports/contracts';

/** Balances older than this are reloaded when a widget showing them mounts. */
export const BALANCES_STALE_MS = 30_000;

type TBalancesUpdate = (prev: TBalances | null) => TBalances | null;

function sameBalances(a: TBalances | null, b: TBalances | null): boolean {
  if (a === b) return true;
  if (!a || !b) return false;
  return (Object.keys(a) as (keyof TBalances)[]).every((k) => a[k] === b[k]);
}

/**
 * The loads and updates behind the session's one copy of the balances (app/providers.tsx).
 * `apply` receives an updater (React's setState). A load that started before a newer load or
 * update is dropped when it lands, so a slow answer never brings an old balance back; an unchanged
 * answer keeps the old object, so widgets that react to a change do not run for nothing.
 */
export function createBalancesSync(opts: {
  load: () => Promise<TBalances | null>;
  apply: (update: TBalancesUpdate) => void;
  /** When the initial balances were loaded (the server render); none: stale. */
  loadedAt?: number;
  now?: () => number;
}) {
  const now = opts.now ?? Date.now;
  let version = 0;
  let freshAt = opts.loadedAt ?? Number.NEGATIVE_INFINITY;
  let loading: Promise<void> | null = null;
  const put = (next: TBalances | null) => opts.apply((prev) => (sameBalances(prev, next) ? prev : next));

  function refresh(): Promise<void> {
    const mine = ++version;
    const p = opts
      .load()
      .then((b) => {
        if (mine !== version || !b) return;
        freshAt = now();
        put(b);
      })
      .catch(() => undefined)
      .finally(() => {
        if (loading === p) loading = null;
      });
    loading = p;
    return p;
  }

  return {
    /** Loads the balances now (after a money action); resolves when applied or dropped. */
    refresh,
    /** Loads them unless they are fresh or a load is on its way. */
    refreshIfStale() {
      if (!loading && now() - freshAt >= BALANCES_STALE_MS) void refresh();
    },
    /** Takes the balances a money action's answer carried; null clears them (logged out). */
    set(b: TBalances | null) {
      version++;
      loading = null;
      freshAt = b ? now() : Number.NEGATIVE_INFINITY;
      put(b);
    },
    /** Takes some fields an answer carried (e.g. the new ticket count); nothing without balances. */
    patch(fields: Partial<TBalances>) {
      version++;
      loading = null;
      opts.apply((prev) => {
        if (!prev) return prev;
        const next = { ...prev, ...fields };
        return sameBalances(prev, next) ? prev : next;
      });
    },
  };
}

'use client';
import { useEffect, useState, type DependencyList } from 'react';
import type { TApiResult } from '@/lib/api';

/**
 * What a console screen shows from one call: loaded on mount, again when `deps` (the call's
 * inputs) change and after `reload()` (the screen's own change). An answer that arrives after the
 * screen moved on (unmounted, or newer inputs) is dropped. `data` is undefined until the first
 * successful answer; `error` is the last failure's message.
 */
export function useConsoleData<T>(load: () => Promise<TApiResult<T>>, deps: DependencyList) {
  const [data, setData] = useState<T>();
  const [error, setError] = useState<string | null>(null);
  const [tick, setTick] = useState(0);
  useEffect(() => {
    let live = true;
    void load().then((r) => {
      if (!live) return;
      if (r.code === 200) {
        setData(r.data);
        setError(null);
      } else setError(r.message);
    });
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `deps` are `load`'s inputs, given by the caller
  }, [...deps, tick]);
  return { data, error, reload: () => setTick((n) => n + 1) };
}

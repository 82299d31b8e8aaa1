import { useEffect, useState } from 'react';
import { API_CALLS, HORN_TOPIC, type THorn } from '@sports/contracts';
import { call, isOk } from '@/lib/api';
import { subscribeShared } from '@/lib/realtime';

/** How often an open room checks for a new horn announcement. */
const HORN_POLL_MS = 20_000;

/**
 * The latest horn, shown across rooms (only when `enabled`): pushed on the horn topic, and checked
 * again every HORN_POLL_MS so horns published by the operators' CLI reach open rooms too.
 */
export function useHorn(enabled: boolean) {
  const [horn, setHorn] = useState<THorn | null>(null);

  useEffect(() => {
    if (!enabled) return;
    const load = () =>
      void call(API_CALLS.hornInfo).then((r) => {
        if (isOk(r)) setHorn((cur) => (cur?.id === r.data?.id ? cur : r.data));
      });
    load();
    const timer = setInterval(load, HORN_POLL_MS);
    return () => clearInterval(timer);
  }, [enabled]);

  useEffect(() => {
    if (!enabled) return;
    return subscribeShared(HORN_TOPIC, {
      onResync: (snapshot) => {
        if ('horn' in snapshot && snapshot.horn) setHorn(snapshot.horn);
      },
      onEvent: (e) => {
        if (e.type === 'horn') setHorn(e.data);
      },
    });
  }, [enabled]);

  return horn;
}

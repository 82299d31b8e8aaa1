'use client';
import { useEffect } from 'react';
import { API_CALLS, type TScoreMatch, type TSport } from '@sports/contracts';
import { useSession } from '@/app/providers';
import { call, isOk } from '@/lib/api';

/**
 * A logged-in visitor's stars on a score list: the page is rendered for every visitor alike (no
 * stars, decision 0051), so the visitor's favourites are loaded once they are known and starred here.
 */
export function useViewerStars(sport: TSport, update: (id: number, fields: Partial<TScoreMatch>) => void, enabled = true) {
  const userId = useSession().userInfo?.id ?? null;
  useEffect(() => {
    if (userId === null || !enabled) return;
    let current = true;
    void call(API_CALLS.collectList, { query: { type: sport === 'basketball' ? 2 : 1 } }).then((res) => {
      if (current && isOk(res)) for (const m of res.data.list) update(m.id, { collected: true });
    });
    return () => {
      current = false;
    };
  }, [userId, sport, update, enabled]);
}

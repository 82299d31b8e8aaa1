import { startTransition, useEffect, useState } from 'react';
import { API_CALLS, type TGift } from '@sports/contracts';
import { call, isOk } from '@/lib/api';

/** The gifts on sale, with pictures and prices (rendered in a transition: time-sliced, decision 0064). */
export function useGiftList() {
  const [gifts, setGifts] = useState<TGift[]>([]);
  useEffect(() => {
    void call(API_CALLS.gifts).then((r) => {
      if (isOk(r)) startTransition(() => setGifts(r.data));
    });
  }, []);
  return gifts;
}

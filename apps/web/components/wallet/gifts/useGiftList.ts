import { useEffect, useState } from 'react';
import { API_CALLS, type TGift } from '@sports/contracts';
import { call, isOk } from '@/lib/api';

/** The gifts on sale, with pictures and prices. */
export function useGiftList() {
  const [gifts, setGifts] = useState<TGift[]>([]);
  useEffect(() => {
    void call(API_CALLS.gifts).then((r) => {
      if (isOk(r)) setGifts(r.data);
    });
  }, []);
  return gifts;
}

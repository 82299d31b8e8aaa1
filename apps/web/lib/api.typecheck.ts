/**
 * Compile-time guarantees of the route table, checked by `tsc -p apps/web` and never run: every line
 * below must fail the typecheck (a `@ts-expect-error` that no longer errs fails it too).
 */
import { API_CALLS } from '@sports/contracts';
import { call, isOk } from './api';

export async function routeTableTypeChecks() {
  // @ts-expect-error a path is not a route: strings cannot be called
  await call('/tapi/pay/balances');
  // @ts-expect-error a wrong body field type (giftId is a number)
  await call(API_CALLS.sendGift, { body: { roomId: 1, giftId: 'rose', count: 1 } });
  // @ts-expect-error a route with a required body cannot be called without it
  await call(API_CALLS.login);
  // @ts-expect-error a missing path field (the card type)
  await call(API_CALLS.cardList, { params: {} });
  // @ts-expect-error a wrong path field name
  await call(API_CALLS.cardList, { params: { type: 1 } });
  // @ts-expect-error a query on a route that takes none
  await call(API_CALLS.roomUp, { query: { roomId: 1 } });
  const lowest = await call(API_CALLS.lowest);
  if (isOk(lowest)) {
    // @ts-expect-error the answer's data has the route's type (a number, not a string)
    const wrong: string = lowest.data;
    return wrong;
  }
  return null;
}

import { randomInt } from 'node:crypto';
import { itemAt } from '@sports/contracts/indexed';

/** A random whole number in [0, max], inclusive. */
export type RandomInt = (maxInclusive: number) => number;
const cryptoRandom: RandomInt = (max) => (max <= 0 ? 0 : randomInt(0, max + 1));

/**
 * Splits `amount` diamonds into `count` shares by the "double average" rule, in integers: every
 * share is at least 1, each share is at most about twice the average of what is left, and the
 * shares add up to exactly `amount`. The order is shuffled so early grabbers have no edge.
 */
export function splitRedPacket(amount: number, count: number, rand: RandomInt = cryptoRandom): number[] {
  if (!Number.isSafeInteger(amount) || !Number.isSafeInteger(count) || count < 1 || amount < count) {
    throw new Error(`cannot split ${amount} into ${count} shares`);
  }
  const shares: number[] = [];
  // Everything above the 1 diamond each share is guaranteed.
  let extra = amount - count;
  for (let left = count; left > 1; left--) {
    const e = Math.min(extra, rand(Math.floor((2 * extra) / left)));
    shares.push(1 + e);
    extra -= e;
  }
  shares.push(1 + extra);
  for (let i = shares.length - 1; i > 0; i--) {
    const j = rand(i);
    [shares[i], shares[j]] = [itemAt(shares, j, 'red packet share'), itemAt(shares, i, 'red packet share')];
  }
  return shares;
}

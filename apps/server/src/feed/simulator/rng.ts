import { hash32 } from '@sports/contracts/hash';
import { itemAt } from '@sports/contracts/indexed';

/** A small seeded generator (mulberry32): the simulator's only source of chance. */
export class Rng {
  private state: number;
  constructor(seed: number) {
    this.state = seed >>> 0;
  }
  /** Uniform in [0, 1). */
  next(): number {
    let t = (this.state = (this.state + 0x6d2b79f5) >>> 0);
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }
  /** Integer in [min, max]. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }
  chance(p: number): boolean {
    return this.next() < p;
  }
  pick<T>(list: readonly T[]): T {
    return itemAt(list, Math.floor(this.next() * list.length), 'Rng.pick of an empty list');
  }
  /** Picks by weight; weights need not sum to 1. */
  weighted<T>(list: readonly T[], weight: (item: T) => number): T {
    const total = list.reduce((s, x) => s + weight(x), 0);
    let r = this.next() * total;
    for (const x of list) {
      r -= weight(x);
      if (r < 0) return x;
    }
    // Rounding can leave r a hair above 0 after the last item: it is the one picked.
    return itemAt(list, -1, 'Rng.weighted of an empty list');
  }
  normal(mean: number, sd: number): number {
    const u = 1 - this.next();
    const v = this.next();
    return mean + sd * Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
  }
  poisson(lambda: number): number {
    const limit = Math.exp(-lambda);
    let k = 0;
    let p = 1;
    do {
      k++;
      p *= this.next();
    } while (p > limit);
    return k - 1;
  }
  shuffle<T>(list: readonly T[]): T[] {
    const out = [...list];
    for (let i = out.length - 1; i > 0; i--) {
      const j = Math.floor(this.next() * (i + 1));
      const [a, b] = [itemAt(out, i, 'Rng.shuffle'), itemAt(out, j, 'Rng.shuffle')];
      out[i] = b;
      out[j] = a;
    }
    return out;
  }
}

export const rngFor = (...parts: (string | number)[]) => new Rng(hash32(...parts));

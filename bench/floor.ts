// Floors of the benchmarks: each measured ratio is checked against the lowest value it may take
// (issue 16's targets where it gives one, otherwise just under what was measured when the floor was
// written). A ratio below its floor is reported at the end and the bench exits non-zero, so
// `npm run bench:all` fails. Floors are ratios against a baseline of the same run, never times.

const failures: string[] = [];

/** Checks `ratio` (higher is better) against `floor`; returns the ratio for printing. */
export function atLeast(label: string, ratio: number, floor: number): number {
  if (!(ratio >= floor)) failures.push(`${label}: ${ratio.toFixed(3)} is below its floor ${floor}`);
  return ratio;
}

/** Checks `ratio` (lower is better, e.g. a latency or memory against its baseline) against `ceiling`. */
export function atMost(label: string, ratio: number, ceiling: number): number {
  if (!(ratio <= ceiling)) failures.push(`${label}: ${ratio.toFixed(3)} is above its ceiling ${ceiling}`);
  return ratio;
}

/** A check that is not a ratio (e.g. the ledger balances after the run). */
export function must(label: string, ok: boolean): void {
  if (!ok) failures.push(label);
}

process.on('exit', () => {
  if (!failures.length) return;
  console.error(`\n${failures.length} ratio(s) past their floor:`);
  for (const f of failures) console.error(`  FAIL ${f}`);
  process.exitCode = 1;
});

/** The middle value (the upper one of an even count): one stretch slowed by another process on this shared machine does not decide. */
export const median = (xs: number[]) => [...xs].sort((x, y) => x - y)[Math.floor(xs.length / 2)] ?? 0;

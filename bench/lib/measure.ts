/** Timing helpers of the Node benchmarks: repeated runs, percentiles, rounding for the JSON report. */

/** The value at percentile `p` (0..100) of ascending samples; NaN when there are none. */
export function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

/** Milliseconds to two decimals. */
export function round(ms: number): number {
  return Math.round(ms * 100) / 100;
}

/** One timed run: its duration and the size of what it produced. */
export interface Timed {
  ms: number;
  bytes: number;
}

/** Durations of the timed runs, ascending, and the size of the last warm-up's output. */
export interface Measured {
  times: number[];
  bytes: number;
}

/** Runs `once` `warmup` times untimed, then `runs` times timed, one after the other. */
export async function measure(
  once: () => Promise<Timed>,
  runs: number,
  warmup: number,
): Promise<Measured> {
  let bytes = 0;
  for (let i = 0; i < warmup; i++) bytes = (await once()).bytes;
  const times: number[] = [];
  for (let i = 0; i < runs; i++) times.push((await once()).ms);
  times.sort((a, b) => a - b);
  return { times, bytes };
}

/** The value at percentile `p` of samples in any order. */
export function percentileOf(values: readonly number[], p: number): number {
  return percentile(
    [...values].sort((a, b) => a - b),
    p,
  );
}

export function medianOf(values: readonly number[]): number {
  return percentileOf(values, 50);
}

/** The middle value, or the mean of the two middle ones for an even count; NaN when empty. */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[mid] ?? NaN)
    : ((sorted[mid - 1] ?? NaN) + (sorted[mid] ?? NaN)) / 2;
}

/** What {@link withPeakRss} measured around its work. */
export interface PeakRss<T> {
  result: T;
  ms: number;
  /** Resident memory of the whole process just before the work (bytes). */
  baselineRss: number;
  /** The most it held while the work ran, read every few ms and once at the end (bytes). */
  peakRss: number;
}

/** Runs `work` while sampling this process's resident memory every `everyMs`. */
export async function withPeakRss<T>(work: () => Promise<T>, everyMs: number): Promise<PeakRss<T>> {
  const baselineRss = process.memoryUsage().rss;
  let peakRss = baselineRss;
  const read = () => {
    peakRss = Math.max(peakRss, process.memoryUsage().rss);
  };
  const sampler = setInterval(read, everyMs);
  const started = performance.now();
  try {
    const result = await work();
    const ms = performance.now() - started;
    read();
    return { result, ms, baselineRss, peakRss };
  } finally {
    clearInterval(sampler);
  }
}

// The resident memory of this process over a stretch of work: worker-thread searchers and PGlite live in the
// process too, so its resident set is the whole server's.

import { readFile, writeFile } from 'node:fs/promises';

export type PeakRss = {
  /** Resident set when sampling started, MB. */
  startMb: number;
  /** Highest of the samples (every `intervalMs`), MB. */
  sampledMb: number;
  /** The kernel's high-water mark (VmHWM) since sampling started, MB; null where it could not be reset or read. */
  highWaterMb: number | null;
};

async function highWaterKb(): Promise<number | null> {
  const status = await readFile('/proc/self/status', 'utf8').catch(() => '');
  const kb = /VmHWM:\s+(\d+)\s+kB/.exec(status)?.[1];
  return kb === undefined ? null : Number(kb);
}

/**
 * Starts sampling `process.memoryUsage().rss`; `stop()` gives the peak. The kernel's high-water mark is reset first
 * (Linux: writing 5 to /proc/self/clear_refs), so that it counts this stretch only and not, say, a corpus build
 * earlier in the same process; a sample every 200 ms misses a short spike, which the high-water mark does not.
 */
export async function samplePeakRss(intervalMs = 200): Promise<{ stop: () => Promise<PeakRss> }> {
  const reset = await writeFile('/proc/self/clear_refs', '5').then(
    () => true,
    () => false,
  );
  const startMb = process.memoryUsage().rss / 1e6;
  let peak = process.memoryUsage().rss;
  const timer = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, intervalMs);
  return {
    stop: async () => {
      clearInterval(timer);
      peak = Math.max(peak, process.memoryUsage().rss);
      const kb = reset ? await highWaterKb() : null;
      return { startMb, sampledMb: peak / 1e6, highWaterMb: kb === null ? null : (kb * 1024) / 1e6 };
    },
  };
}

// Timing, percentiles and memory high-water marks.

/** Nearest-rank percentile of an ascending array (p in 0..100). */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank - 1))]!;
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const mid = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/**
 * RSS high-water mark, sampled: by a timer (which only fires while the event loop is free) and by explicit
 * `sample()` calls from the loops that do the work (after each batch of documents, after each query run).
 */
export class MemorySampler {
  peak = 0;
  private phasePeak = 0;
  private readonly timer: NodeJS.Timeout;

  constructor(intervalMs = 50) {
    this.timer = setInterval(() => this.sample(), intervalMs);
    this.timer.unref();
    this.sample();
  }

  sample(): void {
    const rss = process.memoryUsage.rss();
    if (rss > this.peak) this.peak = rss;
    if (rss > this.phasePeak) this.phasePeak = rss;
  }

  /** The peak since the previous call (or since start), then starts a new phase. */
  endPhase(): number {
    this.sample();
    const peak = this.phasePeak;
    this.phasePeak = 0;
    return peak;
  }

  stop(): void {
    clearInterval(this.timer);
  }
}

/** The kernel's own high-water mark of this process's RSS (ru_maxrss), in bytes. */
export function maxRss(): number {
  return process.resourceUsage().maxRSS * 1024;
}

import { AppError } from '@app/shared';

/** Sweep all keys after this many hits so addresses that never come back do not pile up. */
const SWEEP_EVERY = 1000;

/**
 * A sliding-window limit per client address, kept in this process's memory: fine for one server
 * process; the login limit, which matters more, is kept in SQL instead.
 */
export function createAddressRateLimit(options: { limit: number; windowMs: number; now: () => Date }) {
  const hits = new Map<string, number[]>();
  let sinceSweep = 0;

  const recent = (key: string, now: number) => (hits.get(key) ?? []).filter((t) => t > now - options.windowMs);

  return {
    /** Counts one request from the address, or throws RATE_LIMITED (429 with Retry-After) when over the limit. */
    hit(key: string): void {
      const now = options.now().getTime();
      if (++sinceSweep >= SWEEP_EVERY) {
        sinceSweep = 0;
        for (const k of hits.keys()) if (recent(k, now).length === 0) hits.delete(k);
      }
      const times = recent(key, now);
      if (times.length >= options.limit) {
        const oldest = times[times.length - options.limit] ?? now;
        const seconds = Math.max(1, Math.ceil((oldest + options.windowMs - now) / 1000));
        throw new AppError('RATE_LIMITED', {
          message: `Too many requests. Try again in ${seconds} seconds.`,
          retryAfterSeconds: seconds,
        });
      }
      times.push(now);
      hits.set(key, times);
    },
  };
}

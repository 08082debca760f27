/**
 * Gathers single-key loads made within `waitMs` of each other into one call of `loadMany` (at most `maxBatch` keys
 * each), then answers every caller with its own value. A results page whose twenty rows each ask for their own
 * details so makes one request, while each row keeps its own cache entry and can be refreshed alone.
 */
export function createBatchLoader<V>(options: {
  loadMany: (keys: string[]) => Promise<Map<string, V>>;
  /** Said when `loadMany` answered nothing for a key. */
  missing: (key: string) => Error;
  maxBatch: number;
  waitMs?: number;
}): (key: string) => Promise<V> {
  type Waiter = { resolve: (value: V) => void; reject: (error: unknown) => void };
  let queued = new Map<string, Waiter[]>();
  let scheduled = false;

  const run = async (keys: string[], waiters: Map<string, Waiter[]>) => {
    try {
      const values = await options.loadMany(keys);
      for (const key of keys) {
        const value = values.get(key);
        for (const w of waiters.get(key) ?? []) value === undefined ? w.reject(options.missing(key)) : w.resolve(value);
      }
    } catch (error) {
      for (const key of keys) for (const w of waiters.get(key) ?? []) w.reject(error);
    }
  };

  const flush = () => {
    scheduled = false;
    const batch = queued;
    queued = new Map();
    const keys = [...batch.keys()];
    for (let at = 0; at < keys.length; at += options.maxBatch) void run(keys.slice(at, at + options.maxBatch), batch);
  };

  return (key) =>
    new Promise<V>((resolve, reject) => {
      queued.set(key, [...(queued.get(key) ?? []), { resolve, reject }]);
      if (!scheduled) {
        scheduled = true;
        setTimeout(flush, options.waitMs ?? 5);
      }
    });
}

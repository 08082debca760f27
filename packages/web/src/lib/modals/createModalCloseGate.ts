/** Timer function, injectable so tests can drive time. */
type SetTimer = (callback: () => void, ms: number) => unknown;

/**
 * The lock of SPEC §4. While a modal plays its closing transition, a new one opened at once would swap content
 * mid-animation or be closed with it, so `run` holds such opens until `lockMs` after the last `lock()` and then
 * runs them in the order they were asked for.
 */
export function createModalCloseGate(lockMs: number, setTimer: SetTimer = (cb, ms) => setTimeout(cb, ms)) {
  let generation = 0;
  let locked = false;
  const deferred: (() => void)[] = [];

  return {
    /** Starts, or restarts, the lock; called whenever a modal closes. */
    lock(): void {
      generation += 1;
      locked = true;
      const mine = generation;
      setTimer(() => {
        // A later close restarted the lock; only the newest timer may lift it.
        if (mine !== generation) return;
        locked = false;
        while (deferred.length > 0 && !locked) deferred.shift()?.();
      }, lockMs);
    },
    /** Runs `open` now, or once the lock lifts. */
    run(open: () => void): void {
      if (locked) deferred.push(open);
      else open();
    },
    isLocked(): boolean {
      return locked;
    },
  };
}

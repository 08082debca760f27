import { useCallback, useMemo, useState } from 'react';

/** The results a user has ticked (by ucid), kept across pages of one result set. */
export type ResultSelection = {
  selected: ReadonlySet<string>;
  toggle: (ucid: string) => void;
  /** Ticks or unticks all of `ucids` (select page). */
  setMany: (ucids: readonly string[], on: boolean) => void;
  clear: () => void;
};

export function useResultSelection(): ResultSelection {
  const [selected, setSelected] = useState<ReadonlySet<string>>(() => new Set());
  const toggle = useCallback((ucid: string) => {
    setSelected((current) => {
      const next = new Set(current);
      if (!next.delete(ucid)) next.add(ucid);
      return next;
    });
  }, []);
  const setMany = useCallback((ucids: readonly string[], on: boolean) => {
    setSelected((current) => {
      const next = new Set(current);
      for (const ucid of ucids) {
        if (on) next.add(ucid);
        else next.delete(ucid);
      }
      return next;
    });
  }, []);
  const clear = useCallback(() => setSelected(new Set()), []);
  return useMemo(() => ({ selected, toggle, setMany, clear }), [selected, toggle, setMany, clear]);
}

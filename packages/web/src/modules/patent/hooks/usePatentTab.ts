import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { useRouteName } from '../../../lib/routes/useRouteName';
import type { PatentTab } from '../types/PatentTab';
import { patentTabFor } from '../utils/patentTabFor';

/**
 * The tab shown and a way to change it. The tab lives in the `?tab=` query parameter, so it can be linked to and
 * survives a reload; changing it replaces the history entry, so Back leaves the document instead of stepping
 * through tabs. Popout routes (/legal, /citations, /fulltext, /images) open on their own tab.
 */
export function usePatentTab(): [PatentTab, (tab: PatentTab) => void] {
  const routeName = useRouteName();
  const [params, setParams] = useSearchParams();
  const tab = patentTabFor(routeName, params.get('tab'));
  const setTab = useCallback(
    (next: PatentTab) => {
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          updated.set('tab', next);
          return updated;
        },
        { replace: true, preventScrollReset: true },
      );
    },
    [setParams],
  );
  return [tab, setTab];
}

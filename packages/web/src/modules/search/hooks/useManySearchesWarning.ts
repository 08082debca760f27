import { SEARCH_HISTORY_WARNING_COUNT } from '@app/shared';
import { useEffect, useRef } from 'react';
import { openManySearchesWarning } from '../utils/openManySearchesWarning';

/**
 * Opens the many-searches warning when the history holds SEARCH_HISTORY_WARNING_COUNT searches or more: once
 * per visit of the screen, not again when the list refreshes while the user works in it.
 */
export function useManySearchesWarning(count: number | undefined): void {
  const shown = useRef(false);
  useEffect(() => {
    if (shown.current || count === undefined || count < SEARCH_HISTORY_WARNING_COUNT) return;
    shown.current = true;
    openManySearchesWarning(count);
  }, [count]);
}

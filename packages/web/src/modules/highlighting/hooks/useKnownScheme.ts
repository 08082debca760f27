import type { HighlightingScheme } from '@app/shared';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { highlightingSchemesQuery } from '../queries/highlightingSchemesQuery';

/**
 * The scheme the search state names, once the user's schemes are known. A scheme that no longer exists (deleted in
 * another tab, or named by an old saved state) is dropped through `onUnknown`, so the results fall back to the
 * query's own words instead of failing on a stale id; `ready` stays false until that is settled, so no search
 * goes out with an id the server would refuse. `enabled` false (a share link's visitor, who has no schemes) asks
 * nothing.
 */
export function useKnownScheme(
  scheme: number | null,
  onUnknown: () => void,
  enabled = true,
): { scheme: HighlightingScheme | null; ready: boolean } {
  const list = useQuery({ ...highlightingSchemesQuery, enabled });
  const schemes = list.data?.schemes;
  const known = scheme === null ? null : (schemes?.find((s) => s.id === scheme) ?? null);
  useEffect(() => {
    if (scheme !== null && schemes && !schemes.some((s) => s.id === scheme)) onUnknown();
  }, [scheme, schemes, onUnknown]);
  return { scheme: known, ready: scheme === null || known !== null || list.isError };
}

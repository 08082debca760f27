import { isFilterName } from '@app/shared';
import type { SearchStateFilters } from '../types/SearchState';

/** Most values one filter name may carry (the API refuses more). */
const MAX_VALUES = 200;
const MAX_VALUE_LENGTH = 500;

function sanitizeSide(raw: unknown): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) return out;
  for (const [name, values] of Object.entries(raw)) {
    // SPEC §5: filters are kept only for the known names (and cf_ custom dates).
    if (!isFilterName(name) || !Array.isArray(values)) continue;
    const kept = [
      ...new Set(values.filter((v): v is string => typeof v === 'string' && v !== '' && v.length <= MAX_VALUE_LENGTH)),
    ];
    if (kept.length > 0) out[name] = kept.slice(0, MAX_VALUES);
  }
  return out;
}

/** Filters from untrusted input (storage, URL): unknown names, empty lists and odd values are dropped. */
export function sanitizeFilters(raw: unknown): SearchStateFilters {
  const value = raw !== null && typeof raw === 'object' ? (raw as Record<string, unknown>) : {};
  return { filtersToApply: sanitizeSide(value.filtersToApply), filtersToExclude: sanitizeSide(value.filtersToExclude) };
}

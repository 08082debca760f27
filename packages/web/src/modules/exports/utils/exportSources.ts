import type { ExportSource, SearchFilters } from '@app/shared';

/** Filter names with at least one value; an empty filter is no filter. */
function nonEmpty(filters: Record<string, string[]>): Record<string, string[]> | undefined {
  const kept = Object.entries(filters).filter(([, values]) => values.length > 0);
  return kept.length > 0 ? Object.fromEntries(kept) : undefined;
}

/** A saved search's results as the results screen shows them: its filters, included and excluded. */
export function searchExportSource(index: number, filters: SearchFilters): ExportSource {
  const apply = nonEmpty(filters.filtersToApply);
  const exclude = nonEmpty(filters.filtersToExclude);
  return {
    type: 'search',
    index,
    ...(apply ? { filters: apply } : {}),
    ...(exclude ? { filtersToExclude: exclude } : {}),
  };
}

/** Whether a search export narrows the search with filters (the dialog says so). */
export function hasFilters(source: ExportSource): boolean {
  return source.type === 'search' && (source.filters !== undefined || source.filtersToExclude !== undefined);
}

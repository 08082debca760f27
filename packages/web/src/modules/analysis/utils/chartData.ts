import type { AnalysisSectionResult, ChartConfig } from '@app/shared';

/** One value of a chart and its count, "Other" included when the chart folds the rest. */
export type ChartRow = { value: string; count: number; other?: boolean };

/** The label of the folded remainder. */
export const OTHER_LABEL = 'Other';

/**
 * The rows a one-axis chart draws: the top `config.top` values in the chart's order, and the remainder folded into
 * "Other" when `config.other` is on (the values cut here plus those the server already folded).
 */
export function chartRows(
  result: AnalysisSectionResult,
  config: Pick<ChartConfig, 'top' | 'other' | 'sort'>,
): ChartRow[] {
  if (result.kind !== 'terms' && result.kind !== 'years') return [];
  const ordered =
    config.sort === 'value-asc'
      ? [...result.buckets].sort((a, b) => a.value.localeCompare(b.value, 'en', { numeric: true }))
      : [...result.buckets].sort((a, b) => b.count - a.count);
  const shown: ChartRow[] = ordered.slice(0, config.top).map((b) => ({ value: b.value, count: b.count }));
  const cut = ordered.slice(config.top).reduce((sum, b) => sum + b.count, 0) + result.otherCount;
  if (config.other && cut > 0) shown.push({ value: OTHER_LABEL, count: cut, other: true });
  return shown;
}

/** A pivot cut to its top rows and columns: row labels, column labels and the counts between them. */
export type PivotData = { rows: string[]; columns: string[]; cells: number[][] };

export function pivotData(
  result: AnalysisSectionResult,
  config: Pick<ChartConfig, 'top' | 'columnsTop'>,
): PivotData | null {
  if (result.kind !== 'pivot') return null;
  const rows = result.rows.slice(0, config.top);
  const columns = result.columns
    .slice(0, config.columnsTop > 0 ? config.columnsTop : result.columns.length)
    .map((c) => c.value)
    .sort((a, b) => a.localeCompare(b, 'en', { numeric: true }));
  return {
    rows: rows.map((r) => r.value),
    columns,
    cells: rows.map((r) => columns.map((c) => r.cells.find((cell) => cell.value === c)?.count ?? 0)),
  };
}

import type { AnalysisAggregateResponse, GroupingMethod, WorkspaceMetricKey } from '@app/shared';

type Metrics = AnalysisAggregateResponse['metrics'];

/** A date the engine gives as yyyymmdd, as yyyy-mm-dd. */
function day(value: number | null): string | null {
  if (value === null) return null;
  const text = String(value);
  return /^\d{8}$/.test(text) ? `${text.slice(0, 4)}-${text.slice(4, 6)}-${text.slice(6)}` : text;
}

/** The SPEC §9 metrics of a workspace from its first query's counts, in the order the strip shows them. */
export function workspaceMetrics(
  metrics: Metrics,
  grouping: GroupingMethod,
): Record<WorkspaceMetricKey, number | string | null> {
  const expiry = [day(metrics.expiry.earliest), day(metrics.expiry.latest)].filter((d) => d !== null);
  return {
    families: grouping === 'extendedfamily' ? metrics.extendedFamilies : metrics.simpleFamilies,
    applications: metrics.applications,
    publications: metrics.publications,
    grants: metrics.grants,
    pending: metrics.pending,
    total: metrics.total,
    jurisdictions: metrics.jurisdictions,
    earliest_priority: day(metrics.earliestPriority),
    expiry: expiry.length === 0 ? null : expiry.join(' – '),
  };
}

/** Whether the stored metrics differ from these (then the workspace list's copy is brought up to date). */
export function metricsChanged(
  stored: Record<string, number | string | null>,
  current: Record<string, number | string | null>,
): boolean {
  return Object.entries(current).some(([key, value]) => stored[key] !== value);
}

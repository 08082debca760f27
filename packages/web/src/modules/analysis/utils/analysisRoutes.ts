import { ANALYSIS_REDIRECT_MODES, type ANALYSIS_SECTION_GROUPS } from '@app/shared';

/** SPEC §2 error queries of the workspaces list. */
export const ANALYSIS_ERRORS = ['failedInit', 'noActiveWorkspace', 'unknownError'] as const;
export type AnalysisErrorQuery = (typeof ANALYSIS_ERRORS)[number];

export type RedirectMode = (typeof ANALYSIS_REDIRECT_MODES)[number];

/** SPEC §4 Analysis start: the redirect modes; any other becomes dashboard. Shared loads allow only the shared ones. */
export function redirectMode(value: string | null, shared = false): RedirectMode {
  const mode = (ANALYSIS_REDIRECT_MODES as readonly string[]).includes(value ?? '')
    ? (value as RedirectMode)
    : 'dashboard';
  if (shared && mode !== 'shared_dashboard' && mode !== 'shared_chart') return 'shared_dashboard';
  return mode;
}

/** The workspaces list with an error query (SPEC §2). */
export function workspacesListWithError(error: AnalysisErrorQuery): string {
  return `/analysis/workspaces?error=${error}`;
}

export function errorQueryOf(search: URLSearchParams): AnalysisErrorQuery | null {
  const value = search.get('error');
  return (ANALYSIS_ERRORS as readonly string[]).includes(value ?? '') ? (value as AnalysisErrorQuery) : null;
}

const ANALYSIS_ID = /^[a-z0-9]{32}$/;

/**
 * SPEC §2 chart-route shortening: when a new analysis is loaded, a route ending in /chart/{number} is shortened to
 * /chart, and the 32-character lowercase-alphanumeric segment taken for the analysis id is replaced by the new one.
 */
export function routeForNewAnalysis(path: string, analysisId: string): string {
  const shortened = path.replace(/\/chart\/\d+\/?$/, '/chart');
  return shortened
    .split('/')
    .map((segment) => (ANALYSIS_ID.test(segment) ? analysisId : segment))
    .join('/');
}

/** Where a loaded analysis opens (SPEC §2 routes). */
export function dashboardPath(analysisId: string): string {
  return `/analysis/${analysisId}`;
}

/** `/analysis/{id}/section/{section}/chart/{chartId?}`: the section's path goes in one segment. */
export function chartPath(analysisId: string, section: string, chartId?: number): string {
  const base = `/analysis/${analysisId}/section/${encodeURIComponent(section)}/chart`;
  return chartId === undefined ? base : `${base}/${chartId}`;
}

export type SectionGroupKey = (typeof ANALYSIS_SECTION_GROUPS)[number];

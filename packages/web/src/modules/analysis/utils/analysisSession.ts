import type { AnalysisLoadAnswer, GroupingMethod } from '@app/shared';

/**
 * SPEC §3 Analysis session: what the loading screen learnt from `POST /analysis/load`, kept locally with the UTC
 * time it was stored, the grouping and the workspace, so the workspace page can be opened again without reloading.
 */
export type AnalysisSession = {
  analysisID: string;
  workspaceID: number;
  noOfQueries: number;
  grouping: GroupingMethod | null;
  /** ISO 8601 UTC time the session was stored. */
  timestamp: string;
};

const KEY = 'analysis.session';
/** Sessions also kept by analysis id, so two tabs on two workspaces each find their own. */
const byId = (analysisId: string) => `${KEY}.${analysisId}`;

export function sessionFromLoad(
  answer: AnalysisLoadAnswer,
  grouping: GroupingMethod | null,
  now = new Date(),
): AnalysisSession {
  return {
    analysisID: answer.analysisID,
    workspaceID: answer.workspaceID,
    noOfQueries: answer.no_of_queries,
    grouping,
    timestamp: now.toISOString(),
  };
}

export function saveAnalysisSession(session: AnalysisSession, storage: Storage = localStorage): void {
  try {
    storage.setItem(KEY, JSON.stringify(session));
    storage.setItem(byId(session.analysisID), JSON.stringify(session));
  } catch {
    // A full or blocked storage only costs a reload through /analysis/init later.
  }
}

/** The stored session (of `analysisId` when given), or null when there is none or it is not readable. */
export function readAnalysisSession(analysisId?: string, storage: Storage = localStorage): AnalysisSession | null {
  try {
    const value: unknown = JSON.parse(storage.getItem(analysisId ? byId(analysisId) : KEY) ?? 'null');
    if (typeof value !== 'object' || value === null) return null;
    const s = value as Record<string, unknown>;
    if (typeof s.analysisID !== 'string' || typeof s.workspaceID !== 'number') return null;
    return {
      analysisID: s.analysisID,
      workspaceID: s.workspaceID,
      noOfQueries: typeof s.noOfQueries === 'number' ? s.noOfQueries : 0,
      grouping: typeof s.grouping === 'string' ? (s.grouping as GroupingMethod) : null,
      timestamp: typeof s.timestamp === 'string' ? s.timestamp : '',
    };
  } catch {
    return null;
  }
}

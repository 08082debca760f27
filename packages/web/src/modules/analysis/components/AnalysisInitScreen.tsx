import { useSearchParams } from 'react-router';
import { analysisApi } from '../api/analysisApi';
import { useAnalysisStart } from '../hooks/useAnalysisStart';
import { dashboardPath, redirectMode, routeForNewAnalysis } from '../utils/analysisRoutes';
import { AnalysisLoadingScreen } from './AnalysisLoadingScreen';

/**
 * SPEC §2 /analysis/init: loads the analysis of `workspace_id` and redirects. `redirect=reload` goes back to
 * `return` (the page that asked) with the new analysis id, the chart route shortened.
 */
export function AnalysisInitScreen() {
  const [search] = useSearchParams();
  const workspaceId = search.get('workspace_id');
  const mode = redirectMode(search.get('redirect'));
  const back = search.get('return');
  const state = useAnalysisStart(
    workspaceId ? () => analysisApi.load({ workspace_id: workspaceId, redirect: mode }) : null,
    (session) =>
      mode === 'reload' && back?.startsWith('/analysis/')
        ? routeForNewAnalysis(back, session.analysisID)
        : dashboardPath(session.analysisID),
    { store: true, missing: 'noActiveWorkspace' },
  );
  return <AnalysisLoadingScreen {...state} />;
}

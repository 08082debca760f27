import { useParams } from 'react-router';
import { Expired } from '../../../ui/Expired';
import { NotFound } from '../../../ui/NotFound';
import { analysisApi } from '../api/analysisApi';
import { useAnalysisStart } from '../hooks/useAnalysisStart';
import { AnalysisLoadingScreen } from './AnalysisLoadingScreen';

/**
 * SPEC §2 /share/dashboard/{uuid} and /share/chart/{uuid}: a shared load (redirect modes shared_dashboard and
 * shared_chart only, SPEC §4), then the read-only shared screen. Nothing is kept locally: a visitor has no session.
 */
export function SharedStartScreen({ type }: { type: 'dashboard' | 'chart' }) {
  const { uuid = '' } = useParams();
  const state = useAnalysisStart(
    uuid ? () => analysisApi.shareLoad({ type, key: uuid }) : null,
    async (session) => {
      const key = encodeURIComponent(uuid);
      if (type === 'dashboard') return `/shared_dashboard/${session.analysisID}/${key}`;
      // A chart's route names its section: read it from the shared workspace.
      const details = await analysisApi.shareDetails('chart', uuid);
      const workspace = await analysisApi.sharedWorkspace(details.valid_workspace_id, uuid);
      const chart = workspace.data.charts.find((c) => c.id === details.share_details.chart_id);
      const section = encodeURIComponent(chart?.section ?? 'unknown');
      return `/shared_chart/${session.analysisID}/section/${section}/${key}`;
    },
    { store: false, missing: 'unknownError', backToList: false },
  );
  // Like every share link (SPEC §2 data guards): a revoked or expired link is Expired, any other failure NotFound.
  if (state.status === 'error') return state.failedStatus === 410 ? <Expired /> : <NotFound />;
  return <AnalysisLoadingScreen status={state.status} message={state.message} />;
}

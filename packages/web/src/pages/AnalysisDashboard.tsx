import { WorkspaceScreen } from '../modules/analysis/components/WorkspaceScreen';

/** /analysis/{analysis_id}. */
export function AnalysisDashboard() {
  return <WorkspaceScreen />;
}

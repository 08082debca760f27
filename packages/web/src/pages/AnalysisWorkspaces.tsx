import { WorkspacesScreen } from '../modules/analysis/components/WorkspacesScreen';

/** /analysis/workspaces/{analysis_id?}. */
export function AnalysisWorkspaces() {
  return <WorkspacesScreen />;
}

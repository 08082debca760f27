import { can } from '@app/shared';
import { Grid, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { LoadingLine } from '../../../ui/LoadState';
import { useCurrentUser } from '../../session/hooks/useCurrentUser';
import { useActivityPing } from '../hooks/useActivityPing';
import { useChartResults } from '../hooks/useChartResults';
import { useDashboardEditing } from '../hooks/useDashboardEditing';
import { useOpenWorkspace } from '../hooks/useOpenWorkspace';
import { useWorkspaceRealtime } from '../realtime/useWorkspaceRealtime';
import { activeDashboard } from '../utils/activeDashboard';
import type { FullWorkspace } from '../utils/fullWorkspace';
import { DashboardPanel } from './DashboardPanel';
import { MetricsStrip } from './MetricsStrip';
import { QueriesPanel } from './QueriesPanel';
import { WorkspaceHeader } from './WorkspaceHeader';

/** SPEC §2 /analysis/{analysis_id}: the open workspace with its queries, metrics and active dashboard. */
export function WorkspaceScreen() {
  const { t } = useTranslation();
  const { analysis_id: analysisId } = useParams();
  const { workspaceId, workspace } = useOpenWorkspace(analysisId);
  const { viewers } = useWorkspaceRealtime(workspaceId);
  useActivityPing(workspaceId, 'dashboard');
  // SPEC §4 Workspace loading: the busy flag is on until the workspace arrives or fails.
  if (!workspace.data || !analysisId) return <LoadingLine label={t('analysis.workspace.loading')} />;
  return <WorkspaceView workspace={workspace.data} analysisId={analysisId} viewers={viewers} />;
}

function WorkspaceView({
  workspace,
  analysisId,
  viewers,
}: {
  workspace: FullWorkspace;
  analysisId: string;
  viewers: ReturnType<typeof useWorkspaceRealtime>['viewers'];
}) {
  const user = useCurrentUser().data;
  const canEdit = workspace.permission !== 'Read' && (user ? can.writeData(user) : false);
  const active = activeDashboard(workspace.dashboards, workspace.active_dashboard_id, user?.global_dashboards ?? []);
  const charts = active ? workspace.charts.filter((c) => c.dashboard_id === active.id) : [];
  const results = useChartResults(workspace, charts);
  const editing = useDashboardEditing(workspace.id);
  return (
    <Stack gap="md" data-testid="workspace-screen" data-workspace-id={workspace.id}>
      <WorkspaceHeader workspace={workspace} canEdit={canEdit} viewers={viewers} />
      <MetricsStrip workspace={workspace} answer={results.first} canEdit={canEdit} />
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 3 }}>
          <QueriesPanel workspace={workspace} canEdit={canEdit} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 9 }}>
          <DashboardPanel
            workspace={workspace}
            active={active}
            results={results}
            analysisId={analysisId}
            canEdit={canEdit}
            editing={editing}
          />
        </Grid.Col>
      </Grid>
    </Stack>
  );
}

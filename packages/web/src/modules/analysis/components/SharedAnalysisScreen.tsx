import { Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ApiError } from '../../../lib/api/ApiError';
import { Expired } from '../../../ui/Expired';
import { LoadingLine } from '../../../ui/LoadState';
import { NotFound } from '../../../ui/NotFound';
import { analysisApi } from '../api/analysisApi';
import { useChartResults } from '../hooks/useChartResults';
import type { FullWorkspace } from '../utils/fullWorkspace';
import { analysisGrouping } from '../utils/grouping';
import { themePalette } from '../utils/palette';
import { ChartBody } from './ChartBody';
import { DashboardGrid } from './DashboardGrid';

/**
 * SPEC §2 /shared_dashboard/{analysis_id}/{uuid} and /shared_chart/{analysis_id}/section/{section}/{uuid}: what a
 * dashboard or chart link shows, read-only and without a session. A revoked or expired link shows Expired.
 */
export function SharedAnalysisScreen({ type }: { type: 'dashboard' | 'chart' }) {
  const { t } = useTranslation();
  const { uuid = '', analysis_id: analysisId = '' } = useParams();
  const shared = useQuery({
    queryKey: ['analysis', 'shared', type, uuid] as const,
    queryFn: async ({ signal }) => {
      const details = await analysisApi.shareDetails(type, uuid, signal);
      const workspace = await analysisApi.sharedWorkspace(details.valid_workspace_id, uuid, signal);
      return { details: details.share_details, workspace: workspace.data };
    },
    retry: false,
  });
  if (shared.isError)
    return shared.error instanceof ApiError && shared.error.status === 410 ? <Expired /> : <NotFound />;
  if (!shared.data) return <LoadingLine label={t('analysis.workspace.loading')} />;
  const { details, workspace } = shared.data;
  return (
    <Stack gap="md" data-testid="shared-analysis" data-type={type}>
      <Title order={1}>{details.display_name ?? workspace.name}</Title>
      {type === 'dashboard' ? (
        <SharedDashboard workspace={workspace} dashboardId={details.dashboard_id} uuid={uuid} analysisId={analysisId} />
      ) : (
        <SharedChart workspace={workspace} chartId={details.chart_id} uuid={uuid} />
      )}
    </Stack>
  );
}

function SharedDashboard(props: { workspace: FullWorkspace; dashboardId: number; uuid: string; analysisId: string }) {
  const { workspace } = props;
  const dashboard = workspace.dashboards.find((d) => d.id === props.dashboardId);
  const charts = workspace.charts.filter((c) => c.dashboard_id === props.dashboardId);
  const results = useChartResults(workspace, charts, { key: props.uuid });
  const palette = useMemo(() => themePalette(workspace.theme), [workspace.theme]);
  if (!dashboard) return <NotFound />;
  return (
    <Stack gap="sm">
      <Text c="dimmed">{dashboard.name}</Text>
      <DashboardGrid
        workspace={workspace}
        dashboard={dashboard}
        charts={charts}
        results={results}
        analysisId={props.analysisId}
        canEdit={false}
        shared
        onLayout={() => undefined}
        {...(palette ? { palette } : {})}
      />
    </Stack>
  );
}

function SharedChart(props: { workspace: FullWorkspace; chartId: number | null; uuid: string }) {
  const { workspace } = props;
  const chart = workspace.charts.find((c) => c.id === props.chartId);
  const results = useChartResults(workspace, chart ? [chart] : [], { key: props.uuid });
  const palette = useMemo(() => themePalette(workspace.theme), [workspace.theme]);
  if (!chart) return <NotFound />;
  const answer = [...results.byQuery.values()][0];
  return (
    <Stack gap="xs" data-testid="chart-large" data-section={chart.section}>
      <Title order={2} fz="h3">
        {chart.title}
      </Title>
      <Paper withBorder p="sm" h="calc(100vh - 260px)" mih={360}>
        <ChartBody
          chart={chart}
          result={answer?.data?.sections[chart.section]}
          grouping={analysisGrouping(workspace.grouping)}
          isPending={answer?.isPending ?? true}
          error={answer?.error ?? null}
          {...(palette ? { palette } : {})}
        />
      </Paper>
    </Stack>
  );
}

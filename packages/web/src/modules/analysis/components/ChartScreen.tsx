import { type Chart, type ChartConfig, defaultChartConfigs } from '@app/shared';
import { Anchor, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { LoadingLine } from '../../../ui/LoadState';
import { useActivityPing } from '../hooks/useActivityPing';
import { aggregateBodies, chartQuery } from '../hooks/useChartResults';
import { canDrillDown, catalogueSection, useDrillDown } from '../hooks/useDrillDown';
import { useOpenWorkspace } from '../hooks/useOpenWorkspace';
import { aggregateQuery } from '../queries/analysisQueries';
import { useWorkspaceRealtime } from '../realtime/useWorkspaceRealtime';
import { dashboardPath } from '../utils/analysisRoutes';
import type { FullWorkspace } from '../utils/fullWorkspace';
import { analysisGrouping } from '../utils/grouping';
import { themePalette } from '../utils/palette';
import { ChartBody } from './ChartBody';

/** A section's chart with its defaults, for the section route without a chart id. */
function sectionChart(workspace: FullWorkspace, section: string): Chart | null {
  const defaults = defaultChartConfigs()[section];
  const catalogued = catalogueSection(section);
  if (!defaults || !catalogued) return null;
  const config: ChartConfig = { ...defaults, query_ids: [], theme_id: null };
  return {
    id: 0,
    workspace_id: workspace.id,
    dashboard_id: 0,
    section,
    title: catalogued.title,
    config,
    version: 0,
    updated_at: '',
    updated_by: null,
  };
}

/** SPEC §2 /analysis/{id}/section/{section}/chart/{chart_id?}: one chart large (or the section's default chart). */
export function ChartScreen() {
  const { t } = useTranslation();
  const { analysis_id: analysisId, analysis_section: section = '', chart_id: chartId } = useParams();
  const { workspaceId, workspace } = useOpenWorkspace(analysisId);
  useWorkspaceRealtime(workspaceId);
  useActivityPing(workspaceId, section.replace(/[^a-z0-9_-]/g, '-').slice(0, 60) || 'dashboard');
  if (!workspace.data || !analysisId) return <LoadingLine label={t('analysis.workspace.loading')} />;
  const chart = chartId
    ? (workspace.data.charts.find((c) => c.id === Number(chartId) && c.section === section) ?? null)
    : sectionChart(workspace.data, section);
  return (
    <Stack gap="md">
      <Anchor component={Link} to={dashboardPath(analysisId)} fz="sm">
        {t('analysis.chart.backToDashboard', { name: workspace.data.name })}
      </Anchor>
      {chart ? (
        <LargeChart workspace={workspace.data} chart={chart} />
      ) : (
        <Text data-testid="chart-missing">{t('analysis.chart.missing')}</Text>
      )}
    </Stack>
  );
}

function LargeChart({ workspace, chart }: { workspace: FullWorkspace; chart: Chart }) {
  const body = aggregateBodies(workspace, [chart]).values().next().value;
  const answer = useQuery({ ...aggregateQuery(body ?? { query: '', sections: [chart.section] }), enabled: !!body });
  const query = chartQuery(workspace, chart);
  const drill = useDrillDown(chart.section, query?.full_query);
  const palette = useMemo(() => themePalette(workspace.theme), [workspace.theme]);
  return (
    <Stack gap="xs" data-testid="chart-large" data-section={chart.section}>
      <Title order={1}>{chart.title}</Title>
      {query && (
        <Text c="dimmed" fz="sm">
          {query.name}
        </Text>
      )}
      <Paper withBorder p="sm" h="calc(100vh - 260px)" mih={360}>
        <ChartBody
          chart={chart}
          result={answer.data?.sections[chart.section]}
          grouping={analysisGrouping(workspace.grouping)}
          isPending={answer.isPending && !!body}
          error={answer.error}
          onPick={canDrillDown(chart.section) ? (value, column) => void drill(value, column) : undefined}
          {...(palette ? { palette } : {})}
        />
      </Paper>
    </Stack>
  );
}

import type { Dashboard } from '@app/shared';
import { Button, Group, Stack, Text } from '@mantine/core';
import { IconDownload, IconPlus } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { exportLinks } from '../api/analysisApi';
import type { ChartResults } from '../hooks/useChartResults';
import type { useDashboardEditing } from '../hooks/useDashboardEditing';
import type { FullWorkspace } from '../utils/fullWorkspace';
import { themePalette } from '../utils/palette';
import { AddChartMenu } from './AddChartMenu';
import { DashboardGrid } from './DashboardGrid';
import { DashboardTabs } from './DashboardTabs';
import { ExportMenu } from './ExportMenu';

const EXPORTS = ['png', 'svg', 'pdf'] as const;

/** The dashboards of the workspace: tabs, the toolbar (add chart, export) and the active dashboard's grid. */
export function DashboardPanel({
  workspace,
  active,
  results,
  analysisId,
  canEdit,
  editing,
}: {
  workspace: FullWorkspace;
  active: Dashboard | null;
  results: ChartResults;
  analysisId: string;
  canEdit: boolean;
  editing: ReturnType<typeof useDashboardEditing>;
}) {
  const { t } = useTranslation();
  const charts = active ? workspace.charts.filter((c) => c.dashboard_id === active.id) : [];
  const palette = useMemo(() => themePalette(workspace.theme), [workspace.theme]);
  return (
    <Stack gap="sm" component="section" aria-label={t('analysis.dashboard.region')}>
      <Group justify="space-between" wrap="nowrap" align="flex-end">
        <div style={{ flex: 1, minWidth: 0 }}>
          <DashboardTabs
            workspaceId={workspace.id}
            queryCount={workspace.queries.length}
            dashboards={workspace.dashboards}
            active={active}
            canEdit={canEdit}
            editing={editing}
          />
        </div>
        <Group gap="xs" wrap="nowrap">
          {active && (
            <ExportMenu
              formats={EXPORTS}
              href={(format) => exportLinks.dashboard(workspace.id, active.id, format)}
              target={
                <Button variant="default" leftSection={<IconDownload size={16} aria-hidden="true" />}>
                  {t('analysis.chart.export')}
                </Button>
              }
            />
          )}
          {canEdit && active && (
            <AddChartMenu
              disabled={editing.addChart.isPending}
              onPick={(section) =>
                editing.addChart.mutate({ dashboardId: active.id, section: section.path, title: section.title })
              }
            />
          )}
        </Group>
      </Group>
      {active ? (
        <DashboardGrid
          workspace={workspace}
          dashboard={active}
          charts={charts}
          results={results}
          analysisId={analysisId}
          canEdit={canEdit}
          onLayout={(layout) => editing.update.mutate({ dashboard: active, layout })}
          {...(palette ? { palette } : {})}
        />
      ) : (
        <Stack gap="xs" align="flex-start" data-testid="no-dashboards">
          <Text c="dimmed">{t('analysis.dashboard.none')}</Text>
          {canEdit && (
            <Button
              leftSection={<IconPlus size={16} aria-hidden="true" />}
              onClick={() => editing.create.mutate(t('analysis.dashboard.defaultName', { n: 1 }))}
              loading={editing.create.isPending}
            >
              {t('analysis.dashboard.createFirst')}
            </Button>
          )}
        </Stack>
      )}
    </Stack>
  );
}

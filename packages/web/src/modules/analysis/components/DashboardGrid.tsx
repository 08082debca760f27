import type { Chart, ChartType, Dashboard } from '@app/shared';
import { DASHBOARD_GRID_COLUMNS } from '@app/shared';
import { Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useChartEditing } from '../hooks/useChartEditing';
import type { ChartResults } from '../hooks/useChartResults';
import { chartQuery } from '../hooks/useChartResults';
import { canDrillDown, useDrillDown } from '../hooks/useDrillDown';
import { sectionsQuery } from '../queries/analysisQueries';
import { chartPath } from '../utils/analysisRoutes';
import type { Palette } from '../utils/chartOption';
import type { FullWorkspace } from '../utils/fullWorkspace';
import { analysisGrouping } from '../utils/grouping';
import { completeLayout, type LayoutMove, moveLayoutItem } from '../utils/layout';
import { ChartCard } from './ChartCard';

/** Height of one grid row in pixels. */
const ROW_PX = 64;

/** The charts of one dashboard in the grid its layout describes (x, y, w, h in cells of a 12-column grid). */
export function DashboardGrid({
  workspace,
  dashboard,
  charts,
  results,
  analysisId,
  canEdit,
  palette,
  onLayout,
  shared = false,
}: {
  workspace: FullWorkspace;
  dashboard: Dashboard;
  charts: readonly Chart[];
  results: ChartResults;
  analysisId: string;
  canEdit: boolean;
  palette?: Palette;
  onLayout: (layout: Dashboard['layout']) => void;
  /** A visitor's read-only view: no calls that need a session (sections, drill-down, exports, links). */
  shared?: boolean;
}) {
  const { t } = useTranslation();
  const editing = useChartEditing(workspace.id);
  const sections = useQuery({ ...sectionsQuery, enabled: canEdit }).data ?? [];
  const allowed = (path: string): readonly ChartType[] =>
    sections.flatMap((g) => g.sections).find((s) => s.path === path)?.charts ?? ['bar', 'table'];
  const layout = completeLayout(
    dashboard.layout,
    charts.map((c) => c.id),
  );
  if (charts.length === 0)
    return (
      <Text c="dimmed" data-testid="dashboard-empty">
        {canEdit ? t('analysis.dashboard.emptyEditable') : t('analysis.dashboard.empty')}
      </Text>
    );
  const move = (chartId: number, step: LayoutMove) =>
    onLayout(layout.map((item) => (item.chart_id === chartId ? moveLayoutItem(item, step) : item)));
  return (
    <div
      data-testid="dashboard-grid"
      style={{
        display: 'grid',
        gridTemplateColumns: `repeat(${DASHBOARD_GRID_COLUMNS}, minmax(0, 1fr))`,
        gridAutoRows: `${ROW_PX}px`,
        gap: 12,
      }}
    >
      {layout.map((item) => {
        const chart = charts.find((c) => c.id === item.chart_id);
        if (!chart) return null;
        const query = chartQuery(workspace, chart);
        const answer = query ? results.byQuery.get(query.id) : undefined;
        return (
          <div
            key={chart.id}
            style={{
              gridColumn: `${item.x + 1} / span ${item.w}`,
              gridRow: `${item.y + 1} / span ${item.h}`,
              minWidth: 0,
            }}
          >
            <ChartCardWithDrillDown
              chart={chart}
              query={query?.full_query}
              workspaceId={workspace.id}
              result={answer?.data?.sections[chart.section]}
              grouping={analysisGrouping(workspace.grouping)}
              isPending={answer?.isPending ?? false}
              error={answer?.error ?? null}
              types={allowed(chart.section)}
              {...(shared ? {} : { href: chartPath(analysisId, chart.section, chart.id) })}
              shared={shared}
              canEdit={canEdit}
              onSave={(change) => editing.save.mutate({ chart, change })}
              onMove={(step) => move(chart.id, step)}
              onDelete={() => editing.remove.mutate(chart)}
              {...(palette ? { palette } : {})}
            />
          </div>
        );
      })}
    </div>
  );
}

type CardProps = Omit<Parameters<typeof ChartCard>[0], 'onPick'> & { query: string | undefined };

/** A chart card whose bars and cells open the documents behind them. */
export function ChartCardWithDrillDown({ query, ...props }: CardProps) {
  const drill = useDrillDown(props.chart.section, query);
  return (
    <ChartCard
      {...props}
      onPick={
        !props.shared && canDrillDown(props.chart.section) ? (value, column) => void drill(value, column) : undefined
      }
    />
  );
}

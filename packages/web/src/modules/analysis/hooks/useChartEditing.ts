import { type Chart, type ChartConfig, EditConflictDetailsSchema } from '@app/shared';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api/ApiError';
import { describeApiError } from '../../../lib/api/describeApiError';
import { notify } from '../../../lib/notifications/notify';
import { analysisApi } from '../api/analysisApi';
import { withChart, withoutChart } from '../utils/workspaceCache';
import { useWorkspaceCache } from './useWorkspaceCache';

export type ChartChange = { title?: string; config?: Partial<ChartConfig> };

/**
 * Saving a chart based on the version last seen. A 409 CHART_CONFLICT means a colleague changed the same setting
 * meanwhile: the tab adopts the chart as it now is and says who changed it, so no change is lost silently.
 */
export function useChartEditing(workspaceId: number) {
  const { t } = useTranslation();
  const cache = useWorkspaceCache(workspaceId);
  const save = useMutation({
    mutationFn: ({ chart, change }: { chart: Chart; change: ChartChange }) =>
      analysisApi.updateChart(workspaceId, chart.id, { base_version: chart.version, ...change }),
    onSuccess: (answer) => cache.update((w) => withChart(w, answer.data)),
    onError: (error) => {
      if (error instanceof ApiError && error.status === 409) {
        const details = EditConflictDetailsSchema.safeParse(error.details);
        if (details.success && 'config' in details.data.current)
          cache.update((w) => withChart(w, details.data.current as Chart));
        else void cache.refetch();
        const name = details.success ? details.data.updated_by?.name : undefined;
        notify({
          type: 'warning',
          title: t('analysis.chart.conflictTitle'),
          message: name ? t('analysis.chart.conflictBy', { name }) : describeApiError(error, t),
          timeout: 10_000,
        });
        return;
      }
      notify({ type: 'error', title: t('analysis.chart.saveFailed'), message: describeApiError(error, t) });
    },
  });
  const remove = useMutation({
    mutationFn: (chart: Chart) => analysisApi.removeChart(workspaceId, chart.id),
    onSuccess: (_answer, chart) => cache.update((w) => withoutChart(w, chart.id)),
    onError: (error) =>
      notify({ type: 'error', title: t('analysis.chart.deleteFailed'), message: describeApiError(error, t) }),
  });
  return { save, remove };
}

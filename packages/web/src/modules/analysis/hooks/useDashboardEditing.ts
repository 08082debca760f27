import { type Dashboard, type DashboardLayoutItem, EditConflictDetailsSchema } from '@app/shared';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api/ApiError';
import { describeApiError } from '../../../lib/api/describeApiError';
import { notify } from '../../../lib/notifications/notify';
import { analysisApi } from '../api/analysisApi';
import { withActiveDashboard, withChart, withDashboard, withoutDashboard } from '../utils/workspaceCache';
import { useWorkspaceCache } from './useWorkspaceCache';

/** Dashboards of a workspace: create, rename, lay out, delete, switch, and add a chart to one. */
export function useDashboardEditing(workspaceId: number) {
  const { t } = useTranslation();
  const cache = useWorkspaceCache(workspaceId);
  const failed = (title: string) => (error: unknown) =>
    notify({ type: 'error', title, message: describeApiError(error, t) });

  const create = useMutation({
    mutationFn: (name: string) => analysisApi.createDashboard(workspaceId, name),
    onSuccess: async (answer) => {
      cache.update((w) => withDashboard(w, answer.data));
      activate.mutate(answer.data.id);
    },
    onError: failed(t('analysis.dashboard.createFailed')),
  });
  const update = useMutation({
    mutationFn: ({
      dashboard,
      name,
      layout,
    }: {
      dashboard: Dashboard;
      name?: string;
      layout?: DashboardLayoutItem[];
    }) =>
      analysisApi.updateDashboard(workspaceId, dashboard.id, {
        base_version: dashboard.version,
        ...(name === undefined ? {} : { name }),
        ...(layout === undefined ? {} : { layout }),
      }),
    onSuccess: (answer) => cache.update((w) => withDashboard(w, answer.data)),
    onError: (error) => {
      if (error instanceof ApiError && error.status === 409) {
        const details = EditConflictDetailsSchema.safeParse(error.details);
        if (details.success && 'layout' in details.data.current)
          cache.update((w) => withDashboard(w, details.data.current as Dashboard));
        else void cache.refetch();
        const name = details.success ? details.data.updated_by?.name : undefined;
        notify({
          type: 'warning',
          title: t('analysis.dashboard.conflictTitle'),
          message: name ? t('analysis.dashboard.conflictBy', { name }) : describeApiError(error, t),
        });
        return;
      }
      failed(t('analysis.dashboard.saveFailed'))(error);
    },
  });
  const remove = useMutation({
    mutationFn: (dashboard: Dashboard) => analysisApi.removeDashboard(workspaceId, dashboard.id),
    onSuccess: (_answer, dashboard) => cache.update((w) => withoutDashboard(w, dashboard.id)),
    onError: failed(t('analysis.dashboard.deleteFailed')),
  });
  const activate = useMutation({
    mutationFn: (dashboardId: number) => analysisApi.activateDashboard(workspaceId, dashboardId),
    onMutate: (dashboardId) => cache.update((w) => withActiveDashboard(w, dashboardId)),
    onError: (error) => {
      void cache.refetch();
      failed(t('analysis.dashboard.switchFailed'))(error);
    },
  });
  const addChart = useMutation({
    mutationFn: ({ dashboardId, section, title }: { dashboardId: number; section: string; title: string }) =>
      analysisApi.createChart(workspaceId, { dashboard_id: dashboardId, section, title }),
    onSuccess: (answer) => cache.update((w) => withChart(w, answer.data)),
    onError: failed(t('analysis.chart.createFailed')),
  });
  return { create, update, remove, activate, addChart };
}

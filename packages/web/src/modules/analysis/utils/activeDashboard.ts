import type { Dashboard } from '@app/shared';

/**
 * SPEC §4 Active dashboard: the one matching active_dashboard_id, else one from the user's global dashboards,
 * else the first dashboard, else none.
 */
export function activeDashboard(
  dashboards: readonly Dashboard[],
  activeId: number | null,
  globalDashboardIds: readonly number[] = [],
): Dashboard | null {
  const ordered = [...dashboards].sort((a, b) => a.position - b.position || a.id - b.id);
  return (
    ordered.find((d) => d.id === activeId) ??
    ordered.find((d) => globalDashboardIds.includes(d.id)) ??
    ordered[0] ??
    null
  );
}

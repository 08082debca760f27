import type { Chart, Dashboard } from '@app/shared';
import type { FullWorkspace } from './fullWorkspace';

// Pure changes to a cached workspace: what the tab's own saves and colleagues' realtime events both apply.

/** Keeps the newer of two versions of a thing, so a late echo never rolls back a newer state. */
function newer<T extends { version: number }>(current: T | undefined, incoming: T): T {
  return current && current.version > incoming.version ? current : incoming;
}

export function withChart(workspace: FullWorkspace, chart: Chart): FullWorkspace {
  const current = workspace.charts.find((c) => c.id === chart.id);
  const next = newer(current, chart);
  return {
    ...workspace,
    charts: current ? workspace.charts.map((c) => (c.id === chart.id ? next : c)) : [...workspace.charts, chart],
  };
}

export function withoutChart(workspace: FullWorkspace, chartId: number): FullWorkspace {
  return { ...workspace, charts: workspace.charts.filter((c) => c.id !== chartId) };
}

export function withDashboard(workspace: FullWorkspace, dashboard: Dashboard): FullWorkspace {
  const current = workspace.dashboards.find((d) => d.id === dashboard.id);
  const next = newer(current, dashboard);
  return {
    ...workspace,
    dashboards: current
      ? workspace.dashboards.map((d) => (d.id === dashboard.id ? next : d))
      : [...workspace.dashboards, dashboard],
  };
}

export function withoutDashboard(workspace: FullWorkspace, dashboardId: number): FullWorkspace {
  return {
    ...workspace,
    dashboards: workspace.dashboards.filter((d) => d.id !== dashboardId),
    charts: workspace.charts.filter((c) => c.dashboard_id !== dashboardId),
    active_dashboard_id: workspace.active_dashboard_id === dashboardId ? null : workspace.active_dashboard_id,
  };
}

export function withActiveDashboard(workspace: FullWorkspace, dashboardId: number): FullWorkspace {
  return { ...workspace, active_dashboard_id: dashboardId };
}

/**
 * A workspace update event's workspace over the cached one. `whole` says the event carried dashboards and charts
 * whole; when it did not (an older server sends their ids only), the cached ones are kept.
 */
export function withWorkspace(
  cached: FullWorkspace | undefined,
  incoming: FullWorkspace,
  whole: boolean,
): FullWorkspace {
  if (!cached || whole) return incoming;
  return { ...incoming, dashboards: cached.dashboards, charts: cached.charts };
}

/**
 * What a label, theme or set change answers, over the cached workspace: only the labels, theme and set are taken
 * (with the time of the change); the dashboards and charts stay as cached, which the tab keeps current itself.
 */
export function withOptions(workspace: FullWorkspace, answer: FullWorkspace): FullWorkspace {
  return {
    ...workspace,
    label_ids: answer.label_ids,
    theme_id: answer.theme_id,
    theme: answer.theme,
    set: answer.set,
    updated_at: answer.updated_at,
  };
}

import { ChartSchema, DashboardSchema, WORKSPACE_EVENTS } from '@app/shared';
import { z } from 'zod';
import type { FullWorkspace } from '../utils/fullWorkspace';
import { FullWorkspaceSchema, StrictFullWorkspaceSchema } from '../utils/fullWorkspace';
import {
  withActiveDashboard,
  withChart,
  withDashboard,
  withoutChart,
  withoutDashboard,
  withWorkspace,
} from '../utils/workspaceCache';

/** What one event asks of the tab: a change to the cached workspace, a refetch, or nothing it understands. */
export type EventEffect =
  | { kind: 'change'; change: (workspace: FullWorkspace) => FullWorkspace }
  | { kind: 'refetch' }
  | { kind: 'switched'; dashboardId: number; by: string | null; change: (workspace: FullWorkspace) => FullWorkspace }
  | { kind: 'none' };

const Id = z.number().int();
const record = (data: unknown): Record<string, unknown> =>
  typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : {};

/** The thing an event carries, under its own name or as the payload itself. */
function carried<T>(schema: z.ZodType<T>, data: Record<string, unknown>, name: string): T | null {
  const inner = schema.safeParse(data[name]);
  if (inner.success) return inner.data;
  const whole = schema.safeParse(data);
  return whole.success ? whole.data : null;
}

function carriedId(data: Record<string, unknown>, ...names: string[]): number | null {
  for (const name of names) {
    const id = Id.safeParse(data[name]);
    if (id.success) return id.data;
  }
  return null;
}

/**
 * SPEC §4 Collaboration: how each workspace event changes what the tab shows. Payloads that cannot be read make
 * the tab fetch the workspace again rather than guess.
 */
export function eventEffect(event: string, raw: unknown): EventEffect {
  const data = record(raw);
  switch (event) {
    case WORKSPACE_EVENTS.workspaceUpdated: {
      if (data.reload === true) return { kind: 'refetch' };
      const payload = data.workspace ?? data;
      const strict = StrictFullWorkspaceSchema.safeParse(payload);
      if (strict.success) return { kind: 'change', change: (w) => withWorkspace(w, strict.data, true) };
      const lenient = FullWorkspaceSchema.safeParse(payload);
      if (lenient.success) return { kind: 'change', change: (w) => withWorkspace(w, lenient.data, false) };
      return { kind: 'refetch' };
    }
    case WORKSPACE_EVENTS.dashboardUpdated: {
      const dashboard = carried(DashboardSchema, data, 'dashboard');
      return dashboard ? { kind: 'change', change: (w) => withDashboard(w, dashboard) } : { kind: 'refetch' };
    }
    case WORKSPACE_EVENTS.dashboardDeleted: {
      const id = carriedId(data, 'dashboard_id', 'id');
      return id === null ? { kind: 'refetch' } : { kind: 'change', change: (w) => withoutDashboard(w, id) };
    }
    case WORKSPACE_EVENTS.chartCreated:
    case WORKSPACE_EVENTS.chartUpdated: {
      const chart = carried(ChartSchema, data, 'chart');
      return chart ? { kind: 'change', change: (w) => withChart(w, chart) } : { kind: 'refetch' };
    }
    case WORKSPACE_EVENTS.chartDeleted: {
      const id = carriedId(data, 'chart_id', 'id');
      return id === null ? { kind: 'refetch' } : { kind: 'change', change: (w) => withoutChart(w, id) };
    }
    case WORKSPACE_EVENTS.dashboardSwitched: {
      const id = carriedId(data, 'dashboard_id', 'active_dashboard_id');
      if (id === null) return { kind: 'refetch' };
      const user = record(data.user);
      const by = typeof user.name === 'string' ? user.name : typeof data.user === 'string' ? data.user : null;
      return { kind: 'switched', dashboardId: id, by, change: (w) => withActiveDashboard(w, id) };
    }
    default:
      return { kind: 'none' };
  }
}

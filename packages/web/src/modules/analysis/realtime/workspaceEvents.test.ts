import type { Chart, Dashboard } from '@app/shared';
import { describe, expect, it } from 'vitest';
import type { FullWorkspace } from '../utils/fullWorkspace';
import { eventEffect } from './workspaceEvents';

const dashboard: Dashboard = {
  id: 4,
  workspace_id: 1,
  name: 'Main',
  position: 0,
  layout: [],
  version: 1,
  updated_at: '2026-01-01T00:00:00Z',
  updated_by: null,
};
const chart: Chart = {
  id: 9,
  workspace_id: 1,
  dashboard_id: 4,
  section: 'assignees/top',
  title: 'Top assignees',
  config: {
    type: 'bar',
    top: 20,
    columnsTop: 0,
    other: true,
    sort: 'count-desc',
    labels: true,
    legend: false,
    query_ids: [],
    theme_id: null,
  },
  version: 2,
  updated_at: '2026-01-01T00:00:00Z',
  updated_by: { id: 2, name: 'Ann Lee' },
};
const workspace = { id: 1, dashboards: [dashboard], charts: [chart], active_dashboard_id: 4 } as FullWorkspace;

function apply(event: string, data: unknown): FullWorkspace | string {
  const effect = eventEffect(event, data);
  if (effect.kind === 'change' || effect.kind === 'switched') return effect.change(workspace);
  return effect.kind;
}

describe('workspace events (SPEC §4 Collaboration)', () => {
  it('applies chart changes, keeping the newer version of a chart', () => {
    const renamed = { ...chart, title: 'Leaders', version: 3 };
    expect((apply('chart.updated', { chart: renamed, client_uuid: 'x' }) as FullWorkspace).charts[0]?.title).toBe(
      'Leaders',
    );
    const stale = { ...chart, title: 'Old', version: 1 };
    expect((apply('chart.updated', { chart: stale }) as FullWorkspace).charts[0]?.title).toBe('Top assignees');
    const created = { ...chart, id: 10 };
    expect((apply('chart.created', { chart: created }) as FullWorkspace).charts).toHaveLength(2);
    expect((apply('chart.deleted', { chart_id: 9 }) as FullWorkspace).charts).toHaveLength(0);
  });

  it('deletes a dashboard with its charts, and switches the active one naming who did', () => {
    expect((apply('dashboard.deleted', { dashboard_id: 4 }) as FullWorkspace).charts).toHaveLength(0);
    const effect = eventEffect('dashboard.switched', { dashboard_id: 7, user: { id: 2, name: 'Ann Lee' } });
    expect(effect.kind === 'switched' && effect.by).toBe('Ann Lee');
    expect((apply('dashboard.switched', { dashboard_id: 7 }) as FullWorkspace).active_dashboard_id).toBe(7);
  });

  it('refetches on {reload: true} and on payloads it cannot read', () => {
    expect(apply('workspace.updated', { reload: true })).toBe('refetch');
    expect(apply('workspace.updated', { workspace: { id: 'x' } })).toBe('refetch');
    expect(apply('chart.updated', { chart: { id: 1 } })).toBe('refetch');
    expect(apply('something.else', {})).toBe('none');
  });
});

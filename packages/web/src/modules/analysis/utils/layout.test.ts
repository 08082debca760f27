import { DASHBOARD_GRID_COLUMNS, type Dashboard, DashboardLayoutItemSchema } from '@app/shared';
import { describe, expect, it } from 'vitest';
import { activeDashboard } from './activeDashboard';
import { completeLayout, type LayoutMove, moveLayoutItem, placeNewChart } from './layout';

const dashboard = (id: number, position: number): Dashboard => ({
  id,
  workspace_id: 1,
  name: `D${id}`,
  position,
  layout: [],
  version: 1,
  updated_at: '',
  updated_by: null,
});

describe('dashboard layout', () => {
  it('places new charts two to a row under the others', () => {
    const first = placeNewChart([], 1);
    const second = placeNewChart([first], 2);
    const third = placeNewChart([first, second], 3);
    expect([first, second, third].map(({ x, y }) => [x, y])).toEqual([
      [0, 0],
      [6, 0],
      [0, 5],
    ]);
  });

  it('keeps every keyboard step inside the grid the server accepts', () => {
    const moves: LayoutMove[] = ['left', 'right', 'up', 'down', 'wider', 'narrower', 'taller', 'shorter'];
    let item = { chart_id: 1, x: 0, y: 0, w: 6, h: 4 };
    for (let i = 0; i < 40; i++) {
      item = moveLayoutItem(item, moves[(i * 7) % moves.length] as LayoutMove);
      expect(DashboardLayoutItemSchema.safeParse(item).success).toBe(true);
    }
    expect(moveLayoutItem({ chart_id: 1, x: 6, y: 0, w: 6, h: 4 }, 'right').x).toBe(6);
    expect(moveLayoutItem({ chart_id: 1, x: 0, y: 0, w: DASHBOARD_GRID_COLUMNS, h: 4 }, 'wider').w).toBe(12);
  });

  it('drops stale entries and places charts the layout lacks', () => {
    const layout = completeLayout([{ chart_id: 9, x: 0, y: 0, w: 6, h: 4 }], [1, 2]);
    expect(layout.map((i) => i.chart_id)).toEqual([1, 2]);
  });
});

describe('active dashboard (SPEC §4)', () => {
  const dashboards = [dashboard(3, 1), dashboard(2, 0), dashboard(5, 2)];
  it('is the active one, else a global one, else the first, else none', () => {
    expect(activeDashboard(dashboards, 5)?.id).toBe(5);
    expect(activeDashboard(dashboards, 99, [3])?.id).toBe(3);
    expect(activeDashboard(dashboards, null)?.id).toBe(2);
    expect(activeDashboard([], null)).toBeNull();
  });
});

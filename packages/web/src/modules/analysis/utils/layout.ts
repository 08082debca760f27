import { DASHBOARD_GRID_COLUMNS, type DashboardLayoutItem } from '@app/shared';

/** A new chart's place: full rows of two charts side by side, under everything already placed. */
export function placeNewChart(layout: readonly DashboardLayoutItem[], chartId: number): DashboardLayoutItem {
  const w = DASHBOARD_GRID_COLUMNS / 2;
  const h = 5;
  const bottom = layout.reduce((max, item) => Math.max(max, item.y + item.h), 0);
  const lastRow = layout.filter((item) => item.y + item.h === bottom && item.y === bottom - h);
  const roomBeside =
    lastRow.length === 1 && lastRow[0] !== undefined && lastRow[0].x + lastRow[0].w + w <= DASHBOARD_GRID_COLUMNS;
  if (roomBeside && lastRow[0]) return { chart_id: chartId, x: lastRow[0].x + lastRow[0].w, y: bottom - h, w, h };
  return { chart_id: chartId, x: 0, y: bottom, w, h };
}

export type LayoutMove = 'left' | 'right' | 'up' | 'down' | 'wider' | 'narrower' | 'taller' | 'shorter';

/** One keyboard step of moving or resizing a chart, kept inside the grid. */
export function moveLayoutItem(item: DashboardLayoutItem, move: LayoutMove): DashboardLayoutItem {
  const cols = DASHBOARD_GRID_COLUMNS;
  switch (move) {
    case 'left':
      return { ...item, x: Math.max(0, item.x - 1) };
    case 'right':
      return { ...item, x: Math.min(cols - item.w, item.x + 1) };
    case 'up':
      return { ...item, y: Math.max(0, item.y - 1) };
    case 'down':
      return { ...item, y: item.y + 1 };
    case 'wider':
      return { ...item, w: Math.min(cols - item.x, item.w + 1) };
    case 'narrower':
      return { ...item, w: Math.max(2, item.w - 1) };
    case 'taller':
      return { ...item, h: Math.min(40, item.h + 1) };
    case 'shorter':
      return { ...item, h: Math.max(2, item.h - 1) };
  }
}

/** The layout with the charts that exist: missing ones placed, stale entries dropped. */
export function completeLayout(
  layout: readonly DashboardLayoutItem[],
  chartIds: readonly number[],
): DashboardLayoutItem[] {
  const kept = layout.filter((item) => chartIds.includes(item.chart_id));
  for (const id of chartIds) if (!kept.some((item) => item.chart_id === id)) kept.push(placeNewChart(kept, id));
  return kept;
}

import type { ChartOptionJson } from '@app/shared';

/**
 * The shared option fitted to a dashboard card: long category labels (assignee names) are cut to a share of the
 * card's width so the bars keep room, and the space the builder keeps for a title the card shows itself is freed.
 * The builder names every row (right for an export's full page); a small card has no room for twenty names, so
 * ECharts leaves out those that would overlap, and the tooltip still names each bar.
 */
export function fitOption(option: ChartOptionJson, width: number): ChartOptionJson {
  const labelWidth = Math.max(60, Math.round(width * 0.35));
  const fitAxis = (axis: unknown) => {
    if (!axis || typeof axis !== 'object' || Array.isArray(axis)) return axis;
    const a = axis as Record<string, unknown>;
    if (a.type !== 'category') return axis;
    const label = (a.axisLabel ?? {}) as Record<string, unknown>;
    return { ...a, axisLabel: { ...label, width: labelWidth, overflow: 'truncate', interval: 'auto' } };
  };
  const grid = option.grid as Record<string, unknown> | undefined;
  return {
    ...option,
    ...(option.yAxis ? { yAxis: fitAxis(option.yAxis) } : {}),
    ...(grid && typeof grid.top === 'number' ? { grid: { ...grid, top: Math.min(grid.top, 28) } } : {}),
  };
}

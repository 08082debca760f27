import { useEffect, useRef } from 'react';
import { fitOption } from '../utils/fitOption';
import { echarts } from './echartsSetup';

/** Where a click on the chart landed: the bar's or slice's value, and for a heat map also the column. */
export type ChartPick = { value: string; column?: string };

type ClickParams = { name?: string; data?: unknown; seriesType?: string; seriesName?: string };

/**
 * Draws an ECharts option in a box that fills its parent, redrawing on resize. `label` names the chart for
 * assistive tools (the canvas itself says nothing); the numbers are also available in the table chart type.
 */
export function ChartCanvas({
  option,
  label,
  onPick,
  axes,
}: {
  option: Record<string, unknown>;
  label: string;
  onPick?: (pick: ChartPick) => void;
  /** Row and column labels of a heat map, to turn a clicked cell's indexes back into values. */
  axes?: { rows: string[]; columns: string[] };
}) {
  const box = useRef<HTMLDivElement>(null);
  const pickRef = useRef(onPick);
  pickRef.current = onPick;
  const optionRef = useRef(option);
  optionRef.current = option;
  const axesRef = useRef(axes);
  axesRef.current = axes;

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const chart = echarts.init(element, null, { renderer: 'canvas' });
    chart.on('click', (raw) => {
      const params = raw as ClickParams;
      const pick = pickRef.current;
      if (!pick) return;
      // The shared builder keeps each value's origin on its data item.
      const drill = (params.data as { drill?: { value?: unknown; column?: unknown } } | null | undefined)?.drill;
      if (drill && typeof drill.value === 'string') {
        pick({ value: drill.value, ...(typeof drill.column === 'string' ? { column: drill.column } : {}) });
        return;
      }
      if (params.seriesType === 'heatmap' && Array.isArray(params.data) && axesRef.current) {
        const [c, r] = params.data as [number, number];
        const value = axesRef.current.rows[r];
        const column = axesRef.current.columns[c];
        if (value !== undefined && column !== undefined) pick({ value, column });
        return;
      }
      if (params.seriesType === 'bar' && params.seriesName && axesRef.current) {
        if (params.name) pick({ value: params.name, column: params.seriesName });
        return;
      }
      if (params.name) pick({ value: params.name });
    });
    const resize = new ResizeObserver(() => {
      chart.resize();
      chart.setOption(fitOption(optionRef.current, element.clientWidth), { notMerge: true });
    });
    resize.observe(element);
    return () => {
      resize.disconnect();
      chart.dispose();
    };
  }, []);

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    echarts.getInstanceByDom(element)?.setOption(fitOption(option, element.clientWidth), { notMerge: true });
  }, [option]);

  return (
    <div
      ref={box}
      role="img"
      aria-label={label}
      data-testid="chart-canvas"
      style={{ width: '100%', height: '100%', minHeight: 160 }}
    />
  );
}

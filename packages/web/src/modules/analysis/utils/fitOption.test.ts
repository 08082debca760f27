import type { ChartOptionJson } from '@app/shared';
import { describe, expect, it } from 'vitest';
import { fitOption } from './fitOption';

describe('fitOption', () => {
  const option: ChartOptionJson = {
    grid: { top: 60, left: 10 },
    yAxis: { type: 'category', data: ['Alpha', 'Beta'], axisLabel: { interval: 0, width: 240 } },
    xAxis: { type: 'value' },
  };

  it('cuts row names to a share of the card and lets ECharts leave out the ones that would overlap', () => {
    const fitted = fitOption(option, 400);
    expect(fitted.yAxis).toMatchObject({ axisLabel: { width: 140, overflow: 'truncate', interval: 'auto' } });
    expect(fitted.grid).toMatchObject({ top: 28, left: 10 });
  });

  it('leaves a value axis and the option it was given as they were', () => {
    const fitted = fitOption({ ...option, yAxis: { type: 'value' } }, 400);
    expect(fitted.yAxis).toEqual({ type: 'value' });
    expect(option.yAxis).toMatchObject({ axisLabel: { interval: 0 } });
  });
});

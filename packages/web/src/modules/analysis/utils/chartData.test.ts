import { describe, expect, it } from 'vitest';
import { chartRows, OTHER_LABEL, pivotData } from './chartData';
import { chartOption } from './chartOption';

const terms = {
  kind: 'terms' as const,
  total: 100,
  buckets: [
    { value: 'B', count: 30 },
    { value: 'A', count: 40 },
    { value: 'C', count: 10 },
  ],
  otherCount: 5,
  missingCount: 0,
};

describe('chart data', () => {
  it('cuts to the top values and folds the rest (and the server-folded rest) into Other', () => {
    expect(chartRows(terms, { top: 2, other: true, sort: 'count-desc' })).toEqual([
      { value: 'A', count: 40 },
      { value: 'B', count: 30 },
      { value: OTHER_LABEL, count: 15, other: true },
    ]);
    expect(chartRows(terms, { top: 2, other: false, sort: 'count-desc' })).toHaveLength(2);
    expect(chartRows(terms, { top: 5, other: false, sort: 'value-asc' }).map((r) => r.value)).toEqual(['A', 'B', 'C']);
  });

  it('lays a pivot out as rows × sorted columns with zeros for empty cells', () => {
    const pivot = pivotData(
      {
        kind: 'pivot',
        total: 3,
        rows: [{ value: 'X', count: 3, otherCount: 0, cells: [{ value: '2021', count: 2 }] }],
        columns: [
          { value: '2021', count: 2 },
          { value: '2019', count: 1 },
        ],
        otherCount: 0,
        missingCount: 0,
      },
      { top: 10, columnsTop: 10 },
    );
    expect(pivot).toEqual({ rows: ['X'], columns: ['2019', '2021'], cells: [[0, 2]] });
  });

  it('draws the table type without a canvas, and every other type of a ranking with one', () => {
    const config = {
      type: 'table' as const,
      top: 5,
      columnsTop: 0,
      other: false,
      sort: 'count-desc' as const,
      labels: true,
      legend: false,
      query_ids: [],
      theme_id: null,
    };
    expect(chartOption(terms, config)).toBeNull();
    for (const type of ['bar', 'pie', 'donut', 'line'] as const)
      expect(chartOption(terms, { ...config, type })).toHaveProperty('series');
  });
});

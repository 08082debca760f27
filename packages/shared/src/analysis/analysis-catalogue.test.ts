import { describe, expect, it } from 'vitest';
import {
  ANALYSIS_SECTION_GROUPS,
  ANALYSIS_SECTIONS,
  customFieldSections,
  defaultChartConfigs,
  sectionPath,
} from './analysis-catalogue';

describe('analysis catalogue', () => {
  it('has sections in every built-in group (custom fields come from the scheme)', () => {
    for (const group of ANALYSIS_SECTION_GROUPS.filter((g) => g !== 'custom-fields'))
      expect(
        ANALYSIS_SECTIONS.some((s) => s.group === group),
        group,
      ).toBe(true);
  });
  it('gives each section a unique path of URL-safe words', () => {
    const paths = ANALYSIS_SECTIONS.map(sectionPath);
    expect(new Set(paths).size).toBe(paths.length);
    for (const path of paths) expect(path).toMatch(/^[a-z-]+\/[a-z0-9_-]+$/);
  });
  it('shows trends as lines oldest first and rankings with the rest folded', () => {
    const defaults = defaultChartConfigs();
    expect(defaults['dates/filing-trend']).toMatchObject({ type: 'line', sort: 'value-asc', other: false, top: 50 });
    expect(defaults['assignees/top']).toMatchObject({ type: 'bar', sort: 'count-desc', other: true, top: 20 });
    expect(defaults['jurisdictions/countries']?.type).toBe('world-map');
    expect(defaults['classifications/cpc-hierarchy']?.type).toBe('tree-map');
  });
  it('makes one section per custom field', () => {
    expect(customFieldSections([{ id: 7, name: 'Relevance' }])).toEqual([
      {
        group: 'custom-fields',
        key: 'cf_7',
        title: 'Relevance',
        measure: { kind: 'custom-field', fieldId: 7 },
        charts: ['bar', 'pie', 'donut', 'table'],
      },
    ]);
  });
});

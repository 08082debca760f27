import { describe, expect, it } from 'vitest';
import { ANALYSIS_SECTIONS, sectionPath } from './analysis-catalogue';
import { DEFAULT_DASHBOARD_SECTIONS } from './default-dashboard';

describe('default dashboard', () => {
  it('shows the first section of every group with built-in sections, once each', () => {
    const paths = new Set(ANALYSIS_SECTIONS.map(sectionPath));
    for (const path of DEFAULT_DASHBOARD_SECTIONS) expect(paths.has(path), path).toBe(true);
    const groups = DEFAULT_DASHBOARD_SECTIONS.map((path) => path.split('/')[0]);
    expect(new Set(groups).size).toBe(groups.length);
    expect(new Set(groups)).toEqual(new Set(ANALYSIS_SECTIONS.map((s) => s.group)));
    expect(DEFAULT_DASHBOARD_SECTIONS).toContain('citations/forward');
    expect(DEFAULT_DASHBOARD_SECTIONS).toContain('keywords/terms');
  });
});

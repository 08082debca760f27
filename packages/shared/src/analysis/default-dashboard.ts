import { ANALYSIS_SECTION_GROUPS, ANALYSIS_SECTIONS, sectionPath } from './analysis-catalogue';

/**
 * The charts a new dashboard shows (issue 20 `bench:analysis` times exactly these): the first section of every
 * section group that has built-in sections, in the navigation's order. Custom-field sections depend on the
 * organisation's scheme, so none is on the default dashboard.
 */
export const DEFAULT_DASHBOARD_SECTIONS: readonly string[] = ANALYSIS_SECTION_GROUPS.flatMap((group) => {
  const first = ANALYSIS_SECTIONS.find((section) => section.group === group);
  return first ? [sectionPath(first)] : [];
});

import type { AnalysisGrouping, GroupingMethod } from '@app/shared';

/** SPEC §3 Grouping methods as a workspace stores them, and as the aggregations count them. */
const TO_ANALYSIS: Record<GroupingMethod, AnalysisGrouping> = {
  none: 'publications',
  applicationnumber: 'applications',
  simplefamily: 'simplefamily',
  extendedfamily: 'extendedfamily',
};

export function analysisGrouping(grouping: GroupingMethod): AnalysisGrouping {
  return TO_ANALYSIS[grouping];
}

/** The grouping methods in the order the switch offers them. */
export const GROUPING_CHOICES: readonly GroupingMethod[] = [
  'none',
  'applicationnumber',
  'simplefamily',
  'extendedfamily',
];

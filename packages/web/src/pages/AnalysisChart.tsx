import { ChartScreen } from '../modules/analysis/components/ChartScreen';

/** /analysis/{analysis_id}/section/{analysis_section}/chart/{chart_id?}. */
export function AnalysisChart() {
  return <ChartScreen />;
}

import { SharedAnalysisScreen } from '../modules/analysis/components/SharedAnalysisScreen';
import { SharedStartScreen } from '../modules/analysis/components/SharedStartScreen';

/** /share/dashboard/{uuid}: the shared load, then the shared dashboard. */
export function SharedDashboardStart() {
  return <SharedStartScreen type="dashboard" />;
}

/** /shared_dashboard/{analysis_id}/{uuid}. */
export function SharedDashboard() {
  return <SharedAnalysisScreen type="dashboard" />;
}

/** /share/chart/{uuid}: the shared load, then the shared chart. */
export function SharedChartStart() {
  return <SharedStartScreen type="chart" />;
}

/** /shared_chart/{analysis_id}/section/{analysis_section}/{uuid}. */
export function SharedChart() {
  return <SharedAnalysisScreen type="chart" />;
}

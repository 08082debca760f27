import { AnalysisInitScreen } from '../modules/analysis/components/AnalysisInitScreen';

/** /analysis/init: the loading screen between the list and the workspace. */
export function AnalysisInit() {
  return <AnalysisInitScreen />;
}

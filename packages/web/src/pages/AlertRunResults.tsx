import { AlertRunGuard } from '../modules/resultSources/AlertRunGuard';
import { ResultsScreen } from '../modules/results/components/ResultsScreen';

/** /alert_runs/{uuid}: an alert run's results. */
export function AlertRunResults() {
  // Keyed by the run, so moving to another run starts from that run's own state.
  return <AlertRunGuard>{(source) => <ResultsScreen key={source.id} source={source} />}</AlertRunGuard>;
}

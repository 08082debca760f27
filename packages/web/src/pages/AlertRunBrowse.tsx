import { AlertRunGuard } from '../modules/resultSources/AlertRunGuard';
import { BrowseScreen } from '../modules/results/components/BrowseScreen';

/** /alert_runs/{uuid}/browse: an alert run's results one document at a time. */
export function AlertRunBrowse() {
  return <AlertRunGuard>{(source) => <BrowseScreen key={source.id} source={source} />}</AlertRunGuard>;
}

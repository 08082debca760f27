import { AlertRunsScreen } from '../modules/alerts/components/AlertRunsScreen';

/** /alerts/{id}: one alert's runs. */
export function AlertRuns() {
  return <AlertRunsScreen />;
}

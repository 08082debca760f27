import { AlertsScreen } from '../modules/alerts/components/AlertsScreen';

/** /alerts. */
export function Alerts() {
  return <AlertsScreen />;
}

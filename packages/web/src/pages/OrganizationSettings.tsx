import { OrganizationSettingsScreen } from '../modules/organization/components/OrganizationSettingsScreen';

/** /settings/organization. */
export function OrganizationSettings() {
  return <OrganizationSettingsScreen />;
}

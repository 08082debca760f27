import { SchemesScreen } from '../modules/customFields/components/SchemesScreen';

/** /custom-field-schemes. */
export function CustomFieldSchemes() {
  return <SchemesScreen />;
}

import { SchemePermissionsScreen } from '../modules/customFields/components/SchemePermissionsScreen';
import { useSchemeParam } from '../modules/customFields/hooks/useSchemeParam';
import { NotFound } from '../ui/NotFound';

/** /custom-field-schemes/{scheme_id}/permissions. */
export function CustomFieldSchemePermissions() {
  const id = useSchemeParam();
  return id === null ? <NotFound /> : <SchemePermissionsScreen key={id} schemeId={id} />;
}

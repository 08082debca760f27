import { SchemeFieldsScreen } from '../modules/customFields/components/SchemeFieldsScreen';
import { useSchemeParam } from '../modules/customFields/hooks/useSchemeParam';
import { NotFound } from '../ui/NotFound';

/** /custom-field-schemes/{scheme_id}: the fields editor. */
export function CustomFieldSchemeFields() {
  const id = useSchemeParam();
  return id === null ? <NotFound /> : <SchemeFieldsScreen key={id} schemeId={id} />;
}

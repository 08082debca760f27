import { useParams } from 'react-router';

/** The scheme id of a /custom-field-schemes/{scheme_id}/… route; null when the address does not name one. */
export function useSchemeParam(): number | null {
  const raw = useParams().scheme_id;
  if (raw === undefined || !/^\d{1,10}$/.test(raw)) return null;
  const id = Number(raw);
  return id > 0 && id <= 2_147_483_647 ? id : null;
}

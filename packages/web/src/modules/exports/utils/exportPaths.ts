/** SPEC §2: the export screen before the server has answered with an id. */
export const PENDING_EXPORT_PATH = '/search/exports/pending';

/** SPEC §2 `/search/exports/{id}`: one export's progress, downloaded when it is finished. */
export function exportPath(id: number): string {
  return `/search/exports/${id}`;
}

/**
 * The `{id}` of `/search/exports/{id}` (and its `/download`): `pending`, a positive whole number, or null for
 * anything else (which the guard shows as NotFound without asking the server).
 */
export function exportIdParam(raw: string | undefined): number | 'pending' | null {
  if (raw === 'pending') return 'pending';
  if (raw === undefined || !/^[1-9]\d{0,15}$/.test(raw)) return null;
  const id = Number(raw);
  return Number.isSafeInteger(id) ? id : null;
}

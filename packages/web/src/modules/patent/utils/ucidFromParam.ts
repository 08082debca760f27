import { normalizeUcid } from '@app/shared';

/**
 * The ucid a `/patent/{ucid}` address names. The canonical `US-7057742-B2` and every other spelling with country
 * and kind (`US7057742B2`, `EP 1 234 567 A1`) are read by shared's normaliser, the one the API validates with, so
 * a hand-typed address opens the document the API would find. Null when the segment names no single publication.
 */
export function ucidFromParam(param: string | undefined): string | null {
  if (param === undefined) return null;
  return normalizeUcid(param);
}

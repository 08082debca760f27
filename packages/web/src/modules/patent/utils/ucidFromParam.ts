import { parsePublicationNumber, parseUcid, ucidOfParts } from '@app/shared';

/**
 * The ucid a `/patent/{ucid}` address names. The canonical `US-7057742-B2` is taken as is; a publication number
 * pasted in another spelling (`US7057742B2`, `EP 1 234 567 A1`) is accepted when it carries country and kind, so
 * a hand-typed address still opens the document. Null when the segment names no single publication.
 */
export function ucidFromParam(param: string | undefined): string | null {
  if (param === undefined) return null;
  const text = param.trim();
  if (parseUcid(text) !== null) return text;
  const parts = parsePublicationNumber(text);
  return parts === null ? null : ucidOfParts(parts);
}

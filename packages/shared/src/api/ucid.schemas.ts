import { z } from 'zod';
import { normalizeUcid } from '../patents/patent-numbers';

/** What the refusal of an unreadable publication number says: the three forms the UI itself shows. */
export const UCID_FORMAT_MESSAGE =
  'Not a publication number with country and kind (EP3164662A1, EP-3164662-A1 or EP 3164662 A1).';

/**
 * A publication number in a request (path parameter or body), in any spelling with country and kind, normalised to
 * the ucid (`EP-3164662-A1`) the index and the database use. Every endpoint that takes a publication number
 * validates with this one schema, so no call accepts a form another refuses.
 */
export const UcidSchema = z
  .string()
  .trim()
  .max(64)
  .refine((text) => normalizeUcid(text) !== null, UCID_FORMAT_MESSAGE)
  .transform((text) => normalizeUcid(text) as string);

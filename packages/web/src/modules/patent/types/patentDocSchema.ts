import { PatentDocumentFieldsSchema, ProvenanceSchema, SearchDocSchema } from '@app/shared';
import type { z } from 'zod';

/**
 * A patent document as the screen receives it from a search: the stored document (SPEC §3) with the search's
 * `ucid` and `status`. Loose, because the index adds search fields (classification lists, counts) the screen does
 * not read; provenance is optional because it is bookkeeping, not something to refuse a document over.
 */
export const PatentDocSchema = PatentDocumentFieldsSchema.omit({ provenance: true })
  .extend({
    ucid: SearchDocSchema.shape.ucid,
    status: SearchDocSchema.shape.status,
    provenance: ProvenanceSchema.optional(),
  })
  .loose();

/** A patent document on the screen; `citedbyUcids` holds the forward citations the index computed (`citedby`). */
export type PatentDoc = z.infer<typeof PatentDocSchema> & { citedbyUcids: string[] };

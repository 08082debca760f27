import { parseUcid } from '@app/shared';
import { queryOptions } from '@tanstack/react-query';
import { searchApi } from '../../search/api/searchApi';
import { type PatentDoc, PatentDocSchema } from '../types/patentDocSchema';

/** A document changes only when data is ingested again; five minutes saves reloads when the reader goes back. */
const DOCUMENT_STALE_MS = 5 * 60_000;

function stringList(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
}

/**
 * SPEC §2 data guard of the patent document: the single document whose publication number matches the ucid.
 * Resolves with null when there is none (the screen then shows NotFound). The answer must name the asked ucid
 * exactly: a search by number could also match a publication of the same serial under another kind.
 * A document that does not fit the document model rejects, which the screen also treats as not found (SPEC §2:
 * "failure or no document goes to NotFound").
 */
export function patentDocumentQuery(ucid: string) {
  return queryOptions({
    queryKey: ['patent', 'document', ucid] as const,
    queryFn: async ({ signal }): Promise<PatentDoc | null> => {
      const parts = parseUcid(ucid);
      if (parts === null) return null;
      const response = await searchApi.browse(
        {
          q: `PN=${parts.country}${parts.serial}${parts.kind}`,
          rows: 1,
          grouped_by: 'none',
          highlighting: { on: false },
          facets: [],
        },
        signal,
      );
      const raw = response.docs.find((doc) => doc.ucid === ucid);
      if (raw === undefined) return null;
      const doc = PatentDocSchema.parse(raw);
      return { ...doc, citedbyUcids: stringList(raw.citedby) };
    },
    staleTime: DOCUMENT_STALE_MS,
  });
}

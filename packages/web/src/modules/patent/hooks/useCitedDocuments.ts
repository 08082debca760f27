import type { PatentCitation } from '@app/shared';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { citedDocumentsQuery } from '../queries/citedDocumentsQuery';
import type { RelatedDoc } from '../types/relatedDocSchema';
import { citedNumberOf } from '../utils/citedNumberOf';
import { matchCitedDocuments } from '../utils/matchCitedDocuments';

/** Each cited patent with the number it was looked up by and the documents of our index it names. */
export type CitedDocuments = {
  numbers: readonly (string | null)[];
  /** Per citation, the ucids found (usually none or one). */
  matches: readonly (readonly string[])[];
  byUcid: ReadonlyMap<string, RelatedDoc>;
  loading: boolean;
  failed: boolean;
};

/** Looks up which cited patent documents are in our index, so the citations table can link them. */
export function useCitedDocuments(citations: readonly PatentCitation[]): CitedDocuments {
  const numbers = useMemo(() => citations.map(citedNumberOf), [citations]);
  const searchable = useMemo(() => numbers.filter((n): n is string => n !== null), [numbers]);
  const query = useQuery(citedDocumentsQuery(searchable));
  return useMemo(() => {
    const docs = query.data ?? [];
    return {
      numbers,
      matches: matchCitedDocuments(numbers, docs),
      byUcid: new Map(docs.map((doc) => [doc.ucid, doc])),
      loading: query.isLoading,
      failed: query.isError,
    };
  }, [numbers, query.data, query.isLoading, query.isError]);
}

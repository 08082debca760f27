import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { relatedDocumentsQuery } from '../queries/relatedDocumentsQuery';
import type { RelatedDoc } from '../types/relatedDocSchema';

/** The looked-up documents by ucid, and the state of the lookup. */
export type RelatedDocuments = {
  byUcid: ReadonlyMap<string, RelatedDoc>;
  /** Still asking; links appear when the answer comes. */
  loading: boolean;
  failed: boolean;
};

/** Family members or citing documents that are in our index (`searchApi.select`); `enabled` defers the call. */
export function useRelatedDocuments(ucids: readonly string[], enabled = true): RelatedDocuments {
  const query = useQuery({ ...relatedDocumentsQuery(ucids), enabled: enabled && ucids.length > 0 });
  const byUcid = useMemo(() => new Map((query.data ?? []).map((doc) => [doc.ucid, doc])), [query.data]);
  return { byUcid, loading: query.isLoading, failed: query.isError };
}

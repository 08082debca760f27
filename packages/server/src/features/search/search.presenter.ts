import type { SearchHit, SearchResult } from '@app/engine';
import { WATCH_STAMPS_FIELD } from '@app/ingest';
import {
  expiryStatus,
  type Facet,
  type SearchDoc,
  type SearchPayloadParsed,
  type SearchRecord,
  type SearchResponse,
} from '@app/shared';
import { imageKey } from './image-keys';
import type { SearchRow } from './searches.repository';

export function presentSearch(row: SearchRow): SearchRecord {
  return {
    query_index: row.queryIndex,
    query: row.query,
    type: row.type,
    num_found: row.numFound,
    created_at: row.createdAt.toISOString(),
    last_run_at: row.lastRunAt ? row.lastRunAt.toISOString() : null,
  };
}

/** The stored fields a client gets: the ingest's watch stamps are bookkeeping for alert runs, not document data. */
function documentFields(fields: SearchHit['fields']): Record<string, unknown> {
  if (!(WATCH_STAMPS_FIELD in fields)) return fields;
  const shown = { ...fields };
  delete shown[WATCH_STAMPS_FIELD];
  return shown;
}

function presentHit(hit: SearchHit, today: number, secret: string): SearchDoc {
  const expiry = hit.fields.expectedexpirydate;
  return {
    ...documentFields(hit.fields),
    ucid: hit.ucid,
    score: hit.score,
    images_key: imageKey(secret, hit.ucid),
    status: expiryStatus(typeof expiry === 'number' ? expiry : Number(expiry) || null, today),
    ...(hit.groupSize !== undefined ? { group_size: hit.groupSize } : {}),
    ...(hit.groupKey !== undefined ? { group_key: hit.groupKey } : {}),
    ...(hit.highlighting
      ? {
          highlighting: {
            hl: Object.fromEntries(
              Object.entries(hit.highlighting.snippets).map(([field, snippets]) => [
                field,
                snippets.map((s) => ({ text: s.text, start: s.start, highlights: [...s.highlights] })),
              ]),
            ),
            entireFieldHl: Object.fromEntries(
              Object.entries(hit.highlighting.entireField ?? {}).map(([field, whole]) => [
                field,
                { text: whole.text, highlights: [...whole.highlights] },
              ]),
            ),
          },
        }
      : {}),
  };
}

/** Facets of the answer, every kind alike (the engine counted each as its filter asked); empty buckets are left out. */
function presentFacets(result: SearchResult): Record<string, Facet> {
  const facets: Record<string, Facet> = {};
  for (const [name, counted] of Object.entries(result.facets)) {
    facets[name] = {
      buckets: counted.buckets.filter((b) => b.count > 0).map((b) => ({ value: b.value, count: b.count })),
      other: counted.otherCount,
      missing: counted.missingCount,
    };
  }
  return facets;
}

export function presentResult(
  result: SearchResult,
  context: {
    payload: SearchPayloadParsed;
    today: number;
    query: string;
    synthetic: boolean;
    /** The app's secret, for each document's drawings key. */
    secret: string;
    queryIndex?: number;
  },
): SearchResponse {
  return {
    successful: true,
    numFound: result.numFound,
    docs: result.hits.map((hit) => presentHit(hit, context.today, context.secret)),
    facets: presentFacets(result),
    grouping: result.grouping
      ? {
          grouped_by: context.payload.grouped_by,
          ngroups: result.grouping.numGroups,
          matches: result.grouping.numDocs,
        }
      : null,
    start: result.start,
    rows: result.rows,
    ...(context.queryIndex !== undefined ? { query_index: context.queryIndex } : {}),
    query: context.query,
    synthetic: context.synthetic,
  };
}

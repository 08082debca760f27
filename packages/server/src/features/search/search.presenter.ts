import type { SearchHit, SearchResult } from '@app/engine';
import {
  expiryStatus,
  type Facet,
  type SearchDoc,
  type SearchPayloadParsed,
  type SearchRecord,
  type SearchResponse,
} from '@app/shared';
import { imageKey } from './image-keys';
import { YEAR_FACETS } from './search-request';
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

function presentHit(hit: SearchHit, today: number, secret: string): SearchDoc {
  const expiry = hit.fields.expectedexpirydate;
  return {
    ...hit.fields,
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

/** Facets of the answer: value counts, years of the date fields (newest first), and Dead/Alive/Unknown expiry. */
function presentFacets(result: SearchResult, facetNames: string[]): Record<string, Facet> {
  const facets: Record<string, Facet> = {};
  for (const name of facetNames) {
    const counted = result.facets[name];
    if (counted) {
      facets[name] = {
        buckets: counted.buckets.map((b) => ({ value: b.value, count: b.count })),
        other: counted.otherCount,
        missing: counted.missingCount,
      };
      continue;
    }
    const years = (YEAR_FACETS as readonly string[]).includes(name) ? result.yearHistograms[name] : undefined;
    if (years) {
      const buckets = Object.entries(years)
        .map(([value, count]) => ({ value, count }))
        .sort((a, b) => Number(b.value) - Number(a.value));
      const counted = buckets.reduce((sum, b) => sum + b.count, 0);
      facets[name] = { buckets, other: 0, missing: result.numFound - counted };
      continue;
    }
    const expiry = name === 'expectedexpirydate' ? result.numericRanges.expectedexpirydate : undefined;
    if (expiry) {
      const [dead = 0, alive = 0] = expiry;
      const unknown = result.numFound - dead - alive;
      facets[name] = {
        buckets: [
          { value: 'Alive', count: alive },
          { value: 'Dead', count: dead },
          { value: 'Unknown', count: unknown },
        ].filter((b) => b.count > 0),
        other: 0,
        missing: 0,
      };
    }
  }
  return facets;
}

export function presentResult(
  result: SearchResult,
  context: {
    payload: SearchPayloadParsed;
    facetNames: string[];
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
    facets: presentFacets(result, context.facetNames),
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

// Turns the SPEC §3 search payload into an engine request: sort names, filters and facets (SPEC §5).

import type { ColumnFilter, FacetRequest, PooledSearchRequest, SortKey } from '@app/engine';
import type { QueryNode } from '@app/query';
import {
  AppError,
  DATE_FILTER_NAMES,
  EXPIRY_FILTER_VALUES,
  FILTER_NAMES,
  type FilterName,
  FLAG_FILTER_NAMES,
  parseYyyymmdd,
  type SearchPayloadParsed,
} from '@app/shared';

/** Sort names of the API (SORTABLE_FIELDS) whose engine field is spelled differently. */
const SORT_FIELDS: Record<string, string> = {
  forwardcitationscount: 'forwardcitationcount',
  backwardcitationscount: 'backwardcitationcount',
  claimscount: 'claimcount',
};

const DATE_FILTERS = new Set<string>(DATE_FILTER_NAMES);
const FLAG_FILTERS = new Set<string>(FLAG_FILTER_NAMES);
const LAST_DAY = 99_991_231;

/** Facets counted when the payload names none: every filter of SPEC §5. */
export const DEFAULT_FACETS: readonly FilterName[] = FILTER_NAMES;

function invalidFilter(name: string, message: string): AppError {
  return new AppError('VALIDATION_FAILED', { message, fields: { [`filters.${name}`]: [message] } });
}

/** `from:to` (YYYYMMDD or YYYY-MM-DD, a bare year too); an empty side is open, an empty end means today. */
export function dateRange(name: string, value: string, today: number): { min: number; max: number } {
  const match = /^\s*([^:]*):([^:]*)\s*$/.exec(value);
  if (!match) throw invalidFilter(name, `The ${name} filter "${value}" is not a range; write from:to.`);
  const side = (text: string, end: boolean): number | null => {
    const trimmed = text.trim();
    if (trimmed === '') return null;
    if (/^\d{4}$/.test(trimmed)) return Number(trimmed) * 10_000 + (end ? 1231 : 101);
    const parsed = parseYyyymmdd(trimmed);
    if (parsed === null) throw invalidFilter(name, `"${trimmed}" in the ${name} filter is not a date (YYYYMMDD).`);
    return parsed;
  };
  const min = side(match[1]!, false) ?? 0;
  const max = side(match[2]!, true) ?? today;
  if (min > max) throw invalidFilter(name, `The ${name} filter "${value}" ends before it starts.`);
  return { min, max };
}

/**
 * How a filter of SPEC §5 is counted as a facet and what its values select: the one place that knows the kinds of
 * filter (stored values, date ranges counted by year, true/false flags, and the expiry status).
 */
type FilterKind = {
  facet(limit: number, today: number): FacetRequest;
  filter(name: string, values: string[], exclude: boolean, today: number): ColumnFilter;
};

const STORED_VALUES: FilterKind = {
  facet: (limit) => ({ kind: 'terms', limit }),
  filter: (name, values, exclude) => ({ field: name, values, exclude }),
};

const FLAG: FilterKind = {
  facet: STORED_VALUES.facet,
  filter(name, values, exclude) {
    for (const value of values)
      if (value !== 'true' && value !== 'false')
        throw invalidFilter(name, `The ${name} filter takes true or false, not "${value}".`);
    return { field: name, values, exclude };
  },
};

/** Dates are counted by year and filtered by `from:to` ranges. */
const DATE: FilterKind = {
  facet: () => ({ kind: 'years' }),
  filter: (name, values, exclude, today) => ({
    field: name,
    ranges: values.map((v) => dateRange(name, v, today)),
    exclude,
  }),
};

/** The expected expiry date as a status (SPEC §5): Alive from today on, Dead before, Unknown without a date. */
const EXPIRY_STATUS: FilterKind = {
  facet: (_limit, today) => ({
    kind: 'ranges',
    ranges: [
      { label: 'Alive', from: today },
      { label: 'Dead', to: today },
    ],
    missingLabel: 'Unknown',
  }),
  filter(name, values, exclude, today) {
    const ranges: { min: number; max: number }[] = [];
    let missing = false;
    for (const value of values) {
      if (value === 'Dead') ranges.push({ min: 0, max: today - 1 });
      else if (value === 'Alive') ranges.push({ min: today, max: LAST_DAY });
      else if (value === 'Unknown') missing = true;
      else throw invalidFilter(name, `The expiry filter takes ${EXPIRY_FILTER_VALUES.join(', ')}, not "${value}".`);
    }
    return { field: name, ranges, missing, exclude };
  },
};

function kindOf(name: string): FilterKind {
  if (name === 'expectedexpirydate') return EXPIRY_STATUS;
  if (DATE_FILTERS.has(name)) return DATE;
  if (FLAG_FILTERS.has(name)) return FLAG;
  return STORED_VALUES;
}

/** Filters of SPEC §5 names only (others, and custom fields this index does not hold, are dropped). */
export function columnFilters(filters: SearchPayloadParsed['filters'], today: number): ColumnFilter[] {
  const out: ColumnFilter[] = [];
  const known = new Set<string>(FILTER_NAMES);
  for (const [list, exclude] of [
    [filters.filtersToApply, false],
    [filters.filtersToExclude, true],
  ] as const) {
    for (const [name, values] of Object.entries(list)) {
      if (!known.has(name) || values.length === 0) continue;
      out.push(kindOf(name).filter(name, values, exclude, today));
    }
  }
  return out;
}

export function sortKeys(sort: string): SortKey[] {
  return sort.split(',').map((part) => {
    const [field = 'score', order = 'desc'] = part.trim().split(/\s+/);
    return { field: SORT_FIELDS[field] ?? field, order: order === 'asc' ? 'asc' : 'desc' };
  });
}

function list(value: string | string[] | undefined): string[] {
  if (value === undefined) return [];
  return (Array.isArray(value) ? value : value.split(',')).map((v) => v.trim()).filter((v) => v !== '');
}

/**
 * What highlighting marks beyond the query's own terms: the scheme's groups in their colours, then the extra words
 * of `highlighting.query` as one more colour.
 */
function termGroupsOf(schemeGroups: readonly string[][], extra: string | null): { termGroups?: string[][] } {
  const groups = schemeGroups.map((group) => [...group]);
  const words = extra?.split(/\s+/).filter(Boolean) ?? [];
  if (words.length > 0) groups.push(words);
  return groups.length > 0 ? { termGroups: groups } : {};
}

/**
 * A payload for the server's own runs (documents by number, a folder's aggregates): first page, relevance order,
 * no grouping, highlighting or filters; `overrides` change what the run needs.
 */
export function internalPayload(overrides: Partial<SearchPayloadParsed> = {}): SearchPayloadParsed {
  return {
    start: 0,
    rows: 0,
    sort: 'score desc',
    grouped_by: 'none',
    highlighting: {
      on: false,
      scheme: null,
      query: null,
      max_snippets: 0,
      max_snippet_length: 150,
      entire_field: false,
    },
    filters: { filtersToApply: {}, filtersToExclude: {} },
    facet_limit: 20,
    ...overrides,
  };
}

/** What a run searches: a query, filters (`fq`, parsed), and the documents it is limited to (a folder's). */
export type RunScope = {
  readonly query: QueryNode | null;
  readonly filters: readonly QueryNode[];
  readonly documents?: readonly string[];
  /** Facets the caller counts from its own data (a folder's ratings and labels), by name. */
  readonly ownFacets?: Readonly<Record<string, FacetRequest>>;
  /** Column filters the server adds beyond the payload's (an alert run's period, say). */
  readonly columnFilters?: readonly ColumnFilter[];
};

/** The facets the payload asks for (SPEC §5 names only), each as its kind of filter counts it. */
function facetRequests(payload: SearchPayloadParsed, today: number): Record<string, FacetRequest> {
  const known = new Set<string>(FILTER_NAMES);
  const wanted = (payload.facets ?? DEFAULT_FACETS).filter((name) => known.has(name));
  return Object.fromEntries(wanted.map((name) => [name, kindOf(name).facet(payload.facet_limit, today)]));
}

/** The engine request for a run's scope, the payload and the `#n` trees it needs. */
export function engineRequest(
  scope: RunScope,
  payload: SearchPayloadParsed,
  history: Record<number, QueryNode>,
  today: number,
  schemeGroups: readonly string[][] = [],
): PooledSearchRequest {
  const highlighting = payload.highlighting;
  // A result's status (alive, dead) comes from its expected expiry date, so that field is read whatever `fl` asks.
  const fl = list(payload.fl);
  if (fl.length > 0 && !fl.includes('expectedexpirydate')) fl.push('expectedexpirydate');
  const facets = facetRequests(payload, today);
  for (const [name, facet] of Object.entries(scope.ownFacets ?? {})) if (name in facets) facets[name] = facet;
  return {
    ...(scope.query ? { query: scope.query } : {}),
    ...(scope.documents ? { documents: scope.documents } : {}),
    filters: scope.filters,
    columnFilters: [...columnFilters(payload.filters, today), ...(scope.columnFilters ?? [])],
    start: payload.start,
    rows: payload.rows,
    sort: sortKeys(payload.sort),
    groupBy: payload.grouped_by,
    facets,
    history,
    ...(fl.length > 0 ? { fl } : {}),
    ...(highlighting.on && payload.rows > 0
      ? {
          highlight: {
            maxSnippets: highlighting.max_snippets,
            maxSnippetLength: highlighting.max_snippet_length,
            ...(highlighting.entire_field ? { entireField: true } : {}),
            ...termGroupsOf(schemeGroups, highlighting.query),
          },
        }
      : {}),
  };
}

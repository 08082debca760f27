// Turns the SPEC §3 search payload into an engine request: sort names, filters (SPEC §5) and facets.

import type { ColumnFilter, PooledSearchRequest, SortKey } from '@app/engine';
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

/** Facets counted by default: every filter field with stored string values (dates and expiry are counted apart). */
export const DEFAULT_FACETS: readonly FilterName[] = FILTER_NAMES.filter(
  (name) => !DATE_FILTERS.has(name) && name !== 'expectedexpirydate',
);
/** Date filters get year buckets, answered as facets whose values are years. */
export const YEAR_FACETS = DATE_FILTER_NAMES;

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

function columnFilter(name: string, values: string[], exclude: boolean, today: number): ColumnFilter {
  if (DATE_FILTERS.has(name)) return { field: name, ranges: values.map((v) => dateRange(name, v, today)), exclude };
  if (name === 'expectedexpirydate') {
    const ranges: { min: number; max: number }[] = [];
    let missing = false;
    for (const value of values) {
      if (value === 'Dead') ranges.push({ min: 0, max: today - 1 });
      else if (value === 'Alive') ranges.push({ min: today, max: LAST_DAY });
      else if (value === 'Unknown') missing = true;
      else throw invalidFilter(name, `The expiry filter takes ${EXPIRY_FILTER_VALUES.join(', ')}, not "${value}".`);
    }
    return { field: name, ranges, missing, exclude };
  }
  if (FLAG_FILTERS.has(name)) {
    for (const value of values)
      if (value !== 'true' && value !== 'false')
        throw invalidFilter(name, `The ${name} filter takes true or false, not "${value}".`);
  }
  return { field: name, values, exclude };
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
      out.push(columnFilter(name, values, exclude, today));
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

export type BuiltRequest = { request: PooledSearchRequest; facetNames: string[] };

/** The engine request for a parsed query, the payload and the `#n` trees it needs. */
export function engineRequest(
  query: QueryNode,
  payload: SearchPayloadParsed,
  history: Record<number, QueryNode>,
  today: number,
  schemeGroups: readonly string[][] = [],
): BuiltRequest {
  const wanted = payload.facets ?? [...DEFAULT_FACETS, ...YEAR_FACETS, 'expectedexpirydate'];
  const facetNames = wanted.filter((name) => (FILTER_NAMES as readonly string[]).includes(name));
  const highlighting = payload.highlighting;
  const fl = list(payload.fl);
  const request: PooledSearchRequest = {
    query,
    filters: Array.isArray(payload.fq) ? payload.fq : payload.fq ? [payload.fq] : [],
    columnFilters: columnFilters(payload.filters, today),
    start: payload.start,
    rows: payload.rows,
    sort: sortKeys(payload.sort),
    groupBy: payload.grouped_by,
    facets: facetNames
      .filter((name) => !DATE_FILTERS.has(name) && name !== 'expectedexpirydate')
      .map((field) => ({ field, limit: payload.facet_limit })),
    yearHistograms: facetNames.filter((name) => DATE_FILTERS.has(name)),
    numericRanges: facetNames.includes('expectedexpirydate')
      ? [{ field: 'expectedexpirydate', ranges: [{ to: today }, { from: today }] }]
      : [],
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
  return { request, facetNames };
}

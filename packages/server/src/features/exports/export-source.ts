// Where an export's documents come from: a saved search, a folder, the patent list, a selection or one patent.
// Every source runs through the same engine calls as the screens that show it (a folder's and the patent list's
// permission checks included), so an export holds what the user can read and nothing else.

import { MAX_ROWS as LARGEST_ENGINE_PAGE } from '@app/engine';
import {
  AppError,
  type ExportGrouping,
  type ExportSort,
  type ExportSource,
  normalizeUcid,
  type SearchDoc,
  type SearchPayloadParsed,
  type SearchResponse,
} from '@app/shared';
import type { AppContext } from '../../context';
import { runOfUser, searchRunResults } from '../alerts/alert-runs.service';
import { folderAccess } from '../folder-access/folder-access';
import { runFolder } from '../folders/folder-run';
import { runPatentList } from '../patent-list/patent-list-run';
import { getSearch, runOverDocuments, savedSearchMatches } from '../search/search.service';
import { internalPayload } from '../search/search-request';
import type { UserRecord } from '../users/users.repository';

/** What the export dialog's source turns into once checked: a name for people, the query, and how many. */
export type DescribedSource = {
  readonly name: string;
  /** The saved search's query text (search sources only). */
  readonly query: string | null;
  /** Filters applied, for people ("Country: EP, US"). */
  readonly filters: string[];
  /** Documents, or families when grouped by family, that the source holds now. */
  readonly count: number;
};

const SORTS: Record<ExportSort, string> = {
  relevance: 'score desc',
  publication_date_desc: 'publicationdate desc',
  publication_date_asc: 'publicationdate asc',
  // The engine sorts by stored numbers and dates; publication numbers are sorted here once the list is known.
  publication_number: 'score desc',
};

/** The selection's ucids in canonical spelling, in the order given; 422 naming any that is not a ucid. */
function selectionUcids(source: Extract<ExportSource, { type: 'selection' | 'patent' }>): string[] {
  const given = source.type === 'selection' ? source.ucids : [source.ucid];
  const out = new Set<string>();
  const bad: string[] = [];
  for (const text of given) {
    const ucid = normalizeUcid(text);
    if (ucid === null) bad.push(text);
    else out.add(ucid);
  }
  if (bad.length > 0) {
    const message = `"${bad[0]}" is not a publication number (CC-NUMBER-KIND).`;
    const field = source.type === 'selection' ? 'source.ucids' : 'source.ucid';
    throw new AppError('VALIDATION_FAILED', { message, fields: { [field]: [message] } });
  }
  return [...out];
}

function filtersOf(source: ExportSource): SearchPayloadParsed['filters'] {
  if (source.type !== 'search' && source.type !== 'alert_run') return { filtersToApply: {}, filtersToExclude: {} };
  return { filtersToApply: source.filters ?? {}, filtersToExclude: source.filtersToExclude ?? {} };
}

function describeFilters(source: ExportSource): string[] {
  const { filtersToApply, filtersToExclude } = filtersOf(source);
  return [
    ...Object.entries(filtersToApply).map(([name, values]) => `${name}: ${values.join(', ')}`),
    ...Object.entries(filtersToExclude).map(([name, values]) => `${name} (excluded): ${values.join(', ')}`),
  ].filter((line) => !line.endsWith(': '));
}

/** Runs the source with `payload` as the results screen would. */
async function runSource(
  ctx: AppContext,
  user: UserRecord,
  source: ExportSource,
  payload: SearchPayloadParsed,
): Promise<SearchResponse> {
  switch (source.type) {
    case 'search':
      return savedSearchMatches(ctx, ctx.patents, user, source.index, payload);
    case 'folder':
      return runFolder(ctx, user, source.folderId, payload);
    case 'patent_list':
      return runPatentList(ctx, user, user.id, payload);
    case 'selection':
    case 'patent':
      return runOverDocuments(ctx, ctx.patents, user, selectionUcids(source), payload, 'Selection');
    case 'alert_run':
      return searchRunResults(ctx, user, source.key, payload);
  }
}

function resolvePayload(
  source: ExportSource,
  grouping: ExportGrouping,
  sort: ExportSort,
  start: number,
  rows: number,
): SearchPayloadParsed {
  return internalPayload({
    start,
    rows,
    fl: ['ucid'],
    facets: [],
    facet_limit: 1,
    sort: SORTS[sort],
    grouped_by: grouping === 'families' ? 'simplefamily' : 'none',
    filters: filtersOf(source),
  });
}

/** Documents, or families when grouped, in an answer. */
function countOf(response: SearchResponse, grouping: ExportGrouping): number {
  return grouping === 'families' ? (response.grouping?.ngroups ?? response.numFound) : response.numFound;
}

/**
 * Checks the user may read the source and counts what it holds now: 404 for a search, folder or patent that is not
 * theirs to read (or does not exist), as the screens answer.
 */
export async function describeSource(
  ctx: AppContext,
  user: UserRecord,
  source: ExportSource,
  grouping: ExportGrouping,
): Promise<DescribedSource> {
  const counted = async () =>
    countOf(await runSource(ctx, user, source, resolvePayload(source, grouping, 'relevance', 0, 0)), grouping);
  const filters = describeFilters(source);
  switch (source.type) {
    case 'search': {
      const search = await getSearch(ctx, user, source.index);
      return { name: `Search ${source.index}`, query: search.query, filters, count: await counted() };
    }
    case 'folder': {
      const { folder } = await folderAccess(ctx.db, user, source.folderId, 'read');
      return { name: `Folder ${folder.name}`, query: null, filters, count: await counted() };
    }
    case 'patent_list':
      return { name: 'Patent list', query: null, filters, count: await counted() };
    case 'selection': {
      const count = await counted();
      return { name: `Selection of ${count} ${count === 1 ? 'document' : 'documents'}`, query: null, filters, count };
    }
    case 'patent': {
      const [ucid] = selectionUcids(source);
      const count = await counted();
      if (count === 0)
        throw new AppError('PATENT_NOT_FOUND', { message: `There is no document ${ucid} in the index.` });
      return { name: ucid!, query: null, filters, count };
    }
    case 'alert_run': {
      const { alert, run } = await runOfUser(ctx, user, source.key);
      const day = run.periodEnd.toISOString().slice(0, 10);
      return { name: `Alert ${alert.name} ${day}`, query: alert.query, filters, count: await counted() };
    }
  }
}

/** Publication numbers in reading order: office, then the number as a number, then the kind. */
function byPublicationNumber(a: string, b: string): number {
  return a.localeCompare(b, 'en', { numeric: true });
}

/**
 * The ucids the export holds, in the order asked, at most `cap`: one per family (its representative) when grouped.
 * A selection keeps the user's order for `relevance`, since nothing scores it.
 */
export async function resolveUcids(
  ctx: AppContext,
  user: UserRecord,
  source: ExportSource,
  grouping: ExportGrouping,
  sort: ExportSort,
  cap: number,
): Promise<{ ucids: string[]; sourceTotal: number }> {
  const ucids: string[] = [];
  let sourceTotal = 0;
  for (let start = 0; ucids.length < cap; ) {
    const rows = Math.min(LARGEST_ENGINE_PAGE, cap - ucids.length);
    const page = await runSource(ctx, user, source, resolvePayload(source, grouping, sort, start, rows));
    sourceTotal = countOf(page, grouping);
    ucids.push(...page.docs.map((d) => d.ucid));
    start += page.docs.length;
    if (page.docs.length === 0 || start >= sourceTotal) break;
  }
  if (sort === 'publication_number') ucids.sort(byPublicationNumber);
  else if (sort === 'relevance' && (source.type === 'selection' || source.type === 'patent')) {
    const found = new Set(ucids);
    return { ucids: selectionUcids(source).filter((u) => found.has(u)), sourceTotal };
  }
  return { ucids, sourceTotal };
}

/** Highlighting that marks the search's terms, for keywords in context: a few short snippets per field. */
const KWIC_HIGHLIGHTING: SearchPayloadParsed['highlighting'] = {
  on: true,
  scheme: null,
  query: null,
  max_snippets: 3,
  max_snippet_length: 160,
  entire_field: false,
};

/**
 * The stored documents of `ucids`, in that order. With `query` (a search source's query text) each document also
 * carries the highlighting of that query's terms, for keywords in context; a document the query no longer
 * matches comes without.
 */
export async function fetchDocuments(
  ctx: AppContext,
  user: UserRecord,
  ucids: readonly string[],
  query: string | null,
): Promise<SearchDoc[]> {
  const run = (set: readonly string[], q: string | null) =>
    runOverDocuments(
      ctx,
      ctx.patents,
      user,
      set,
      internalPayload({
        rows: set.length,
        facets: [],
        facet_limit: 1,
        ...(q ? { q, highlighting: KWIC_HIGHLIGHTING } : {}),
      }),
      'Export',
    );
  const byUcid = new Map<string, SearchDoc>();
  for (const doc of (await run(ucids, query)).docs) byUcid.set(doc.ucid, doc);
  const missing = ucids.filter((u) => !byUcid.has(u));
  if (query && missing.length > 0) for (const doc of (await run(missing, null)).docs) byUcid.set(doc.ucid, doc);
  return ucids.flatMap((u) => {
    const doc = byUcid.get(u);
    return doc ? [doc] : [];
  });
}

import {
  type AggregationRequest,
  type AggregationResult,
  type ClauseCount,
  type ColumnFilter,
  EngineError,
  type SearchCallOptions,
  type SearchResult,
} from '@app/engine';
import { joinBoolean, type QueryNode } from '@app/query';
import {
  AppError,
  type ClauseCountNode,
  parseUcid,
  type SearchCreateBody,
  type SearchPayloadParsed,
  type SearchResponse,
  yyyymmddFromDate,
} from '@app/shared';
import type { AppContext } from '../../context';
import { isUniqueViolation } from '../../db/errors';
import { ReadCache } from '../../db/read-cache';
import type { PatentIndex } from '../../search-index/patent-index';
import { CustomClauseError, resolveCustomFieldClauses } from '../custom-fields/custom-field-clauses';
import { customFieldDocuments } from '../custom-fields/custom-field-filters';
import { schemeTermGroups } from '../highlighting/highlighting.service';
import { insertLoggedEvent } from '../logged-events/logged-events.repository';
import { logTrackedAction } from '../tracking/tracking.service';
import type { UserRecord } from '../users/users.repository';
import { presentResult, presentSearch } from './search.presenter';
import { invalidQuery, parseOrThrow, resolveHistory } from './search-history';
import { engineRequest, internalPayload, type RunScope } from './search-request';
import { getSearchByIndex, insertSearch, recordSearchRun, type SearchRow } from './searches.repository';

/** Saves a search after checking it parses and that every `#n` is one of the user's searches. */
export async function createSearch(ctx: AppContext, user: UserRecord, body: SearchCreateBody) {
  const ast = parseOrThrow(body.query);
  await resolveHistory(ctx.db, user.id, ast);
  // A custom field the user cannot search, or a value its type cannot hold, is refused when saved, at its place.
  await customClauses(ctx, user, [ast]);
  // Two saves of one user at the same moment can pick the same number; the unique index refuses one, so retry.
  for (let attempt = 1; ; attempt++) {
    try {
      const row = await insertSearch(ctx.db, {
        userId: user.id,
        query: body.query,
        type: body.type,
        createdAt: ctx.now(),
      });
      // The user's activity lists their searches; with tracking on, the event carries the active reference.
      await insertLoggedEvent(ctx.db, {
        userId: user.id,
        action: 'search.create',
        message: `Searched #${row.queryIndex}: ${clip(body.query)}`,
        createdAt: ctx.now(),
      });
      return presentSearch(row);
    } catch (error) {
      if (!isUniqueViolation(error) || attempt >= 5) throw error;
    }
  }
}

export async function getSearch(ctx: AppContext, user: UserRecord, index: number) {
  const row = await getSearchByIndex(ctx.db, user.id, index);
  if (!row) throw new AppError('SEARCH_NOT_FOUND', { message: `You have no search #${index}.` });
  return presentSearch(row);
}

/**
 * Engine refusals of a query (too many expansions, unknown field in `fq`, past its deadline or cost budget) as 422
 * with the position of the clause at fault; a search that could not get a search thread in time as 429.
 */
async function runEngine(
  index: PatentIndex,
  request: Parameters<PatentIndex['search']>[0],
  options: SearchCallOptions,
): Promise<SearchResult> {
  return runEngineCall(() => index.search(request, options));
}

export async function runEngineCall<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof EngineError && error.code === 'SEARCH_BUSY') {
      throw new AppError('RATE_LIMITED', { message: error.message, retryAfterSeconds: 5 });
    }
    if (error instanceof EngineError) {
      const span = error.span ?? { start: 0, end: 0 };
      throw invalidQuery([{ code: error.code, message: error.message, start: span.start, end: span.end }]);
    }
    throw error;
  }
}

/** `fq` of the payload as trees, parsed as `q` is (one parser, one error shape). */
function parsedFilters(payload: SearchPayloadParsed): QueryNode[] {
  const texts = Array.isArray(payload.fq) ? payload.fq : payload.fq ? [payload.fq] : [];
  return texts.map(parseOrThrow);
}

/** The trees of every search that the query or a filter names (`#n`), as one map for the engine. */
export async function historyOf(ctx: AppContext, user: UserRecord, trees: readonly QueryNode[]) {
  const history: Record<number, QueryNode> = {};
  for (const tree of trees) Object.assign(history, await resolveHistory(ctx.db, user.id, tree));
  return history;
}

/** Trees with their custom field clauses resolved (SPEC §5 custom fields in the query language); errors at their place. */
async function customClauses(
  ctx: AppContext,
  user: UserRecord,
  trees: readonly QueryNode[],
  where?: string,
): Promise<QueryNode[]> {
  try {
    return await resolveCustomFieldClauses(ctx, user, trees);
  } catch (error) {
    if (!(error instanceof CustomClauseError)) throw error;
    // In a search named by `#n` the place is in that search's text, not this one's: the message says which.
    const at = where ? { start: 0, end: 0 } : error.span;
    const message = where ? `In ${where}: ${error.message}` : error.message;
    throw invalidQuery([{ code: 'QUERY_UNKNOWN_FIELD', message, start: at.start, end: at.end }]);
  }
}

/** A query text alone (no filters) parsed and resolved as a run resolves it: for clause counts and explain. */
export async function resolvedQueryText(ctx: AppContext, user: UserRecord, text: string) {
  const ast = parseOrThrow(text);
  const { query, history } = await resolvedTrees(ctx, user, ast, [], await historyOf(ctx, user, [ast]));
  return { query: query!, history };
}

/** The query, its filters and every search they name, with custom field clauses resolved to their documents. */
export async function resolvedTrees(
  ctx: AppContext,
  user: UserRecord,
  query: QueryNode | null,
  filters: readonly QueryNode[],
  history: Record<number, QueryNode>,
): Promise<{ query: QueryNode | null; filters: QueryNode[]; history: Record<number, QueryNode> }> {
  const own = await customClauses(ctx, user, query ? [query, ...filters] : filters);
  const resolved: Record<number, QueryNode> = {};
  for (const [n, tree] of Object.entries(history)) {
    resolved[Number(n)] = (await customClauses(ctx, user, [tree], `search #${n}`))[0]!;
  }
  return { query: query ? own[0]! : null, filters: query ? own.slice(1) : own, history: resolved };
}

/**
 * The scope narrowed to the documents the custom field filters keep (their values live in folders, in SQL, not in
 * the index): the engine gets them as a document set, intersected with the scope's own set when it has one.
 */
async function withCustomFieldDocuments(
  ctx: AppContext,
  user: UserRecord,
  scope: Omit<RunScope, 'filters'>,
  payload: SearchPayloadParsed,
): Promise<Omit<RunScope, 'filters'>> {
  const kept = await customFieldDocuments(ctx, user, payload.filters);
  if (kept === null) return scope;
  if (!scope.documents) return { ...scope, documents: kept };
  const inScope = new Set(scope.documents);
  return { ...scope, documents: kept.filter((ucid) => inScope.has(ucid)) };
}

async function run(
  ctx: AppContext,
  index: PatentIndex,
  user: UserRecord,
  scope: Omit<RunScope, 'filters'>,
  payload: SearchPayloadParsed,
  context: { query: string; queryIndex?: number },
  signal?: AbortSignal,
): Promise<SearchResponse> {
  scope = await withCustomFieldDocuments(ctx, user, scope, payload);
  const parsed = parsedFilters(payload);
  const named = await historyOf(ctx, user, scope.query ? [scope.query, ...parsed] : parsed);
  const { query, filters, history } = await resolvedTrees(ctx, user, scope.query, parsed, named);
  scope = { ...scope, query };
  const today = yyyymmddFromDate(ctx.now());
  const { on, scheme } = payload.highlighting;
  const schemeGroups = on && scheme !== null && payload.rows > 0 ? await schemeTermGroups(ctx, user, scheme) : [];
  const request = engineRequest({ ...scope, filters }, payload, history, today, schemeGroups);
  // Turns at the search threads are per user, so one user's slow searches never hold all of them.
  const result = await runEngine(index, request, { owner: `user:${user.id}`, ...(signal ? { signal } : {}) });
  return presentResult(result, {
    payload,
    today,
    synthetic: index.isSynthetic,
    secret: ctx.secret,
    ...context,
  });
}

/**
 * Each clause's own hit count for query text the user is typing: parsed as a search is (errors at their place), with
 * `#n` and custom field clauses resolved, counted in the search threads under the search time limit. Nothing is
 * saved and nothing logged: the editor asks this on every pause in typing and drops answers it no longer needs.
 */
export async function countClauses(
  ctx: AppContext,
  index: PatentIndex,
  user: UserRecord,
  text: string,
  signal?: AbortSignal,
): Promise<{ clauses: ClauseCountNode }> {
  const { query, history } = await resolvedQueryText(ctx, user, text);
  const counted = await runEngineCall(() =>
    index.clauseCounts({ query, history }, { owner: `user:${user.id}`, ...(signal ? { signal } : {}) }),
  );
  const present = (node: ClauseCount): ClauseCountNode => ({
    kind: node.kind,
    start: node.span.start,
    end: node.span.end,
    count: node.count,
    ...(node.expansions ? { expansions: { words: [...node.expansions.words], total: node.expansions.total } } : {}),
    children: node.children.map(present),
  });
  return { clauses: present(counted) };
}

/**
 * How stale a history entry's run time may be before another run of the same count writes it again. A search run
 * many times a minute (paging, facet clicks, several tabs) would otherwise write the same row on every request, and
 * that write was the largest fixed cost of a search on PGlite. A changed count is always written at once.
 */
const RUN_TIME_RESOLUTION_MS = 60_000;

/** Runs saved search `queryIndex` (with `q` ANDed when given) and records its hit count for the history. */
export async function runSavedSearch(
  ctx: AppContext,
  index: PatentIndex,
  user: UserRecord,
  queryIndex: number,
  payload: SearchPayloadParsed,
  signal?: AbortSignal,
): Promise<SearchResponse> {
  const row = await savedSearchRow(ctx, user, queryIndex);
  const response = await matchesOf(ctx, index, user, row, payload, signal);
  if (!payload.q?.trim()) {
    const now = ctx.now();
    const recent = row.lastRunAt !== null && now.getTime() - row.lastRunAt.getTime() < RUN_TIME_RESOLUTION_MS;
    if (row.numFound !== response.numFound || !recent) {
      await recordSearchRun(ctx.db, user.id, queryIndex, response.numFound, now);
    }
  }
  return response;
}

/**
 * Saved searches being run, kept until the next write to the embedded database: paging and facet clicks run the
 * same search many times a minute, and its row (the query text) only changes through a write.
 */
const savedSearchRows = new ReadCache<SearchRow>(10_000);

export async function savedSearchRow(ctx: AppContext, user: UserRecord, queryIndex: number): Promise<SearchRow> {
  const row = await savedSearchRows.get(ctx.db, `${user.id}:${queryIndex}`, () =>
    getSearchByIndex(ctx.db, user.id, queryIndex),
  );
  if (!row) throw new AppError('SEARCH_NOT_FOUND', { message: `You have no search #${queryIndex}.` });
  return row;
}

/** Runs saved search `queryIndex` (with `q` ANDed when given) without touching its history entry. */
export async function savedSearchMatches(
  ctx: AppContext,
  index: PatentIndex,
  user: UserRecord,
  queryIndex: number,
  payload: SearchPayloadParsed,
  signal?: AbortSignal,
): Promise<SearchResponse> {
  return matchesOf(ctx, index, user, await savedSearchRow(ctx, user, queryIndex), payload, signal);
}

async function matchesOf(
  ctx: AppContext,
  index: PatentIndex,
  user: UserRecord,
  row: SearchRow,
  payload: SearchPayloadParsed,
  signal?: AbortSignal,
): Promise<SearchResponse> {
  let ast = parseOrThrow(row.query);
  let query = row.query;
  if (payload.q?.trim()) {
    ast = joinBoolean('AND', ast, parseOrThrow(payload.q), ast.span);
    query = `(${row.query}) AND (${payload.q})`;
  }
  return run(ctx, index, user, { query: ast }, payload, { query, queryIndex: row.queryIndex }, signal);
}

/**
 * Analysis aggregations (issue 20) over query text with the payload's filters, in one engine pass and without a page
 * of documents: `#n`, custom field clauses and filters are resolved as for any search of the user, and the search
 * threads are taken in the user's turn.
 */
export async function aggregateQuery(
  ctx: AppContext,
  index: PatentIndex,
  user: UserRecord,
  text: string,
  payload: SearchPayloadParsed,
  aggregations: Readonly<Record<string, AggregationRequest>>,
  signal?: AbortSignal,
): Promise<{ numFound: number; aggregations: Readonly<Record<string, AggregationResult>> }> {
  const scope = await withCustomFieldDocuments(ctx, user, { query: parseOrThrow(text) }, payload);
  const parsed = parsedFilters(payload);
  const named = await historyOf(ctx, user, scope.query ? [scope.query, ...parsed] : parsed);
  const { query, filters, history } = await resolvedTrees(ctx, user, scope.query, parsed, named);
  const today = yyyymmddFromDate(ctx.now());
  const request = engineRequest({ ...scope, query, filters }, { ...payload, start: 0, rows: 0 }, history, today);
  const result = await runEngine(
    index,
    { ...request, facets: {}, aggregations },
    { owner: `user:${user.id}`, ...(signal ? { signal } : {}) },
  );
  return { numFound: result.numFound, aggregations: result.aggregations ?? {} };
}

/** Runs `q` without saving it (SPEC: a `pn=` query for one document). */
export async function browse(
  ctx: AppContext,
  index: PatentIndex,
  user: UserRecord,
  payload: SearchPayloadParsed,
  signal?: AbortSignal,
): Promise<SearchResponse> {
  const q = payload.q?.trim();
  if (!q)
    throw new AppError('VALIDATION_FAILED', { message: 'Give the query as q.', fields: { q: ['Enter a query.'] } });
  const response = await run(ctx, index, user, { query: parseOrThrow(q) }, payload, { query: q }, signal);
  // A `pn=` query is how a document is opened (SPEC §7); tracking logs each view of a document that exists.
  const viewed = DOCUMENT_VIEW_QUERY.exec(q)?.[1];
  if (viewed && response.numFound > 0)
    await logTrackedAction(ctx, user, { action: 'patent.view', message: `Viewed ${viewed.toUpperCase()}` });
  return response;
}

/** The query of a document page: one publication number (`PN=EP1234567A1`), not a list of them. */
const DOCUMENT_VIEW_QUERY = /^pn\s*=\s*([a-z]{2}[a-z0-9]+)$/i;

/** Long queries shortened for an event message; the whole text stays in the search history. */
function clip(text: string, max = 300): string {
  return text.length <= max ? text : `${text.slice(0, max - 1)}…`;
}

/**
 * Runs the payload over a set of documents (a folder's, the patent list's) in one engine pass: the set limits the
 * search as a filter, `q` (when given) is the query inside it, and `ownFacets` are counted in the same pass.
 */
export async function runOverDocuments(
  ctx: AppContext,
  index: PatentIndex,
  user: UserRecord,
  ucids: readonly string[],
  payload: SearchPayloadParsed,
  label: string,
  ownFacets: RunScope['ownFacets'] = {},
): Promise<SearchResponse> {
  const extra = payload.q?.trim();
  const query = extra ? parseOrThrow(extra) : null;
  return run(ctx, index, user, { query, documents: ucids, ownFacets }, payload, {
    query: extra ? `${label} AND (${extra})` : label,
  });
}

/**
 * Runs query text (not a saved search) with server-side column filters besides the payload's: an alert run's query
 * limited to its period. Custom field clauses, `#n` and permissions are handled as for any search of the user.
 */
export async function runQueryWithin(
  ctx: AppContext,
  index: PatentIndex,
  user: UserRecord,
  query: string,
  columnFilters: readonly ColumnFilter[],
  payload: SearchPayloadParsed,
): Promise<SearchResponse> {
  return run(ctx, index, user, { query: parseOrThrow(query), columnFilters }, payload, { query });
}

/** Documents by ucid, in the order asked; ucids not in the index are simply absent. */
export async function selectDocuments(
  ctx: AppContext,
  index: PatentIndex,
  user: UserRecord,
  ucids: string[],
  fl: SearchPayloadParsed['fl'],
  signal?: AbortSignal,
): Promise<SearchResponse> {
  const bad = ucids.filter((u) => parseUcid(u) === null);
  if (bad.length > 0) {
    throw new AppError('VALIDATION_FAILED', {
      message: `"${bad[0]}" is not a publication number (CC-NUMBER-KIND).`,
      fields: { ucids: bad.map((u) => `"${u}" is not a publication number (CC-NUMBER-KIND).`) },
    });
  }
  const payload = internalPayload({
    rows: ucids.length,
    ...(fl !== undefined ? { fl } : {}),
    facets: [],
    facet_limit: 1,
  });
  // The answer names the selection as the query that would find it; only the engine's document set is searched.
  const label = `PN=(${ucids.join(' OR ')})`;
  const response = await run(ctx, index, user, { query: null, documents: ucids }, payload, { query: label }, signal);
  const order = new Map(ucids.map((u, i) => [u.toUpperCase(), i]));
  response.docs.sort((a, b) => (order.get(a.ucid) ?? 1e9) - (order.get(b.ucid) ?? 1e9));
  return response;
}

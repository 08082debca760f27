// Frozen result sets (issue 22 item 5): freezing a result list (a search's, a folder's, the patent list, an alert
// run's) as its screen shows it, paging through it later exactly as it was, comparing it with a fresh run, and
// handing its publications to an export.

import { MAX_ROWS as LARGEST_ENGINE_PAGE } from '@app/engine';
import {
  AppError,
  type FrozenCompare,
  type FrozenComparePart,
  type FrozenSet,
  type FrozenSetSourceRequest,
  type SearchDoc,
  type SearchResponse,
} from '@app/shared';
import type { AppContext } from '../../context';
import type { FrozenCorpusColumn, FrozenOptionsColumn } from '../../db/frozen-set-tables';
import { readCorpusStatus } from '../corpus/corpus.service';
import { insertLoggedEvent } from '../logged-events/logged-events.repository';
import { runOverDocuments, runQueryWithin } from '../search/search.service';
import { internalPayload } from '../search/search-request';
import type { UserRecord } from '../users/users.repository';
import { freshRunnerOf, type ListRunner, openSource } from './frozen-set-sources';
import {
  allFrozenHits,
  deleteFrozenSet,
  type FrozenHitRow,
  type FrozenSetRow,
  frozenHitsPage,
  getFrozenSetOfUser,
  insertFrozenSet,
  listFrozenSetsOfUser,
  type NewFrozenHit,
  renameFrozenSet,
} from './frozen-sets.repository';

type CreateBody = {
  name: string;
  source: FrozenSetSourceRequest;
  grouped_by: FrozenOptionsColumn['grouped_by'];
  sort: string;
  filters: FrozenOptionsColumn['filters'];
  q?: string | undefined;
};
type PageBody = { start: number; rows: number; fl?: string[] | undefined };

function notFound(id: number): AppError {
  return new AppError('NOT_FOUND', { message: `You have no frozen result set ${id}.` });
}

function present(row: FrozenSetRow): FrozenSet {
  return {
    id: row.id,
    name: row.name,
    source: row.source,
    query: row.query,
    parsed_query: row.parsedQuery,
    query_index: row.queryIndex,
    options: row.options,
    corpus: row.corpus,
    publications: row.publications,
    families: row.families,
    hits: row.hitCount,
    frozen_at: row.frozenAt.toISOString(),
  };
}

async function ownSet(ctx: AppContext, user: UserRecord, id: number): Promise<FrozenSetRow> {
  const row = await getFrozenSetOfUser(ctx.db, user.id, id);
  if (!row) throw notFound(id);
  return row;
}

const grouped = (options: FrozenOptionsColumn) => options.grouped_by !== 'none';

/** The payload that runs a set's query as its results screen did, for one page of `rows` hits from `start`. */
function runPayload(options: FrozenOptionsColumn, start: number, rows: number, fl: string[] = ['ucid']) {
  return internalPayload({
    start,
    rows,
    fl,
    facets: [],
    facet_limit: 1,
    sort: options.sort,
    grouped_by: options.grouped_by,
    filters: options.filters,
  });
}

/**
 * Hits of the list with the options, in order, at most `cap`; `total` says how many there are in all. Past the cap
 * the run stops at its first page unless `truncate` asks for the first `cap` hits anyway.
 */
async function runHits(
  run: ListRunner,
  options: FrozenOptionsColumn,
  cap: number,
  truncate = false,
): Promise<{ hits: NewFrozenHit[]; total: number; publications: number }> {
  const hits: NewFrozenHit[] = [];
  let total = 0;
  let publications = 0;
  for (let start = 0; ; ) {
    const rows = Math.min(LARGEST_ENGINE_PAGE, Math.max(cap - hits.length, 0));
    const page = await run(runPayload(options, start, rows));
    total = page.grouping ? page.grouping.ngroups : page.numFound;
    publications = page.grouping ? page.grouping.matches : page.numFound;
    if (total > cap && !truncate) return { hits, total, publications };
    for (const doc of page.docs) {
      hits.push({
        rank: hits.length,
        ucid: doc.ucid,
        score: doc.score,
        groupKey: grouped(options) ? (doc.group_key ?? null) : null,
        groupSize: grouped(options) ? (doc.group_size ?? null) : null,
      });
    }
    start += page.docs.length;
    if (page.docs.length === 0 || hits.length >= total || hits.length >= cap) break;
  }
  return { hits, total, publications };
}

/** What the index holds now: its documents and commit, and its latest publication date. */
async function corpusNow(ctx: AppContext, user: UserRecord): Promise<FrozenCorpusColumn> {
  const status = await readCorpusStatus(ctx.dataDir);
  const latest = await runQueryWithin(
    ctx,
    ctx.patents,
    user,
    'PD>=10000101',
    [],
    internalPayload({ rows: 1, fl: ['publicationdate'], facets: [], facet_limit: 1, sort: 'publicationdate desc' }),
  );
  const date = latest.docs[0]?.publicationdate;
  return {
    documents: status.documents,
    generation: status.generation,
    latest_publication_date: date === undefined || date === null ? null : String(date),
  };
}

/**
 * `POST /api/frozen_sets`: runs the list (a saved search, a folder, the patent list, an alert run) with its results
 * screen's options and records its hits, counts, and the corpus; more hits than the cap (FROZEN_SET_MAX_HITS) answer
 * 422.
 */
export async function createFrozenSet(ctx: AppContext, user: UserRecord, body: CreateBody): Promise<FrozenSet> {
  const opened = await openSource(ctx, user, body.source, body.q);
  const options: FrozenOptionsColumn = {
    grouped_by: body.grouped_by,
    sort: body.sort,
    filters: body.filters,
    ...(body.q?.trim() ? { q: body.q.trim() } : {}),
  };
  const cap = ctx.frozenSetMaxHits;
  const { hits, total, publications } = await runHits(opened.run, options, cap);
  if (total > cap) {
    const unit = grouped(options) ? 'groups' : 'documents';
    const message =
      `This list has ${total.toLocaleString('en')} ${unit}; a frozen set holds at most ` +
      `${cap.toLocaleString('en')}. Narrow it or add filters, then freeze it.`;
    throw new AppError('VALIDATION_FAILED', { message, fields: { source: [message] } });
  }
  // Families are counted as the screen counts them: the list grouped by simple family.
  const byFamily = await opened.run(runPayload({ ...options, grouped_by: 'simplefamily' }, 0, 0));
  const families = byFamily.grouping?.ngroups ?? 0;
  const corpus = await corpusNow(ctx, user);
  const now = ctx.now();
  const row = await insertFrozenSet(
    ctx.db,
    {
      userId: user.id,
      name: body.name,
      query: opened.query,
      parsedQuery: opened.parsedQuery,
      queryIndex: body.source.from === 'searches' ? body.source.id : null,
      source: opened.source,
      options,
      corpus,
      publications,
      families,
      hitCount: hits.length,
      frozenAt: now,
    },
    hits,
  );
  await insertLoggedEvent(ctx.db, {
    userId: user.id,
    action: 'frozen_set.create',
    message: `Froze ${opened.source.label} as “${body.name}” (${hits.length.toLocaleString('en')} hits)`,
    details: { frozen_set_id: row.id, hits: hits.length, from: opened.source.from },
    createdAt: now,
  });
  return present(row);
}

export async function listFrozenSets(ctx: AppContext, user: UserRecord): Promise<FrozenSet[]> {
  return (await listFrozenSetsOfUser(ctx.db, user.id)).map(present);
}

export async function getFrozenSet(ctx: AppContext, user: UserRecord, id: number): Promise<FrozenSet> {
  return present(await ownSet(ctx, user, id));
}

export async function renameSet(ctx: AppContext, user: UserRecord, id: number, name: string): Promise<FrozenSet> {
  const row = await renameFrozenSet(ctx.db, user.id, id, name);
  if (!row) throw notFound(id);
  return present(row);
}

export async function removeFrozenSet(ctx: AppContext, user: UserRecord, id: number): Promise<void> {
  if (!(await deleteFrozenSet(ctx.db, user.id, id))) throw notFound(id);
}

/**
 * The documents of `hits` as the result views show them, in the hits' order, with the frozen score and group. A
 * publication no longer in the index stays as a row marked `frozen_missing`, never left out.
 */
async function docsOf(
  ctx: AppContext,
  user: UserRecord,
  hits: readonly FrozenHitRow[] | readonly NewFrozenHit[],
  fl: string[] | undefined,
): Promise<SearchDoc[]> {
  if (hits.length === 0) return [];
  const ucids = [...new Set(hits.map((h) => h.ucid))];
  const payload = internalPayload({ rows: ucids.length, facets: [], facet_limit: 1, ...(fl ? { fl } : {}) });
  const found = await runOverDocuments(ctx, ctx.patents, user, ucids, payload, 'Frozen set');
  const byUcid = new Map(found.docs.map((doc) => [doc.ucid, doc]));
  return hits.map((hit) => {
    const group = hit.groupKey === null ? {} : { group_key: hit.groupKey, group_size: hit.groupSize ?? 1 };
    const doc = byUcid.get(hit.ucid);
    if (doc) return { ...doc, score: hit.score, ...group, frozen_rank: hit.rank + 1 };
    return {
      ucid: hit.ucid,
      score: hit.score,
      images_key: '',
      status: 'Unknown' as const,
      ...group,
      frozen_rank: hit.rank + 1,
      frozen_missing: true,
    };
  });
}

function pageResponse(
  ctx: AppContext,
  row: FrozenSetRow,
  docs: SearchDoc[],
  page: PageBody,
  total: number,
  grouping: SearchResponse['grouping'],
): SearchResponse {
  return {
    successful: true,
    numFound: total,
    docs,
    facets: {},
    grouping,
    start: page.start,
    rows: page.rows,
    query: row.query,
    synthetic: ctx.patents.isSynthetic,
  };
}

/** `POST /api/frozen_sets/{id}/results`: a page of the frozen hits in their frozen order. */
export async function frozenResults(
  ctx: AppContext,
  user: UserRecord,
  id: number,
  page: PageBody,
): Promise<SearchResponse> {
  const row = await ownSet(ctx, user, id);
  const hits = await frozenHitsPage(ctx.db, row.id, page.start, page.rows);
  const docs = await docsOf(ctx, user, hits, page.fl);
  return grouped(row.options)
    ? pageResponse(ctx, row, docs, page, row.publications, {
        grouped_by: row.options.grouped_by,
        ngroups: row.hitCount,
        matches: row.publications,
      })
    : pageResponse(ctx, row, docs, page, row.hitCount, null);
}

/** `GET /api/frozen_sets/{id}/ucids`: the frozen publications in rank order (an export's selection). */
export async function frozenUcids(ctx: AppContext, user: UserRecord, id: number): Promise<{ ucids: string[] }> {
  const row = await ownSet(ctx, user, id);
  return { ucids: (await allFrozenHits(ctx.db, row.id)).map((h) => h.ucid) };
}

/**
 * `POST /api/frozen_sets/{id}/compare`: the set against a fresh run of its list with its options (a search's query
 * as frozen; a folder's, the patent list's or an alert run's documents as they are now). Hits are told
 * apart by publication, or by group (family) when the set was grouped, since a family's representative can change.
 */
export async function compareFrozenSet(
  ctx: AppContext,
  user: UserRecord,
  id: number,
  request: PageBody & { part: FrozenComparePart },
): Promise<FrozenCompare> {
  const row = await ownSet(ctx, user, id);
  const frozen = await allFrozenHits(ctx.db, row.id);
  // A fresh run past the cap is compared by its first FROZEN_SET_MAX_HITS hits, and the answer says so.
  const run = freshRunnerOf(ctx, user, row.source, row.query, row.options.q);
  const fresh = await runHits(run, row.options, ctx.frozenSetMaxHits, true);
  const freshHits = fresh.hits;
  const key = (hit: { ucid: string; groupKey: string | null }) =>
    grouped(row.options) ? (hit.groupKey ?? hit.ucid) : hit.ucid;
  const frozenKeys = new Set(frozen.map(key));
  const freshKeys = new Set(freshHits.map(key));
  const parts = {
    new: freshHits.filter((h) => !frozenKeys.has(key(h))).map((h, i) => ({ ...h, rank: i })),
    gone: frozen.filter((h) => !freshKeys.has(key(h))),
    unchanged: frozen.filter((h) => freshKeys.has(key(h))),
  };
  const chosen = parts[request.part];
  const slice = chosen.slice(request.start, request.start + request.rows);
  const docs = await docsOf(ctx, user, slice, request.fl);
  return {
    counts: { new: parts.new.length, gone: parts.gone.length, unchanged: parts.unchanged.length },
    fresh: { hits: fresh.total, publications: fresh.publications, truncated: fresh.total > ctx.frozenSetMaxHits },
    part: request.part,
    results: pageResponse(ctx, row, docs, request, chosen.length, null),
  };
}

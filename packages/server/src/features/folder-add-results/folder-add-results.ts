// Adding every result of a search (or of another folder) to a folder. A result set can run to the folder limit
// (10,000 by default), more than one request should hold the folder for, so it runs as a background job: the call
// checks what it can at once (permissions, the query, a set larger than the limit) and queues the job; the job
// finds the matching ucids, adds them in chunks that each lock the folder briefly, reports progress, and logs one
// event whose Undo takes out exactly the patents it added.

import { MAX_ROWS as LARGEST_ENGINE_PAGE } from '@app/engine';
import { AppError, type FolderAddResultsParsed, type JobView, type UndoableAnswer } from '@app/shared';
import type { AppContext } from '../../context';
import type { Database } from '../../db/client';
import { type JobContext, type JobHandler, PermanentJobError } from '../../jobs/job-runner';
import { createJob, type JobRecord } from '../../jobs/jobs.repository';
import { folderAccess } from '../folder-access/folder-access';
import { folderLimits, limitRefusal, limitWarning } from '../folder-access/folder-limits';
import {
  countFolderPatents,
  folderPatentRows,
  insertFolderPatents,
  listFolderUcids,
} from '../folder-access/folder-patents.repository';
import { lockFolder } from '../folder-access/folders.repository';
import { removePatents } from '../folder-patents/folder-patents.service';
import { runFolder } from '../folders/folder-run';
import { presentJob } from '../jobs/jobs.presenter';
import { logRestorableChange, restorableEvent } from '../logged-events/restorable-change';
import { runPatentList } from '../patent-list/patent-list-run';
import { savedSearchMatches } from '../search/search.service';
import { internalPayload } from '../search/search-request';
import { getUserById, type UserRecord } from '../users/users.repository';

export const FOLDER_ADD_RESULTS_JOB_KIND = 'folder.add_results';
/** Rows per insert: small enough that each chunk holds the folder lock only briefly. */
export const ADD_RESULTS_CHUNK = 500;
const ACTION = 'patents.add_results';

type AddResultsPayload = FolderAddResultsParsed & { userId: number; folderId: number; name: string };

/** The matches of the source, `rows` of them from `start` (0 rows answers only the count). */
async function runSource(ctx: AppContext, user: UserRecord, source: FolderAddResultsParsed, rows: number, start = 0) {
  const payload = internalPayload({
    start,
    rows,
    fl: ['ucid'],
    facets: [],
    filters: source.filters,
    ...(source.q?.trim() ? { q: source.q } : {}),
  });
  if (source.from === 'searches') return savedSearchMatches(ctx, ctx.patents, user, source.id, payload);
  if (source.from === 'listed_patents') return runPatentList(ctx, user, source.id, payload);
  return runFolder(ctx, user, source.id, payload);
}

/**
 * Every match of the source, up to `limit`: page after page of the engine's largest page, since a folder may be
 * configured to hold more patents than one page has (the folder limit and the page cap are different things). Past
 * the limit only the count is answered.
 */
async function allMatches(ctx: AppContext, user: UserRecord, source: FolderAddResultsParsed, limit: number) {
  const first = await runSource(ctx, user, source, Math.min(limit, LARGEST_ENGINE_PAGE));
  if (first.numFound > limit) return { numFound: first.numFound, docs: [] };
  const docs = [...first.docs];
  while (docs.length < first.numFound) {
    const page = await runSource(ctx, user, source, LARGEST_ENGINE_PAGE, docs.length);
    if (page.docs.length === 0) break;
    docs.push(...page.docs);
  }
  return { numFound: first.numFound, docs };
}

function describeSource(source: FolderAddResultsParsed): string {
  const what =
    source.from === 'searches'
      ? `search #${source.id}`
      : source.from === 'folders'
        ? `folder ${source.id}`
        : 'your patent list';
  return source.q?.trim() ? `${what} narrowed by “${source.q.trim()}”` : what;
}

/**
 * `POST /api/folders/{id}/patents/results`: checks the caller may write to the folder and read the source, that the
 * query runs, and that the set is not larger than the folder could ever hold; then queues the job (202).
 */
export async function queueAddResults(
  ctx: AppContext,
  user: UserRecord,
  folderId: number,
  source: FolderAddResultsParsed,
): Promise<JobView> {
  const { folder } = await folderAccess(ctx.db, user, folderId, 'write');
  if (source.from === 'folders' && source.id === folderId)
    throw new AppError('VALIDATION_FAILED', {
      message: 'A folder’s patents are in it already: choose another folder to add them to.',
    });
  const { numFound } = await runSource(ctx, user, source, 0);
  const { limit } = await folderLimits(ctx, folder.organizationId);
  if (numFound > limit) throw limitRefusal(await countFolderPatents(ctx.db, folderId), numFound, limit);
  const payload: AddResultsPayload = {
    ...source,
    userId: user.id,
    folderId,
    name: `Add ${numFound.toLocaleString('en')} results of ${describeSource(source)} to “${folder.name}”`,
  };
  const job = await createJob(ctx.db, {
    kind: FOLDER_ADD_RESULTS_JOB_KIND,
    payload,
    createdBy: user.id,
    runAt: ctx.now(),
    priority: ctx.jobs.priorityOf(FOLDER_ADD_RESULTS_JOB_KIND),
  });
  ctx.jobs.wake();
  return presentJob(job);
}

/**
 * Adds one chunk under the folder's lock, so a colleague's adds meanwhile count too and the limit holds exactly,
 * chunk by chunk; a chunk that would pass it is refused whole (`remaining` is what the refusal says is left to add).
 */
export async function addChunk(
  db: Database,
  folderId: number,
  ucids: string[],
  options: { userId: number; at: Date; limit: number; remaining: number },
): Promise<{ inserted: string[]; count: number }> {
  return db.transaction(async (tx) => {
    await lockFolder(tx, folderId);
    const before = await countFolderPatents(tx, folderId);
    const inserted = await insertFolderPatents(tx, folderId, ucids, options.userId, options.at);
    if (before + inserted.length > options.limit) throw limitRefusal(before, options.remaining, options.limit);
    return { inserted, count: before + inserted.length };
  });
}

/**
 * Waits for the event loop's next turn. The embedded database answers through promises alone, so a loop of chunks
 * would otherwise keep every waiting request (and timer) out until the last chunk; one turn per chunk lets them in.
 */
export function nextTurn(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}

/** The job's work; what it answers becomes the job's result (the toast's text and its Undo). */
export function addResultsJobHandler(ctx: AppContext): JobHandler {
  return async (job, context) => {
    try {
      return await addResults(ctx, job, context);
    } catch (error) {
      // A refusal (the limit, a permission gone, a search deleted) will not change on retry: fail at once, saying why.
      if (error instanceof AppError) throw new PermanentJobError(error.message);
      throw error;
    }
  };
}

async function addResults(ctx: AppContext, job: JobRecord, { report, signal }: JobContext) {
  const payload = job.payload as AddResultsPayload;
  const user = await getUserById(ctx.db, payload.userId);
  if (!user) throw new PermanentJobError('The user who asked for this add no longer exists.');
  // Permissions are checked again: they may have changed while the job waited.
  const { folder } = await folderAccess(ctx.db, user, payload.folderId, 'write');
  const limits = await folderLimits(ctx, folder.organizationId);
  // A set that grew past the limit since it was queued cannot fit, whatever the folder holds already.
  const matches = await allMatches(ctx, user, payload, limits.limit);
  const present = new Set(await listFolderUcids(ctx.db, folder.id));
  if (matches.numFound > limits.limit) throw limitRefusal(present.size, matches.numFound, limits.limit);
  const matchSet = new Set(matches.docs.map((d) => d.ucid));
  const wanted = [...matchSet].filter((u) => !present.has(u));
  const total = wanted.length;
  report({ fraction: 0, done: 0, total });

  // A job run again after a failed or interrupted attempt finds that attempt's chunks in the folder. Results this
  // user added since the job was queued count as the job's own, so its Undo takes them out too (a claim clears the
  // job's error, so an earlier attempt cannot be told apart from the user ticking some of the same results by hand
  // in the seconds before the job ran; both were asked for as part of this set).
  const added: string[] = (await folderPatentRows(ctx.db, folder.id, [...present]))
    .filter((row) => row.addedBy === user.id && row.addedAt > job.createdAt)
    .map((row) => row.ucid)
    .filter((ucid) => matchSet.has(ucid));
  const earlier = added.length;
  let count = present.size;
  const log = () =>
    logRestorableChange(
      ctx.db,
      {
        userId: user.id,
        folderId: folder.id,
        action: ACTION,
        message: `Added ${added.length.toLocaleString('en')} ${added.length === 1 ? 'patent' : 'patents'} from ${describeSource(payload)} to “${folder.name}”.`,
        details: { ucids: added, count: added.length, from: payload.from, id: payload.id },
      },
      `/api/folders/${folder.id}/patents/results/undo`,
    );
  for (let at = 0; at < total; at += ADD_RESULTS_CHUNK) {
    if (signal.aborted) throw new Error('The server stopped; the add goes on when it is back.');
    const chunk = wanted.slice(at, at + ADD_RESULTS_CHUNK);
    try {
      const step = await addChunk(ctx.db, folder.id, chunk, {
        userId: user.id,
        at: ctx.now(),
        limit: limits.limit,
        remaining: total - (added.length - earlier),
      });
      added.push(...step.inserted);
      count = step.count;
      await nextTurn();
    } catch (error) {
      // What earlier chunks added stays in the activity with its Undo, so a half-done add can be taken back.
      if (added.length > 0) await log();
      throw error;
    }
    const done = Math.min(at + ADD_RESULTS_CHUNK, total);
    report({ fraction: done / total, done, total });
  }
  const already = matches.docs.length - added.length;
  if (added.length === 0)
    return { message: `All ${matches.docs.length} results were in “${folder.name}” already.`, added: 0, already };
  const answer = await log();
  return { ...answer, added: added.length, already, count, warning: limitWarning(count, limits) };
}

/**
 * The Undo of an add of results: the patents that add put in go out again, through a removal that is itself logged
 * with its own restore, so whatever was labelled or commented on since is kept in that event, not lost.
 */
export async function undoAddResults(
  ctx: AppContext,
  user: UserRecord,
  folderId: number,
  eventId: number,
): Promise<UndoableAnswer> {
  await folderAccess(ctx.db, user, folderId, 'write');
  const event = await restorableEvent(ctx.db, user.id, eventId, {
    actions: [ACTION],
    folderId,
    notFound: `You have no add ${eventId} in this folder to undo.`,
  });
  return removePatents(ctx, user, folderId, { ucids: event.details.ucids as string[] });
}

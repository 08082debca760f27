// The result lists a set can be frozen from (issue 22 item 5, "freeze on any result list"): a saved search, a
// folder, the user's patent list and an alert run. Each is opened once, with the caller's permissions, into what a
// frozen set needs: how to name it, the query that narrowed it, and how to run a page of it as its screen does.

import { parsedView } from '@app/query';
import { AppError, type FrozenSetSourceRequest, type SearchPayloadParsed, type SearchResponse } from '@app/shared';
import type { AppContext } from '../../context';
import type { FrozenSourceColumn } from '../../db/frozen-set-tables';
import { runOfUser, searchRunResults } from '../alerts/alert-runs.service';
import { folderAccess } from '../folder-access/folder-access';
import { runFolder } from '../folders/folder-run';
import { runPatentList } from '../patent-list/patent-list-run';
import { runQueryWithin } from '../search/search.service';
import { parseOrThrow } from '../search/search-history';
import { getSearchByIndex } from '../search/searches.repository';
import { freezeQuery } from '../shares/freeze-query';
import type { UserRecord } from '../users/users.repository';

/** Runs one page of the list with the screen's options (the payload carries no `q`: the runner adds its own). */
export type ListRunner = (payload: SearchPayloadParsed) => Promise<SearchResponse>;

export type OpenedSource = {
  source: FrozenSourceColumn;
  /** The query as run (a search's, with `#n` written out), or the sub-query inside the list; '' for none. */
  query: string;
  parsedQuery: string;
  run: ListRunner;
};

const day = (date: Date) => date.toISOString().slice(0, 10);

/** A document-set list (folder, patent list, alert run) runs the screen's sub-query inside itself. */
function withSubQuery(payload: SearchPayloadParsed, q: string | undefined): SearchPayloadParsed {
  return q ? { ...payload, q } : payload;
}

/**
 * The runner of a stored source, for a fresh run (compare). A search is run from the set's own query, never from
 * the history, so a deleted or changed search cannot change what the set is compared with.
 */
export function runnerOf(ctx: AppContext, user: UserRecord, source: FrozenSourceColumn, query: string, q?: string) {
  const run: ListRunner = (payload) => {
    if (source.from === 'searches') return runQueryWithin(ctx, ctx.patents, user, query, [], payload);
    if (source.from === 'folders') return runFolder(ctx, user, Number(source.id), withSubQuery(payload, q));
    if (source.from === 'listed_patents') return runPatentList(ctx, user, user.id, withSubQuery(payload, q));
    return searchRunResults(ctx, user, String(source.id), withSubQuery(payload, q));
  };
  return run;
}

/** Opens the list to freeze, checking the caller may read it (a list they cannot see answers its own 404). */
export async function openSource(
  ctx: AppContext,
  user: UserRecord,
  request: FrozenSetSourceRequest,
  q: string | undefined,
): Promise<OpenedSource> {
  const sub = q?.trim() ? q.trim() : undefined;
  let source: FrozenSourceColumn;
  let query = sub ?? '';
  if (request.from === 'searches') {
    const search = await getSearchByIndex(ctx.db, user.id, request.id);
    if (!search) throw new AppError('SEARCH_NOT_FOUND', { message: `You have no search #${request.id}.` });
    const written = await freezeQuery(ctx.db, user.id, search.query);
    query = sub ? `(${written}) AND (${sub})` : written;
    source = { from: 'searches', id: request.id, label: `search #${request.id}` };
  } else if (request.from === 'folders') {
    const { folder } = await folderAccess(ctx.db, user, request.id, 'read');
    source = { from: 'folders', id: folder.id, label: `folder “${folder.name}”` };
  } else if (request.from === 'listed_patents') {
    source = { from: 'listed_patents', id: null, label: 'your patent list' };
  } else {
    const { run, alert } = await runOfUser(ctx, user, request.id);
    const period = `${day(run.periodStart)} – ${day(run.periodEnd)}`;
    source = { from: 'alerts', id: request.id, label: `alert “${alert.name}”, run of ${period}` };
  }
  const parsedQuery = query ? parsedView(parseOrThrow(query)).parenthesised : '';
  return { source, query, parsedQuery, run: runnerOf(ctx, user, source, query, sub) };
}

/**
 * A fresh run of a stored source for a comparison. A folder deleted since, or no longer open to the user, leaves
 * nothing to compare with: the answer says so in the source's own terms, and the frozen set itself is untouched.
 */
export function freshRunnerOf(
  ctx: AppContext,
  user: UserRecord,
  source: FrozenSourceColumn,
  query: string,
  q: string | undefined,
): ListRunner {
  const run = runnerOf(ctx, user, source, query, q);
  return async (payload) => {
    try {
      return await run(payload);
    } catch (error) {
      if (!(error instanceof AppError) || (error.status !== 404 && error.status !== 403)) throw error;
      throw new AppError(error.code, {
        message: `The ${source.label} this set was frozen from is gone or no longer open to you, so there is no fresh run to compare with. The frozen set itself is kept.`,
      });
    }
  };
}

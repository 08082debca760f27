import { AppError, type SearchPayloadParsed, type SearchResponse } from '@app/shared';
import type { AppContext } from '../../context';
import { runOverDocuments } from '../search/search.service';
import type { UserRecord } from '../users/users.repository';
import { listPatentListEntries } from './patent-list.repository';

/** The collection name of the patent list in `POST /api/patents/{name}/{id}`. */
export const PATENT_LIST_COLLECTION = 'listed_patents';

/**
 * `POST /api/patents/listed_patents/{id}`: the user's patent list through the results views, as a folder's patents
 * are run (query box `q`, filters, grouping, sort, highlighting, exact facets).
 *
 * Each user has exactly one list, so the list is named by its owner's id. That keeps SPEC's one collection route
 * (`/patents/{name}/{id}`) and lets the SPA key the list's results and search state like any other collection. Only
 * the owner can run it: any other id answers 404, as a folder the caller cannot see does, so the route does not
 * tell which user ids exist.
 */
export async function runPatentList(
  ctx: AppContext,
  user: UserRecord,
  id: number,
  payload: SearchPayloadParsed,
): Promise<SearchResponse> {
  if (id !== user.id) throw new AppError('NOT_FOUND', { message: `There is no patent list ${id} of yours.` });
  const ucids = (await listPatentListEntries(ctx.db, user.id)).map((row) => row.ucid);
  return runOverDocuments(ctx, ctx.patents, user, ucids, payload, 'Patent list');
}

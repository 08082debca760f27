import { API_BASE_PATH, AppError, SearchIdParamsSchema, SearchPayloadSchema, SearchResponseSchema } from '@app/shared';
import { z } from 'zod';
import type { App } from '../../app-instance';
import { getAuthUser } from '../../plugins/auth';
import { clientGone } from '../../plugins/client-gone';
import { errorResponses, SESSION_ERRORS, WRITE_ERRORS } from '../../plugins/error-responses';
import { runFolder } from '../folders/folder-run';
import { PATENT_LIST_COLLECTION, runPatentList } from '../patent-list/patent-list-run';
import { runSavedSearch } from '../search/search.service';
import { requireTrackingReference } from '../tracking/tracking-gate';

const TAGS = ['Searches and patents'];

/**
 * SPEC §7 `POST /patents/{name}/{id}`: the documents of a named collection (a saved search, a folder, the patent
 * list) through the results views. It sits above search, folders and the patent list, which each know how to run
 * their own documents, so none of them needs to know the others.
 */
export function registerCollectionRoutes(app: App): void {
  const session = { onRequest: app.authenticate, security: [{ session: [] }] };

  app.post(
    `${API_BASE_PATH}/patents/:name/:id`,
    {
      onRequest: [session.onRequest, requireTrackingReference],
      schema: {
        tags: TAGS,
        summary:
          'Run the documents of a named collection ({name}: searches, folders, or listed_patents with the user’s own id; alert runs come later)',
        security: session.security,
        params: z.object({ name: z.string().max(64), id: SearchIdParamsSchema.shape.id }),
        body: SearchPayloadSchema,
        response: { 200: SearchResponseSchema, ...errorResponses(SESSION_ERRORS, WRITE_ERRORS, 404) },
      },
    },
    async (request, reply) => {
      const user = getAuthUser(request);
      if (request.params.name === 'folders') return runFolder(app.ctx, user, request.params.id, request.body);
      if (request.params.name === PATENT_LIST_COLLECTION)
        return runPatentList(app.ctx, user, request.params.id, request.body);
      if (request.params.name !== 'searches')
        throw new AppError('NOT_FOUND', { message: `There is no collection of kind "${request.params.name}".` });
      return runSavedSearch(app.ctx, app.ctx.patents, user, request.params.id, request.body, clientGone(reply));
    },
  );
}

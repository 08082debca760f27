import { ClassificationTitleStore, classificationTitlesPath } from '@app/ingest';
import {
  API_BASE_PATH,
  ClassificationCompleteQuerySchema,
  ClassificationCompletionsSchema,
  ClassificationTitlesQuerySchema,
  ClassificationTitlesSchema,
} from '@app/shared';
import type { App } from '../../app-instance';
import { errorResponses, SESSION_ERRORS } from '../../plugins/error-responses';
import { completeCode, titlesOfCodes } from './classifications.service';

/**
 * What CPC and IPC codes mean, from the title table ingest keeps beside the patent index: titles of given codes
 * (document page, facets) and codes beginning with a prefix (the query editor's completion). Signed-in users only.
 * The table is read from disk as it is when asked, so titles an ingest adds show without a restart.
 */
export function registerClassificationRoutes(app: App): void {
  const store = new ClassificationTitleStore(classificationTitlesPath(app.ctx.dataDir));
  app.addHook('onClose', async () => store.close());

  app.get(
    `${API_BASE_PATH}/classifications/titles`,
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['Patents'],
        summary: 'Titles of CPC or IPC codes, each with the titled codes above it',
        security: [{ session: [] }],
        querystring: ClassificationTitlesQuerySchema,
        response: { 200: ClassificationTitlesSchema, ...errorResponses(SESSION_ERRORS, 422) },
      },
    },
    async (request) => titlesOfCodes(store, request.query.scheme, request.query.codes),
  );

  app.get(
    `${API_BASE_PATH}/classifications/complete`,
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['Patents'],
        summary: 'CPC or IPC codes beginning with a prefix, with their titles, coarser levels first',
        security: [{ session: [] }],
        querystring: ClassificationCompleteQuerySchema,
        response: { 200: ClassificationCompletionsSchema, ...errorResponses(SESSION_ERRORS, 422) },
      },
    },
    async (request) => completeCode(store, request.query.scheme, request.query.prefix, request.query.limit),
  );
}

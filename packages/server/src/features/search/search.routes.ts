import {
  API_BASE_PATH,
  ChecksumQuerySchema,
  ClauseCountsRequestSchema,
  ClauseCountsSchema,
  can,
  DefaultTemplateSchema,
  ExplainRequestSchema,
  ExplainResponseSchema,
  PatentSelectSchema,
  SearchCreatedSchema,
  SearchCreateSchema,
  SearchIdParamsSchema,
  SearchIndexParamsSchema,
  SearchListSchema,
  SearchPayloadSchema,
  SearchRecordSchema,
  SearchResponseSchema,
} from '@app/shared';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import type { App } from '../../app-instance';
import { getAuthUser, requireRole } from '../../plugins/auth';
import { checksummedAnswer } from '../../plugins/checksummed-list';
import { clientGone } from '../../plugins/client-gone';
import { errorResponses, SESSION_ERRORS, WRITE_ERRORS } from '../../plugins/error-responses';
import { presentedJson } from '../../plugins/presented-json';
import { requireTrackingReference } from '../tracking/tracking-gate';
import { drawingByFile, drawingByIndex } from './drawing-images';
import { listSearches } from './saved-searches.service';
import { browse, countClauses, createSearch, getSearch, runSavedSearch, selectDocuments } from './search.service';
import { explainSavedSearch } from './search-explain';

const TAGS = ['Searches and patents'];

/** The expert search's starting rows: the fields searchers reach for first. */
const DEFAULT_TEMPLATE = {
  rows: [
    { field: 'TAC', terms: '', operator: 'AND' as const },
    { field: 'PA', terms: '', operator: 'AND' as const },
    { field: 'CPC', terms: '', operator: 'AND' as const },
    { field: 'PD', terms: '', operator: 'AND' as const },
  ],
};

/** SPEC §7 "Searches and patents": saved searches, running them, browsing and selecting documents. */
export function registerSearchRoutes(app: App): void {
  const session = { onRequest: app.authenticate, security: [{ session: [] }] };

  for (const path of ['searches', 'strategies'] as const) {
    app.get(
      `${API_BASE_PATH}/${path}`,
      {
        onRequest: session.onRequest,
        schema: {
          tags: TAGS,
          summary:
            path === 'searches'
              ? 'The signed-in user’s searches, newest first (checksummed)'
              : 'The user’s saved strategies: their searches, newest first (checksummed)',
          security: session.security,
          querystring: ChecksumQuerySchema,
          response: { 200: SearchListSchema, ...errorResponses(SESSION_ERRORS) },
        },
      },
      async (request) => checksummedAnswer(await listSearches(app.ctx, getAuthUser(request)), request.query.checksum),
    );
  }

  app.get(
    `${API_BASE_PATH}/searches/:index`,
    {
      onRequest: session.onRequest,
      schema: {
        tags: TAGS,
        summary: 'One of the user’s searches by its number',
        security: session.security,
        params: SearchIndexParamsSchema,
        response: { 200: SearchRecordSchema, ...errorResponses(SESSION_ERRORS, 404, 422) },
      },
    },
    async (request) => getSearch(app.ctx, getAuthUser(request), request.params.index),
  );

  app.post(
    `${API_BASE_PATH}/searches`,
    {
      onRequest: [app.authenticate, requireRole(can.createSearch), requireTrackingReference],
      schema: {
        tags: TAGS,
        summary: 'Save a search; a query that does not parse answers 422 with the position of each problem',
        security: session.security,
        body: SearchCreateSchema,
        response: { 200: SearchCreatedSchema, ...errorResponses(SESSION_ERRORS, WRITE_ERRORS) },
      },
    },
    async (request) => {
      const created = await createSearch(app.ctx, getAuthUser(request), request.body);
      return { query_index: created.query_index };
    },
  );

  app.get(
    `${API_BASE_PATH}/default_template`,
    {
      onRequest: session.onRequest,
      schema: {
        tags: TAGS,
        summary: 'The rows the expert search starts with',
        security: session.security,
        response: { 200: DefaultTemplateSchema, ...errorResponses(SESSION_ERRORS) },
      },
    },
    async () => DEFAULT_TEMPLATE,
  );

  app.post(
    `${API_BASE_PATH}/patents/search/browse`,
    {
      onRequest: [session.onRequest, requireTrackingReference],
      schema: {
        tags: TAGS,
        summary: 'Run a query without saving it (q: a PN= query for one document, say)',
        security: session.security,
        body: SearchPayloadSchema,
        response: { 200: SearchResponseSchema, ...errorResponses(SESSION_ERRORS, WRITE_ERRORS) },
      },
      ...presentedJson,
    },
    async (request, reply) => browse(app.ctx, app.ctx.patents, getAuthUser(request), request.body, clientGone(reply)),
  );

  app.post(
    `${API_BASE_PATH}/patents/clause_counts`,
    {
      onRequest: [session.onRequest, requireTrackingReference],
      schema: {
        tags: TAGS,
        summary: "Each clause's own hit count for a query being typed (nothing is saved)",
        security: session.security,
        body: ClauseCountsRequestSchema,
        response: { 200: ClauseCountsSchema, ...errorResponses(SESSION_ERRORS, WRITE_ERRORS) },
      },
    },
    async (request, reply) =>
      countClauses(app.ctx, app.ctx.patents, getAuthUser(request), request.body.query, clientGone(reply)),
  );

  app.post(
    `${API_BASE_PATH}/patents/search/:id`,
    {
      onRequest: [session.onRequest, requireTrackingReference],
      schema: {
        tags: TAGS,
        summary: 'Run saved search {id}: a page of results with facets, grouping and highlighting',
        security: session.security,
        params: SearchIdParamsSchema,
        body: SearchPayloadSchema,
        response: { 200: SearchResponseSchema, ...errorResponses(SESSION_ERRORS, WRITE_ERRORS, 404) },
      },
      ...presentedJson,
    },
    async (request, reply) =>
      runSavedSearch(
        app.ctx,
        app.ctx.patents,
        getAuthUser(request),
        request.params.id,
        request.body,
        clientGone(reply),
      ),
  );

  app.post(
    `${API_BASE_PATH}/patents/search/:id/explain`,
    {
      onRequest: [session.onRequest, requireTrackingReference],
      schema: {
        tags: TAGS,
        summary:
          'Why document {ucid} matches saved search {id} (clauses, fields, words and positions, proximity pairs) and the parts of its score; a document that does not match says which clauses keep it out',
        security: session.security,
        params: SearchIdParamsSchema,
        body: ExplainRequestSchema,
        response: { 200: ExplainResponseSchema, ...errorResponses(SESSION_ERRORS, WRITE_ERRORS, 404) },
      },
    },
    async (request, reply) =>
      explainSavedSearch(
        app.ctx,
        app.ctx.patents,
        getAuthUser(request),
        request.params.id,
        request.body,
        clientGone(reply),
      ),
  );

  app.post(
    `${API_BASE_PATH}/patents/select`,
    {
      onRequest: session.onRequest,
      schema: {
        tags: TAGS,
        summary: 'Documents by ucid, in the order given (those not in the index are left out)',
        security: session.security,
        body: PatentSelectSchema,
        response: { 200: SearchResponseSchema, ...errorResponses(SESSION_ERRORS, WRITE_ERRORS) },
      },
      ...presentedJson,
    },
    async (request, reply) =>
      selectDocuments(
        app.ctx,
        app.ctx.patents,
        getAuthUser(request),
        request.body.ucids,
        request.body.fl,
        clientGone(reply),
      ),
  );

  // Drawing images: SVG, the same for the same document and file, so browsers may keep them a day.
  const image = (reply: FastifyReply, svg: string) =>
    reply
      .type('image/svg+xml')
      .header('Cache-Control', 'private, max-age=86400')
      .header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'")
      .send(svg);
  const ImageSchema = z.string().describe('The drawing as an SVG image (image/svg+xml).');
  app.get(
    `${API_BASE_PATH}/drawings/get-image/:srcpat/:n`,
    {
      onRequest: session.onRequest,
      schema: {
        tags: TAGS,
        summary: 'Drawing n of a document (demo corpus drawings are rendered; other documents: 404)',
        security: session.security,
        params: z.object({ srcpat: z.string().max(64), n: z.coerce.number().int().min(1) }),
        response: { 200: ImageSchema, ...errorResponses(SESSION_ERRORS, 404, 422) },
      },
    },
    async (request, reply) =>
      image(reply, await drawingByIndex(app.ctx.patents, request.params.srcpat, request.params.n)),
  );
  const FileParams = z.object({
    srcpat: z.string().max(64),
    publicationdate: z.string().regex(/^\d{8}$/, 'The publication date must be YYYYMMDD.'),
    file: z.string().max(128),
  });
  // JP documents' drawing paths carry a page (SPEC §5); a demo drawing has one page whatever it asks for.
  for (const [path, params] of [
    ['', FileParams],
    ['/:page', FileParams.extend({ page: z.coerce.number().int().min(1) })],
  ] as const) {
    app.get(
      `${API_BASE_PATH}/drawings/image/:srcpat/:publicationdate/:file${path}`,
      {
        onRequest: session.onRequest,
        schema: {
          tags: TAGS,
          summary: `A drawing image file${path === '' ? '' : ', one page of it'} (demo corpus drawings are rendered; other documents: 404)`,
          security: session.security,
          params,
          querystring: z.object({ orientation: z.enum(['portrait', 'landscape']).optional() }),
          response: { 200: ImageSchema, ...errorResponses(SESSION_ERRORS, 404, 422) },
        },
      },
      async (request, reply) =>
        image(
          reply,
          await drawingByFile(app.ctx.patents, { ...request.params, orientation: request.query.orientation }),
        ),
    );
  }
}

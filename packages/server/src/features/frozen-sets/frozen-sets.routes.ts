import {
  API_BASE_PATH,
  ChecksumQuerySchema,
  FrozenCompareRequestSchema,
  FrozenCompareSchema,
  FrozenSetCreateSchema,
  FrozenSetIdParamsSchema,
  FrozenSetListSchema,
  FrozenSetPageSchema,
  FrozenSetRenameSchema,
  FrozenSetSchema,
  FrozenSetUcidsSchema,
  SearchResponseSchema,
} from '@app/shared';
import { z } from 'zod';
import type { App } from '../../app-instance';
import { getAuthUser } from '../../plugins/auth';
import { checksummedAnswer } from '../../plugins/checksummed-list';
import { errorResponses, SESSION_ERRORS, WRITE_ERRORS } from '../../plugins/error-responses';
import { presentedJson } from '../../plugins/presented-json';
import { requireTrackingReference } from '../tracking/tracking-gate';
import {
  compareFrozenSet,
  createFrozenSet,
  frozenResults,
  frozenUcids,
  getFrozenSet,
  listFrozenSets,
  removeFrozenSet,
  renameSet,
} from './frozen-sets.service';

const TAGS = ['Frozen result sets'];

/**
 * Frozen result sets (issue 22 item 5; SPEC is silent, so named as its neighbours are): a user's own frozen copies
 * of search results. Every call is the owner's only: another user's set answers 404, as a folder one cannot see
 * does, and organisation administrators get no other view of them than of a user's searches or exports.
 */
export function registerFrozenSetRoutes(app: App): void {
  const security = [{ session: [] }];
  const base = `${API_BASE_PATH}/frozen_sets`;
  const session = { onRequest: app.authenticate };
  const params = FrozenSetIdParamsSchema;

  app.get(
    base,
    {
      ...session,
      schema: {
        tags: TAGS,
        summary: 'The user’s frozen result sets, newest first (checksummed)',
        security,
        querystring: ChecksumQuerySchema,
        response: { 200: FrozenSetListSchema, ...errorResponses(SESSION_ERRORS) },
      },
    },
    async (request) => checksummedAnswer(await listFrozenSets(app.ctx, getAuthUser(request)), request.query.checksum),
  );

  app.post(
    base,
    {
      onRequest: [app.authenticate, requireTrackingReference],
      schema: {
        tags: TAGS,
        summary: `Freeze a saved search's results with the results screen's options (422 past the hit cap)`,
        security,
        body: FrozenSetCreateSchema,
        response: { 201: FrozenSetSchema, ...errorResponses(SESSION_ERRORS, WRITE_ERRORS, 404) },
      },
    },
    async (request, reply) => reply.code(201).send(await createFrozenSet(app.ctx, getAuthUser(request), request.body)),
  );

  app.get(
    `${base}/:id`,
    {
      ...session,
      schema: {
        tags: TAGS,
        summary: 'One frozen result set: query, parsed form, options, corpus and counts',
        security,
        params,
        response: { 200: FrozenSetSchema, ...errorResponses(SESSION_ERRORS, 404, 422) },
      },
    },
    async (request) => getFrozenSet(app.ctx, getAuthUser(request), request.params.id),
  );

  app.patch(
    `${base}/:id`,
    {
      ...session,
      schema: {
        tags: TAGS,
        summary: 'Rename a frozen result set',
        security,
        params,
        body: FrozenSetRenameSchema,
        response: { 200: FrozenSetSchema, ...errorResponses(SESSION_ERRORS, WRITE_ERRORS, 404) },
      },
    },
    async (request) => renameSet(app.ctx, getAuthUser(request), request.params.id, request.body.name),
  );

  app.delete(
    `${base}/:id`,
    {
      ...session,
      schema: {
        tags: TAGS,
        summary: 'Delete a frozen result set',
        security,
        params,
        response: { 204: z.null(), ...errorResponses(SESSION_ERRORS, WRITE_ERRORS, 404) },
      },
    },
    async (request, reply) => {
      await removeFrozenSet(app.ctx, getAuthUser(request), request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.post(
    `${base}/:id/results`,
    {
      ...session,
      schema: {
        tags: TAGS,
        summary:
          'A page of the frozen hits in their frozen order, in the search results’ shape (a publication no longer in the corpus is a row marked frozen_missing)',
        security,
        params,
        body: FrozenSetPageSchema,
        response: { 200: SearchResponseSchema, ...errorResponses(SESSION_ERRORS, WRITE_ERRORS, 404) },
      },
      ...presentedJson,
    },
    async (request) => frozenResults(app.ctx, getAuthUser(request), request.params.id, request.body),
  );

  app.post(
    `${base}/:id/compare`,
    {
      onRequest: [app.authenticate, requireTrackingReference],
      schema: {
        tags: TAGS,
        summary: 'The frozen hits against a fresh run of the same query and options: new, gone and unchanged',
        security,
        params,
        body: FrozenCompareRequestSchema,
        response: { 200: FrozenCompareSchema, ...errorResponses(SESSION_ERRORS, WRITE_ERRORS, 404) },
      },
    },
    async (request) => compareFrozenSet(app.ctx, getAuthUser(request), request.params.id, request.body),
  );

  app.get(
    `${base}/:id/ucids`,
    {
      ...session,
      schema: {
        tags: TAGS,
        summary: 'The frozen publications in their order (what an export of the set takes as its selection)',
        security,
        params,
        response: { 200: FrozenSetUcidsSchema, ...errorResponses(SESSION_ERRORS, 404, 422) },
      },
    },
    async (request) => frozenUcids(app.ctx, getAuthUser(request), request.params.id),
  );
}

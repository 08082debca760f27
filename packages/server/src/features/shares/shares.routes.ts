import {
  AlertRunKeyParamsSchema,
  API_BASE_PATH,
  FolderIdParamsSchema,
  PublicBrowseSchema,
  PublicSearchPayloadSchema,
  PublicSearchResponseSchema,
  PublicShareExportSchema,
  PublicShareInfoSchema,
  SearchIdParamsSchema,
  ShareCreateSchema,
  ShareExportParamsSchema,
  ShareKeyParamsSchema,
  ShareLinkIdParamsSchema,
  ShareLinkListSchema,
  ShareLinkSchema,
  SharePatentParamsSchema,
  UcidSchema,
} from '@app/shared';
import { z } from 'zod';
import type { App } from '../../app-instance';
import { getAuthUser } from '../../plugins/auth';
import { errorResponses, SESSION_ERRORS, WRITE_ERRORS } from '../../plugins/error-responses';
import { createAddressRateLimit } from '../auth/address-rate-limit';
import { sendFile } from '../exports/exports.routes';
import { drawingsView, ImageKeyAnswerSchema, isValidImageKey } from '../search/image-keys';
import { checkPatentLinkKey, publicBrowse, publicResults, publicShareInfo } from './public-share.service';
import { publicRunExportDownload, queuePublicRunExport } from './public-share-export';
import { createShare, listShares, revokeShare } from './shares.service';

const TAGS = ['Share links'];
/** Public calls per client address per window: a visitor paging through results never meets it; a key scan does. */
export const PUBLIC_SHARE_CALLS_PER_ADDRESS = 300;
export const PUBLIC_SHARE_WINDOW_MINUTES = 5;

/**
 * Share links (issue 19; SPEC §2 share routes, §7 share calls): the sharer's calls (signed in) and the visitor's
 * (no session, rate limited per address). A visitor's key is the only authority; every answer is cut to the shared
 * set and the link's field groups, and names nobody but the display name the sharer chose.
 */
export function registerShareRoutes(app: App): void {
  const session = { onRequest: app.authenticate, security: [{ session: [] }] };
  const limit = createAddressRateLimit({
    limit: PUBLIC_SHARE_CALLS_PER_ADDRESS,
    windowMs: PUBLIC_SHARE_WINDOW_MINUTES * 60_000,
    now: () => app.ctx.now(),
  });
  const createResponses = { 201: ShareLinkSchema, ...errorResponses(SESSION_ERRORS, WRITE_ERRORS, 404) };

  app.post(
    `${API_BASE_PATH}/share/search/:id`,
    {
      onRequest: session.onRequest,
      schema: {
        tags: TAGS,
        summary: 'Share one of the user’s searches by a public link (its `#n` written out, with filters and grouping)',
        security: session.security,
        params: SearchIdParamsSchema,
        body: ShareCreateSchema,
        response: createResponses,
      },
    },
    async (request, reply) => {
      reply.code(201);
      return createShare(app.ctx, getAuthUser(request), 'search', String(request.params.id), request.body);
    },
  );

  app.post(
    `${API_BASE_PATH}/share/folder/:id`,
    {
      onRequest: session.onRequest,
      schema: {
        tags: TAGS,
        summary: 'Share a folder the user may read by a public link',
        security: session.security,
        params: FolderIdParamsSchema,
        body: ShareCreateSchema,
        response: createResponses,
      },
    },
    async (request, reply) => {
      reply.code(201);
      return createShare(app.ctx, getAuthUser(request), 'folder', String(request.params.id), request.body);
    },
  );

  app.post(
    `${API_BASE_PATH}/share/patent/:ucid`,
    {
      onRequest: session.onRequest,
      schema: {
        tags: TAGS,
        summary: 'Share one patent document by a public link (`/share/patent/{ucid}/{key}`)',
        security: session.security,
        params: SharePatentParamsSchema,
        body: ShareCreateSchema,
        response: createResponses,
      },
    },
    async (request, reply) => {
      reply.code(201);
      return createShare(app.ctx, getAuthUser(request), 'patent', request.params.ucid, request.body);
    },
  );

  app.post(
    `${API_BASE_PATH}/share/alert_runs/:key`,
    {
      onRequest: session.onRequest,
      schema: {
        tags: TAGS,
        summary: 'Share one of the user’s alert runs by a public link',
        security: session.security,
        params: AlertRunKeyParamsSchema,
        body: ShareCreateSchema,
        response: createResponses,
      },
    },
    async (request, reply) => {
      reply.code(201);
      return createShare(app.ctx, getAuthUser(request), 'alert_run', request.params.key, request.body);
    },
  );

  app.get(
    `${API_BASE_PATH}/share_links`,
    {
      onRequest: session.onRequest,
      schema: {
        tags: TAGS,
        summary: 'The user’s share links, newest first, with views and state (active, expired, revoked)',
        security: session.security,
        response: { 200: ShareLinkListSchema, ...errorResponses(SESSION_ERRORS) },
      },
    },
    async (request) => listShares(app.ctx, getAuthUser(request)),
  );

  app.delete(
    `${API_BASE_PATH}/share_links/:id`,
    {
      onRequest: session.onRequest,
      schema: {
        tags: TAGS,
        summary: 'Revoke a link (its sharer, or an administrator of its organisation); it then answers 410',
        security: session.security,
        params: ShareLinkIdParamsSchema,
        response: { 200: ShareLinkSchema, ...errorResponses(SESSION_ERRORS, WRITE_ERRORS, 404) },
      },
    },
    async (request) => revokeShare(app.ctx, getAuthUser(request), request.params.id),
  );

  // Public calls: no session. 404 for a key that never was, 410 once revoked or expired (SPEC §2, §8).
  app.get(
    `${API_BASE_PATH}/public/share/:key`,
    {
      schema: {
        tags: TAGS,
        summary: 'What a share link opens (no sign-in; counts a view; 404 unknown, 410 expired or revoked)',
        params: ShareKeyParamsSchema,
        response: { 200: PublicShareInfoSchema, ...errorResponses(404, 410, 422, 429) },
      },
    },
    async (request) => {
      limit.hit(request.ip);
      return publicShareInfo(app.ctx, request.params.key);
    },
  );

  app.post(
    `${API_BASE_PATH}/patents/public/search/browse`,
    {
      schema: {
        tags: TAGS,
        summary: 'One document of a link’s shared set (no sign-in; a document outside it is 404)',
        body: PublicBrowseSchema,
        response: { 200: PublicSearchResponseSchema, ...errorResponses(WRITE_ERRORS, 404, 410, 429) },
      },
    },
    async (request) => {
      limit.hit(request.ip);
      return publicBrowse(app.ctx, request.body);
    },
  );

  app.post(
    `${API_BASE_PATH}/patents/public/search/:key`,
    {
      schema: {
        tags: TAGS,
        summary: 'A page of a shared search’s, folder’s or alert run’s results (no sign-in; fields of the link only)',
        params: ShareKeyParamsSchema,
        body: PublicSearchPayloadSchema,
        response: { 200: PublicSearchResponseSchema, ...errorResponses(WRITE_ERRORS, 404, 410, 429) },
      },
    },
    async (request) => {
      limit.hit(request.ip);
      return publicResults(app.ctx, request.params.key, request.body);
    },
  );

  // A shared alert run's export (SPEC §2 `/alert_runs/{uuid}/exports/{format}/download`, the uuid being the link's
  // key; §7 run exports): queued as the sharer, with the link's fields and filters; the visitor polls, then downloads.
  app.get(
    `${API_BASE_PATH}/public/share/:key/exports/:format/queue`,
    {
      schema: {
        tags: TAGS,
        summary: 'Export a shared alert run in a format (no sign-in; the link’s export already asked for, if any)',
        params: ShareExportParamsSchema,
        response: { 200: PublicShareExportSchema, ...errorResponses(404, 410, 422, 429) },
      },
    },
    async (request) => {
      limit.hit(request.ip);
      return queuePublicRunExport(app.ctx, request.params.key, request.params.format);
    },
  );

  app.get(
    `${API_BASE_PATH}/public/share/:key/exports/:format/download`,
    {
      schema: {
        tags: TAGS,
        summary: 'The shared alert run’s finished export file (no sign-in); 409 until finished, 404 if never queued',
        params: ShareExportParamsSchema,
        produces: ['application/octet-stream'],
        response: { 200: z.any(), ...errorResponses(404, 409, 410, 422, 429) },
      },
    },
    async (request, reply) => {
      limit.hit(request.ip);
      return sendFile(reply, await publicRunExportDownload(app.ctx, request.params.key, request.params.format));
    },
  );

  // The drawings popout (SPEC §2 `/patent/{ucid}/images?key=…`): a result's images key, or the key of a link that
  // shares this very patent (and shows its images). Any other key, a patent link's for another ucid included, is 404.
  app.get(
    `${API_BASE_PATH}/auth/key/:ucid/:key`,
    {
      schema: {
        tags: ['Searches and patents'],
        summary:
          'Whether a drawings key opens this document, with what its drawings popout shows (no sign-in; SPEC §2)',
        params: z.object({ ucid: UcidSchema, key: z.string().min(1).max(64) }),
        response: { 200: ImageKeyAnswerSchema, ...errorResponses(404, 410, 422, 429) },
      },
    },
    async (request) => {
      limit.hit(request.ip);
      const { ucid, key } = request.params;
      if (!isValidImageKey(app.ctx.secret, ucid, key)) await checkPatentLinkKey(app.ctx, ucid, key);
      return { valid: true as const, ucid: ucid.toUpperCase(), document: await drawingsView(app.ctx.patents, ucid) };
    },
  );
}

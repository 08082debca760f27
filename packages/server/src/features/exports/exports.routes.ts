import { createReadStream } from 'node:fs';
import {
  AlertRunKeyParamsSchema,
  API_BASE_PATH,
  ChecksumQuerySchema,
  checksummed,
  EXPORT_FORMATS,
  ExportIdParamsSchema,
  ExportRequestSchema,
  ExportSchema,
} from '@app/shared';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import type { App } from '../../app-instance';
import { getAuthUser } from '../../plugins/auth';
import { checksummedAnswer } from '../../plugins/checksummed-list';
import { errorResponses, SESSION_ERRORS, WRITE_ERRORS } from '../../plugins/error-responses';
import { requireTrackingReference } from '../tracking/tracking-gate';
import { alertRunExportDownload, queueAlertRunExport } from './alert-run-exports';
import {
  createExport,
  type ExportDownload,
  exportDownload,
  getExport,
  listExports,
  removeExport,
} from './exports.service';

const TAGS = ['Exports'];

/** `attachment` with the name both plain (ASCII, which ours is) and RFC 5987-encoded. */
function attachment(filename: string): string {
  return `attachment; filename="${filename}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
}

export function sendFile(reply: FastifyReply, file: ExportDownload) {
  return reply
    .type(file.contentType)
    .header('Content-Disposition', attachment(file.filename))
    .header('Content-Length', file.size)
    .header('Cache-Control', 'private, no-store')
    .send(createReadStream(file.path));
}

/**
 * SPEC §7 exports calls, and the POST that asks for one (issue 17). Everyone signed in may export what they can
 * read, read-only users too; an export is its owner's alone, so anyone else's id answers 404 like an unknown one.
 */
export function registerExportRoutes(app: App): void {
  const security = [{ session: [] }];
  const params = ExportIdParamsSchema;

  app.post(
    `${API_BASE_PATH}/exports`,
    {
      // Exports are billable work, as searches are: refused without a reference when tracking requires one.
      onRequest: [app.authenticate, requireTrackingReference],
      schema: {
        tags: TAGS,
        summary:
          'Export a search’s results, a folder, the patent list, a selection or one patent as a background job; 201 with the export to poll',
        security,
        body: ExportRequestSchema,
        response: { 201: ExportSchema, ...errorResponses(SESSION_ERRORS, WRITE_ERRORS, 404) },
      },
    },
    async (request, reply) => {
      reply.code(201);
      return createExport(app.ctx, getAuthUser(request), request.body);
    },
  );

  app.get(
    `${API_BASE_PATH}/exports`,
    {
      onRequest: app.authenticate,
      schema: {
        tags: TAGS,
        summary: 'The signed-in user’s exports, newest first (checksummed)',
        security,
        querystring: ChecksumQuerySchema,
        response: { 200: checksummed(ExportSchema), ...errorResponses(SESSION_ERRORS) },
      },
    },
    async (request) => checksummedAnswer(await listExports(app.ctx, getAuthUser(request)), request.query.checksum),
  );

  app.get(
    `${API_BASE_PATH}/exports/:id`,
    {
      onRequest: app.authenticate,
      schema: {
        tags: TAGS,
        summary: 'One export with its status and progress (written of total), for polling',
        security,
        params,
        response: { 200: ExportSchema, ...errorResponses(SESSION_ERRORS, 404) },
      },
    },
    async (request) => getExport(app.ctx, getAuthUser(request), request.params.id),
  );

  app.get(
    `${API_BASE_PATH}/exports/:id/download`,
    {
      onRequest: app.authenticate,
      schema: {
        tags: TAGS,
        summary: 'The finished export’s file, as an attachment named after its source and date; 409 until finished',
        security,
        params,
        produces: ['application/octet-stream'],
        response: { 200: z.any(), ...errorResponses(SESSION_ERRORS, 404, 409) },
      },
    },
    async (request, reply) => sendFile(reply, await exportDownload(app.ctx, getAuthUser(request), request.params.id)),
  );

  // SPEC §7: an alert run's results, exported by the run's key and the format.
  const runParams = AlertRunKeyParamsSchema.extend({
    format: z.enum(EXPORT_FORMATS, { error: `Choose a format: ${EXPORT_FORMATS.join(', ')}.` }),
  });
  app.get(
    `${API_BASE_PATH}/alert_runs/:key/exports/:format/queue`,
    {
      onRequest: [app.authenticate, requireTrackingReference],
      schema: {
        tags: TAGS,
        summary: 'Export an alert run’s results in a format as a background job (the one already queued, if any)',
        security,
        params: runParams,
        response: { 200: ExportSchema, ...errorResponses(SESSION_ERRORS, 404, 422) },
      },
    },
    async (request) => queueAlertRunExport(app.ctx, getAuthUser(request), request.params.key, request.params.format),
  );

  app.get(
    `${API_BASE_PATH}/alert_runs/:key/exports/:format/download`,
    {
      onRequest: app.authenticate,
      schema: {
        tags: TAGS,
        summary: 'The newest finished export of an alert run in a format; 409 until finished',
        security,
        params: runParams,
        produces: ['application/octet-stream'],
        response: { 200: z.any(), ...errorResponses(SESSION_ERRORS, 404, 409, 422) },
      },
    },
    async (request, reply) =>
      sendFile(
        reply,
        await alertRunExportDownload(app.ctx, getAuthUser(request), request.params.key, request.params.format),
      ),
  );

  app.delete(
    `${API_BASE_PATH}/exports/:id`,
    {
      onRequest: app.authenticate,
      schema: {
        tags: TAGS,
        summary: 'Delete an export and its file',
        security,
        params,
        response: { 204: z.null(), ...errorResponses(SESSION_ERRORS, WRITE_ERRORS, 404) },
      },
    },
    async (request, reply) => {
      await removeExport(app.ctx, getAuthUser(request), request.params.id);
      return reply.code(204).send(null);
    },
  );
}

import {
  ActiveClientReferenceSchema,
  ActiveClientReferenceUpdateSchema,
  API_BASE_PATH,
  ClientReferenceListSchema,
  TrackingLogAnswerSchema,
  TrackingLogRequestSchema,
} from '@app/shared';
import { z } from 'zod';
import type { App } from '../../app-instance';
import { getAuthUser, requireModule } from '../../plugins/auth';
import { errorResponses, SESSION_ERRORS, WRITE_ERRORS } from '../../plugins/error-responses';
import {
  getActiveReference,
  listReferences,
  setActiveReference,
  TRACKING_EXPORT_LIMIT,
  trackingLogs,
} from './tracking.service';
import { trackingExportFileName, trackingLogsWorkbook } from './tracking-export';

const TAGS = ['Tracking'];

/**
 * SPEC §7 "Tracking and highlighting": the user's active tracking reference, the organisation's references, and
 * the logs of what was done under them. Every call needs the tracking module (403 MODULE_DISABLED without it).
 */
export function registerTrackingRoutes(app: App): void {
  const security = [{ session: [] }];
  const onRequest = [app.authenticate, requireModule('tracking')];

  app.get(
    `${API_BASE_PATH}/active_client_reference`,
    {
      onRequest,
      schema: {
        tags: TAGS,
        summary: 'The signed-in user’s active tracking reference (null when none is set)',
        security,
        response: { 200: ActiveClientReferenceSchema, ...errorResponses(SESSION_ERRORS, 403) },
      },
    },
    async (request) => ({ reference: await getActiveReference(app.ctx, getAuthUser(request)) }),
  );

  app.put(
    `${API_BASE_PATH}/active_client_reference`,
    {
      onRequest,
      schema: {
        tags: TAGS,
        summary: 'Set the active tracking reference; a new one joins the organisation’s references',
        security,
        body: ActiveClientReferenceUpdateSchema,
        response: { 200: ActiveClientReferenceSchema, ...errorResponses(SESSION_ERRORS, WRITE_ERRORS) },
      },
    },
    async (request) => ({
      reference: await setActiveReference(app.ctx, getAuthUser(request), request.body.reference),
    }),
  );

  app.get(
    `${API_BASE_PATH}/client_references`,
    {
      onRequest,
      schema: {
        tags: TAGS,
        summary: 'The organisation’s tracking references, oldest first',
        security,
        response: { 200: ClientReferenceListSchema, ...errorResponses(SESSION_ERRORS, 403) },
      },
    },
    async (request) => listReferences(app.ctx, getAuthUser(request)),
  );

  app.post(
    `${API_BASE_PATH}/client_references/logged_events`,
    {
      onRequest,
      schema: {
        tags: TAGS,
        summary:
          'Logged actions carrying a tracking reference, newest first, by period, user and reference (admins see the organisation, others themselves)',
        security,
        body: TrackingLogRequestSchema,
        response: { 200: TrackingLogAnswerSchema, ...errorResponses(SESSION_ERRORS, WRITE_ERRORS) },
      },
    },
    async (request) => trackingLogs(app.ctx, getAuthUser(request), request.body.filters),
  );

  app.post(
    `${API_BASE_PATH}/client_references/logged_events/export`,
    {
      onRequest,
      schema: {
        tags: TAGS,
        summary: 'The same logs as an xlsx workbook',
        security,
        body: TrackingLogRequestSchema,
        produces: ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
        response: { 200: z.any(), ...errorResponses(SESSION_ERRORS, WRITE_ERRORS) },
      },
    },
    async (request, reply) => {
      const logs = await trackingLogs(app.ctx, getAuthUser(request), request.body.filters, TRACKING_EXPORT_LIMIT);
      const now = app.ctx.now();
      return reply
        .type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .header('Content-Disposition', `attachment; filename="${trackingExportFileName(now)}"`)
        .send(await trackingLogsWorkbook(logs, now));
    },
  );
}

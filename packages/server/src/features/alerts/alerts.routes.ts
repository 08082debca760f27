import {
  AlertCreateSchema,
  AlertExportSchema,
  AlertIdParamsSchema,
  AlertListQuerySchema,
  AlertListSchema,
  AlertRunChangesSchema,
  AlertRunKeyParamsSchema,
  AlertRunListSchema,
  AlertRunResultsQuerySchema,
  AlertRunSchema,
  AlertSchema,
  AlertUpdateSchema,
  API_BASE_PATH,
  can,
  MessageAnswerSchema,
  SearchPayloadSchema,
  SearchResponseSchema,
  UndoableAnswerSchema,
  UndoBodySchema,
} from '@app/shared';
import { z } from 'zod';
import type { App } from '../../app-instance';
import { getAuthUser, requireRole } from '../../plugins/auth';
import { checksummedAnswer, checksummedItem } from '../../plugins/checksummed-list';
import { errorResponses, SESSION_ERRORS, WRITE_ERRORS } from '../../plugins/error-responses';
import { requireTrackingReference } from '../tracking/tracking-gate';
import { exportAlerts } from './alert-export';
import { changesOfRun, listAlertRuns, openRun, runAlertNow, searchRunResults } from './alert-runs.service';
import { changeAlert, createAlert, getAlert, listAlerts, removeAlert, restoreAlert, setPaused } from './alerts.service';

const TAGS = ['Alerts and exports'];

/** The run screen's answer: the run, which alert it is of, and a page of its results. */
const OpenRunSchema = z.object({
  run: AlertRunSchema,
  alert: z.object({
    id: z.number().int(),
    type: z.number().int(),
    name: z.string(),
    highlighting_scheme_id: z.number().int().nullable(),
  }),
  results: SearchResponseSchema,
});
const OpenRunAnswerSchema = z.object({ checksum: z.string(), match: z.boolean(), data: OpenRunSchema.optional() });

/**
 * SPEC §7 alert calls (issue 18). Alerts are their owner's alone: anyone else's id answers 404. Reading is open to
 * every signed-in user; making, changing, pausing, running and deleting alerts are writes, closed to read-only users.
 */
export function registerAlertRoutes(app: App): void {
  const security = [{ session: [] }];
  const writer = [app.authenticate, requireRole(can.writeData)];
  const params = AlertIdParamsSchema;

  app.get(
    `${API_BASE_PATH}/alerts`,
    {
      onRequest: app.authenticate,
      schema: {
        tags: TAGS,
        summary: 'The signed-in user’s alerts, of one type when `type` is given (checksummed)',
        security,
        querystring: AlertListQuerySchema,
        response: { 200: AlertListSchema, ...errorResponses(SESSION_ERRORS, 422) },
      },
    },
    async (request) =>
      checksummedAnswer(await listAlerts(app.ctx, getAuthUser(request), request.query.type), request.query.checksum),
  );

  app.post(
    `${API_BASE_PATH}/alerts`,
    {
      onRequest: writer,
      schema: {
        tags: TAGS,
        summary: 'Make an alert: a query alert (1), watched patents (2) or a workflow alert (3)',
        security,
        body: AlertCreateSchema,
        response: { 201: AlertSchema, ...errorResponses(SESSION_ERRORS, WRITE_ERRORS) },
      },
    },
    async (request, reply) => {
      reply.code(201);
      return createAlert(app.ctx, getAuthUser(request), request.body);
    },
  );

  app.post(
    `${API_BASE_PATH}/alerts/export`,
    {
      onRequest: app.authenticate,
      schema: {
        tags: TAGS,
        summary: 'The chosen alerts of one type as an xlsx named QueryAlerts_, WatchedPatents_ or WorkflowAlerts_',
        security,
        body: AlertExportSchema,
        produces: ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
        response: { 200: z.any(), ...errorResponses(SESSION_ERRORS, WRITE_ERRORS, 404) },
      },
    },
    async (request, reply) => {
      const file = await exportAlerts(app.ctx, getAuthUser(request), request.body);
      return reply
        .type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .header('Content-Disposition', `attachment; filename="${file.filename}"`)
        .header('Cache-Control', 'private, no-store')
        .send(file.content);
    },
  );

  app.post(
    `${API_BASE_PATH}/alerts/restore`,
    {
      onRequest: writer,
      schema: {
        tags: TAGS,
        summary: 'Bring a deleted alert back with its runs (the undo of a deletion)',
        security,
        body: UndoBodySchema,
        response: { 200: MessageAnswerSchema, ...errorResponses(SESSION_ERRORS, WRITE_ERRORS, 404) },
      },
    },
    async (request) => restoreAlert(app.ctx, getAuthUser(request), request.body.logged_event_id),
  );

  app.get(
    `${API_BASE_PATH}/alerts/:id`,
    {
      onRequest: app.authenticate,
      schema: {
        tags: TAGS,
        summary: 'One of the user’s alerts',
        security,
        params,
        response: { 200: AlertSchema, ...errorResponses(SESSION_ERRORS, 404, 422) },
      },
    },
    async (request) => getAlert(app.ctx, getAuthUser(request), request.params.id),
  );

  app.patch(
    `${API_BASE_PATH}/alerts/:id`,
    {
      onRequest: writer,
      schema: {
        tags: TAGS,
        summary: 'Change an alert (its type stays)',
        security,
        params,
        body: AlertUpdateSchema,
        response: { 200: AlertSchema, ...errorResponses(SESSION_ERRORS, WRITE_ERRORS, 404) },
      },
    },
    async (request) => changeAlert(app.ctx, getAuthUser(request), request.params.id, request.body),
  );

  app.delete(
    `${API_BASE_PATH}/alerts/:id`,
    {
      onRequest: writer,
      schema: {
        tags: TAGS,
        summary: 'Delete an alert; the answer carries the undo',
        security,
        params,
        response: { 200: UndoableAnswerSchema, ...errorResponses(SESSION_ERRORS, WRITE_ERRORS, 404) },
      },
    },
    async (request) => removeAlert(app.ctx, getAuthUser(request), request.params.id),
  );

  for (const [action, paused] of [
    ['pause', true],
    ['resume', false],
  ] as const) {
    app.post(
      `${API_BASE_PATH}/alerts/:id/${action}`,
      {
        onRequest: writer,
        schema: {
          tags: TAGS,
          summary: paused ? 'Pause an alert: no scheduled runs until resumed' : 'Resume a paused alert',
          security,
          params,
          response: { 200: AlertSchema, ...errorResponses(SESSION_ERRORS, WRITE_ERRORS, 404) },
        },
      },
      async (request) => setPaused(app.ctx, getAuthUser(request), request.params.id, paused),
    );
  }

  app.post(
    `${API_BASE_PATH}/alerts/:id/run`,
    {
      // A run is a search of the owner's, billed as searches are.
      onRequest: [...writer, requireTrackingReference],
      schema: {
        tags: TAGS,
        summary: 'Run an alert now, for the period since its previous run; 202 with the run to follow',
        security,
        params,
        response: { 202: AlertRunSchema, ...errorResponses(SESSION_ERRORS, WRITE_ERRORS, 404) },
      },
    },
    async (request, reply) => {
      reply.code(202);
      return runAlertNow(app.ctx, getAuthUser(request), request.params.id);
    },
  );

  app.get(
    `${API_BASE_PATH}/alerts/:id/alert_runs`,
    {
      onRequest: app.authenticate,
      schema: {
        tags: TAGS,
        summary: 'An alert’s runs, newest first, with their status and counts',
        security,
        params,
        response: { 200: AlertRunListSchema, ...errorResponses(SESSION_ERRORS, 404, 422) },
      },
    },
    async (request) => listAlertRuns(app.ctx, getAuthUser(request), request.params.id),
  );

  app.get(
    `${API_BASE_PATH}/alert_runs/:key`,
    {
      onRequest: [app.authenticate, requireTrackingReference],
      schema: {
        tags: TAGS,
        summary:
          'An alert run with a page of its results, grouped as the alert says and with its highlighting scheme on (checksummed)',
        security,
        params: AlertRunKeyParamsSchema,
        querystring: AlertRunResultsQuerySchema,
        response: { 200: OpenRunAnswerSchema, ...errorResponses(SESSION_ERRORS, 404, 422) },
      },
    },
    async (request) => {
      const { checksum, ...page } = request.query;
      return checksummedItem(await openRun(app.ctx, getAuthUser(request), request.params.key, page), checksum);
    },
  );

  app.get(
    `${API_BASE_PATH}/alert_runs/:key/changes`,
    {
      // Reads what the run stored, no search: no tracking reference asked, unlike the run's results.
      onRequest: app.authenticate,
      schema: {
        tags: TAGS,
        summary:
          'What changed about each watched patent in a watched-patents run, in the run’s order (empty for other alert types)',
        security,
        params: AlertRunKeyParamsSchema,
        response: { 200: AlertRunChangesSchema, ...errorResponses(SESSION_ERRORS, 404, 422) },
      },
    },
    async (request) => changesOfRun(app.ctx, getAuthUser(request), request.params.key),
  );

  app.post(
    `${API_BASE_PATH}/alert_runs/:key/results`,
    {
      onRequest: [app.authenticate, requireTrackingReference],
      schema: {
        tags: TAGS,
        summary: 'An alert run’s results with a search payload: views, filters, facets, grouping and highlighting',
        security,
        params: AlertRunKeyParamsSchema,
        body: SearchPayloadSchema,
        response: { 200: SearchResponseSchema, ...errorResponses(SESSION_ERRORS, WRITE_ERRORS, 404) },
      },
    },
    async (request) => searchRunResults(app.ctx, getAuthUser(request), request.params.key, request.body),
  );
}

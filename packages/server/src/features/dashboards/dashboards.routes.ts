import {
  API_BASE_PATH,
  ChartAnswerSchema,
  ChartCreateSchema,
  ChartIdParamsSchema,
  ChartListSchema,
  ChartUpdateSchema,
  can,
  DashboardAnswerSchema,
  DashboardCreateSchema,
  DashboardIdParamsSchema,
  DashboardListSchema,
  DashboardUpdateSchema,
  MessageAnswerSchema,
  WorkspaceIdParamsSchema,
} from '@app/shared';
import type { App } from '../../app-instance';
import { getAuthUser, requireRole } from '../../plugins/auth';
import { errorResponses, SESSION_ERRORS, WRITE_ERRORS } from '../../plugins/error-responses';
import { clientUuidOf } from '../realtime/workspace-broadcast';
import { changeChart, createChart, listWorkspaceCharts, removeChart } from './charts.service';
import {
  activateDashboard,
  changeDashboard,
  createDashboard,
  listWorkspaceDashboards,
  removeDashboard,
} from './dashboards.service';

export const DASHBOARD_TAGS = ['Dashboards and charts'];

/**
 * Dashboards and charts of a workspace (issue 20 item 4; SPEC §3 Dashboard, Chart; §4 Active dashboard). Reading
 * needs Read, every change Write; each stored change is published on the workspace's channel with the tab's client
 * UUID, and a change based on an old version is merged or refused with 409 (never lost silently).
 */
export function registerDashboardRoutes(app: App): void {
  const security = [{ session: [] }];
  const writer = [app.authenticate, requireRole(can.writeData)];
  const read = errorResponses(SESSION_ERRORS, 404, 422);
  const write = errorResponses(SESSION_ERRORS, WRITE_ERRORS, 404);
  const edit = errorResponses(SESSION_ERRORS, WRITE_ERRORS, 404, 409);
  const base = `${API_BASE_PATH}/workspaces/:id`;
  const tags = DASHBOARD_TAGS;

  app.get(
    `${base}/dashboards`,
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'The dashboards of the workspace in their order (Read)',
        security,
        params: WorkspaceIdParamsSchema,
        response: { 200: DashboardListSchema, ...read },
      },
    },
    async (request) => ({ data: await listWorkspaceDashboards(app.ctx, getAuthUser(request), request.params.id) }),
  );

  app.post(
    `${base}/dashboards`,
    {
      onRequest: writer,
      schema: {
        tags,
        summary: 'Add a dashboard to the workspace (Write)',
        security,
        params: WorkspaceIdParamsSchema,
        body: DashboardCreateSchema,
        response: { 201: DashboardAnswerSchema, ...write },
      },
    },
    async (request, reply) => {
      reply.code(201);
      const user = getAuthUser(request);
      return { data: await createDashboard(app.ctx, user, request.params.id, request.body, clientUuidOf(request)) };
    },
  );

  app.patch(
    `${base}/dashboards/:dashboardId`,
    {
      onRequest: writer,
      schema: {
        tags,
        summary: 'Rename a dashboard or lay out its charts, based on a version (Write; 409 on a conflicting change)',
        security,
        params: DashboardIdParamsSchema,
        body: DashboardUpdateSchema,
        response: { 200: DashboardAnswerSchema, ...edit },
      },
    },
    async (request) => {
      const { id, dashboardId } = request.params;
      const user = getAuthUser(request);
      return { data: await changeDashboard(app.ctx, user, id, dashboardId, request.body, clientUuidOf(request)) };
    },
  );

  app.delete(
    `${base}/dashboards/:dashboardId`,
    {
      onRequest: writer,
      schema: {
        tags,
        summary: 'Delete a dashboard with its charts (Write)',
        security,
        params: DashboardIdParamsSchema,
        response: { 200: MessageAnswerSchema, ...write },
      },
    },
    async (request) =>
      removeDashboard(
        app.ctx,
        getAuthUser(request),
        request.params.id,
        request.params.dashboardId,
        clientUuidOf(request),
      ),
  );

  app.put(
    `${base}/dashboards/:dashboardId/activate`,
    {
      onRequest: writer,
      schema: {
        tags,
        summary: 'Make a dashboard the workspace’s active one; the others are told who switched it (Write)',
        security,
        params: DashboardIdParamsSchema,
        response: { 200: DashboardAnswerSchema, ...write },
      },
    },
    async (request) => {
      const { id, dashboardId } = request.params;
      const user = getAuthUser(request);
      return { data: await activateDashboard(app.ctx, user, id, dashboardId, clientUuidOf(request)) };
    },
  );

  app.get(
    `${base}/charts`,
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'The charts of the workspace, on all its dashboards (Read)',
        security,
        params: WorkspaceIdParamsSchema,
        response: { 200: ChartListSchema, ...read },
      },
    },
    async (request) => ({ data: await listWorkspaceCharts(app.ctx, getAuthUser(request), request.params.id) }),
  );

  app.post(
    `${base}/charts`,
    {
      onRequest: writer,
      schema: {
        tags,
        summary:
          'Add a chart of a section to a dashboard, with the section’s default settings under those given (Write)',
        security,
        params: WorkspaceIdParamsSchema,
        body: ChartCreateSchema,
        response: { 201: ChartAnswerSchema, ...write },
      },
    },
    async (request, reply) => {
      reply.code(201);
      const user = getAuthUser(request);
      return { data: await createChart(app.ctx, user, request.params.id, request.body, clientUuidOf(request)) };
    },
  );

  app.patch(
    `${base}/charts/:chartId`,
    {
      onRequest: writer,
      schema: {
        tags,
        summary: 'Change a chart’s title or settings, based on a version (Write; 409 on a conflicting change)',
        security,
        params: ChartIdParamsSchema,
        body: ChartUpdateSchema,
        response: { 200: ChartAnswerSchema, ...edit },
      },
    },
    async (request) => {
      const { id, chartId } = request.params;
      const user = getAuthUser(request);
      return { data: await changeChart(app.ctx, user, id, chartId, request.body, clientUuidOf(request)) };
    },
  );

  app.delete(
    `${base}/charts/:chartId`,
    {
      onRequest: writer,
      schema: {
        tags,
        summary: 'Remove a chart from its dashboard (Write)',
        security,
        params: ChartIdParamsSchema,
        response: { 200: MessageAnswerSchema, ...write },
      },
    },
    async (request) =>
      removeChart(app.ctx, getAuthUser(request), request.params.id, request.params.chartId, clientUuidOf(request)),
  );
}

import {
  API_BASE_PATH,
  ChecksumQuerySchema,
  can,
  MessageAnswerSchema,
  WorkspaceActiveAnswerSchema,
  WorkspaceActivityListSchema,
  WorkspaceAnswerSchema,
  WorkspaceCreateSchema,
  WorkspaceDeleteByAnswerSchema,
  WorkspaceDeleteByParamsSchema,
  WorkspaceDeleteByRangeParamsSchema,
  WorkspaceEngagementSchema,
  WorkspaceIdParamsSchema,
  WorkspaceListQuerySchema,
  WorkspaceListSchema,
  WorkspaceMetricsSchema,
  WorkspacePermissionsBodySchema,
  WorkspaceQueryCreateSchema,
  WorkspaceQueryParamsSchema,
  WorkspaceQueryUpdateSchema,
  WorkspaceSectionParamsSchema,
  WorkspaceUpdateSchema,
} from '@app/shared';
import type { App } from '../../app-instance';
import { getAuthUser, requireRole } from '../../plugins/auth';
import { checksummedAnswer } from '../../plugins/checksummed-list';
import { errorResponses, SESSION_ERRORS, WRITE_ERRORS } from '../../plugins/error-responses';
import { clientUuidOf } from '../realtime/workspace-broadcast';
import { announced, announceWorkspaceChange } from './workspace-announce';
import { registerWorkspaceOptionRoutes, WORKSPACE_TAGS } from './workspace-labels-themes-sets.routes';
import {
  activity,
  addQuery,
  changeQuery,
  changeWorkspace,
  createWorkspace,
  deleteBy,
  deleteWorkspace,
  engagement,
  getWorkspace,
  listWorkspaces,
  previewDeleteBy,
  removeQuery,
  setActive,
  setPermissions,
  updateMetrics,
} from './workspaces.service';

/**
 * SPEC §7 "Workspaces and analysis", the server foundation of issue 20: workspaces, their queries, who may use them
 * (Admin, Write, Read; SPEC §6), metrics, engagement and the active marker, labels, colour themes and sets. Every
 * call checks the caller's level on the workspace on the server; no level at all answers 404, as folders do.
 */
export function registerWorkspaceRoutes(app: App): void {
  const security = [{ session: [] }];
  const writer = [app.authenticate, requireRole(can.writeData)];
  const params = WorkspaceIdParamsSchema;
  const answer = { 200: WorkspaceAnswerSchema, ...errorResponses(SESSION_ERRORS, WRITE_ERRORS, 404) };
  const data = <T>(value: Promise<T>) => value.then((d) => ({ data: d }));

  app.get(
    `${API_BASE_PATH}/workspaces`,
    {
      onRequest: app.authenticate,
      schema: {
        tags: WORKSPACE_TAGS,
        summary: 'The workspaces the signed-in user has a level on, by name (checksummed)',
        security,
        querystring: ChecksumQuerySchema,
        response: { 200: WorkspaceListSchema, ...errorResponses(SESSION_ERRORS, 422) },
      },
    },
    async (request) => checksummedAnswer(await listWorkspaces(app.ctx, getAuthUser(request)), request.query.checksum),
  );

  app.get(
    `${API_BASE_PATH}/workspaces_list`,
    {
      onRequest: app.authenticate,
      schema: {
        tags: WORKSPACE_TAGS,
        summary: 'The most recently updated workspaces first, cut to `count` when given (checksummed)',
        security,
        querystring: WorkspaceListQuerySchema,
        response: { 200: WorkspaceListSchema, ...errorResponses(SESSION_ERRORS, 422) },
      },
    },
    async (request) =>
      checksummedAnswer(
        await listWorkspaces(app.ctx, getAuthUser(request), { recent: true, count: request.query.count }),
        request.query.checksum,
      ),
  );

  app.post(
    `${API_BASE_PATH}/workspaces`,
    {
      onRequest: writer,
      schema: {
        tags: WORKSPACE_TAGS,
        summary: 'Create a workspace, optionally with queries; its owner has Admin',
        security,
        body: WorkspaceCreateSchema,
        response: { 201: WorkspaceAnswerSchema, ...errorResponses(SESSION_ERRORS, WRITE_ERRORS) },
      },
    },
    async (request, reply) => {
      reply.code(201);
      return data(createWorkspace(app.ctx, getAuthUser(request), request.body));
    },
  );

  for (const method of ['get', 'delete'] as const) {
    const summary =
      method === 'get'
        ? 'The workspaces a deletion by this criterion would take (Admin ones only): owned, or updated from a to b'
        : 'Delete the workspaces matching the criterion on which the user is Admin; answers what it took';
    const onRequest = method === 'get' ? app.authenticate : writer;
    const response = { 200: WorkspaceDeleteByAnswerSchema, ...errorResponses(SESSION_ERRORS, WRITE_ERRORS) };
    app[method](
      `${API_BASE_PATH}/workspaces/delete_by/:type`,
      {
        onRequest,
        schema: { tags: WORKSPACE_TAGS, summary, security, params: WorkspaceDeleteByParamsSchema, response },
      },
      async (request) => (method === 'get' ? previewDeleteBy : deleteBy)(app.ctx, getAuthUser(request), request.params),
    );
    app[method](
      `${API_BASE_PATH}/workspaces/delete_by/:type/:a/:b`,
      {
        onRequest,
        schema: { tags: WORKSPACE_TAGS, summary, security, params: WorkspaceDeleteByRangeParamsSchema, response },
      },
      async (request) => (method === 'get' ? previewDeleteBy : deleteBy)(app.ctx, getAuthUser(request), request.params),
    );
  }

  app.get(
    `${API_BASE_PATH}/workspaces/:id`,
    {
      onRequest: app.authenticate,
      schema: {
        tags: WORKSPACE_TAGS,
        summary: 'One workspace with its queries, users, groups and the caller’s access (Read)',
        security,
        params,
        response: { 200: WorkspaceAnswerSchema, ...errorResponses(SESSION_ERRORS, 404, 422) },
      },
    },
    async (request) => data(getWorkspace(app.ctx, getAuthUser(request), request.params.id)),
  );

  app.patch(
    `${API_BASE_PATH}/workspaces/:id`,
    {
      onRequest: writer,
      schema: {
        tags: WORKSPACE_TAGS,
        summary: 'Change the grouping of a workspace or rename it (Write)',
        security,
        params,
        body: WorkspaceUpdateSchema,
        response: answer,
      },
    },
    async (request) =>
      data(
        announced(app.ctx, request)(changeWorkspace(app.ctx, getAuthUser(request), request.params.id, request.body)),
      ),
  );

  app.delete(
    `${API_BASE_PATH}/workspaces/:id`,
    {
      onRequest: writer,
      schema: {
        tags: WORKSPACE_TAGS,
        summary: 'Delete a workspace with everything in it (Admin)',
        security,
        params,
        response: { 200: MessageAnswerSchema, ...errorResponses(SESSION_ERRORS, WRITE_ERRORS, 404) },
      },
    },
    async (request) => {
      const answer = await deleteWorkspace(app.ctx, getAuthUser(request), request.params.id);
      await announceWorkspaceChange(app.ctx, request, request.params.id);
      return answer;
    },
  );

  app.put(
    `${API_BASE_PATH}/workspaces/:id/permissions`,
    {
      onRequest: writer,
      schema: {
        tags: WORKSPACE_TAGS,
        summary: 'Set the users and groups with a level on the workspace, replacing all of them (Admin)',
        security,
        params,
        body: WorkspacePermissionsBodySchema,
        response: answer,
      },
    },
    async (request) =>
      data(announced(app.ctx, request)(setPermissions(app.ctx, getAuthUser(request), request.params.id, request.body))),
  );

  app.post(
    `${API_BASE_PATH}/workspaces/:id/queries`,
    {
      onRequest: writer,
      schema: {
        tags: WORKSPACE_TAGS,
        summary: 'Add a query to the workspace (Write)',
        security,
        params,
        body: WorkspaceQueryCreateSchema,
        response: { 201: WorkspaceAnswerSchema, ...errorResponses(SESSION_ERRORS, WRITE_ERRORS, 404) },
      },
    },
    async (request, reply) => {
      reply.code(201);
      return data(
        announced(app.ctx, request)(addQuery(app.ctx, getAuthUser(request), request.params.id, request.body)),
      );
    },
  );

  app.patch(
    `${API_BASE_PATH}/workspaces/:id/queries/:queryId`,
    {
      onRequest: writer,
      schema: {
        tags: WORKSPACE_TAGS,
        summary: 'Change a query of the workspace: name, full query, filters, grouping (Write)',
        security,
        params: WorkspaceQueryParamsSchema,
        body: WorkspaceQueryUpdateSchema,
        response: answer,
      },
    },
    async (request) =>
      data(
        announced(
          app.ctx,
          request,
        )(changeQuery(app.ctx, getAuthUser(request), request.params.id, request.params.queryId, request.body)),
      ),
  );

  app.delete(
    `${API_BASE_PATH}/workspaces/:id/queries/:queryId`,
    {
      onRequest: writer,
      schema: {
        tags: WORKSPACE_TAGS,
        summary: 'Remove a query from the workspace (Write)',
        security,
        params: WorkspaceQueryParamsSchema,
        response: answer,
      },
    },
    async (request) =>
      data(
        announced(
          app.ctx,
          request,
        )(removeQuery(app.ctx, getAuthUser(request), request.params.id, request.params.queryId)),
      ),
  );

  app.patch(
    `${API_BASE_PATH}/workspaces/:id/metrics`,
    {
      onRequest: writer,
      schema: {
        tags: WORKSPACE_TAGS,
        summary: 'Store the headline metrics of the workspace (SPEC §9 labels), merged over the stored ones (Write)',
        security,
        params,
        body: WorkspaceMetricsSchema,
        response: answer,
      },
    },
    async (request) =>
      data(announced(app.ctx, request)(updateMetrics(app.ctx, getAuthUser(request), request.params.id, request.body))),
  );

  app.get(
    `${API_BASE_PATH}/workspaces/:id/activity`,
    {
      onRequest: app.authenticate,
      schema: {
        tags: WORKSPACE_TAGS,
        summary: 'What was done in the workspace, by whom and when, newest first (Read; checksummed)',
        security,
        params,
        querystring: ChecksumQuerySchema,
        response: { 200: WorkspaceActivityListSchema, ...errorResponses(SESSION_ERRORS, 404, 422) },
      },
    },
    async (request) =>
      checksummedAnswer(await activity(app.ctx, getAuthUser(request), request.params.id), request.query.checksum),
  );

  app.get(
    `${API_BASE_PATH}/workspaces/:id/engagement`,
    {
      onRequest: app.authenticate,
      schema: {
        tags: WORKSPACE_TAGS,
        summary: 'Who has been in the workspace, who is in it now, and when it was last used (Read)',
        security,
        params,
        response: { 200: WorkspaceEngagementSchema, ...errorResponses(SESSION_ERRORS, 404, 422) },
      },
    },
    async (request) => engagement(app.ctx, getAuthUser(request), request.params.id),
  );

  const activeResponse = { 200: WorkspaceActiveAnswerSchema, ...errorResponses(SESSION_ERRORS, WRITE_ERRORS, 404) };
  app.put(
    `${API_BASE_PATH}/workspaces/:id/active`,
    {
      onRequest: app.authenticate,
      schema: {
        tags: WORKSPACE_TAGS,
        summary: 'Report the caller active on the workspace’s dashboard (the 30-second ping; Read)',
        security,
        params,
        response: activeResponse,
      },
    },
    async (request) => setActive(app.ctx, getAuthUser(request), request.params.id, 'dashboard', clientUuidOf(request)),
  );

  app.put(
    `${API_BASE_PATH}/workspaces/:id/active/clear`,
    {
      onRequest: app.authenticate,
      schema: {
        tags: WORKSPACE_TAGS,
        summary: 'Clear the caller’s active marker on leaving the workspace (Read)',
        security,
        params,
        response: activeResponse,
      },
    },
    async (request) => setActive(app.ctx, getAuthUser(request), request.params.id, null, clientUuidOf(request)),
  );

  app.put(
    `${API_BASE_PATH}/workspaces/:id/active/:section`,
    {
      onRequest: app.authenticate,
      schema: {
        tags: WORKSPACE_TAGS,
        summary: 'Report the caller active in a section of the workspace: dashboard or an analysis section (Read)',
        security,
        params: WorkspaceSectionParamsSchema,
        response: activeResponse,
      },
    },
    async (request) =>
      setActive(app.ctx, getAuthUser(request), request.params.id, request.params.section, clientUuidOf(request)),
  );

  registerWorkspaceOptionRoutes(app);
}

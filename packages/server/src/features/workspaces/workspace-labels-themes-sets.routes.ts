import {
  AnalysisSetCreateSchema,
  AnalysisSetListSchema,
  AnalysisSetSchema,
  AnalysisThemeCreateSchema,
  AnalysisThemeDefaultParamsSchema,
  AnalysisThemeIdParamsSchema,
  AnalysisThemeListQuerySchema,
  AnalysisThemeListSchema,
  AnalysisThemeSchema,
  AnalysisThemeUpdateSchema,
  API_BASE_PATH,
  ChecksumQuerySchema,
  can,
  MessageAnswerSchema,
  WorkspaceAnswerSchema,
  WorkspaceApplyActionParamsSchema,
  WorkspaceIdParamsSchema,
  WorkspaceLabelActionParamsSchema,
  WorkspaceLabelBodySchema,
  WorkspaceLabelCreateSchema,
  WorkspaceLabelListSchema,
  WorkspaceLabelSchema,
  WorkspaceSetBodySchema,
  WorkspaceThemeBodySchema,
} from '@app/shared';
import type { App } from '../../app-instance';
import { getAuthUser, requireRole } from '../../plugins/auth';
import { checksummedAnswer } from '../../plugins/checksummed-list';
import { errorResponses, SESSION_ERRORS, WRITE_ERRORS } from '../../plugins/error-responses';
import { announced } from './workspace-announce';
import {
  changeTheme,
  createGlobalSet,
  createLabel,
  createSet,
  createTheme,
  labelAction,
  listGlobalSets,
  listLabels,
  listSets,
  listThemes,
  removeLabel,
  removeTheme,
  setAction,
  setThemeDefault,
  themeAction,
} from './workspace-labels-themes-sets.service';

/**
 * Workspace sets, labels and colour themes (SPEC §7 `workspaces/{id}/sets`, `workspace/label|theme|set/{action}`,
 * `user/workspace_labels`, `analysis_theme`), registered with the workspace routes.
 */
export const WORKSPACE_TAGS = ['Workspaces and analysis'];

export function registerWorkspaceOptionRoutes(app: App): void {
  const security = [{ session: [] }];
  const writer = [app.authenticate, requireRole(can.writeData)];
  const params = WorkspaceIdParamsSchema;
  const answer = { 200: WorkspaceAnswerSchema, ...errorResponses(SESSION_ERRORS, WRITE_ERRORS, 404) };
  const data = <T>(value: Promise<T>) => value.then((d) => ({ data: d }));

  app.get(
    `${API_BASE_PATH}/workspaces/:id/sets`,
    {
      onRequest: app.authenticate,
      schema: {
        tags: WORKSPACE_TAGS,
        summary: 'The sets the workspace may apply: its own and the organisation’s global ones (Read)',
        security,
        params,
        response: { 200: AnalysisSetListSchema, ...errorResponses(SESSION_ERRORS, 404, 422) },
      },
    },
    async (request) => listSets(app.ctx, getAuthUser(request), request.params.id),
  );

  app.post(
    `${API_BASE_PATH}/workspaces/:id/sets`,
    {
      onRequest: writer,
      schema: {
        tags: WORKSPACE_TAGS,
        summary: 'Make a set of the workspace from some of its queries and filters (Write)',
        security,
        params,
        body: AnalysisSetCreateSchema,
        response: { 201: AnalysisSetSchema, ...errorResponses(SESSION_ERRORS, WRITE_ERRORS, 404) },
      },
    },
    async (request, reply) => {
      reply.code(201);
      return createSet(app.ctx, getAuthUser(request), request.params.id, request.body);
    },
  );

  app.get(
    `${API_BASE_PATH}/analysis_sets`,
    {
      onRequest: app.authenticate,
      schema: {
        tags: WORKSPACE_TAGS,
        summary: 'The organisation’s global sets',
        security,
        response: { 200: AnalysisSetListSchema, ...errorResponses(SESSION_ERRORS) },
      },
    },
    async (request) => listGlobalSets(app.ctx, getAuthUser(request)),
  );

  app.post(
    `${API_BASE_PATH}/analysis_sets`,
    {
      onRequest: writer,
      schema: {
        tags: WORKSPACE_TAGS,
        summary: 'Make a global set of the organisation (filters only), usable in all its workspaces',
        security,
        body: AnalysisSetCreateSchema,
        response: { 201: AnalysisSetSchema, ...errorResponses(SESSION_ERRORS, WRITE_ERRORS) },
      },
    },
    async (request, reply) => {
      reply.code(201);
      return createGlobalSet(app.ctx, getAuthUser(request), request.body);
    },
  );

  app.post(
    `${API_BASE_PATH}/workspace/label/:action`,
    {
      onRequest: writer,
      schema: {
        tags: WORKSPACE_TAGS,
        summary: 'Put one of the caller’s labels on a workspace (attach) or take it off (detach) (Write)',
        security,
        params: WorkspaceLabelActionParamsSchema,
        body: WorkspaceLabelBodySchema,
        response: answer,
      },
    },
    async (request) =>
      data(
        announced(app.ctx, request)(labelAction(app.ctx, getAuthUser(request), request.params.action, request.body)),
      ),
  );

  app.post(
    `${API_BASE_PATH}/workspace/theme/:action`,
    {
      onRequest: writer,
      schema: {
        tags: WORKSPACE_TAGS,
        summary: 'Apply a colour theme to a workspace, or remove it (a null theme_id removes too) (Write)',
        security,
        params: WorkspaceApplyActionParamsSchema,
        body: WorkspaceThemeBodySchema,
        response: answer,
      },
    },
    async (request) =>
      data(
        announced(app.ctx, request)(themeAction(app.ctx, getAuthUser(request), request.params.action, request.body)),
      ),
  );

  app.post(
    `${API_BASE_PATH}/workspace/set/:action`,
    {
      onRequest: writer,
      schema: {
        tags: WORKSPACE_TAGS,
        summary: 'Apply a set (type set, global or clear) to a workspace, or remove it (Write)',
        security,
        params: WorkspaceApplyActionParamsSchema,
        body: WorkspaceSetBodySchema,
        response: answer,
      },
    },
    async (request) =>
      data(announced(app.ctx, request)(setAction(app.ctx, getAuthUser(request), request.params.action, request.body))),
  );

  app.get(
    `${API_BASE_PATH}/user/workspace_labels`,
    {
      onRequest: app.authenticate,
      schema: {
        tags: WORKSPACE_TAGS,
        summary: 'The caller’s own workspace labels, each with the workspaces it is on (checksummed)',
        security,
        querystring: ChecksumQuerySchema,
        response: { 200: WorkspaceLabelListSchema, ...errorResponses(SESSION_ERRORS, 422) },
      },
    },
    async (request) => checksummedAnswer(await listLabels(app.ctx, getAuthUser(request)), request.query.checksum),
  );

  app.post(
    `${API_BASE_PATH}/user/workspace_labels`,
    {
      onRequest: writer,
      schema: {
        tags: WORKSPACE_TAGS,
        summary: 'Make a workspace label of the caller’s own',
        security,
        body: WorkspaceLabelCreateSchema,
        response: { 201: WorkspaceLabelSchema, ...errorResponses(SESSION_ERRORS, WRITE_ERRORS) },
      },
    },
    async (request, reply) => {
      reply.code(201);
      return createLabel(app.ctx, getAuthUser(request), request.body);
    },
  );

  app.delete(
    `${API_BASE_PATH}/user/workspace_labels/:id`,
    {
      onRequest: writer,
      schema: {
        tags: WORKSPACE_TAGS,
        summary: 'Delete one of the caller’s workspace labels (it leaves every workspace it was on)',
        security,
        params,
        response: { 200: MessageAnswerSchema, ...errorResponses(SESSION_ERRORS, WRITE_ERRORS, 404) },
      },
    },
    async (request) => removeLabel(app.ctx, getAuthUser(request), request.params.id),
  );

  app.get(
    `${API_BASE_PATH}/analysis_theme`,
    {
      onRequest: app.authenticate,
      schema: {
        tags: WORKSPACE_TAGS,
        summary: 'The colour themes the caller may use: their own and the organisation’s (usersOnly: their own)',
        security,
        querystring: AnalysisThemeListQuerySchema,
        response: { 200: AnalysisThemeListSchema, ...errorResponses(SESSION_ERRORS, 422) },
      },
    },
    async (request) => {
      const usersOnly = request.query.usersOnly === '1' || request.query.usersOnly === 'true';
      return listThemes(app.ctx, getAuthUser(request), usersOnly);
    },
  );

  app.post(
    `${API_BASE_PATH}/analysis_theme`,
    {
      onRequest: writer,
      schema: {
        tags: WORKSPACE_TAGS,
        summary: 'Make a colour theme: the caller’s own, or (administrators) the organisation’s',
        security,
        body: AnalysisThemeCreateSchema,
        response: { 201: AnalysisThemeSchema, ...errorResponses(SESSION_ERRORS, WRITE_ERRORS) },
      },
    },
    async (request, reply) => {
      reply.code(201);
      return createTheme(app.ctx, getAuthUser(request), request.body);
    },
  );

  const themeParams = AnalysisThemeIdParamsSchema;
  app.patch(
    `${API_BASE_PATH}/analysis_theme/:id`,
    {
      onRequest: writer,
      schema: {
        tags: WORKSPACE_TAGS,
        summary: 'Rename a colour theme or change its colours (its owner; administrators for the organisation’s)',
        security,
        params: themeParams,
        body: AnalysisThemeUpdateSchema,
        response: { 200: AnalysisThemeSchema, ...errorResponses(SESSION_ERRORS, WRITE_ERRORS, 404) },
      },
    },
    async (request) => changeTheme(app.ctx, getAuthUser(request), request.params.id, request.body),
  );

  app.delete(
    `${API_BASE_PATH}/analysis_theme/:id`,
    {
      onRequest: writer,
      schema: {
        tags: WORKSPACE_TAGS,
        summary: 'Delete a colour theme (workspaces using it go back to the default)',
        security,
        params: themeParams,
        response: { 200: MessageAnswerSchema, ...errorResponses(SESSION_ERRORS, WRITE_ERRORS, 404) },
      },
    },
    async (request) => removeTheme(app.ctx, getAuthUser(request), request.params.id),
  );

  app.patch(
    `${API_BASE_PATH}/analysis_theme/:id/default/:flag`,
    {
      onRequest: writer,
      schema: {
        tags: WORKSPACE_TAGS,
        summary: 'Make the theme the default of its scope, the caller’s or the organisation’s (1), or not (0)',
        security,
        params: AnalysisThemeDefaultParamsSchema,
        response: { 200: AnalysisThemeSchema, ...errorResponses(SESSION_ERRORS, WRITE_ERRORS, 404) },
      },
    },
    async (request) => setThemeDefault(app.ctx, getAuthUser(request), request.params.id, request.params.flag === '1'),
  );
}

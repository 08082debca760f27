import {
  AnalysisAggregateResponseSchema,
  AnalysisLoadAnswerSchema,
  AnalysisShareLoadBodySchema,
  API_BASE_PATH,
  ChartShareParamsSchema,
  can,
  DashboardShareParamsSchema,
  DashboardShareQuerySchema,
  SharedWorkspaceAggregateSchema,
  SharedWorkspaceParamsSchema,
  WorkspaceAnswerSchema,
  WorkspaceIdParamsSchema,
  WorkspaceShareAnswerSchema,
  WorkspaceShareKeyParamsSchema,
  WorkspaceShareLoadAnswerSchema,
  WorkspaceShareLoadParamsSchema,
  type WorkspaceShareType,
  WorkspaceShareUpdateSchema,
} from '@app/shared';
import type { App } from '../../app-instance';
import { getAuthUser, requireRole } from '../../plugins/auth';
import { errorResponses, SESSION_ERRORS, WRITE_ERRORS } from '../../plugins/error-responses';
import { createAddressRateLimit } from '../auth/address-rate-limit';
import { PUBLIC_SHARE_CALLS_PER_ADDRESS, PUBLIC_SHARE_WINDOW_MINUTES } from '../shares/shares.routes';
import {
  changeWorkspaceShare,
  getWorkspaceShare,
  revokeWorkspaceShare,
  shareChart,
  shareDashboard,
} from './dashboard-shares.service';
import { DASHBOARD_TAGS } from './dashboards.routes';
import { loadSharedAnalysis, shareLoad } from './share-load';
import { sharedAggregate, sharedWorkspace } from './shared-workspace.service';

/**
 * Dashboard and chart share links (issue 20; SPEC §7 "Chart share", "Dashboard share", share/load, shared_workspace).
 * Making, changing and revoking a link needs Write on the workspace; a visitor's calls need only the key and are
 * rate limited per address like the other public share calls.
 */
export function registerDashboardShareRoutes(app: App): void {
  const security = [{ session: [] }];
  const writer = [app.authenticate, requireRole(can.writeData)];
  const tags = DASHBOARD_TAGS;
  const manage = { 200: WorkspaceShareAnswerSchema, ...errorResponses(SESSION_ERRORS, WRITE_ERRORS, 404) };
  const base = `${API_BASE_PATH}/workspaces/:id`;
  const limit = createAddressRateLimit({
    limit: PUBLIC_SHARE_CALLS_PER_ADDRESS,
    windowMs: PUBLIC_SHARE_WINDOW_MINUTES * 60_000,
    now: () => app.ctx.now(),
  });
  const data = <T>(value: Promise<T>) => value.then((d) => ({ data: d }));

  app.get(
    `${base}/:section/chart/share/:chartId`,
    {
      onRequest: writer,
      schema: {
        tags,
        summary: 'A public link to one chart of the workspace, made or the caller’s existing one (Write)',
        security,
        params: ChartShareParamsSchema,
        response: manage,
      },
    },
    async (request) => {
      const { id, section, chartId } = request.params;
      return data(shareChart(app.ctx, getAuthUser(request), id, section, chartId));
    },
  );

  app.get(
    `${base}/dashboard/share/:queryCount/:clientUUID`,
    {
      onRequest: writer,
      schema: {
        tags,
        summary: 'A public link to a dashboard (the active one unless dashboard_id is given), made or found (Write)',
        security,
        params: DashboardShareParamsSchema,
        querystring: DashboardShareQuerySchema,
        response: manage,
      },
    },
    async (request) =>
      data(
        shareDashboard(app.ctx, getAuthUser(request), request.params.id, {
          queryCount: request.params.queryCount,
          dashboardId: request.query.dashboard_id,
        }),
      ),
  );

  for (const kind of ['dashboard', 'chart'] as const satisfies readonly WorkspaceShareType[]) {
    app.get(
      `${base}/${kind}/share/:key`,
      {
        onRequest: writer,
        schema: {
          tags,
          summary: `One ${kind} link of the workspace by its key (Write)`,
          security,
          params: WorkspaceShareKeyParamsSchema,
          response: manage,
        },
      },
      async (request) =>
        data(getWorkspaceShare(app.ctx, getAuthUser(request), request.params.id, kind, request.params.key)),
    );

    app.patch(
      `${base}/${kind}/update_share`,
      {
        onRequest: writer,
        schema: {
          tags,
          summary: `Change a ${kind} link: its display name, expiry and queries shown (Write)`,
          security,
          params: WorkspaceIdParamsSchema,
          body: WorkspaceShareUpdateSchema,
          response: manage,
        },
      },
      async (request) =>
        data(changeWorkspaceShare(app.ctx, getAuthUser(request), request.params.id, kind, request.body)),
    );

    app.delete(
      `${base}/${kind}/delete_share/:key`,
      {
        onRequest: writer,
        schema: {
          tags,
          summary: `Revoke a ${kind} link; its visitors get 410 from then on (Write)`,
          security,
          params: WorkspaceShareKeyParamsSchema,
          response: manage,
        },
      },
      async (request) =>
        data(revokeWorkspaceShare(app.ctx, getAuthUser(request), request.params.id, kind, request.params.key)),
    );
  }

  // Public calls: no session. 404 for a key that never was, 410 once revoked, expired or no longer shared.
  app.get(
    `${API_BASE_PATH}/workspaces/:type/share/load/:key`,
    {
      schema: {
        tags,
        summary: 'The workspace a dashboard or chart link opens, and what it was shared with (no sign-in)',
        params: WorkspaceShareLoadParamsSchema,
        response: { 200: WorkspaceShareLoadAnswerSchema, ...errorResponses(404, 410, 422, 429) },
      },
    },
    async (request) => {
      limit.hit(request.ip);
      return shareLoad(app.ctx, request.params.type, request.params.key);
    },
  );

  app.post(
    `${API_BASE_PATH}/analysis/share_load`,
    {
      schema: {
        tags: ['Analysis'],
        summary: 'Start analysing the workspace a dashboard or chart link opens (no sign-in; 404/410 Could not load)',
        body: AnalysisShareLoadBodySchema,
        response: { 200: AnalysisLoadAnswerSchema, ...errorResponses(WRITE_ERRORS, 404, 410, 429) },
      },
    },
    async (request) => {
      limit.hit(request.ip);
      return loadSharedAnalysis(app.ctx, request.body);
    },
  );

  app.get(
    `${API_BASE_PATH}/shared_workspace/:id/:share`,
    {
      schema: {
        tags,
        summary: 'A shared workspace read-only, with only the shared dashboard or chart (no sign-in; counts a view)',
        params: SharedWorkspaceParamsSchema,
        response: { 200: WorkspaceAnswerSchema, ...errorResponses(404, 410, 422, 429) },
      },
    },
    async (request) => {
      limit.hit(request.ip);
      return data(sharedWorkspace(app.ctx, request.params.id, request.params.share));
    },
  );

  app.post(
    `${API_BASE_PATH}/shared_workspace/:id/:share/aggregate`,
    {
      schema: {
        tags,
        summary: 'Counts of the shared charts’ sections over one of the workspace’s queries (no sign-in)',
        params: SharedWorkspaceParamsSchema,
        body: SharedWorkspaceAggregateSchema,
        response: { 200: AnalysisAggregateResponseSchema, ...errorResponses(WRITE_ERRORS, 404, 410, 429) },
      },
    },
    async (request) => {
      limit.hit(request.ip);
      return sharedAggregate(app.ctx, request.params.id, request.params.share, request.body);
    },
  );
}

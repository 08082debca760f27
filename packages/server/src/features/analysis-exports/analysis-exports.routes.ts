import { API_BASE_PATH, ChartIdParamsSchema, DashboardIdParamsSchema } from '@app/shared';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import type { App } from '../../app-instance';
import { getAuthUser } from '../../plugins/auth';
import { errorResponses, SESSION_ERRORS } from '../../plugins/error-responses';
import {
  CHART_EXPORT_FORMATS,
  DASHBOARD_EXPORT_FORMATS,
  type ExportFile,
  exportChart,
  exportDashboard,
} from './analysis-exports.service';

const TAGS = ['Workspaces and analysis'];
const security = [{ session: [] }];

const ChartExportParamsSchema = ChartIdParamsSchema.extend({
  format: z.enum(CHART_EXPORT_FORMATS, { error: `format must be one of ${CHART_EXPORT_FORMATS.join(', ')}.` }),
});
const DashboardExportParamsSchema = DashboardIdParamsSchema.extend({
  format: z.enum(DASHBOARD_EXPORT_FORMATS, {
    error: `format must be one of ${DASHBOARD_EXPORT_FORMATS.join(', ')}.`,
  }),
});

/** `attachment` with the name both plain (ASCII, which ours is) and RFC 5987-encoded. */
function attachment(filename: string): string {
  return `attachment; filename="${filename}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
}

function send(reply: FastifyReply, file: ExportFile) {
  return reply
    .type(file.contentType)
    .header('Content-Disposition', attachment(file.filename))
    .header('Cache-Control', 'private, no-store')
    .send(file.body);
}

/**
 * Exports of a workspace's charts and dashboards (issue 20 item 6): PNG, SVG and PDF pictures, and a chart's numbers
 * as xlsx. Read on the workspace is enough; without a level the workspace answers 404, as everywhere.
 */
export function registerAnalysisExportRoutes(app: App): void {
  app.get(
    `${API_BASE_PATH}/workspaces/:id/charts/:chartId/export/:format`,
    {
      onRequest: app.authenticate,
      schema: {
        tags: TAGS,
        summary: 'A chart as a PNG, SVG or PDF picture, or its numbers as an xlsx sheet (Read)',
        security,
        params: ChartExportParamsSchema,
        response: { 200: z.any(), ...errorResponses(SESSION_ERRORS, 404, 422, 429) },
      },
    },
    async (request, reply) => {
      const { id, chartId, format } = request.params;
      return send(reply, await exportChart(app.ctx, getAuthUser(request), id, chartId, format));
    },
  );

  app.get(
    `${API_BASE_PATH}/workspaces/:id/dashboards/:dashboardId/export/:format`,
    {
      onRequest: app.authenticate,
      schema: {
        tags: TAGS,
        summary: 'A dashboard, its charts in its grid, as one PNG, SVG or PDF picture (Read)',
        security,
        params: DashboardExportParamsSchema,
        response: { 200: z.any(), ...errorResponses(SESSION_ERRORS, 404, 422, 429) },
      },
    },
    async (request, reply) => {
      const { id, dashboardId, format } = request.params;
      return send(reply, await exportDashboard(app.ctx, getAuthUser(request), id, dashboardId, format));
    },
  );
}

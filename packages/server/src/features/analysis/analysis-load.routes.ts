import { AnalysisLoadAnswerSchema, AnalysisLoadBodySchema, API_BASE_PATH } from '@app/shared';
import type { App } from '../../app-instance';
import { getAuthUser } from '../../plugins/auth';
import { errorResponses, SESSION_ERRORS, WRITE_ERRORS } from '../../plugins/error-responses';
import { loadAnalysis } from './analysis-load.service';

const TAGS = ['Analysis'];

/**
 * SPEC §4 Analysis start, §7: what the loading screen asks before it opens a workspace (a link's visitor asks
 * `POST /analysis/share_load`, beside the dashboard links in features/dashboards).
 */
export function registerAnalysisLoadRoutes(app: App): void {
  app.post(
    `${API_BASE_PATH}/analysis/load`,
    {
      onRequest: app.authenticate,
      schema: {
        tags: TAGS,
        summary: 'Start analysing a workspace (the most recently updated one without an id; Read)',
        security: [{ session: [] }],
        body: AnalysisLoadBodySchema,
        response: { 200: AnalysisLoadAnswerSchema, ...errorResponses(SESSION_ERRORS, WRITE_ERRORS, 404) },
      },
    },
    async (request) => loadAnalysis(app.ctx, getAuthUser(request), request.body),
  );
}

import {
  AnalysisLoadAnswerSchema,
  AnalysisLoadBodySchema,
  AnalysisShareLoadBodySchema,
  API_BASE_PATH,
} from '@app/shared';
import type { App } from '../../app-instance';
import { getAuthUser } from '../../plugins/auth';
import { errorResponses, SESSION_ERRORS, WRITE_ERRORS } from '../../plugins/error-responses';
import { createAddressRateLimit } from '../auth/address-rate-limit';
import { PUBLIC_SHARE_CALLS_PER_ADDRESS, PUBLIC_SHARE_WINDOW_MINUTES } from '../shares/shares.routes';
import { loadAnalysis, loadSharedAnalysis } from './analysis-load.service';

const TAGS = ['Analysis'];

/** SPEC §4 Analysis start, §7: what the loading screen asks before it opens a workspace. */
export function registerAnalysisLoadRoutes(app: App): void {
  const limit = createAddressRateLimit({
    limit: PUBLIC_SHARE_CALLS_PER_ADDRESS,
    windowMs: PUBLIC_SHARE_WINDOW_MINUTES * 60_000,
    now: () => app.ctx.now(),
  });

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

  app.post(
    `${API_BASE_PATH}/analysis/share_load`,
    {
      schema: {
        tags: TAGS,
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
}

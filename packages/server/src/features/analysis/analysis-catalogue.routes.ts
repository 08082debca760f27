import {
  AnalysisAggregateBodySchema,
  AnalysisAggregateResponseSchema,
  AnalysisFieldNamesSchema,
  API_BASE_PATH,
  ChartDefaultsAllSchema,
  WorkspaceSectionsSchema,
} from '@app/shared';
import type { App } from '../../app-instance';
import { getAuthUser } from '../../plugins/auth';
import { errorResponses, SESSION_ERRORS } from '../../plugins/error-responses';
import { aggregateSections } from './analysis-aggregate.service';
import { analysisFieldNames, chartDefaults, workspaceSections } from './analysis-catalogue.service';

const TAGS = ['Workspaces and analysis'];
const security = [{ session: [] }];

/**
 * The analysis catalogue (SPEC §7 Workspaces and analysis): section groups and sections, field names, and the
 * default configuration of each section's chart. Signed-in users only; the same for everyone but the custom-field
 * sections, which follow the user's active scheme.
 */
export function registerAnalysisCatalogueRoutes(app: App): void {
  app.get(
    `${API_BASE_PATH}/workspace_sections`,
    {
      onRequest: app.authenticate,
      schema: {
        tags: TAGS,
        summary: 'The analysis section groups with their sections (custom fields from the active scheme)',
        security,
        response: { 200: WorkspaceSectionsSchema, ...errorResponses(SESSION_ERRORS) },
      },
    },
    async (request) => workspaceSections(app.ctx, getAuthUser(request)),
  );

  app.get(
    `${API_BASE_PATH}/analysis/field_names`,
    {
      onRequest: app.authenticate,
      schema: {
        tags: TAGS,
        summary: 'What one value and many values of each analysed field are called',
        security,
        response: { 200: AnalysisFieldNamesSchema, ...errorResponses(SESSION_ERRORS) },
      },
    },
    async () => analysisFieldNames(),
  );

  app.get(
    `${API_BASE_PATH}/analysis/chart/default/all`,
    {
      onRequest: app.authenticate,
      schema: {
        tags: TAGS,
        summary: 'The first chart configuration of every section, by section path',
        security,
        response: { 200: ChartDefaultsAllSchema, ...errorResponses(SESSION_ERRORS) },
      },
    },
    async () => chartDefaults(),
  );

  app.post(
    `${API_BASE_PATH}/analysis/aggregate`,
    {
      onRequest: app.authenticate,
      schema: {
        tags: TAGS,
        summary: 'Sections’ chart data over a query, counted exactly for a grouping, with the set’s metrics',
        security,
        body: AnalysisAggregateBodySchema,
        response: { 200: AnalysisAggregateResponseSchema, ...errorResponses(SESSION_ERRORS, 422, 429) },
      },
    },
    async (request) => aggregateSections(app.ctx, getAuthUser(request), request.body),
  );
}

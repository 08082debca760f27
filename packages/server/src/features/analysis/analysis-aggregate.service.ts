import type { AggregationRequest, GroupBy } from '@app/engine';
import {
  ANALYSIS_SECTIONS,
  type AnalysisAggregateResponse,
  type AnalysisGrouping,
  AppError,
  type SearchPayloadParsed,
  sectionPath,
} from '@app/shared';
import type { AppContext } from '../../context';
import { aggregateQuery } from '../search/search.service';
import { internalPayload } from '../search/search-request';
import type { UserRecord } from '../users/users.repository';
import { type UsableCustomFields, usableCustomFields } from './analysis-custom-fields';
import { requestsOf, sectionResult } from './analysis-section-requests';

/** SPEC §3 grouping methods as the engine names what it counts by. */
const COUNT_BY: Readonly<Record<AnalysisGrouping, GroupBy>> = {
  publications: 'none',
  applications: 'applicationnumber',
  simplefamily: 'simplefamily',
  extendedfamily: 'extendedfamily',
};

type Body = {
  query: string;
  filters: SearchPayloadParsed['filters'];
  grouping: AnalysisGrouping;
  sections: string[];
  top?: number | undefined;
};

/**
 * `POST /api/analysis/aggregate`: the charts of the asked sections over a query (with its filters), each counted
 * exactly for the grouping (distinct publications, applications, simple or extended families), and the set's
 * metrics, in one engine pass. Unknown sections (a custom field of a scheme the user may not use among them) are
 * refused naming them.
 */
export async function aggregateSections(
  ctx: AppContext,
  user: UserRecord,
  body: Body,
  signal?: AbortSignal,
  customFields?: UsableCustomFields,
): Promise<AnalysisAggregateResponse> {
  const custom = customFields ?? (await usableCustomFields(ctx, user, body.sections));
  const known = new Map([...ANALYSIS_SECTIONS.map((s) => [sectionPath(s), s] as const), ...custom.sections]);
  const unknown = body.sections.filter((path) => !known.has(path));
  if (unknown.length > 0) {
    const message = `No analysis section ${unknown.join(', ')}.`;
    throw new AppError('VALIDATION_FAILED', { message, fields: { sections: [message] } });
  }
  const sections = [...new Set(body.sections)].map((path) => known.get(path)!);
  const countBy = COUNT_BY[body.grouping];
  const aggregations: Record<string, AggregationRequest> = { metrics: { kind: 'metrics', countBy } };
  for (const section of sections) {
    const measure = section.measure;
    const values = measure.kind === 'custom-field' ? await custom.valuesByUcid(measure.fieldId) : {};
    for (const [name, request] of Object.entries(requestsOf(section, body.top, values)))
      aggregations[name] = { ...request, countBy } as AggregationRequest;
  }
  const payload = internalPayload({ rows: 0, filters: body.filters, grouped_by: 'none' });
  const answer = await aggregateQuery(ctx, ctx.patents, user, body.query, payload, aggregations, signal);
  const metrics = answer.aggregations.metrics;
  if (metrics?.kind !== 'metrics') throw new Error('The engine answered no metrics');
  return {
    grouping: body.grouping,
    numFound: answer.numFound,
    metrics: { ...metrics.metrics, expiry: { ...metrics.metrics.expiry } },
    sections: Object.fromEntries(sections.map((s) => [sectionPath(s), sectionResult(s, answer.aggregations)])),
  };
}

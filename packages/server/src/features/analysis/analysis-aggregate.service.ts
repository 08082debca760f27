import type { AggregationRequest, AggregationResult, ClassificationLevel, GroupBy } from '@app/engine';
import {
  ANALYSIS_SECTIONS,
  type AnalysisAggregateResponse,
  type AnalysisAxis,
  type AnalysisGrouping,
  type AnalysisSection,
  type AnalysisSectionResult,
  AppError,
  defaultChartConfigs,
  type SearchPayloadParsed,
  sectionPath,
} from '@app/shared';
import type { AppContext } from '../../context';
import { aggregateQuery } from '../search/search.service';
import { internalPayload } from '../search/search-request';
import type { UserRecord } from '../users/users.repository';

/** SPEC §3 grouping methods as the engine names what it counts by. */
const COUNT_BY: Readonly<Record<AnalysisGrouping, GroupBy>> = {
  publications: 'none',
  applications: 'applicationnumber',
  simplefamily: 'simplefamily',
  extendedfamily: 'extendedfamily',
};

/** The classification hierarchy as a tree map reads it, coarsest first. */
const HIERARCHY_LEVELS: readonly ClassificationLevel[] = ['section', 'class', 'subclass', 'maingroup'];

const UNAVAILABLE: Readonly<Record<string, string>> = {
  citations: 'Citation networks are not counted yet.',
  keywords: 'Keyword extraction is not built yet.',
  'custom-field': 'Custom field charts are not counted yet.',
};

type Body = {
  query: string;
  filters: SearchPayloadParsed['filters'];
  grouping: AnalysisGrouping;
  sections: string[];
  top?: number | undefined;
};

function engineAxis(axis: AnalysisAxis, limit: number | undefined): AggregationRequest & { kind: 'terms' | 'years' } {
  return axis.kind === 'years'
    ? { kind: 'years', field: axis.field }
    : { kind: 'terms', field: axis.field, ...(limit !== undefined ? { limit } : {}) };
}

/** The engine aggregations of one section, by the name each is answered under (empty when not countable yet). */
function requestsOf(section: AnalysisSection, top: number | undefined): Record<string, AggregationRequest> {
  const defaults = defaultChartConfigs()[sectionPath(section)]!;
  const path = sectionPath(section);
  const measure = section.measure;
  switch (measure.kind) {
    case 'count':
      return { [path]: engineAxis(measure.axis, top ?? defaults.top) };
    case 'pivot':
      return {
        [path]: {
          kind: 'pivot',
          rows: engineAxis(measure.rows, top ?? defaults.top),
          columns: engineAxis(measure.columns, defaults.columnsTop),
        },
      };
    case 'hierarchy':
      return Object.fromEntries(
        HIERARCHY_LEVELS.map((level) => [
          `${path}#${level}`,
          { kind: 'terms', field: measure.field, level, limit: top ?? defaults.top } satisfies AggregationRequest,
        ]),
      );
    default:
      return {};
  }
}

function sectionResult(
  section: AnalysisSection,
  results: Readonly<Record<string, AggregationResult>>,
): AnalysisSectionResult {
  const path = sectionPath(section);
  const measure = section.measure;
  if (measure.kind === 'hierarchy') {
    return {
      kind: 'hierarchy',
      levels: HIERARCHY_LEVELS.map((level) => {
        const found = results[`${path}#${level}`];
        return {
          level,
          buckets: found && found.kind !== 'metrics' && found.kind !== 'pivot' ? [...found.buckets] : [],
        };
      }),
    };
  }
  const found = results[path];
  if (!found || found.kind === 'metrics')
    return { kind: 'unavailable', reason: UNAVAILABLE[measure.kind] ?? 'Not counted.' };
  const { countBy: _countBy, ...rest } = found;
  return JSON.parse(JSON.stringify(rest)) as AnalysisSectionResult;
}

/**
 * `POST /api/analysis/aggregate`: the charts of the asked sections over a query (with its filters), each counted
 * exactly for the grouping (distinct publications, applications, simple or extended families), and the set's
 * metrics, in one engine pass. Unknown sections are refused naming them; sections not countable yet say so.
 */
export async function aggregateSections(
  ctx: AppContext,
  user: UserRecord,
  body: Body,
  signal?: AbortSignal,
): Promise<AnalysisAggregateResponse> {
  const known = new Map(ANALYSIS_SECTIONS.map((s) => [sectionPath(s), s]));
  const unknown = body.sections.filter((path) => !known.has(path));
  if (unknown.length > 0) {
    const message = `No analysis section ${unknown.join(', ')}.`;
    throw new AppError('VALIDATION_FAILED', { message, fields: { sections: [message] } });
  }
  const sections = [...new Set(body.sections)].map((path) => known.get(path)!);
  const countBy = COUNT_BY[body.grouping];
  const aggregations: Record<string, AggregationRequest> = { metrics: { kind: 'metrics', countBy } };
  for (const section of sections)
    for (const [name, request] of Object.entries(requestsOf(section, body.top)))
      aggregations[name] = { ...request, countBy } as AggregationRequest;
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

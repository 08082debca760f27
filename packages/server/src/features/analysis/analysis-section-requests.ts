import type { AggregationRequest, AggregationResult, ClassificationLevel, GroupBucket } from '@app/engine';
import {
  type AnalysisAxis,
  type AnalysisSection,
  type AnalysisSectionResult,
  defaultChartConfigs,
  sectionPath,
} from '@app/shared';

// What the engine is asked for each analysis section, and how its answers become the section's result.

/** The classification hierarchy as a tree map reads it, coarsest first. */
const HIERARCHY_LEVELS: readonly ClassificationLevel[] = ['section', 'class', 'subclass', 'maingroup'];

/** The aggregations every citation section shares (its ranking and the other direction's, for the network). */
const CITED = 'citations#backward';
const CITING = 'citations#forward';

/** Items a chart shows when the section's defaults say nothing (custom-field sections). */
const DEFAULT_TOP = 20;

function engineAxis(axis: AnalysisAxis, limit: number | undefined): AggregationRequest & { kind: 'terms' | 'years' } {
  return axis.kind === 'years'
    ? { kind: 'years', field: axis.field }
    : { kind: 'terms', field: axis.field, ...(limit !== undefined ? { limit } : {}) };
}

/**
 * The engine aggregations of one section, by the name each is answered under. A custom-field section needs the
 * values the organisation gave the field, by ucid (`customValues`, read from the database by the caller).
 */
export function requestsOf(
  section: AnalysisSection,
  top: number | undefined,
  customValues?: Readonly<Record<string, readonly string[]>>,
): Record<string, AggregationRequest> {
  const path = sectionPath(section);
  const defaults = defaultChartConfigs()[path];
  const limit = top ?? defaults?.top ?? DEFAULT_TOP;
  const measure = section.measure;
  switch (measure.kind) {
    case 'count':
      return { [path]: engineAxis(measure.axis, limit) };
    case 'pivot':
      return {
        [path]: {
          kind: 'pivot',
          rows: engineAxis(measure.rows, limit),
          columns: engineAxis(measure.columns, defaults?.columnsTop),
        },
      };
    case 'hierarchy':
      return Object.fromEntries(
        HIERARCHY_LEVELS.map((level) => [
          `${path}#${level}`,
          { kind: 'terms', field: measure.field, level, limit } satisfies AggregationRequest,
        ]),
      );
    case 'citations':
      // Both directions whichever is asked: the network joins the most cited documents to the set's top items.
      return {
        [CITED]: { kind: 'terms', field: 'citednumbers', limit },
        [CITING]: { kind: 'groups', field: 'citedby', with: ['citednumbers'], limit },
      };
    case 'keywords':
      return { [path]: { kind: 'keywords', fields: measure.fields, limit } };
    case 'custom-field':
      return { [path]: { kind: 'lookup', table: customValues ?? {}, limit } };
  }
}

/** Upper case letters and digits only: how a cited number and a ucid are compared. */
function plain(number: string): string {
  return number.toUpperCase().replace(/[^A-Z0-9]/g, '');
}

/**
 * The citation network of the two rankings' top items. Nodes: the set's most cited items (by a representative ucid,
 * `inSet`) and the documents the set cites most (by number; one of the set's top items when it is one). Links: a
 * top item citing another (one of its members in the other's `citedby`), and a top item citing a most cited
 * document (the number among its members' cited numbers).
 */
export function citationNetwork(
  citing: readonly GroupBucket[],
  cited: readonly { value: string; count: number }[],
): Extract<AnalysisSectionResult, { kind: 'citations' }>['network'] {
  const nodes = new Map<string, { id: string; label: string; count: number; inSet: boolean }>();
  const itemOfMember = new Map<string, string>();
  for (const item of citing) {
    nodes.set(item.label, { id: item.label, label: item.label, count: item.count, inSet: true });
    for (const member of item.members) itemOfMember.set(plain(member), item.label);
  }
  const nodeOfNumber = new Map<string, string>();
  for (const document of cited) {
    const item = itemOfMember.get(plain(document.value));
    nodeOfNumber.set(document.value, item ?? document.value);
    if (item === undefined && !nodes.has(document.value))
      nodes.set(document.value, { id: document.value, label: document.value, count: document.count, inSet: false });
  }
  const links = new Map<string, { source: string; target: string }>();
  const link = (source: string, target: string) => {
    if (source !== target) links.set(`${source}\u0000${target}`, { source, target });
  };
  for (const item of citing) {
    for (const citer of item.values.citedby ?? []) {
      const source = itemOfMember.get(plain(citer));
      if (source !== undefined) link(source, item.label);
    }
    for (const number of item.values.citednumbers ?? []) {
      const target = nodeOfNumber.get(number);
      if (target !== undefined) link(item.label, target);
    }
  }
  return { nodes: [...nodes.values()], links: [...links.values()] };
}

/** The section's result from the engine's answers (`unavailable` with a reason when an answer is missing). */
export function sectionResult(
  section: AnalysisSection,
  results: Readonly<Record<string, AggregationResult>>,
): AnalysisSectionResult {
  const path = sectionPath(section);
  const measure = section.measure;
  const missing: AnalysisSectionResult = { kind: 'unavailable', reason: `The engine gave no answer for ${path}.` };
  if (measure.kind === 'hierarchy') {
    return {
      kind: 'hierarchy',
      levels: HIERARCHY_LEVELS.map((level) => {
        const found = results[`${path}#${level}`];
        return { level, buckets: found?.kind === 'terms' ? found.buckets.map((b) => ({ ...b })) : [] };
      }),
    };
  }
  if (measure.kind === 'citations') {
    const cited = results[CITED];
    const citing = results[CITING];
    if (cited?.kind !== 'terms' || citing?.kind !== 'groups') return missing;
    const ranking =
      measure.direction === 'backward'
        ? { ...cited, buckets: cited.buckets.map((b) => ({ value: b.value, count: b.count })) }
        : { ...citing, buckets: citing.buckets.map((b) => ({ value: b.label, count: b.count })) };
    return {
      kind: 'citations',
      direction: measure.direction,
      total: ranking.total,
      buckets: ranking.buckets,
      otherCount: ranking.otherCount,
      missingCount: ranking.missingCount,
      network: citationNetwork(citing.buckets, cited.buckets),
    };
  }
  const found = results[path];
  if (!found) return missing;
  switch (found.kind) {
    case 'keywords':
      return {
        kind: 'keywords',
        total: found.total,
        ...(found.sampled !== null ? { sampled: found.sampled } : {}),
        buckets: found.buckets.map((b) => ({ ...b })),
      };
    case 'terms':
    case 'years':
    case 'pivot': {
      const { countBy: _countBy, ...rest } = found;
      return JSON.parse(JSON.stringify(rest)) as AnalysisSectionResult;
    }
    default:
      return missing;
  }
}

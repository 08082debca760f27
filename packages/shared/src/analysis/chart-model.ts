import type { AnalysisSectionResult } from '../api/analysis.schemas';
import type { ChartConfig } from '../api/dashboards.schemas';
import type { AnalysisSection } from './analysis-catalogue';

// What a chart shows, apart from how it is drawn: an aggregate answer (`AnalysisSectionResult`) cut to the chart's
// settings (top values, "Other", sort, years without items filled with 0). Every chart type and every export reads
// one of these models, so a bar chart, its table and its xlsx cannot disagree. A new kind of aggregate answer
// (citation networks, keywords) slots in by adding its reader to RESULT_READERS.

/** The settings of a chart that decide what it shows (the rest of ChartConfig picks queries and colours). */
export type ChartShape = Pick<ChartConfig, 'type' | 'top' | 'columnsTop' | 'other' | 'sort' | 'labels' | 'legend'>;

export type ChartBucket = { value: string; count: number };
/** The label of the folded bucket, in charts and tables alike. */
export const OTHER_LABEL = 'Other';

/** One value per bar or slice: a ranking of terms, or items per year. */
export type RankingModel = {
  kind: 'ranking';
  field: string;
  years: boolean;
  items: ChartBucket[];
  /** Items of the values not shown, as one "Other" bucket; null when the chart folds nothing. */
  other: number | null;
};
/** Items per pair of values (assignee × year): rows on the main axis, columns on the second. */
export type MatrixModel = {
  kind: 'matrix';
  rowField: string;
  columnField: string;
  columnYears: boolean;
  rows: (ChartBucket & { cells: number[]; other: number | null })[];
  columns: string[];
  /** Items of the rows not shown; null when the chart folds nothing. */
  other: number | null;
};
/** A classification counted at every level, coarsest first, children nested under the code they start with. */
export type TreeNode = { value: string; count: number; level: string; children: TreeNode[] };
export type TreeModel = {
  kind: 'tree';
  field: string;
  levels: { level: string; buckets: ChartBucket[] }[];
  roots: TreeNode[];
};
/** Documents and the links between them (citation networks). */
export type GraphModel = {
  kind: 'graph';
  nodes: { id: string; label: string; count: number; category?: string }[];
  links: { source: string; target: string; count: number }[];
};
/** Nothing to draw, and why. */
export type EmptyModel = { kind: 'empty'; reason: string };
export type ChartModel = RankingModel | MatrixModel | TreeModel | GraphModel | EmptyModel;

/** A section's aggregate answer, or one of a kind added after this file was written. */
export type SectionResultLike = AnalysisSectionResult | { kind: string };

type ResultReader = (result: SectionResultLike, section: AnalysisSection, shape: ChartShape) => ChartModel;

const byValue = (a: ChartBucket, b: ChartBucket) =>
  a.value.localeCompare(b.value, 'en', { numeric: true, sensitivity: 'base' });
// Ties keep the engine's order (sort is stable), so a chart lists values as the aggregate answered them.
const byCount = (a: ChartBucket, b: ChartBucket) => b.count - a.count;

/** Every year from the first to the last present, a year without items counted 0, so a trend shows its gaps. */
export function fillYears(buckets: readonly ChartBucket[]): ChartBucket[] {
  const years = buckets.map((b) => Number(b.value)).filter((y) => Number.isInteger(y));
  if (years.length === 0) return [...buckets];
  const counts = new Map(buckets.map((b) => [b.value, b.count]));
  const filled: ChartBucket[] = [];
  for (let year = Math.min(...years); year <= Math.max(...years); year++)
    filled.push({ value: String(year), count: counts.get(String(year)) ?? 0 });
  return filled;
}

function axisOf(section: AnalysisSection, which: 'main' | 'rows' | 'columns'): { field: string; years: boolean } {
  const m = section.measure;
  const axis = m.kind === 'count' ? m.axis : m.kind === 'pivot' ? (which === 'columns' ? m.columns : m.rows) : null;
  if (axis) return { field: axis.field, years: axis.kind === 'years' };
  if (m.kind === 'hierarchy') return { field: m.field, years: false };
  return { field: m.kind === 'keywords' ? 'keywords' : m.kind === 'citations' ? 'citations' : 'value', years: false };
}

type TermsResult = Extract<AnalysisSectionResult, { kind: 'terms' | 'years' }>;
type PivotResult = Extract<AnalysisSectionResult, { kind: 'pivot' }>;
type HierarchyResult = Extract<AnalysisSectionResult, { kind: 'hierarchy' }>;

function readRanking(raw: SectionResultLike, section: AnalysisSection, shape: ChartShape): ChartModel {
  const result = raw as TermsResult;
  const { field, years } = axisOf(section, 'main');
  const isYears = years || result.kind === 'years';
  // A trend keeps the latest `top` years; a ranking keeps the `top` largest values.
  let ranked = [...result.buckets].sort(isYears ? (a, b) => byValue(b, a) : byCount);
  const folded = ranked.slice(shape.top).reduce((sum, b) => sum + b.count, 0);
  ranked = ranked.slice(0, shape.top);
  const chronological = isYears && (shape.type === 'line' || shape.sort === 'value-asc');
  const items = chronological ? fillYears(ranked) : ranked.sort(shape.sort === 'value-asc' ? byValue : byCount);
  const otherCount = result.otherCount + folded;
  return { kind: 'ranking', field, years: isYears, items, other: shape.other && otherCount > 0 ? otherCount : null };
}

function readPivot(raw: SectionResultLike, section: AnalysisSection, shape: ChartShape): ChartModel {
  const result = raw as PivotResult;
  const rowAxis = axisOf(section, 'rows');
  const columnAxis = axisOf(section, 'columns');
  const columnLimit = shape.columnsTop > 0 ? shape.columnsTop : result.columns.length;
  let columns = result.columns.slice(0, columnLimit).map((c) => c.value);
  if (columnAxis.years) columns = fillYears(columns.map((value) => ({ value, count: 0 }))).map((b) => b.value);
  else if (shape.sort === 'value-asc')
    columns = [...columns].sort((a, b) => byValue({ value: a, count: 0 }, { value: b, count: 0 }));
  const sortedRows = [...result.rows].sort(shape.sort === 'value-asc' ? byValue : byCount);
  const shown = sortedRows.slice(0, shape.top);
  const folded = sortedRows.slice(shape.top).reduce((sum, r) => sum + r.count, 0);
  const rows = shown.map((row) => {
    const cells = new Map(row.cells.map((c) => [c.value, c.count]));
    // Items of the row in columns not shown: the engine's own rest plus the columns cut here.
    const cut = row.cells.filter((c) => !columns.includes(c.value)).reduce((sum, c) => sum + c.count, 0);
    const rest = row.otherCount + cut;
    return {
      value: row.value,
      count: row.count,
      cells: columns.map((c) => cells.get(c) ?? 0),
      other: shape.other && rest > 0 ? rest : null,
    };
  });
  const otherRows = result.otherCount + folded;
  return {
    kind: 'matrix',
    rowField: rowAxis.field,
    columnField: columnAxis.field,
    columnYears: columnAxis.years,
    rows,
    columns,
    other: shape.other && otherRows > 0 ? otherRows : null,
  };
}

function readHierarchy(raw: SectionResultLike, section: AnalysisSection): ChartModel {
  const result = raw as HierarchyResult;
  const levels = result.levels.map((l) => ({ level: l.level, buckets: [...l.buckets] }));
  let parents: TreeNode[] = [];
  const roots: TreeNode[] = [];
  for (const { level, buckets } of levels) {
    const nodes = buckets.map((b) => ({ value: b.value, count: b.count, level, children: [] as TreeNode[] }));
    for (const node of nodes) {
      // The longest code of the level above that this one starts with (H04 → H04L → H04L29).
      const parent = parents
        .filter((p) => node.value.startsWith(p.value) && p.value !== node.value)
        .sort((a, b) => b.value.length - a.value.length)[0];
      if (parent) parent.children.push(node);
      else if (parents.length === 0) roots.push(node);
      // A code whose parent fell outside the level's top values is left out rather than misplaced.
    }
    if (nodes.length > 0) parents = nodes;
  }
  return { kind: 'tree', field: axisOf(section, 'main').field, levels, roots };
}

type CitationsResult = Extract<AnalysisSectionResult, { kind: 'citations' }>;
type KeywordsResult = Extract<AnalysisSectionResult, { kind: 'keywords' }>;

/** A citation section: its network for the network chart, its ranking for a table or an xlsx sheet. */
function readCitations(raw: SectionResultLike, section: AnalysisSection, shape: ChartShape): ChartModel {
  const result = raw as CitationsResult;
  if (shape.type !== 'network') return readRanking({ ...result, kind: 'terms' }, section, shape);
  return {
    kind: 'graph',
    nodes: result.network.nodes.map((n) => ({
      id: n.id,
      label: n.label,
      count: n.count,
      category: n.inSet ? 'In the set' : 'Cited',
    })),
    links: result.network.links.map((l) => ({ source: l.source, target: l.target, count: 1 })),
  };
}

/** Keywords rank like terms (items holding each word); their significance orders them, not the chart. */
function readKeywords(raw: SectionResultLike, section: AnalysisSection, shape: ChartShape): ChartModel {
  const result = raw as KeywordsResult;
  const buckets = result.buckets.map((b) => ({ value: b.value, count: b.count }));
  return readRanking({ kind: 'terms', total: result.total, buckets, otherCount: 0, missingCount: 0 }, section, {
    ...shape,
    other: false,
  });
}

/** How each kind of aggregate answer becomes a model; new kinds add their reader here. */
export const RESULT_READERS: Record<string, ResultReader> = {
  terms: readRanking,
  years: readRanking,
  pivot: readPivot,
  hierarchy: readHierarchy,
  citations: readCitations,
  keywords: readKeywords,
  unavailable: (raw) => ({
    kind: 'empty',
    reason: (raw as Extract<AnalysisSectionResult, { kind: 'unavailable' }>).reason,
  }),
};

/** The model of one section's answer for a chart of this shape. */
export function chartModel(section: AnalysisSection, result: SectionResultLike, shape: ChartShape): ChartModel {
  const reader = RESULT_READERS[result.kind];
  if (!reader) return { kind: 'empty', reason: 'This chart cannot be drawn yet.' };
  const model = reader(result, section, shape);
  const isEmpty =
    (model.kind === 'ranking' && model.items.length === 0 && model.other === null) ||
    (model.kind === 'matrix' && model.rows.length === 0) ||
    (model.kind === 'tree' && model.roots.length === 0) ||
    (model.kind === 'graph' && model.nodes.length === 0);
  return isEmpty ? { kind: 'empty', reason: 'No documents to count.' } : model;
}

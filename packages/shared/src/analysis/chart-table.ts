import type { AnalysisGrouping, AnalysisSection } from './analysis-catalogue';
import { ANALYSIS_FIELD_NAMES } from './analysis-catalogue';
import { type ChartModel, type ChartShape, chartModel, OTHER_LABEL, type SectionResultLike } from './chart-model';

// A chart's numbers as a table: the table chart type draws it and the xlsx export writes it, header row first.

export type FieldNames = Readonly<Record<string, { singular: string; plural: string }>>;

export type ChartTable = {
  columns: string[];
  rows: (string | number)[][];
  /** Why the table is empty, when it is. */
  note?: string;
};

/** What one value of a field is called, and many (the field's own name when the map has none). */
export function fieldLabel(fieldNames: FieldNames, field: string, form: 'singular' | 'plural'): string {
  return fieldNames[field]?.[form] ?? field;
}

/** The table of a model: a value and its count per row, a matrix for pivots, every level of a hierarchy. */
export function modelTable(model: ChartModel, grouping: AnalysisGrouping, fieldNames: FieldNames): ChartTable {
  const counted = fieldLabel(fieldNames, grouping, 'plural');
  switch (model.kind) {
    case 'ranking': {
      const rows: (string | number)[][] = model.items.map((b) => [b.value, b.count]);
      if (model.other !== null) rows.push([OTHER_LABEL, model.other]);
      return { columns: [fieldLabel(fieldNames, model.field, 'singular'), counted], rows };
    }
    case 'matrix': {
      const hasOther = model.rows.some((r) => r.other !== null);
      const columns = [
        fieldLabel(fieldNames, model.rowField, 'singular'),
        ...model.columns,
        ...(hasOther ? [OTHER_LABEL] : []),
        counted,
      ];
      const rows = model.rows.map((r) => [r.value, ...r.cells, ...(hasOther ? [r.other ?? 0] : []), r.count]);
      if (model.other !== null)
        rows.push([OTHER_LABEL, ...model.columns.map(() => ''), ...(hasOther ? [''] : []), model.other]);
      return { columns, rows };
    }
    case 'tree':
      return {
        columns: ['Level', fieldLabel(fieldNames, model.field, 'singular'), counted],
        rows: model.levels.flatMap((l) => l.buckets.map((b) => [l.level, b.value, b.count])),
      };
    case 'graph':
      return {
        columns: ['Source', 'Target', counted],
        rows: model.links.map((l) => [l.source, l.target, l.count]),
      };
    case 'empty':
      return { columns: [], rows: [], note: model.reason };
  }
}

export type ChartTableInput = {
  section: AnalysisSection;
  result: SectionResultLike;
  config: ChartShape;
  grouping: AnalysisGrouping;
  fieldNames?: FieldNames;
};

/** The rows and columns of a chart's numbers, for the table chart type and the xlsx export. */
export function chartTableModel(input: ChartTableInput): ChartTable {
  // A network's numbers are its ranking (links alone make a poor sheet); every other chart's are what it draws.
  const shape = input.config.type === 'network' ? { ...input.config, type: 'table' as const } : input.config;
  const model = chartModel(input.section, input.result, shape);
  return modelTable(model, input.grouping, input.fieldNames ?? ANALYSIS_FIELD_NAMES);
}

import type { FieldKind } from '@app/query';

/**
 * How a field is indexed.
 * - text: analysed words with positions, sentences and paragraphs (phrases, proximity, BM25F).
 * - name: party names, analysed words with positions; also kept whole as doc values for facets.
 * - keyword: exact values (folded), doc values for facets.
 * - classification: canonical codes plus their structural ancestors, doc values for facets.
 * - number: publication/application/priority/family numbers in all their spellings, doc values.
 * - date: YYYYMMDD integers in doc values (ranges, sorts, year histograms).
 * - numeric: integers in doc values (ranges, sorts, numeric ranges).
 * - flag: booleans, indexed as the keyword `true` or `false`, doc values.
 */
export type FieldType = 'text' | 'name' | 'keyword' | 'classification' | 'number' | 'date' | 'numeric' | 'flag';

/** One field of a schema. */
export type FieldDef = {
  readonly name: string;
  readonly type: FieldType;
  /** BM25F weight of the field's words (text and name fields); default 1. */
  readonly weight?: number;
  /** For numeric fields computed from another field (`publicationyear` from `publicationdate`). */
  readonly derivedFrom?: { readonly field: string; readonly transform: 'year' };
};

/** Which index fields a query field code searches, and how (the query language's kind decides the syntax). */
export type QueryFieldBinding = { readonly kind: FieldKind; readonly fields: readonly string[] };

/** A schema: its fields, the query code table and the collapse keys. */
export type Schema = {
  readonly name: string;
  readonly fields: readonly FieldDef[];
  /** Query field code (canonical, as `@app/query` prints it) → index fields. Bare words search `defaultField`. */
  readonly queryFields: Readonly<Record<string, QueryFieldBinding>>;
  readonly defaultField: string;
  /** Doc-value fields that grouping collapses on, by group name. */
  readonly collapseKeys: Readonly<Record<string, string>>;
  /** Fields whose values, when a document lacks them, are derived from others (`firstclaims` from `claims`). */
  readonly derive?: (doc: Record<string, unknown>) => Record<string, unknown>;
  /** The stored fields each field `derive` makes is made from, so a reader of some fields knows what else to read. */
  readonly deriveSources?: Readonly<Record<string, readonly string[]>>;
  /**
   * Field groups also indexed as one combined field (`TAC`, `FT`): a word over a group is then one postings list
   * instead of a union of the fields' lists (ARCHITECTURE.md, "Combined fields"). Text fields only.
   */
  readonly combinedFields?: readonly CombinedFieldDef[];
};

/** A group of text fields whose postings are also written as one list, positions offset field after field. */
export type CombinedFieldDef = { readonly name: string; readonly fields: readonly string[] };

/** The field definition by name, or undefined. */
export function fieldOf(schema: Schema, name: string): FieldDef | undefined {
  return fieldIndex(schema).get(name);
}

const INDEXES = new WeakMap<Schema, Map<string, FieldDef>>();

function fieldIndex(schema: Schema): Map<string, FieldDef> {
  let index = INDEXES.get(schema);
  if (!index) {
    index = new Map(schema.fields.map((f) => [f.name, f]));
    INDEXES.set(schema, index);
  }
  return index;
}

/** Whether the field keeps word positions (phrases and proximity are possible). */
export function hasPositions(field: FieldDef): boolean {
  return field.type === 'text' || field.type === 'name';
}

/** Whether the field's values are kept as per-document strings for facets, collapse and sorting. */
export function hasStringDocValues(field: FieldDef): boolean {
  return field.type !== 'text' && field.type !== 'date' && field.type !== 'numeric';
}

/** Whether the field is a per-document number (dates as YYYYMMDD). */
export function isNumericField(field: FieldDef): boolean {
  return field.type === 'date' || field.type === 'numeric';
}

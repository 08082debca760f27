/**
 * A filter on a field's stored values (doc values), for facet selections: it matches a value exactly as the facet
 * counted it, so a facet bucket of N and the filtered result count are the same number. A query-language clause
 * could not promise that for name fields, whose words are analysed. Not scored; `query/column-filter-scorer.ts`
 * runs it.
 */
export type ColumnFilter = {
  readonly field: string;
  /** Exact stored values of a string column (name, keyword, classification, number or flag field). */
  readonly values?: readonly string[];
  /** Inclusive ranges over a numeric or date column. */
  readonly ranges?: readonly { readonly min: number; readonly max: number }[];
  /** Also match documents with no value in the field. */
  readonly missing?: boolean;
  /** Keep the documents that do not match instead (an exclusion). */
  readonly exclude?: boolean;
};

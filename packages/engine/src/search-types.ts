import type { QueryNode } from '@app/query';
import type { ColumnFilter } from './planner/column-filter';
import type { SearchCost, SearchLimits } from './query/search-budget';

/** One sort key: `score`, or any numeric or date field of the schema. */
export type SortKey = { readonly field: string; readonly order: 'asc' | 'desc' };

/** The sort used when none is given: relevance, then the newest publication first. */
export const DEFAULT_SORT: readonly SortKey[] = [
  { field: 'score', order: 'desc' },
  { field: 'publicationdate', order: 'desc' },
];

/** Collapse keys (SPEC: patent_grouping). `none` lists every document. */
export type GroupBy = 'none' | 'applicationnumber' | 'simplefamily' | 'extendedfamily';

/** A bucket of a numeric or date field: `from` included, `to` excluded, either may be open; counted under `label`. */
export type NumericRange = { readonly label: string; readonly from?: number; readonly to?: number };

/**
 * One facet of a search, asked for by name (the key of `SearchRequest.facets`); `field` defaults to that name. Every
 * kind is answered as a `FacetResult`:
 * - `terms`: the `limit` most frequent values of a keyword-like field, the rest in `otherCount`;
 * - `years`: matches per year of a date field, newest year first;
 * - `ranges`: matches per range in the order asked (empty ranges too); with `missingLabel`, the matches without a
 *   value are one more bucket of that name instead of `missingCount` (an expiry status: Alive, Dead, Unknown);
 * - `assigned`: values the caller holds for documents (a folder's ratings and labels) by ucid, counted over the
 *   matches like a terms facet without a limit.
 */
export type FacetRequest =
  | { readonly kind: 'terms'; readonly field?: string; readonly limit?: number }
  | { readonly kind: 'years'; readonly field?: string }
  | {
      readonly kind: 'ranges';
      readonly field?: string;
      readonly ranges: readonly NumericRange[];
      readonly missingLabel?: string;
    }
  | { readonly kind: 'assigned'; readonly values: Readonly<Record<string, readonly string[]>> };

/**
 * Structural level of a classification code for aggregations: `H01L31/0232` is `H` (section), `H01` (class), `H01L`
 * (subclass), `H01L31` (main group) or itself (`full`, the default). Codes without the IPC shape stay whole.
 */
export type ClassificationLevel = 'section' | 'class' | 'subclass' | 'maingroup' | 'full';

/** One axis of an aggregation: the values of a string field (optionally at a classification level), or years. */
export type AggregationAxis =
  | {
      readonly kind: 'terms';
      readonly field: string;
      /** How many values to return, most groups first; default 20 (a pivot's second axis: every value). */
      readonly limit?: number;
      /** For classification fields: count codes at this structural level. */
      readonly level?: ClassificationLevel;
    }
  /** Years of a date field (YYYYMMDD), or the values of a derived year field, oldest first, every year. */
  | { readonly kind: 'years'; readonly field: string };

/**
 * An analysis aggregation, asked for by name (the key of `SearchRequest.aggregations`). Every count is the exact
 * number of DISTINCT groups of `countBy` among the matches (publications, applications, simple or extended
 * families), not of documents: a group counts once per value however many of its matching documents hold it. A
 * document without a group key is a group of its own (as in collapsing). `countBy` defaults to the request's
 * `groupBy`.
 * - `terms`, `years`: one axis;
 * - `pivot`: value A × value B (assignee × year, assignee × CPC), the top `rows.limit` values of A, and per value of A
 *   the cells of the chosen values of B (all of them, or the `columns.limit` with the most groups overall);
 * - `metrics`: the workspace figures (families, applications, publications, grants, pending, jurisdictions, dates).
 */
export type AggregationRequest =
  | (AggregationAxis & { readonly countBy?: GroupBy })
  | {
      readonly kind: 'pivot';
      readonly rows: AggregationAxis;
      readonly columns: AggregationAxis;
      readonly countBy?: GroupBy;
    }
  | { readonly kind: 'metrics'; readonly countBy?: GroupBy }
  /**
   * Values a caller gives per ucid (a custom field's values held outside the index), counted as `terms`: each
   * matching document holds the values `table` gives its ucid.
   */
  | {
      readonly kind: 'lookup';
      readonly table: Readonly<Record<string, readonly string[]>>;
      readonly limit?: number;
      readonly countBy?: GroupBy;
    }
  /**
   * The groups themselves ranked by how many distinct values of `field` their matching documents hold together (the
   * set's items most cited: `citedby`), the top `limit`, each with its member ucids and its distinct values of
   * `field` and of the `with` fields (the numbers it cites, to draw a citation network).
   */
  | {
      readonly kind: 'groups';
      readonly field: string;
      readonly limit?: number;
      readonly with?: readonly string[];
      readonly countBy?: GroupBy;
    }
  /**
   * The words of the text `fields` that set the matches apart from the whole index (see aggregation-keywords.ts):
   * groups holding each word, and its significance. Above `sample` groups (default 1,000) an even sample is read.
   */
  | {
      readonly kind: 'keywords';
      readonly fields: readonly string[];
      readonly limit?: number;
      readonly sample?: number;
      readonly countBy?: GroupBy;
    };

/** One ranked group of a `groups` aggregation. */
export type GroupBucket = {
  /** The group's key (family id, application number), or the ucid of a publication. */
  readonly value: string;
  /** The smallest ucid among its matching documents: what a chart shows for it. */
  readonly label: string;
  readonly count: number;
  readonly members: readonly string[];
  /** Distinct values of the ranked field and of each `with` field over its matching documents. */
  readonly values: Readonly<Record<string, readonly string[]>>;
};

/** One word of a `keywords` aggregation: groups (of the sample) holding it, and its log-likelihood ratio. */
export type KeywordBucket = { readonly value: string; readonly count: number; readonly score: number };

/** What to highlight; defaults: every text field the query touches, 3 snippets of at most 150 characters. */
export type HighlightRequest = {
  readonly fields?: readonly string[];
  readonly maxSnippets?: number;
  readonly maxSnippetLength?: number;
  /** Also return every highlighted field whole, with all its marks (SPEC `entireFieldHl`). */
  readonly entireField?: boolean;
  /**
   * A highlighting scheme: words (truncation allowed) per colour group. Every occurrence in the highlighted fields is
   * marked with its group's number, whether the query searched it or not; the query's own clauses take the group
   * numbers after the scheme's. A word of several parts marks each part.
   */
  readonly termGroups?: readonly (readonly string[])[];
};

/** Everything a search can ask for. All counts in the answer are exact. */
export type SearchRequest = {
  /**
   * The query: text in the query language, or an already parsed tree. Left out, `documents` are the matches (each
   * scoring 0); one of the two must be given.
   */
  readonly query?: string | QueryNode;
  /**
   * Only these documents, by ucid (a folder's, a list's, a selection): resolved to doc ids once per segment through
   * the ucid column, not scored, not parsed as query text, so its size is limited by nothing but memory. Ucids not
   * in the index are skipped.
   */
  readonly documents?: readonly string[];
  /** Further conditions every hit must meet (SPEC `fq`), not scored. */
  readonly filters?: readonly (string | QueryNode)[];
  /** Filters on stored values (facet selections, date ranges, expiry), ANDed, not scored. */
  readonly columnFilters?: readonly ColumnFilter[];
  /** Fields every hit must have a value in (existence filters: `descriptions`, `ipcrvalues`, `publicationdate`…). */
  readonly requireFields?: readonly string[];
  readonly start?: number;
  readonly rows?: number;
  readonly sort?: readonly SortKey[];
  readonly groupBy?: GroupBy;
  /** Facets by the name they are answered under (see `FacetRequest`), all counted in the same pass as the page. */
  readonly facets?: Readonly<Record<string, FacetRequest>>;
  /** Analysis aggregations by the name they are answered under (see `AggregationRequest`), in the same pass. */
  readonly aggregations?: Readonly<Record<string, AggregationRequest>>;
  /** Stored fields to return; `ucid` always comes back. Default: all. */
  readonly fl?: readonly string[];
  readonly highlight?: HighlightRequest;
  /**
   * The tree of the caller's search number n, for `#n` and `AND=1:4`. The engine knows nothing of users;
   * an unknown number should throw an `EngineError` with code `QUERY_UNKNOWN_HISTORY`.
   */
  readonly resolveHistory?: (n: number) => QueryNode;
  /**
   * The same as plain data, for searches sent to a worker thread (functions cannot cross threads): search number →
   * its tree. Used when `resolveHistory` is absent.
   */
  readonly history?: Readonly<Record<number, QueryNode>>;
  /** The deadline and cost limits of this search (see `SearchBudget`); left out, only the default costs apply. */
  readonly limits?: SearchLimits;
};

/** A marked stretch of a field: UTF-16 offsets into the field's text, `group` the colour class of the term group. */
export type Highlight = { readonly start: number; readonly end: number; readonly group: number };

/** A piece of a field around marks; `highlights` are relative to `text`. */
export type Snippet = {
  readonly text: string;
  /** Offset of `text` in the whole field. */
  readonly start: number;
  readonly highlights: readonly Highlight[];
};

/** Highlighting of one returned document, by field name. */
export type DocumentHighlighting = {
  readonly snippets: Readonly<Record<string, readonly Snippet[]>>;
  /** Present when `entireField` was asked: the field's whole text and every mark in it. */
  readonly entireField?: Readonly<Record<string, { readonly text: string; readonly highlights: readonly Highlight[] }>>;
};

/** One hit. `fields` is the stored document trimmed to `fl`. */
export type SearchHit = {
  readonly ucid: string;
  readonly score: number;
  readonly fields: Readonly<Record<string, unknown>>;
  readonly highlighting?: DocumentHighlighting;
  /** With grouping: how many matching documents share this hit's group key. */
  readonly groupSize?: number;
  readonly groupKey?: string;
};

export type FacetBucket = { readonly value: string; readonly count: number };
/** The answer of every facet kind. */
export type FacetResult = {
  readonly buckets: readonly FacetBucket[];
  /** Matches with a value not among `buckets` (counted once per value they hold); only terms facets have them. */
  readonly otherCount: number;
  /** Matches with no value at all. */
  readonly missingCount: number;
};

/** A value of an aggregation and the number of distinct groups holding it. */
export type AggregationBucket = { readonly value: string; readonly count: number };

/** A row of a pivot: a value of the first axis, its groups, and its cells on the second axis. */
export type PivotRow = AggregationBucket & {
  /** The chosen column values this row has groups in, in the order of `columns`. */
  readonly cells: readonly AggregationBucket[];
  /** Sum of this row's cells in columns that were not chosen (a group counted once per such value). */
  readonly otherCount: number;
};

/** The workspace figures of a set of matches. Dates are YYYYMMDD, null when no match has one. */
export type AggregationMetrics = {
  /** Matching documents. */
  readonly publications: number;
  /** Distinct application numbers (a document without one counts as its own application). */
  readonly applications: number;
  /** Distinct simple families, and extended families (a document without a family id is its own family). */
  readonly simpleFamilies: number;
  readonly extendedFamilies: number;
  /** Groups of `countBy`, and those with at least one granted, or pending, matching document. */
  readonly total: number;
  readonly grants: number;
  readonly pending: number;
  /** Distinct countries of publication. */
  readonly jurisdictions: number;
  readonly earliestPriority: number | null;
  /** Earliest and latest expected expiry among the matches. */
  readonly expiry: { readonly earliest: number | null; readonly latest: number | null };
};

/**
 * The answer of one aggregation. `total` is the number of distinct groups among the matches, `missingCount` those
 * with no value on the (first) axis in any of their matching documents, `otherCount` the sum of the counts of the
 * values left out by the limit (a group counted once per such value, as facets count documents).
 */
export type AggregationResult =
  | {
      readonly kind: 'terms' | 'years';
      readonly countBy: GroupBy;
      readonly total: number;
      readonly buckets: readonly AggregationBucket[];
      readonly otherCount: number;
      readonly missingCount: number;
    }
  | {
      readonly kind: 'pivot';
      readonly countBy: GroupBy;
      readonly total: number;
      readonly rows: readonly PivotRow[];
      /** The chosen values of the second axis with their groups over all matches (a heat map's columns). */
      readonly columns: readonly AggregationBucket[];
      readonly otherCount: number;
      readonly missingCount: number;
    }
  | { readonly kind: 'metrics'; readonly countBy: GroupBy; readonly metrics: AggregationMetrics }
  | {
      readonly kind: 'groups';
      readonly countBy: GroupBy;
      readonly total: number;
      readonly buckets: readonly GroupBucket[];
      readonly otherCount: number;
      readonly missingCount: number;
    }
  | {
      readonly kind: 'keywords';
      readonly countBy: GroupBy;
      readonly total: number;
      /** Groups read when the set was sampled, else null (every group read: counts exact). */
      readonly sampled: number | null;
      readonly buckets: readonly KeywordBucket[];
    };

export type SearchResult = {
  /** Matching documents (with grouping: matching documents, not groups). */
  readonly numFound: number;
  /** With grouping other than `none`: the exact number of groups and of documents in them. */
  readonly grouping?: { readonly groupBy: GroupBy; readonly numGroups: number; readonly numDocs: number };
  readonly start: number;
  readonly rows: number;
  readonly hits: readonly SearchHit[];
  /** One answer per asked facet, under the name it was asked by. */
  readonly facets: Readonly<Record<string, FacetResult>>;
  /** One answer per asked aggregation, present when aggregations were asked for. */
  readonly aggregations?: Readonly<Record<string, AggregationResult>>;
  /** What the search used of its budget. */
  readonly cost: SearchCost;
};

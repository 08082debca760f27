import type { Span } from './span';

/**
 * The syntax tree of a query. Every node is readonly and carries the span of the text it came from.
 * Parentheses leave no node of their own: precedence is in the tree's shape. Semantics that need the
 * index (analysis, truncation expansion, `#n` resolution) belong to the engine's planner, not here.
 */
export type QueryNode =
  | TermNode
  | PhraseNode
  | FieldNode
  | RangeNode
  | BooleanNode
  | ProximityNode
  | AtLeastNode
  | HistoryRefNode
  | HistoryRangeNode
  | DesignImageNode
  | DocumentSetNode
  | ErrorNode;

/**
 * One word, number or code. `text` is as written without quotes, except that in classification fields it
 * is the canonical code (`H01L 031/02` becomes `H01L31/02`). `wildcard` is true when `text` holds `*`, `?`,
 * `!` or `_` with their truncation meaning (a quoted word has none: quotes make them literal).
 */
export type TermNode = {
  readonly kind: 'Term';
  readonly text: string;
  readonly wildcard: boolean;
  readonly quoted: boolean;
  readonly span: Span;
};

/**
 * Words that must stand next to each other in this order: written inside quotes, or as words separated
 * only by spaces (`TAC=(solar cell)`). Always two terms or more.
 */
export type PhraseNode = {
  readonly kind: 'Phrase';
  readonly terms: readonly TermNode[];
  readonly quoted: boolean;
  readonly span: Span;
};

/** `FIELD=value` or `FIELD=(query)`. `field` is the canonical code; `written` is the name as typed. */
export type FieldNode = {
  readonly kind: 'Field';
  readonly field: string;
  readonly written: string;
  readonly query: QueryNode;
  readonly span: Span;
};

/** One end of a range, as written (digits only for dates and numbers). */
export type RangeBound = { readonly value: string; readonly inclusive: boolean; readonly span: Span };

/**
 * A date or numeric condition: `PD=2010` (both bounds 2010, inclusive), `PD=199004:1991`, `PD>2010`,
 * `PD>=20100101`, `PD=2015:` (open end). A partial date bound covers its whole year or month.
 */
export type RangeNode = {
  readonly kind: 'Range';
  readonly field: string;
  readonly written: string;
  readonly lower: RangeBound | null;
  readonly upper: RangeBound | null;
  readonly span: Span;
};

/**
 * Boolean operator. AND and OR are associative, so a chain of one of them is a single node with all its
 * operands (`a OR b OR c` has three); this keeps the tree shallow for long lists such as thousands of
 * publication numbers. NOT ("and not") and XOR always have exactly two operands and are left-associative.
 */
export type BooleanNode = {
  readonly kind: 'Boolean';
  readonly op: 'AND' | 'OR' | 'NOT' | 'XOR';
  readonly operands: readonly QueryNode[];
  readonly span: Span;
};

/**
 * Proximity, binary and left-associative. `distance` is the most words allowed between the operands
 * (W0 = adjacent); null for WS (same sentence) and WP (same paragraph).
 * - W: either order; WF: left before right; NOTW / NOTWF: left not within that distance of right.
 * `written` keeps the spelling (`NEAR`, `W/3`, `NEAR5`) so the editor can show what was typed; the
 * printer writes the canonical form (`W5`).
 */
export type ProximityNode = {
  readonly kind: 'Proximity';
  readonly op: 'W' | 'WF' | 'NOTW' | 'NOTWF' | 'WS' | 'WP';
  readonly distance: number | null;
  readonly written: string;
  readonly left: QueryNode;
  readonly right: QueryNode;
  readonly span: Span;
};

/** `any{n}(a, b, c)`: at least `min` of the operands. */
export type AtLeastNode = {
  readonly kind: 'AtLeast';
  readonly min: number;
  readonly operands: readonly QueryNode[];
  readonly span: Span;
};

/** `#3`: the user's own search number 3. */
export type HistoryRefNode = { readonly kind: 'HistoryRef'; readonly index: number; readonly span: Span };

/** `AND=1:4` or `OR=1:4`: searches 1 to 4 combined. */
export type HistoryRangeNode = {
  readonly kind: 'HistoryRange';
  readonly op: 'AND' | 'OR';
  readonly from: number;
  readonly to: number;
  readonly span: Span;
};

/** `design_image(uuid, ..., countries=US,EP, max_results=200, caption=..., locarno=..., uspc=...)`. */
export type DesignImageNode = {
  readonly kind: 'DesignImage';
  readonly images: readonly string[];
  readonly options: DesignImageOptions;
  readonly span: Span;
};
export type DesignImageOptions = {
  readonly countries?: readonly string[];
  readonly max_results?: number;
  readonly caption?: string;
  readonly locarno?: string;
  readonly uspc?: string;
};

/**
 * Documents named by ucid. Never parsed from text: the server puts it in place of a clause the index cannot answer
 * (a custom field's `CF_12=…`, whose values live in folders) once it knows which documents the clause stands for.
 * `written` is the clause as typed, for printing.
 */
export type DocumentSetNode = {
  readonly kind: 'DocumentSet';
  readonly ucids: readonly string[];
  readonly written: string;
  readonly span: Span;
};

/** Text the parser could not make sense of; a diagnostic explains it. Lets a broken query still print. */
export type ErrorNode = { readonly kind: 'Error'; readonly text: string; readonly span: Span };

/** The result of parsing: `ast` is null only for empty (or blank) input. */
export type ParseResult = {
  readonly ast: QueryNode | null;
  readonly diagnostics: readonly import('./diagnostics').Diagnostic[];
};

import type { Span } from './span';

/** Every problem the parser can report. Codes are stable: the SPA, the API and tests rely on them. */
export const DIAGNOSTIC_CODES = [
  'QUERY_UNEXPECTED_TOKEN',
  'QUERY_MISSING_OPERAND',
  'QUERY_UNCLOSED_PAREN',
  'QUERY_UNMATCHED_PAREN',
  'QUERY_UNCLOSED_QUOTE',
  'QUERY_EMPTY_GROUP',
  'QUERY_UNKNOWN_FIELD',
  'QUERY_NESTED_FIELD',
  'QUERY_RANGE_NOT_ALLOWED',
  'QUERY_INVALID_DATE',
  'QUERY_INVALID_NUMBER',
  'QUERY_INVALID_RANGE',
  'QUERY_INVALID_DISTANCE',
  'QUERY_INVALID_PROXIMITY_OPERAND',
  'QUERY_INVALID_WILDCARD',
  'QUERY_INVALID_CLASSIFICATION',
  'QUERY_INVALID_AT_LEAST',
  'QUERY_INVALID_HISTORY',
  'QUERY_INVALID_DESIGN_IMAGE',
  'QUERY_TOO_LONG',
  'QUERY_TOO_DEEP',
  'QUERY_TOO_MANY_TERMS',
] as const;
export type DiagnosticCode = (typeof DIAGNOSTIC_CODES)[number];

/** One problem in a query, located exactly. `message` is written for a patent searcher, not a programmer. */
export type Diagnostic = {
  readonly code: DiagnosticCode;
  readonly message: string;
  readonly span: Span;
};

/** Limits that keep a query's cost bounded; each has its own diagnostic. */
export const QUERY_LIMITS = {
  /** Characters (UTF-16 code units). A 100 KB query must still parse, so the cap is above that. */
  maxLength: 200_000,
  /** Nesting of parentheses, field groups, proximity and any{} groups. */
  maxDepth: 64,
  /**
   * Height of the finished tree (chains of NOT, XOR and proximity nest without parentheses). Above
   * maxDepth so that the parenthesis check, which points at the exact bracket, normally speaks first.
   */
  maxTreeHeight: 128,
  /** Words, phrases' words, numbers and codes together. */
  maxTerms: 10_000,
} as const;

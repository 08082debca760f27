export type {
  AtLeastNode,
  BooleanNode,
  DesignImageNode,
  DesignImageOptions,
  ErrorNode,
  FieldNode,
  HistoryRangeNode,
  HistoryRefNode,
  ParseResult,
  PhraseNode,
  ProximityNode,
  QueryNode,
  RangeBound,
  RangeNode,
  TermNode,
} from './ast';
export { DIAGNOSTIC_CODES, type Diagnostic, type DiagnosticCode, QUERY_LIMITS } from './diagnostics';
export { DEFAULT_FIELD, FIELDS, type FieldDef, type FieldKind, fieldNames, lookupField } from './fields';
export { joinSpans, type Span, span } from './span';

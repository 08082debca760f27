export type {
  AtLeastNode,
  BooleanNode,
  DesignImageNode,
  DesignImageOptions,
  DocumentSetNode,
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
export { canonicalClassificationCode } from './classification';
export { DIAGNOSTIC_CODES, type Diagnostic, type DiagnosticCode, QUERY_LIMITS } from './diagnostics';
export { renderDiagnostic } from './diagnostics-render';
export { type EditorToken, type EditorTokenKind, tokenize } from './editor-tokens';
export { type ExpertDiagnostic, type ExpertQuery, type ExpertRow, fromExpertRows, toExpertRows } from './expert';
export { customFieldId, DEFAULT_FIELD, FIELDS, type FieldDef, type FieldKind, fieldNames, lookupField } from './fields';
export { type ParsedView, type ParsedViewNode, parsedView } from './parsed-view';
export { parse } from './parser';
export { type PrintOptions, print } from './printer';
export { joinSpans, type Span, span } from './span';
export { type JsonValue, structureOf } from './structure';
export {
  detectVendor,
  type NoteSeverity,
  type Translation,
  type TranslationNote,
  translateQuery,
  VENDORS,
  type Vendor,
} from './translate/index';
export { childrenOf, joinBoolean } from './tree';

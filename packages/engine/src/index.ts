export { analyzeQueryTerm, type QueryTerm } from './analysis/analyze-query-term';
export {
  type Analyzer,
  type ClassificationAnalyzerOptions,
  classificationAnalyzer,
  keywordAnalyzer,
  NAME_VALUE_GAP,
  nameAnalyzer,
  numberAnalyzer,
  textAnalyzer,
} from './analysis/analyzer';
export { canonicalClassificationCode, classificationAncestors } from './analysis/classification-code';
export { foldCase, foldDiacritics, foldingFilter, foldTerm, normalizeNfkc } from './analysis/folding';
export {
  createPatentTokenizer,
  MAX_COMPOUND_TERM_LENGTH,
  type PatentTokenizerOptions,
} from './analysis/patent-tokenizer';
export {
  canonicalPublicationNumber,
  type PublicationNumberParts,
  parsePublicationNumber,
  publicationNumberVariants,
} from './analysis/publication-number';
export type { Token } from './analysis/token';
export {
  joinParagraphs,
  locateParagraphOffset,
  PARAGRAPH_SEPARATOR,
  type TokenFilter,
  type Tokenizer,
} from './analysis/tokenizer';
export {
  bitsRequired,
  packBits,
  packBitsAt,
  packedWords,
  readPacked,
  readPackedAt,
  unpackBits,
  unpackDocIds,
} from './codec/bit-packing';
export { ByteReader } from './codec/byte-reader';
export { ByteWriter } from './codec/byte-writer';
export { BLOCK_SIZE, TAIL_PACK_MIN_POSITIONS, TERMINATED, type TermPostingsInfo } from './codec/postings-block';
export { PostingsReader } from './codec/postings-reader';
export { type PositionList, PostingsWriter } from './codec/postings-writer';
export { type StoredFieldsOptions, StoredFieldsReader, StoredFieldsWriter } from './codec/stored-fields';
export { decodeVarints, encodeVarints, MAX_UINT32, varintSize } from './codec/varint';
export { wordView } from './codec/word-view';
export { type AggregationContext, AggregationsCollector, MAX_AGGREGATIONS, PairIds } from './collector/aggregations';
export { bestK } from './collector/best-k';
export { type Collector, CountCollector, MultiCollector } from './collector/collector';
export {
  AssignedValuesCollector,
  FacetCollector,
  FacetsCollector,
  MAX_FACET_LIMIT,
  NumericRangeCollector,
  YearHistogramCollector,
} from './collector/facets';
export { buildGlobalOrdinals, type GlobalOrdinals } from './collector/global-ordinals';
export { type Group, GroupingCollector } from './collector/grouping';
export { compareHits, type Hit, TopDocsCollector } from './collector/top-docs';
export { EngineError } from './engine-error';
export {
  type ClauseCount,
  clauseCounts,
  type ExplainedPair,
  type Explanation,
  explain,
  type FieldMatch,
  type ScorePart,
  scoreParts,
  TRUNCATION_WORDS_SHOWN,
  type TruncationWords,
} from './explanation';
export { type HighlightTarget, highlightDocument, highlightTargets } from './highlight/highlight-document';
export { type HighlightMark, highlightField, normalizeHighlights } from './highlight/highlight-field';
export { escapeHtml, groupClassName, HIGHLIGHT_CLASS_COUNT, renderMarked } from './highlight/render';
export {
  DEFAULT_MAX_SNIPPET_LENGTH,
  DEFAULT_MAX_SNIPPETS,
  makeSnippets,
  type SnippetOptions,
} from './highlight/snippets';
export { withDerivedFields } from './index/derived-fields';
export { type AnalyzedField, analyzePositionalField } from './index/field-analysis';
export { IndexWriter, type IndexWriterOptions } from './index/index-writer';
export { SegmentReader } from './index/segment-reader';
export { bindQuery, type HistoryResolver, MAX_HISTORY_DEPTH, MAX_QUERY_NODES, parseQueryText } from './planner/bind';
export type { ColumnFilter } from './planner/column-filter';
export type { LogicalQuery, PositionalExpr } from './planner/logical-query';
export { MAX_EXPANSIONS } from './planner/query-stats';
export {
  EngineSearchPool,
  type EngineSearchPoolOptions,
  type PooledSearchRequest,
  type SearchCallOptions,
} from './pool/engine-search-pool';
export { type PoolWorkerHandlers, type SharedBuffers, servePool, type WorkerContext } from './pool/pool-worker';
export { PoolError, type PoolErrorCode, type RunOptions, SearchPool, type SearchPoolOptions } from './pool/search-pool';
export { startWorker } from './pool/typescript-worker';
export { DocumentSetFilter } from './query/document-set-filter';
export {
  DEFAULT_MAX_POSTINGS_BYTES,
  DEFAULT_MAX_POSTINGS_VISITED,
  DEFAULT_MAX_TOTAL_EXPANSIONS,
  DEFAULT_SEARCH_TIME_LIMIT_MS,
  SearchBudget,
  type SearchCost,
  type SearchLimits,
} from './query/search-budget';
export type { EngineDocument, TextValue } from './schema/document';
export { NPL_SCHEMA } from './schema/npl-schema';
export { PATENT_SCHEMA } from './schema/patent-schema';
export { type FieldDef, type FieldType, fieldOf, type QueryFieldBinding, type Schema } from './schema/schema';
export { SCHEMAS, type SchemaName } from './schema/schemas';
export * from './search-types';
export {
  DEFAULT_FACET_LIMIT,
  MAX_ROWS,
  MAX_START,
  type SearchControl,
  Searcher,
  type SearcherOptions,
} from './searcher';
export { type Directory, type FileInput, type FileOutput, writeFileDurably } from './store/directory';
export { FsDirectory } from './store/fs-directory';
export {
  type CommitState,
  type CommittedState,
  type CommitUserData,
  CURRENT_FILE_NAME,
  deletionFileName,
  MANIFEST_FORMAT_VERSION,
  manifestFileName,
  readCommitted,
  referencedFiles,
  removeUnreferenced,
  type SegmentEntry,
  writeCommit,
} from './store/manifest';
export { MemoryDirectory } from './store/memory-directory';
export { TermDictionary, type TermEntry, type TermScan } from './termdict/term-dictionary';
export {
  buildTermDictionary,
  TERMS_PER_BLOCK,
  TermDictionaryWriter,
  type TermInfo,
} from './termdict/term-dictionary-writer';
export { compareBytes, compareTerms } from './termdict/utf8-order';

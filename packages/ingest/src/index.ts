// The corpus: readers of the office formats, the merge of one publication's sources into one record, families and
// forward citations, the demo corpus and the ingest pipeline that writes them into the engine's index.

export { classificationTitlesPath } from './classification-titles/title-file';
export { ClassificationTitleStore, type CodeTitles, type TitleOfCode } from './classification-titles/title-store';
export { type ClassificationTitleSink, ClassificationTitleWriter } from './classification-titles/title-writer';
export { DEMO_CORPUS_SEED, generateDemoCorpus, isDemoDocument } from './demo-corpus';
export { renderDemoDrawing } from './demo-corpus-drawing-svg';
export {
  DEMO_CORPUS_COUNT,
  type DemoCorpusLoadSummary,
  isDemoIndex,
  loadDemoCorpus,
} from './demo-corpus-loader';
export { fromEngineDocument, toEngineDocument } from './engine-document';
export { INGEST_HEAP_MB, ingestReportPath, ingestSpoolPath, patentIndexPath } from './index-path';
export {
  acquireIndexWriteLock,
  EXIT_INDEX_BUSY,
  EXIT_NOTHING_READ,
  IndexBusyError,
  type IndexWriteLock,
} from './index-write-lock';
export {
  type IngestProblem,
  type IngestProgress,
  type IngestSummary,
  ingestPaths,
  linkCorpus,
} from './ingest';
export { linkingUnfinished, relinkIndex } from './link';
export { mergeRecords } from './merge/merge-record';
export { readNothing, summaryLines } from './pipeline/ingest-summary';
export { finishUnlinkedIndex } from './pipeline/write-chunk';
export { canonicalLines } from './readers/canonical-jsonl';
export type { ClassificationScheme, ClassificationTitle } from './readers/reader';
export {
  legalEventKeys,
  type SeenAt,
  storedWatchStamps,
  WATCH_STAMPS_FIELD,
  type WatchStamps,
  withWatchStamps,
} from './watch-stamps/watch-stamps';

import type { PatentDocument } from '@app/shared';

/**
 * The formats we read. A reader recognises its format by content (the first bytes of an entry), never by the file
 * name, because bulk deliveries name files after dates and sequence numbers.
 */
export type SourceFormat =
  | 'uspto-redbook-xml'
  | 'uspto-patdoc-sgml'
  | 'uspto-pap-xml'
  | 'uspto-greenbook'
  | 'uspto-css-brs'
  | 'uspto-ppubs-json'
  | 'ep-patent-document'
  | 'epo-fulltext-documents'
  | 'epo-docdb'
  | 'epo-ops'
  | 'dpma-xml'
  | 'lens-csv'
  | 'surechembl-json'
  | 'uspto-odp-json'
  | 'canonical-jsonl'
  | 'cpc-scheme-xml'
  | 'ipc-titles-tsv'
  | 'uspto-cpc-master-xml'
  | 'uspto-xml4ip'
  | 'not-a-publication';

/** One file (or archive entry) to read: its name for messages, and its bytes as a stream. */
export type SourceEntry = {
  /** Path for messages: `archive.zip!/inner/file.xml` for an archive member. */
  readonly name: string;
  /** The entry's bytes (already decompressed for `.gz`). Can be consumed once. */
  readonly open: () => AsyncIterable<Uint8Array>;
  /** Size in bytes when known, for progress. */
  readonly size?: number;
};

/** Where in a file a problem is: 1-based line and column, and/or the index of the document inside the file. */
export type SourcePosition = { readonly line?: number; readonly column?: number; readonly document?: number };

/** The classification schemes whose titles we keep. */
export type ClassificationScheme = 'cpc' | 'ipc';

/** What one code of a classification scheme means, as a scheme file states it. */
export type ClassificationTitle = {
  readonly scheme: ClassificationScheme;
  /** The code in the index's canonical spelling (`canonicalClassificationCode`): `A01L1/02`, `H01L`. */
  readonly code: string;
  /** The title on one line: the title's parts joined by `; `, without its references to other places. */
  readonly title: string;
  /** Language of the title (`en`, `es`): a scheme may be read in several. */
  readonly lang: string;
  /** The code one step up the scheme's hierarchy, when the file or the code's shape tells it. */
  readonly parent?: string;
  /** 1 section, 2 class, 3 subclass, 4 main group, 5 and more a subgroup (5 = one dot, 6 = two dots, …). */
  readonly depth?: number;
};

/** What reading yields: a document, or a per-document (or per-file) error that never stops the batch. */
export type ReadResult =
  | { readonly kind: 'document'; readonly document: PatentDocument }
  | {
      readonly kind: 'error';
      readonly file: string;
      readonly position?: SourcePosition;
      readonly message: string;
    }
  /** A file that holds no patent documents (a DTD, an error response), with the reason. */
  | { readonly kind: 'skipped'; readonly file: string; readonly reason: string };

/** What a classification scheme file yields instead of documents: its titles, in batches of a few thousand. */
export type TitlesReadResult = {
  readonly kind: 'classification-titles';
  readonly file: string;
  readonly entries: readonly ClassificationTitle[];
};

/** Anything a reader yields; the ingest pipeline takes every kind. */
export type AnyReadResult = ReadResult | TitlesReadResult;

/** A reader of one format: of patent documents unless `R` says otherwise (`FormatReader<AnyReadResult>`). */
export type FormatReader<R extends AnyReadResult = ReadResult> = {
  readonly format: SourceFormat;
  /** Whether `head` (the first 64 KiB of an entry, decoded as UTF-8 or Latin-1) is this format. */
  detect(head: string): boolean;
  /** Reads the documents of one entry, streaming: never the whole entry in memory when it holds many documents. */
  read(entry: SourceEntry): AsyncIterable<R>;
};

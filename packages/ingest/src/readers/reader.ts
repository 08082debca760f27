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

/** What reading yields: a document, or a per-document (or per-file) error that never stops the batch. */
export type ReadResult =
  | { readonly kind: 'document'; readonly document: PatentDocument }
  | {
      readonly kind: 'error';
      readonly file: string;
      readonly position?: SourcePosition;
      readonly message: string;
    }
  /** A file that holds no patent documents (a DTD, a CPC scheme, an error response), with the reason. */
  | { readonly kind: 'skipped'; readonly file: string; readonly reason: string };

/** A reader of one format. */
export type FormatReader = {
  readonly format: SourceFormat;
  /** Whether `head` (the first 64 KiB of an entry, decoded as UTF-8 or Latin-1) is this format. */
  detect(head: string): boolean;
  /** Reads the documents of one entry, streaming: never the whole entry in memory when it holds many documents. */
  read(entry: SourceEntry): AsyncIterable<ReadResult>;
};

/** The files of one segment; all are written once, fsynced, and named in the commit that adds the segment. */
export function segmentFileNames(segment: string): {
  readonly terms: string;
  readonly postings: string;
  readonly columns: string;
  readonly stored: string;
} {
  return {
    terms: `${segment}.tdc`,
    postings: `${segment}.pst`,
    columns: `${segment}.dvc`,
    stored: `${segment}.stf`,
  };
}

/** Missing value of a numeric column (dates and integers are Int32). */
export const MISSING_NUMBER = -2147483648;

/** Column names, one place so writer and reader agree. */
export const COLUMN = {
  number: (field: string) => `num:${field}`,
  length: (field: string) => `len:${field}`,
  sentenceOffsets: (field: string) => `sent.o:${field}`,
  sentenceStarts: (field: string) => `sent.v:${field}`,
  paragraphOffsets: (field: string) => `para.o:${field}`,
  paragraphStarts: (field: string) => `para.v:${field}`,
  valueOffsets: (field: string) => `sdv.o:${field}`,
  valueOrds: (field: string) => `sdv.v:${field}`,
  dictionaryOffsets: (field: string) => `dict.o:${field}`,
  dictionaryBytes: (field: string) => `dict.b:${field}`,
} as const;

/** The header meta of a segment's columns file. */
export type SegmentMeta = {
  readonly formatVersion: 1;
  readonly docCount: number;
  /** Field names in term-key order (a key's first character is the index here). */
  readonly fields: readonly string[];
  /** Per positional field: sum of lengths and number of documents with the field (for BM25's average length). */
  readonly lengthStats: Readonly<Record<string, { readonly sum: number; readonly docs: number }>>;
  /** Fields that have each kind of column in this segment. */
  readonly numberFields: readonly string[];
  readonly stringFields: readonly string[];
  readonly positionalFields: readonly string[];
};

/** The doc-values field holding each document's ucid. */
export const UCID_FIELD = 'ucid';

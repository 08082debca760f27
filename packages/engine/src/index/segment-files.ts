import type { CombinedFieldDef } from '../schema/schema';

/** The files of one segment; all are written once, fsynced, and named in the commit that adds the segment. */
export function segmentFileNames(segment: string): {
  readonly terms: string;
  readonly postings: string;
  readonly columns: string;
  readonly stored: string;
  readonly storedBody: string;
} {
  return {
    terms: `${segment}.tdc`,
    postings: `${segment}.pst`,
    columns: `${segment}.dvc`,
    stored: `${segment}.stf`,
    storedBody: `${segment}.stb`,
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
  /**
   * Combined fields (`Schema.combinedFields`) written in this segment; the one at index i has the term-key prefix of
   * field number `fields.length + i`. Absent in segments written before combined fields existed (searches then take
   * the union of the fields' lists).
   */
  readonly combined?: readonly CombinedFieldDef[];
};

/** The doc-values field holding each document's ucid. */
export const UCID_FIELD = 'ucid';

/**
 * Stored fields kept in the body file: long texts a result list does not show. Everything else (titles, abstracts,
 * numbers, dates, parties, codes) is in the head file, compressed in small blocks, so fetching a page of hits
 * decompresses a few kilobytes per hit instead of whole claim sets and descriptions.
 */
export const BODY_FIELDS: ReadonlySet<string> = new Set([
  'claims',
  'firstclaims',
  'independentclaims',
  'descriptions',
  'fulltext',
]);

/** Head blocks stay small so one hit costs little to decompress. */
export const HEAD_BLOCK_BYTES = 4 * 1024;

/** Splits a document into its head and body parts (both JSON objects). */
export function splitStored(doc: Readonly<Record<string, unknown>>): { head: string; body: string } {
  const head: Record<string, unknown> = {};
  const body: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(doc)) (BODY_FIELDS.has(key) ? body : head)[key] = value;
  return { head: JSON.stringify(head), body: JSON.stringify(body) };
}

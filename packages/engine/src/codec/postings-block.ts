// Shared vocabulary of the postings codec. The byte layout is documented in packages/engine/ARCHITECTURE.md
// ("Postings"); postings-writer.ts writes it and postings-reader.ts reads it.

/** Documents per packed block; also the granularity of skipping. 128 keeps a block's doc ids in 512 bytes. */
export const BLOCK_SIZE = 128;

/** Doc id returned once an iterator is exhausted; larger than any real doc id (tantivy's and Lucene's sentinel). */
export const TERMINATED = 0x7fffffff;

/** Words of header at the start of every packed block: two width words and the block's position count. */
export const BLOCK_HEADER_WORDS = 3;

/**
 * A varint tail whose documents hold at least this many positions stores positions, sentences and paragraphs
 * bit-packed (six runs sharing one bit stream) instead of as varints; below it the 4-byte width header costs more
 * than packing saves. Chosen by measuring real patent text (ARCHITECTURE.md, "Postings").
 */
export const TAIL_PACK_MIN_POSITIONS = 2;

/** Where a term's postings live inside the postings bytes and how big they are; stored in the term dictionary. */
export type TermPostingsInfo = {
  /** Number of documents containing the term. */
  readonly docFreq: number;
  /** Sum of the term's frequencies over all documents (its number of positions). */
  readonly totalTermFreq: number;
  /** Byte offset of the term's postings in the postings bytes (4-byte aligned when it has packed blocks). */
  readonly offset: number;
  /** Byte length of the term's postings. */
  readonly length: number;
};

/** Number of packed (full) blocks a term with `docFreq` documents has; the remainder is the varint tail. */
export function fullBlockCount(docFreq: number): number {
  return Math.floor(docFreq / BLOCK_SIZE);
}

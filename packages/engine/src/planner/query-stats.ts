import type { PostingsReader } from '../codec/postings-reader';
import { EngineError } from '../engine-error';
import type { SegmentReader } from '../index/segment-reader';
import { type SegmentExpansion, TOO_BROAD } from '../index/segment-terms';
import { SPAN_MARK } from '../index/term-key';
import { SearchBudget } from '../query/search-budget';
import type { Schema } from '../schema/schema';
import type { TermInfo } from '../termdict/term-dictionary-writer';
import type { TermPattern } from './logical-query';

/** Most distinct words one truncated word may expand to; beyond it the search fails with a clear message. */
export const MAX_EXPANSIONS = 10_000;

/**
 * Index-wide statistics for one search over a fixed set of segments: document count, average field lengths,
 * document frequencies (summed over segments, so every segment scores alike) and truncation expansions (computed
 * once over all segments, so the cap is checked against the whole index).
 */
export class QueryStats {
  readonly docCount: number;
  private readonly docFreqs = new Map<string, number>();
  private readonly expansions = new Map<string, FieldExpansion>();
  private readonly averages = new Map<string, number>();
  constructor(
    readonly segments: readonly SegmentReader[],
    readonly schema: Schema,
    /** The search's deadline and cost limits; the default has no deadline and the default limits. */
    readonly budget: SearchBudget = new SearchBudget(),
    /**
     * Postings readers a finished segment scope handed back (`SegmentScope.release`), repositioned for the next
     * scope's terms: a search over ten segments otherwise made some 240 readers of eleven buffers each. A searcher
     * passes its own, so the next search starts with the readers of the last one (making them was a measurable
     * part of a small search).
     */
    readonly spareReaders: PostingsReader[] = [],
  ) {
    this.docCount = segments.reduce((sum, s) => sum + s.maxDoc, 0);
  }

  /** Average length of a positional field over the documents that have it. */
  avgLength(field: string): number {
    let average = this.averages.get(field);
    if (average === undefined) {
      let sum = 0;
      let docs = 0;
      for (const segment of this.segments) {
        const stats = segment.meta.lengthStats[field];
        if (stats) {
          sum += stats.sum;
          docs += stats.docs;
        }
      }
      average = docs > 0 ? sum / docs : 1;
      this.averages.set(field, average);
    }
    return average;
  }

  /** Documents holding `key` (a term key without its field prefix) in `field`, over all segments. */
  docFreq(field: string, key: string): number {
    const cacheKey = `${field}\u0000${key}`;
    let df = this.docFreqs.get(cacheKey);
    if (df === undefined) {
      df = 0;
      for (const segment of this.segments) {
        const prefix = segment.prefixOf(field);
        if (prefix !== null) df += segment.lookup(prefix + key)?.docFreq ?? 0;
      }
      this.docFreqs.set(cacheKey, df);
    }
    return df;
  }

  /** Keys (without field prefix) of `term` in `field`: the plain term and its spanning forms, wherever present. */
  termKeys(segment: SegmentReader, field: string, term: string): readonly string[] {
    const prefix = segment.prefixOf(field);
    if (prefix === null) return [];
    return termKeysAt(segment, prefix, term);
  }

  /**
   * Keys (without field prefix) of every word of `field` that `pattern` matches, over all segments: each segment's
   * matches in term order, segment after segment, each key once. Each segment expands through its own index and cache
   * (`SegmentTerms`), so a truncation searched before costs a lookup per segment.
   */
  expand(field: string, pattern: TermPattern, span: { start: number; end: number }): readonly string[] {
    return this.fieldExpansion(field, pattern, span).keys;
  }

  /** Postings info of `key`, one of `expand(field, pattern)`'s keys, in `segment` (null when the segment lacks it). */
  expansionInfo(segment: SegmentReader, field: string, pattern: TermPattern, key: string): TermInfo | null {
    const expansion = this.expansions.get(expansionKey(field, pattern));
    const bySegment = expansion?.bySegment.get(segment);
    if (bySegment !== undefined) return bySegment.info(key) ?? null;
    const prefix = segment.prefixOf(field);
    return expansion === undefined && prefix !== null ? segment.lookup(prefix + key) : null;
  }

  /** Documents holding `key`, one of `expand(field, pattern)`'s keys, over all segments (as `docFreq`, no lookups). */
  expansionDocFreq(field: string, pattern: TermPattern, key: string): number {
    const expansion = this.expansions.get(expansionKey(field, pattern));
    if (expansion === undefined) return this.docFreq(field, key);
    let df = 0;
    for (const bySegment of expansion.bySegment.values()) df += bySegment.info(key)?.docFreq ?? 0;
    return df;
  }

  private fieldExpansion(field: string, pattern: TermPattern, span: { start: number; end: number }): FieldExpansion {
    const cacheKey = expansionKey(field, pattern);
    const cached = this.expansions.get(cacheKey);
    if (cached) return cached;
    const tooBroad = () =>
      new EngineError(
        'QUERY_TRUNCATION_TOO_BROAD',
        `${pattern.source} matches more than ${MAX_EXPANSIONS.toLocaleString('en')} different words; add letters before the truncation`,
        span,
      );
    const found = new Set<string>();
    const bySegment = new Map<SegmentReader, SegmentExpansion>();
    // A left truncation may scan a field's whole dictionary (or build its reversed index): that work counts, and can
    // time out, like postings do. A cached expansion costs nothing.
    const meter = this.budget.meter(span);
    const spend = (entries: number) => meter.spend(entries);
    for (const segment of this.segments) {
      const prefix = segment.prefixOf(field);
      if (prefix === null) continue;
      const expansion = segment.expansion.expand(prefix, pattern, MAX_EXPANSIONS, spend);
      if (expansion === TOO_BROAD) throw tooBroad();
      bySegment.set(segment, expansion);
      for (const key of expansion.keys) found.add(key);
      if (found.size > MAX_EXPANSIONS) throw tooBroad();
    }
    this.budget.expanded(found.size, span, pattern.source);
    const result = { keys: [...found], bySegment };
    this.expansions.set(cacheKey, result);
    return result;
  }
}

/** A truncation's expansion for one search: the keys over all segments, and each segment's own matches. */
type FieldExpansion = {
  readonly keys: readonly string[];
  readonly bySegment: ReadonlyMap<SegmentReader, SegmentExpansion>;
};

function expansionKey(field: string, pattern: TermPattern): string {
  return `${field}\u0000${pattern.regex.source}`;
}

/** The keys of `term` (plain and spanning, without prefix) under one field or combined-field prefix of a segment. */
export function termKeysAt(segment: SegmentReader, prefix: string, term: string): readonly string[] {
  return segment.keysOfWord(prefix, term, () => {
    const keys: string[] = [];
    if (segment.lookup(prefix + term)) keys.push(term);
    for (const entry of segment.terms.prefix(prefix + term + SPAN_MARK)) keys.push(entry.term.slice(1));
    return keys;
  });
}

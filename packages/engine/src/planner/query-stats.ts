import { EngineError } from '../engine-error';
import type { SegmentReader } from '../index/segment-reader';
import { SPAN_MARK, splitTermKey } from '../index/term-key';
import { SearchBudget } from '../query/search-budget';
import type { Schema } from '../schema/schema';
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
  private readonly expansions = new Map<string, string[]>();
  private readonly averages = new Map<string, number>();

  constructor(
    readonly segments: readonly SegmentReader[],
    readonly schema: Schema,
    /** The search's deadline and cost limits; the default has no deadline and the default limits. */
    readonly budget: SearchBudget = new SearchBudget(),
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
  termKeys(segment: SegmentReader, field: string, term: string): string[] {
    const prefix = segment.prefixOf(field);
    if (prefix === null) return [];
    const keys: string[] = [];
    if (segment.lookup(prefix + term)) keys.push(term);
    for (const entry of segment.terms.prefix(prefix + term + SPAN_MARK)) keys.push(entry.term.slice(1));
    return keys;
  }

  /** Keys (without field prefix) of every word of `field` that `pattern` matches, over all segments. */
  expand(field: string, pattern: TermPattern, span: { start: number; end: number }): readonly string[] {
    const cacheKey = `${field}\u0000${pattern.regex.source}`;
    const cached = this.expansions.get(cacheKey);
    if (cached) return cached;
    const found = new Set<string>();
    // A left truncation scans the field's whole dictionary: that work counts, and can time out, like postings do.
    const meter = this.budget.meter(span);
    let scanned = 0;
    for (const segment of this.segments) {
      const prefix = segment.prefixOf(field);
      if (prefix === null) continue;
      for (const entry of segment.terms.prefix(prefix + pattern.prefix)) {
        if (++scanned === 1024) {
          meter.spend(scanned);
          scanned = 0;
        }
        const key = entry.term.slice(1);
        if (found.has(key) || !pattern.regex.test(splitTermKey(key).term)) continue;
        found.add(key);
        if (found.size > MAX_EXPANSIONS) {
          throw new EngineError(
            'QUERY_TRUNCATION_TOO_BROAD',
            `${pattern.source} matches more than ${MAX_EXPANSIONS.toLocaleString('en')} different words; add letters before the truncation`,
            span,
          );
        }
      }
    }
    meter.spend(scanned);
    this.budget.expanded(found.size, span, pattern.source);
    const keys = [...found];
    this.expansions.set(cacheKey, keys);
    return keys;
  }
}

import { TERMINATED } from '../codec/postings-block';
import { EngineError } from '../engine-error';
import { analyzerFor, textFieldValues } from '../index/field-analysis';
import type { SegmentReader } from '../index/segment-reader';
import { fieldOf } from '../schema/schema';
import type { GroupBy, KeywordBucket } from '../search-types';
import { GroupIds, OWN_GROUP } from './aggregation-groups';
import type { AggregationContext, AggregationCounter, GroupedMatches } from './aggregations';
import { KEYWORD_STOP_WORDS } from './keyword-stop-words';

// `keywords` aggregations: the words of titles and abstracts that set the matches apart from the whole index.
//
// Foreground: per group of the set, the distinct indexed words (the text analyzer's terms, so they are the index's
// own) of its matching documents' stored texts; a group counts once per word. Stop words, numbers and words shorter
// than three letters are left out. Above `sample` groups an even sample of the groups is read (stated as `sampled`),
// which keeps a 100,000-document set fast: reading a stored document costs a JSON parse.
//
// Background: for the best candidates only, the exact number of groups of the WHOLE index holding the word, from
// the postings of each field (a document holding it in title and abstract counts once, a group once).
//
// Score: Dunning's log-likelihood ratio (G²) of the 2×2 table set vs. rest of the index × with vs. without the word.
// Unlike a chi-square it stays reliable for rare words and small sets (it does not assume normal counts), and unlike
// a plain ratio of frequencies it does not put words seen twice in a small set on top: it weighs how sure the
// difference is, not only how large. Only words more frequent in the set than in the rest score; others are dropped.

const DEFAULT_SAMPLE = 1000;
/**
 * Background counts depend on the index only, not the query: kept per searcher (its first segment reader stands for
 * it: a new commit opens new readers) so a dashboard's keyword chart reads the postings of a word once. Bounded.
 */
const BACKGROUND = new WeakMap<SegmentReader, Map<string, number>>();
const BACKGROUND_ENTRIES = 100_000;
const DEFAULT_LIMIT = 20;
const NUMBER_LIKE = /\d/;

function xlx(x: number): number {
  return x > 0 ? x * Math.log(x) : 0;
}

/** G² of the table [[a, b], [c, d]] (a: set groups with the word, b: without; c, d: the rest of the index). */
export function logLikelihoodRatio(a: number, b: number, c: number, d: number): number {
  const g = xlx(a) + xlx(b) + xlx(c) + xlx(d) - xlx(a + b) - xlx(c + d) - xlx(a + c) - xlx(b + d) + xlx(a + b + c + d);
  return Math.max(0, 2 * g);
}

/** Whether an indexed word can be a keyword: three letters or more, no digit, not a stop word. */
export function isKeyword(term: string): boolean {
  return term.length >= 3 && !NUMBER_LIKE.test(term) && !KEYWORD_STOP_WORDS.has(term);
}

/** The distinct keyword terms of one stored document's text fields. */
export function keywordTermsOf(stored: Readonly<Record<string, unknown>>, fields: readonly string[]): Set<string> {
  const analyzer = analyzerFor('text');
  const terms = new Set<string>();
  for (const field of fields)
    for (const { value } of textFieldValues(stored[field]))
      for (const token of analyzer.analyze(value))
        if ((token.positionLength ?? 1) === 1 && isKeyword(token.term)) terms.add(token.term);
  return terms;
}

export class KeywordsCounter implements AggregationCounter {
  readonly grouped = true;
  private readonly segments: SegmentReader[] = [];

  constructor(
    private readonly context: AggregationContext,
    private readonly fields: readonly string[],
    private readonly countBy: GroupBy,
    private readonly limit: number = DEFAULT_LIMIT,
    private readonly sample: number = DEFAULT_SAMPLE,
  ) {
    for (const field of fields)
      if (fieldOf(context.schema, field)?.type !== 'text')
        throw new EngineError('SEARCH_INVALID', `${field} is not a text field: no keywords from it`);
    if (!Number.isInteger(sample) || sample < 1) throw new EngineError('SEARCH_INVALID', 'sample must be 1 or more');
  }

  setSegment(index: number, segment: SegmentReader): void {
    this.segments[index] = segment;
  }

  collect(): void {}

  result(
    countBy: GroupBy,
    matches: GroupedMatches,
    check: () => void,
  ): { kind: 'keywords'; countBy: GroupBy; total: number; sampled: number | null; buckets: KeywordBucket[] } {
    const { segs, docs, bounds } = matches;
    const sampled = matches.count > this.sample;
    const read = sampled ? this.sample : matches.count;
    const counts = new Map<string, number>();
    for (let i = 0; i < read; i++) {
      if ((i & 255) === 255) check();
      // An even spread over the groups (ordered by key), so no one part of the set is favoured.
      const k = sampled ? Math.floor((i * matches.count) / read) : i;
      const words = new Set<string>();
      for (let m = bounds[k]!; m < bounds[k + 1]!; m++) {
        const stored = this.segments[segs[m]!]!.storedFields(docs[m]!, this.fields);
        for (const term of keywordTermsOf(stored, this.fields)) words.add(term);
      }
      for (const word of words) counts.set(word, (counts.get(word) ?? 0) + 1);
    }
    // Candidates: the words most groups of the set hold; the background is counted for them only.
    const candidates = [...counts.entries()]
      .filter(([, count]) => count >= 2 || read < 20)
      .sort((x, y) => y[1] - x[1] || (x[0] < y[0] ? -1 : 1))
      .slice(0, Math.max(100, this.limit * 5));
    const background = this.backgroundCounts(
      candidates.map(([word]) => word),
      check,
    );
    const scale = matches.count / Math.max(read, 1);
    const restGroups = Math.max(0, background.groups - matches.count);
    const buckets: KeywordBucket[] = [];
    candidates.forEach(([word, count], i) => {
      const inRest = Math.max(0, background.counts[i]! - Math.round(count * scale));
      if (count / read <= inRest / Math.max(restGroups, 1)) return;
      const score = logLikelihoodRatio(count, read - count, inRest, Math.max(0, restGroups - inRest));
      buckets.push({ value: word, count, score: Math.round(score * 100) / 100 });
    });
    buckets.sort((x, y) => y.score - x.score || y.count - x.count || (x.value < y.value ? -1 : 1));
    return {
      kind: 'keywords',
      countBy,
      total: matches.count,
      sampled: sampled ? read : null,
      buckets: buckets.slice(0, this.limit),
    };
  }

  /** Groups of the whole index holding each word in any of the fields, and the index's number of groups. */
  private backgroundCounts(words: readonly string[], check: () => void): { counts: number[]; groups: number } {
    const first = this.segments.find((segment) => segment !== undefined);
    if (!first) return { counts: words.map(() => 0), groups: 0 };
    let cache = BACKGROUND.get(first);
    if (!cache || cache.size > BACKGROUND_ENTRIES) {
      cache = new Map();
      BACKGROUND.set(first, cache);
    }
    const prefix = `${this.countBy}\u0000${this.fields.join(',')}\u0000`;
    const missing = words.filter((word) => !cache.has(prefix + word));
    if (missing.length > 0 || !cache.has(prefix)) {
      const counted = this.countBackground(missing, check);
      cache.set(prefix, counted.groups);
      for (const [i, word] of missing.entries()) cache.set(prefix + word, counted.counts[i]!);
    }
    return { counts: words.map((word) => cache.get(prefix + word)!), groups: cache.get(prefix)! };
  }

  private countBackground(words: readonly string[], check: () => void): { counts: number[]; groups: number } {
    const groups = new GroupIds(this.context, this.countBy);
    const keyedSeen = new Int32Array(groups.keyedSize);
    const counts = words.map(() => 0);
    let total = 0;
    const allSeen = new Uint8Array(groups.keyedSize);
    this.segments.forEach((segment, s) => {
      if (!segment) return;
      groups.setSegment(s, segment);
      for (let d = 0; d < segment.maxDoc; d++) {
        if (segment.isDeleted(d)) continue;
        const g = groups.groupOf(d);
        if (g === OWN_GROUP) total++;
        else if (allSeen[g] === 0) {
          allSeen[g] = 1;
          total++;
        }
      }
    });
    // Stamps: keyed groups by global ordinal; own groups (documents) by segment and doc.
    const docSeen = this.segments.map((segment) => new Int32Array(segment ? segment.maxDoc : 0));
    words.forEach((word, w) => {
      check();
      const stamp = w + 1;
      let count = 0;
      this.segments.forEach((segment, s) => {
        if (!segment) return;
        groups.setSegment(s, segment);
        for (const field of this.fields) {
          const prefix = segment.prefixOf(field);
          const info = prefix === null ? null : segment.lookup(prefix + word);
          if (!info) continue;
          const postings = segment.postings(info);
          for (let d = postings.doc(); d !== TERMINATED; d = postings.advance()) {
            if (segment.isDeleted(d)) continue;
            const g = groups.groupOf(d);
            if (g === OWN_GROUP) {
              if (docSeen[s]![d] === stamp) continue;
              docSeen[s]![d] = stamp;
            } else {
              if (keyedSeen[g] === stamp) continue;
              keyedSeen[g] = stamp;
            }
            count++;
          }
        }
      });
      counts[w] = count;
    });
    return { counts, groups: total };
  }
}

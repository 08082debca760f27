import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { explain, scoreParts } from './explanation';
import { withDerivedFields } from './index/derived-fields';
import { analyzePositionalField } from './index/field-analysis';
import { IndexWriter } from './index/index-writer';
import { saturate } from './query/term-scorer';
import { PATENT_SCHEMA } from './schema/patent-schema';
import { fieldOf } from './schema/schema';
import { Searcher } from './searcher';
import { MemoryDirectory } from './store/memory-directory';
import {
  type CorpusOp,
  corpusArbitrary,
  type GeneratedQuery,
  queryArbitrary,
  VOCABULARY,
} from './testing/random-corpus';
import type { Explanation } from './weight/weight';

/**
 * For random corpora (several segments, updates and deletes) and random queries of every operator: the explanation
 * of every hit arrives at exactly the score the search gave it (the same float, not a close one), and every part of
 * it is made from its details the way `combine` says. Explain and search share their weights and add up in the same
 * order, so any difference is a bug. Sized to finish in seconds on a busy two-core machine.
 */

const RUNS = Number(process.env.EXPLAIN_RUNS ?? 8);
const QUERIES = 8;

async function openIndex(ops: readonly CorpusOp[]): Promise<Searcher> {
  const dir = new MemoryDirectory();
  const writer = await IndexWriter.open(dir, { schema: PATENT_SCHEMA, maxBufferedDocs: 7, mergeFactor: 3 });
  for (const op of ops) {
    if (op.kind === 'add') await writer.addDocument(op.doc);
    else if (op.kind === 'delete') await writer.deleteDocument(op.ucid);
    else await writer.commit();
  }
  await writer.commit();
  await writer.close();
  return Searcher.open(dir, { schema: PATENT_SCHEMA });
}

/** The first part of `e` (a path of descriptions) whose value is not what its details make, or null. */
function inconsistentPart(e: Explanation, path = e.description): string | null {
  if (!e.matched && e.value !== 0) return `${path}: not matched but value ${e.value}`;
  let sum = 0;
  for (const detail of e.details) if (detail.matched) sum += detail.value;
  let expected: number | null = null;
  if (e.combine === 'sum') expected = e.matched ? sum : 0;
  else if (e.combine === 'bm25f') expected = e.matched ? saturate(e.idf!, sum) : 0;
  else if (e.combine === 'include') expected = e.matched ? e.details[0]!.value : 0;
  if (expected !== null && !Object.is(expected, e.value))
    return `${path}: value ${e.value}, its details make ${expected}`;
  for (const detail of e.details) {
    const found = inconsistentPart(detail, `${path} › ${detail.description}`);
    if (found !== null) return found;
  }
  return null;
}

/**
 * The first place where an explanation says a word is somewhere the stored document does not have it, or a proximity
 * pair is out of reach, or null. Positions are checked against the stored text analysed again (derived fields too).
 */
function misplacedMatch(e: Explanation, stored: Record<string, unknown>): string | null {
  const where = e.where;
  if (where !== undefined) {
    if (!e.matched) return `${e.description}: a field that did not match says where it matched`;
    if (where.words.length === 0) return `${e.description}: matched without words`;
    const def = fieldOf(PATENT_SCHEMA, where.field)!;
    const tokens = analyzePositionalField(def, stored[where.field]).tokens;
    for (const word of where.words) {
      if (word.positions.length !== Math.min(word.count, 200)) return `${e.description}: ${word.term} count`;
      for (const position of word.positions) {
        if (!tokens.some((t) => t.position === position && t.term === word.term))
          return `${where.field}: no ${word.term} at ${position}`;
      }
    }
    for (const pair of where.pairs) {
      const [early, late] = pair.left[0] <= pair.right[0] ? [pair.left, pair.right] : [pair.right, pair.left];
      if (late[0] <= early[1]) return `${where.field}: pair ${pair.left}/${pair.right} overlaps`;
      if ((pair.op === 'W' || pair.op === 'WF') && late[0] - early[1] - 1 > pair.distance)
        return `${where.field}: pair ${pair.left}/${pair.right} farther than ${pair.distance}`;
      if (pair.op === 'WF' && pair.left[0] > pair.right[0]) return `${where.field}: WF pair out of order`;
    }
  } else if (e.matched && e.clause === 'text' && e.details.every((d) => d.where === undefined)) {
    return `${e.description}: matched text clause without a field saying where`;
  }
  for (const detail of e.details) {
    const found = misplacedMatch(detail, stored);
    if (found !== null) return found;
  }
  return null;
}

/**
 * A query alone, or named twice through the history (a shared part of the graph, run once per segment). Generated
 * queries are joined by AND or OR in threes and fours too, and so are common words: a sum of two is the same float
 * in either order, it takes three parts to tell a different order of addition (a conjunction leapfrogs from its
 * cheapest part, but must add in the query's order).
 */
type Asked = { readonly text: string; readonly shared: GeneratedQuery | null };

const joinedArbitrary: fc.Arbitrary<string> = fc
  .tuple(fc.constantFrom(' AND ', ' OR '), fc.array(queryArbitrary, { minLength: 3, maxLength: 4 }))
  .map(([op, parts]) => parts.map((p) => `(${p.text})`).join(op));

/** Words in many documents, and truncations and compounds with several terms in several fields (BM25F groups). */
const COMMON_WORDS = [...VOCABULARY, 'thin*', 'li*', 'sol*', '*film', 'liion', 'thinfilm', 'li-ion'];

const commonWordsArbitrary: fc.Arbitrary<string> = fc
  .tuple(fc.constantFrom(' AND ', ' OR '), fc.array(fc.constantFrom(...COMMON_WORDS), { minLength: 3, maxLength: 5 }))
  .map(([op, words]) => words.join(op));

const askedArbitrary: fc.Arbitrary<Asked> = fc.record({
  text: fc.oneof(
    queryArbitrary.map((q) => q.text),
    joinedArbitrary,
    commonWordsArbitrary,
  ),
  shared: fc.option(queryArbitrary, { freq: 3 }),
});

describe('explain', () => {
  it('adds up to exactly the score the search returned, part by part, and says where the words are', {
    timeout: 120_000,
  }, async () => {
    await fc.assert(
      fc.asyncProperty(
        corpusArbitrary(30),
        fc.array(askedArbitrary, { minLength: QUERIES, maxLength: QUERIES }),
        async (corpus, asked) => {
          const searcher = await openIndex(corpus.ops);
          for (const { text, shared } of asked) {
            const request =
              shared === null ? { query: text } : { query: `#1 AND (#1 OR (${text}))`, history: { 1: shared.ast } };
            const result = searcher.search({ ...request, rows: 100 });
            for (const hit of result.hits) {
              const explanation = explain(searcher, request, hit.ucid);
              const where = `${request.query} on ${hit.ucid}`;
              expect(explanation.matched, where).toBe(true);
              expect(explanation.value, where).toBe(hit.score);
              expect(inconsistentPart(explanation), where).toBeNull();
              const parts = scoreParts(explanation);
              const total = parts.reduce((sum, part) => sum + part.value, 0);
              expect(Math.abs(total - hit.score), where).toBeLessThanOrEqual(1e-12 * Math.max(1, hit.score));
              const stored = withDerivedFields(PATENT_SCHEMA, hit.fields as { ucid: string });
              expect(misplacedMatch(explanation, stored), where).toBeNull();
            }
          }
        },
      ),
      // No shrinking: reducing a corpus and eight queries takes minutes; the failure names the query and document.
      { numRuns: RUNS, seed: 20261127, endOnFailure: true },
    );
  });
});

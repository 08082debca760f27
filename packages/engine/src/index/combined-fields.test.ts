import { describe, expect, it } from 'vitest';
import { NAME_VALUE_GAP } from '../analysis/analyzer';
import { explain } from '../explanation';
import { PATENT_COMBINED_FIELDS, PATENT_SCHEMA } from '../schema/patent-schema';
import type { Schema } from '../schema/schema';
import { Searcher } from '../searcher';
import { MemoryDirectory } from '../store/memory-directory';
import { analyzePositionalField } from './field-analysis';
import { IndexWriter } from './index-writer';
import type { SegmentReader } from './segment-reader';
import { fieldPrefix } from './term-key';

const WITHOUT_COMBINED: Schema = { ...PATENT_SCHEMA, combinedFields: [] };
const WITH_COMBINED: Schema = { ...PATENT_SCHEMA, combinedFields: PATENT_COMBINED_FIELDS };
const WORDS = ['anode', 'cathode', 'layer', 'film', 'solar', 'cell', 'li-ion', 'battery', 'valve', 'sensor'];

/** Small random documents over the four text fields of FT, some fields missing, some multilingual. */
function documents(count: number, seed: number): Record<string, unknown>[] {
  let state = seed;
  const random = (n: number) => {
    state = (state * 1103515245 + 12345) & 0x7fffffff;
    return state % n;
  };
  const text = (words: number) => {
    const out: string[] = [];
    for (let i = 0; i < words; i++) out.push(WORDS[random(WORDS.length)]!);
    return `${out.join(' ')}.`;
  };
  const docs: Record<string, unknown>[] = [];
  for (let i = 0; i < count; i++) {
    const doc: Record<string, unknown> = { ucid: `US-${100 + i}-A`, publicationdate: '2020-01-01' };
    if (random(4) > 0) doc.titles = random(3) === 0 ? { en: text(3), de: text(2) } : text(1 + random(4));
    if (random(4) > 0) doc.abstracts = `${text(1 + random(8))} ${text(1 + random(5))}`;
    if (random(4) > 0) doc.claims = [text(1 + random(10)), text(1 + random(6))];
    if (random(3) > 0) doc.descriptions = [text(1 + random(12)), text(1 + random(12))];
    docs.push(doc);
  }
  return docs;
}

async function indexOf(
  schema: Schema,
  docs: readonly Record<string, unknown>[],
  options: { maxBufferedDocs?: number; merges?: boolean } = {},
): Promise<MemoryDirectory> {
  const dir = new MemoryDirectory();
  const writer = await IndexWriter.open(dir, { schema, merges: false, ...options });
  for (const doc of docs) await writer.addDocument(doc as never);
  await writer.commit();
  await writer.close();
  return dir;
}

type Postings = Map<number, number[]>;

function postingsOf(segment: SegmentReader, key: string): Postings {
  const out: Postings = new Map();
  const info = segment.lookup(key);
  if (!info) return out;
  const reader = segment.postings(info);
  for (let d = reader.doc(); d !== 0x7fffffff; d = reader.advance()) {
    out.set(d, [...reader.positions().subarray(0, reader.freq())]);
  }
  return out;
}

/**
 * Checks every term of a combined field against the fields' own postings: the same documents, and per document the
 * fields' positions one field after the other, each offset by the extents of the fields before it plus the gap.
 */
function expectCombinedEqualsUnion(segment: SegmentReader, stored: (doc: number) => Record<string, unknown>): void {
  const meta = segment.meta;
  expect(meta.combined?.map((c) => c.name)).toEqual(['TAC', 'FT']);
  meta.combined!.forEach((group, g) => {
    const prefix = fieldPrefix(meta.fields.length + g);
    const fieldPrefixes = group.fields.map((f) => segment.prefixOf(f)!);
    // Per document, each field's base position in the combined field.
    const bases = new Map<number, number[]>();
    for (let d = 0; d < segment.maxDoc; d++) {
      const doc = stored(d);
      let base = 0;
      const list: number[] = [];
      for (const name of group.fields) {
        list.push(base);
        const field = PATENT_SCHEMA.fields.find((f) => f.name === name)!;
        let extent = 0;
        for (const t of analyzePositionalField(field, doc[name]).tokens)
          extent = Math.max(extent, t.position + (t.positionLength ?? 1));
        base += extent + NAME_VALUE_GAP;
      }
      bases.set(d, list);
    }
    const terms = new Set<string>();
    for (const p of fieldPrefixes) for (const entry of segment.terms.prefix(p)) terms.add(entry.term.slice(1));
    const combinedTerms = new Set([...segment.terms.prefix(prefix)].map((e) => e.term.slice(1)));
    expect(combinedTerms).toEqual(terms);
    for (const term of terms) {
      const expected: Postings = new Map();
      fieldPrefixes.forEach((p, j) => {
        for (const [d, positions] of postingsOf(segment, p + term)) {
          const list = expected.get(d) ?? [];
          for (const position of positions) list.push(position + bases.get(d)![j]!);
          expected.set(d, list);
        }
      });
      const sorted = new Map([...expected].sort((a, b) => a[0] - b[0]));
      expect(postingsOf(segment, prefix + term), `${group.name} ${term}`).toEqual(sorted);
    }
  });
}

function storedOf(segment: SegmentReader): (doc: number) => Record<string, unknown> {
  return (d) => segment.document(d);
}

const QUERIES = [
  'anode',
  'TAC=anode',
  'FT=battery',
  'FT=(li-ion)',
  'TAC=(anode AND cathode)',
  'FT=(solar AND cell AND film)',
  'FT=(anode OR valve)',
  'TAC=(anode NOT sensor)',
  'FT=(any{2}(anode, cathode, layer, film))',
  'FT=(any{3}(anode, cathode, layer, film, valve))',
  'TAC=(anode W3 cathode)',
  'FT=(solar WS cell)',
  'FT=(anode NOTW2 cathode)',
  'TA=layer AND DSC=film',
  'FT=(batter* AND cell)',
];

describe('combined fields (TAC, FT as one postings list)', () => {
  it('hold the union of their fields postings, positions offset field after field', async () => {
    const docs = documents(120, 7);
    const dir = await indexOf(WITH_COMBINED, docs);
    const searcher = await Searcher.open(dir, { schema: PATENT_SCHEMA });
    expect(searcher.segments).toHaveLength(1);
    expectCombinedEqualsUnion(searcher.segments[0]!, storedOf(searcher.segments[0]!));
  });

  it('are carried by merges (deleted documents dropped)', async () => {
    const dir = new MemoryDirectory();
    const writer = await IndexWriter.open(dir, { schema: WITH_COMBINED, maxBufferedDocs: 20, mergeFactor: 2 });
    for (const doc of documents(90, 11)) await writer.addDocument(doc as never);
    await writer.commit();
    await writer.deleteDocument('US-105-A');
    await writer.waitForMerges();
    await writer.commit();
    await writer.close();
    const searcher = await Searcher.open(dir, { schema: PATENT_SCHEMA });
    expect(searcher.segments.length).toBeLessThan(5);
    for (const segment of searcher.segments) expectCombinedEqualsUnion(segment, storedOf(segment));
  });

  it('never let a proximity join words of two fields', async () => {
    const dir = await indexOf(WITH_COMBINED, [
      { ucid: 'A', titles: 'valve alpha', abstracts: 'beta sensor', claims: ['gamma'], descriptions: ['delta'] },
      { ucid: 'B', titles: 'alpha beta', claims: ['gamma delta'] },
    ]);
    const searcher = await Searcher.open(dir, { schema: PATENT_SCHEMA });
    const ucids = (query: string) =>
      searcher
        .search({ query, rows: 10 })
        .hits.map((h) => h.ucid)
        .sort();
    expect(ucids('TAC=(alpha W1 beta)')).toEqual(['B']);
    expect(ucids('TAC=(alpha AND beta)')).toEqual(['A', 'B']);
    expect(ucids('TAC=(alpha NOTW1 beta)')).toEqual(['A']);
    expect(ucids('FT=(gamma W1000 delta)')).toEqual(['B']);
    expect(ucids('FT=(gamma WS delta)')).toEqual(['B']);
    expect(ucids('FT=(gamma WP delta)')).toEqual(['B']);
    expect(ucids('FT=(gamma NOTWF1000 delta)')).toEqual(['A']);
    // In the combined postings, alpha (title) and beta (abstract) of A are more than W1000 apart.
    const segment = searcher.segments[0]!;
    const tac = fieldPrefix(segment.meta.fields.length);
    const alpha = postingsOf(segment, `${tac}alpha`).get(0)!;
    const beta = postingsOf(segment, `${tac}beta`).get(0)!;
    expect(beta[0]! - alpha[0]!).toBeGreaterThan(1000);
  });

  it('answer exactly as the union of the fields: counts, hits, scores, explanations', async () => {
    const docs = documents(150, 3);
    const withCombined = await Searcher.open(await indexOf(WITH_COMBINED, docs, { maxBufferedDocs: 60 }), {
      schema: PATENT_SCHEMA,
    });
    const without = await Searcher.open(await indexOf(WITHOUT_COMBINED, docs, { maxBufferedDocs: 60 }), {
      schema: PATENT_SCHEMA,
    });
    expect(without.segments.every((s) => s.meta.combined === undefined)).toBe(true);
    expect(withCombined.segments.every((s) => s.meta.combined !== undefined)).toBe(true);
    for (const query of QUERIES) {
      const a = withCombined.search({ query, rows: 200 });
      const b = without.search({ query, rows: 200 });
      expect(a.numFound, query).toBe(b.numFound);
      expect(
        a.hits.map((h) => [h.ucid, h.score]),
        query,
      ).toEqual(b.hits.map((h) => [h.ucid, h.score]));
      for (const hit of a.hits.slice(0, 20)) {
        expect(explain(withCombined, { query }, hit.ucid).value, `${query} ${hit.ucid}`).toBe(hit.score);
      }
    }
  });

  it('are left out of a merge with a segment written without them, which still answers', async () => {
    const docs = documents(80, 5);
    const dir = new MemoryDirectory();
    const old = await IndexWriter.open(dir, { schema: WITHOUT_COMBINED, merges: false });
    for (const doc of docs.slice(0, 10)) await old.addDocument(doc as never);
    await old.commit();
    await old.close();
    // Segments of 10 (old), 50 and 20 documents: the merge takes the two smallest, the old one among them.
    const writer = await IndexWriter.open(dir, { schema: WITH_COMBINED, mergeFactor: 2, maxBufferedDocs: 50 });
    for (const doc of docs.slice(10)) await writer.addDocument(doc as never);
    await writer.commit();
    const mixed = await Searcher.open(dir, { schema: PATENT_SCHEMA });
    const reference = await Searcher.open(await indexOf(WITHOUT_COMBINED, docs), { schema: PATENT_SCHEMA });
    const same = async (searcher: Searcher) => {
      for (const query of QUERIES) {
        const a = searcher.search({ query, rows: 200 });
        const b = reference.search({ query, rows: 200 });
        expect(a.numFound, query).toBe(b.numFound);
        // Segments differ from the reference index, so equal scores may come in another order.
        const byUcid = (hits: typeof a.hits) => hits.map((h) => [h.ucid, h.score]).sort();
        expect(byUcid(a.hits), query).toEqual(byUcid(b.hits));
      }
    };
    // Before the merge: the old segment and two with combined fields.
    expect(mixed.segments.map((s) => s.meta.combined !== undefined).sort()).toEqual([false, true, true]);
    await same(mixed);
    await writer.waitForMerges();
    await writer.commit();
    await writer.close();
    const merged = await Searcher.open(dir, { schema: PATENT_SCHEMA });
    expect(merged.segments.map((s) => s.maxDoc).sort((a, b) => a - b)).toEqual([30, 50]);
    const mixedMerge = merged.segments.find((s) => s.maxDoc === 30)!;
    expect(mixedMerge.meta.combined).toBeUndefined();
    const keys = [...mixedMerge.terms.entries()].map((e) => e.term.charCodeAt(0) - 0x30);
    expect(Math.max(...keys)).toBeLessThan(mixedMerge.meta.fields.length);
    expect(merged.segments.find((s) => s.maxDoc === 50)!.meta.combined).toBeDefined();
    await same(merged);
  });
});

import { beforeAll, describe, expect, it } from 'vitest';
import { IndexWriter } from '../index/index-writer';
import type { EngineDocument } from '../schema/document';
import { PATENT_SCHEMA } from '../schema/patent-schema';
import type { FacetBucket, FacetResult, NumericRange } from '../search-types';
import { Searcher } from '../searcher';
import { MemoryDirectory } from '../store/memory-directory';

/**
 * Facets are counted in batches of buffered matches (FacetsCollector): more matches than one batch, over several
 * segments with deleted documents, must count exactly what the documents themselves say.
 */

const DOC_COUNT = 11_000;
/** Segments of 5,000, 5,000 and 1,000 documents: a batch fills inside a segment and is left over at its end. */
const SEGMENT_DOCS = 5_000;
const COUNTRIES = ['US', 'EP', 'CN', 'JP', 'DE'];
const ASSIGNEES = ['Siemens AG', 'Robert Bosch GmbH', 'Sony Corp', 'Acme Inc'];
const CITATION_RANGES: NumericRange[] = [
  { label: 'none', to: 1 },
  { label: 'few', from: 1, to: 10 },
  { label: 'overlapping', from: 5, to: 20 },
  { label: 'many', from: 20 },
];

function documentOf(i: number): EngineDocument {
  const assignees = ASSIGNEES.filter((_, a) => (i >> a) % 3 === 1);
  return {
    ucid: `US-${1_000_000 + i}-A1`,
    titles: 'Widget',
    abstracts: i % 3 === 0 ? 'A widget with a gadget.' : 'A widget.',
    ...(i % 11 === 0 ? {} : { country: COUNTRIES[(i * 7) % COUNTRIES.length]! }),
    // Only in the later segments: a whole segment without the column.
    ...(i >= SEGMENT_DOCS && i % 4 !== 0 ? { kindcode: i % 2 === 0 ? 'A1' : 'B2' } : {}),
    ...(assignees.length > 0 ? { assignees_name_original: assignees } : {}),
    // Hundreds of values, each document with one or two: the values met outgrow their first list many times.
    inventors_name_normalized:
      i % 5 === 0 ? [`INVENTOR ${i % 701}`, `CO-INVENTOR ${(i * 3) % 701}`] : [`INVENTOR ${i % 701}`],
    // Some years outside the histogram's array of usual years.
    ...(i % 13 === 0 ? {} : { publicationdate: (i % 97 === 0 ? 1650 : 1990 + (i % 31)) * 10000 + 101 }),
    ...(i < SEGMENT_DOCS || i % 5 === 0 ? {} : { forwardcitationcount: i % 37 }),
  };
}

const deleted = (i: number) => i % 7 === 3;

function termsOf(
  docs: readonly EngineDocument[],
  values: (doc: EngineDocument) => readonly string[],
  limit: number,
): FacetResult {
  const counts = new Map<string, number>();
  let missing = 0;
  for (const doc of docs) {
    const list = values(doc);
    if (list.length === 0) missing++;
    for (const value of list) counts.set(value, (counts.get(value) ?? 0) + 1);
  }
  const all: FacetBucket[] = [...counts].map(([value, count]) => ({ value, count }));
  all.sort((a, b) => b.count - a.count || (a.value < b.value ? -1 : 1));
  const otherCount = all.slice(limit).reduce((sum, b) => sum + b.count, 0);
  return { buckets: all.slice(0, limit), otherCount, missingCount: missing };
}

function yearsOf(docs: readonly EngineDocument[]): FacetResult {
  const counts = new Map<number, number>();
  let missing = 0;
  for (const doc of docs) {
    if (doc.publicationdate === undefined) missing++;
    else {
      const year = Math.floor(Number(doc.publicationdate) / 10000);
      counts.set(year, (counts.get(year) ?? 0) + 1);
    }
  }
  const buckets = [...counts].sort(([a], [b]) => b - a).map(([year, count]) => ({ value: String(year), count }));
  return { buckets, otherCount: 0, missingCount: missing };
}

function rangesOf(docs: readonly EngineDocument[]): FacetResult {
  const counts = CITATION_RANGES.map(() => 0);
  let missing = 0;
  for (const doc of docs) {
    if (doc.forwardcitationcount === undefined) {
      missing++;
      continue;
    }
    const value = Number(doc.forwardcitationcount);
    CITATION_RANGES.forEach(({ from, to }, r) => {
      if ((from === undefined || value >= from) && (to === undefined || value < to)) counts[r]!++;
    });
  }
  return {
    buckets: CITATION_RANGES.map((range, r) => ({ value: range.label, count: counts[r]! })),
    otherCount: 0,
    missingCount: missing,
  };
}

const strings = (value: unknown): readonly string[] =>
  value === undefined ? [] : Array.isArray(value) ? (value as string[]) : [value as string];

describe('facets over more matches than one batch', () => {
  let searcher: Searcher;
  const all = Array.from({ length: DOC_COUNT }, (_, i) => documentOf(i));
  const live = all.filter((_, i) => !deleted(i));
  // A folder's values for some documents, deleted ones among them.
  const assigned: Record<string, string[]> = {};
  for (let i = 0; i < DOC_COUNT; i += 9) assigned[all[i]!.ucid] = i % 2 === 0 ? ['good'] : ['good', 'check'];

  beforeAll(async () => {
    const dir = new MemoryDirectory();
    const writer = await IndexWriter.open(dir, {
      schema: PATENT_SCHEMA,
      maxBufferedDocs: SEGMENT_DOCS,
      mergeFactor: 100,
    });
    for (const doc of all) await writer.addDocument(doc);
    await writer.commit();
    for (let i = 0; i < DOC_COUNT; i++) if (deleted(i)) await writer.deleteDocument(all[i]!.ucid);
    await writer.commit();
    await writer.close();
    searcher = await Searcher.open(dir, { schema: PATENT_SCHEMA });
    expect(searcher.segments.length).toBeGreaterThanOrEqual(2);
  });

  for (const [query, matches] of [
    ['widget', (_: EngineDocument) => true],
    ['gadget', (doc: EngineDocument) => String(doc.abstracts).includes('gadget')],
  ] as const) {
    it(`counts every facet exactly as the documents say (${query})`, () => {
      const docs = live.filter(matches);
      const r = searcher.search({
        query,
        rows: 0,
        facets: {
          country: { kind: 'terms', limit: 3 },
          kindcode: { kind: 'terms' },
          assignees_name_original: { kind: 'terms' },
          inventors: { kind: 'terms', field: 'inventors_name_normalized', limit: 25 },
          years: { kind: 'years', field: 'publicationdate' },
          citations: { kind: 'ranges', field: 'forwardcitationcount', ranges: CITATION_RANGES },
          labelled: {
            kind: 'ranges',
            field: 'forwardcitationcount',
            ranges: CITATION_RANGES,
            missingLabel: 'unknown',
          },
          folder: { kind: 'assigned', values: assigned },
        },
      });
      expect(r.numFound).toBe(docs.length);
      expect(docs.length).toBeGreaterThan(query === 'widget' ? 4096 : 3000);
      expect(r.facets.country).toEqual(termsOf(docs, (d) => strings(d.country), 3));
      expect(r.facets.kindcode).toEqual(termsOf(docs, (d) => strings(d.kindcode), 20));
      expect(r.facets.assignees_name_original).toEqual(termsOf(docs, (d) => strings(d.assignees_name_original), 20));
      expect(r.facets.inventors).toEqual(termsOf(docs, (d) => strings(d.inventors_name_normalized), 25));
      expect(r.facets.years).toEqual(yearsOf(docs));
      const ranges = rangesOf(docs);
      expect(r.facets.citations).toEqual(ranges);
      expect(r.facets.labelled).toEqual({
        buckets: [...ranges.buckets, { value: 'unknown', count: ranges.missingCount }],
        otherCount: 0,
        missingCount: 0,
      });
      expect(r.facets.folder).toEqual(termsOf(docs, (d) => assigned[d.ucid] ?? [], 20));
    });
  }
});

import { beforeAll, describe, expect, it } from 'vitest';
import { IndexWriter } from '../index/index-writer';
import type { ColumnFilter } from '../planner/column-filter';
import type { EngineDocument } from '../schema/document';
import { PATENT_SCHEMA } from '../schema/patent-schema';
import { Searcher } from '../searcher';
import { MemoryDirectory } from '../store/memory-directory';

const doc = (n: number, extra: Partial<EngineDocument>): EngineDocument => ({
  ucid: `EP-${1000000 + n}-A1`,
  titles: `solar cell number ${n}`,
  ...extra,
});

const DOCS: EngineDocument[] = [
  doc(1, { assignees_name_probable: ['ACME CORP'], country: 'EP', expectedexpirydate: 20300101, grant: true }),
  doc(2, { assignees_name_probable: ['ACME CORP', 'BETA AG'], country: 'US', expectedexpirydate: 20100101 }),
  doc(3, { assignees_name_probable: ['ACME CORP INC'], country: 'US', grant: false }),
  doc(4, { country: 'DE', expectedexpirydate: 20260101, grant: true }),
];

let searcher: Searcher;
beforeAll(async () => {
  const dir = new MemoryDirectory();
  const writer = await IndexWriter.open(dir, { schema: PATENT_SCHEMA, maxBufferedDocs: 2 });
  for (const d of DOCS) await writer.addDocument(d);
  await writer.commit();
  searcher = await Searcher.open(dir, { schema: PATENT_SCHEMA });
});

function hits(...columnFilters: ColumnFilter[]): string[] {
  const result = searcher.search({ query: 'solar', rows: 10, columnFilters });
  return result.hits.map((h) => h.ucid).sort();
}

describe('column filters', () => {
  it('match stored values exactly: a name that contains another is not that name', () => {
    expect(hits({ field: 'assignees_name_probable', values: ['ACME CORP'] })).toEqual([
      'EP-1000001-A1',
      'EP-1000002-A1',
    ]);
  });

  it('agree with the facet count of the value they select', () => {
    const facet = searcher.search({ query: 'solar', rows: 0, facets: { assignees_name_probable: { kind: 'terms' } } })
      .facets.assignees_name_probable!;
    for (const bucket of facet.buckets) {
      const filtered = searcher.search({
        query: 'solar',
        rows: 0,
        columnFilters: [{ field: 'assignees_name_probable', values: [bucket.value] }],
      });
      expect(filtered.numFound, bucket.value).toBe(bucket.count);
    }
    const missing = searcher.search({
      query: 'solar',
      rows: 0,
      columnFilters: [{ field: 'assignees_name_probable', missing: true }],
    });
    expect(missing.numFound).toBe(facet.missingCount);
  });

  it('exclude, with documents lacking the field kept', () => {
    expect(hits({ field: 'country', values: ['US'], exclude: true })).toEqual(['EP-1000001-A1', 'EP-1000004-A1']);
    expect(hits({ field: 'assignees_name_probable', values: ['ACME CORP'], exclude: true })).toEqual([
      'EP-1000003-A1',
      'EP-1000004-A1',
    ]);
  });

  it('take inclusive numeric ranges and the missing marker (expiry dead, alive, unknown)', () => {
    const today = 20261122;
    expect(hits({ field: 'expectedexpirydate', ranges: [{ min: 0, max: today - 1 }] })).toEqual([
      'EP-1000002-A1',
      'EP-1000004-A1',
    ]);
    expect(hits({ field: 'expectedexpirydate', ranges: [{ min: today, max: 99999999 }] })).toEqual(['EP-1000001-A1']);
    expect(hits({ field: 'expectedexpirydate', missing: true })).toEqual(['EP-1000003-A1']);
    expect(hits({ field: 'expectedexpirydate', ranges: [{ min: 20260101, max: 20260101 }] })).toEqual([
      'EP-1000004-A1',
    ]);
  });

  it('filter flags by their stored true/false, and refuse a field that has no stored values', () => {
    expect(hits({ field: 'grant', values: ['true'] })).toEqual(['EP-1000001-A1', 'EP-1000004-A1']);
    expect(hits({ field: 'grant', values: ['false'] })).toEqual(['EP-1000003-A1']);
    expect(() => hits({ field: 'titles', values: ['x'] })).toThrow('titles cannot be used as a filter');
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EngineError } from '../engine-error';
import { IndexWriter } from '../index/index-writer';
import type { EngineDocument } from '../schema/document';
import { PATENT_SCHEMA } from '../schema/patent-schema';
import type { AggregationRequest, AggregationResult, SearchRequest } from '../search-types';
import { Searcher } from '../searcher';
import { MemoryDirectory } from '../store/memory-directory';
import { MAX_AGGREGATIONS, PairIds } from './aggregations';

/** Builds an index, committing after each batch: every batch is a segment of its own. */
async function indexOf(...batches: EngineDocument[][]): Promise<Searcher> {
  const dir = new MemoryDirectory();
  const writer = await IndexWriter.open(dir, { schema: PATENT_SCHEMA, mergeFactor: 100 });
  for (const batch of batches) {
    for (const doc of batch) await writer.addDocument(doc);
    await writer.commit();
  }
  await writer.close();
  return Searcher.open(dir, { schema: PATENT_SCHEMA });
}

function aggregate(
  searcher: Searcher,
  aggregations: Record<string, AggregationRequest>,
  request: Partial<SearchRequest> = {},
): Record<string, AggregationResult> {
  const result = searcher.search({ query: 'TI=solar', rows: 0, ...request, aggregations });
  return result.aggregations!;
}

const doc = (ucid: string, fields: Record<string, unknown>): EngineDocument => ({
  ucid,
  titles: 'Solar cell',
  ...fields,
});

describe('aggregations', () => {
  it('count a family once per value however many of its members hold it, even across segments', async () => {
    const searcher = await indexOf(
      [
        doc('A1', { simplefamilyid: 'F1', applicationnumber: 'AP1', assignees_name_original: ['Siemens', 'Bosch'] }),
        doc('A2', { simplefamilyid: 'F2', applicationnumber: 'AP2', assignees_name_original: ['Siemens'] }),
      ],
      [
        // F1 again in a later segment, with one assignee it already had and one new one.
        doc('B1', { simplefamilyid: 'F1', applicationnumber: 'AP3', assignees_name_original: ['Siemens', 'Sony'] }),
        doc('B2', { simplefamilyid: 'F1', applicationnumber: 'AP1', assignees_name_original: ['Bosch'] }),
      ],
    );
    expect(searcher.segments.length).toBe(2);
    const terms = (countBy: AggregationRequest['countBy']) =>
      aggregate(searcher, { a: { kind: 'terms', field: 'assignees_name_original', countBy } }).a;
    expect(terms('simplefamily')).toEqual({
      kind: 'terms',
      countBy: 'simplefamily',
      total: 2,
      buckets: [
        { value: 'Siemens', count: 2 },
        { value: 'Bosch', count: 1 },
        { value: 'Sony', count: 1 },
      ],
      otherCount: 0,
      missingCount: 0,
    });
    expect(terms('applicationnumber')).toMatchObject({
      total: 3,
      buckets: [
        { value: 'Siemens', count: 3 },
        { value: 'Bosch', count: 1 },
        { value: 'Sony', count: 1 },
      ],
    });
    expect(terms('none')).toMatchObject({
      total: 4,
      buckets: [
        { value: 'Siemens', count: 3 },
        { value: 'Bosch', count: 2 },
        { value: 'Sony', count: 1 },
      ],
    });
    // The request's groupBy is the default.
    expect(
      aggregate(searcher, { a: { kind: 'terms', field: 'assignees_name_original' } }, { groupBy: 'simplefamily' }).a,
    ).toEqual(terms('simplefamily'));
  });

  it('count groups without any value as missing, and a document without a key as its own group', async () => {
    const searcher = await indexOf([
      doc('A1', { simplefamilyid: 'F1', country: 'US' }),
      // F1 has a country through A1, so F1 is not missing although A2 has none.
      doc('A2', { simplefamilyid: 'F1' }),
      doc('A3', { simplefamilyid: 'F2' }),
      // No family: each is a family of its own.
      doc('A4', { country: 'US' }),
      doc('A5', {}),
    ]);
    expect(aggregate(searcher, { c: { kind: 'terms', field: 'country', countBy: 'simplefamily' } }).c).toEqual({
      kind: 'terms',
      countBy: 'simplefamily',
      total: 4,
      buckets: [{ value: 'US', count: 2 }],
      otherCount: 0,
      missingCount: 2,
    });
    expect(aggregate(searcher, { c: { kind: 'terms', field: 'country', countBy: 'none' } }).c).toMatchObject({
      total: 5,
      missingCount: 3,
    });
  });

  it('give the top values by groups, ties by value, the rest summed in otherCount', async () => {
    const searcher = await indexOf([
      doc('A1', { simplefamilyid: 'F1', country: 'US' }),
      doc('A2', { simplefamilyid: 'F1', country: 'EP' }),
      doc('A3', { simplefamilyid: 'F2', country: 'EP' }),
      doc('A4', { simplefamilyid: 'F3', country: 'DE' }),
      doc('A5', { simplefamilyid: 'F4', country: 'CN' }),
    ]);
    const result = aggregate(searcher, {
      c: { kind: 'terms', field: 'country', limit: 2, countBy: 'simplefamily' },
    }).c;
    expect(result).toMatchObject({
      buckets: [
        { value: 'EP', count: 2 },
        { value: 'CN', count: 1 },
      ],
      otherCount: 2,
    });
  });

  it('count classification codes at a level, a document once per code at that level', async () => {
    const searcher = await indexOf([
      doc('A1', { simplefamilyid: 'F1', cpcvalues: ['H01L31/0232', 'H01L31/18', 'H01M10/0525'] }),
      doc('A2', { simplefamilyid: 'F2', cpcvalues: ['H01L33/00', 'Y02E10/50'] }),
      doc('A3', { simplefamilyid: 'F2', cpcvalues: ['H01L31/02'] }),
    ]);
    const at = (level: 'section' | 'subclass' | 'maingroup') =>
      aggregate(searcher, { c: { kind: 'terms', field: 'cpcvalues', level, countBy: 'none' } }).c;
    expect(at('section')).toMatchObject({
      buckets: [
        { value: 'H', count: 3 },
        { value: 'Y', count: 1 },
      ],
    });
    expect(at('subclass')).toMatchObject({
      buckets: [
        { value: 'H01L', count: 3 },
        { value: 'H01M', count: 1 },
        { value: 'Y02E', count: 1 },
      ],
    });
    expect(at('maingroup')).toMatchObject({
      buckets: [
        { value: 'H01L31', count: 2 },
        { value: 'H01L33', count: 1 },
        { value: 'H01M10', count: 1 },
        { value: 'Y02E10', count: 1 },
      ],
    });
    expect(
      aggregate(searcher, { c: { kind: 'terms', field: 'cpcvalues', level: 'maingroup', countBy: 'simplefamily' } }).c,
    ).toMatchObject({
      buckets: [{ value: 'H01L31', count: 2 }, { value: 'H01L33', count: 1 }, { value: 'H01M10' }, { value: 'Y02E10' }],
    });
  });

  it('count years oldest first, and pivots with each row’s cells and remainder', async () => {
    const searcher = await indexOf(
      [
        doc('A1', { simplefamilyid: 'F1', assignees_name_original: ['Siemens'], publicationdate: 20150101 }),
        doc('A2', { simplefamilyid: 'F1', assignees_name_original: ['Siemens'], publicationdate: 20150601 }),
        doc('A3', { simplefamilyid: 'F2', assignees_name_original: ['Siemens', 'Bosch'], publicationdate: 20170101 }),
      ],
      [
        doc('B1', { simplefamilyid: 'F1', assignees_name_original: ['Siemens'], publicationdate: 20170301 }),
        doc('B2', { simplefamilyid: 'F3', assignees_name_original: ['Sony'] }),
      ],
    );
    const result = aggregate(searcher, {
      years: { kind: 'years', field: 'publicationdate', countBy: 'simplefamily' },
      pivot: {
        kind: 'pivot',
        rows: { kind: 'terms', field: 'assignees_name_original', limit: 2 },
        columns: { kind: 'years', field: 'publicationdate' },
        countBy: 'simplefamily',
      },
      pivotTop: {
        kind: 'pivot',
        rows: { kind: 'terms', field: 'assignees_name_original', limit: 1 },
        columns: { kind: 'years', field: 'publicationdate' },
        countBy: 'none',
      },
    });
    expect(result.years).toEqual({
      kind: 'years',
      countBy: 'simplefamily',
      total: 3,
      buckets: [
        { value: '2015', count: 1 },
        { value: '2017', count: 2 },
      ],
      otherCount: 0,
      missingCount: 1,
    });
    expect(result.pivot).toEqual({
      kind: 'pivot',
      countBy: 'simplefamily',
      total: 3,
      rows: [
        {
          value: 'Siemens',
          count: 2,
          cells: [
            { value: '2015', count: 1 },
            { value: '2017', count: 2 },
          ],
          otherCount: 0,
        },
        { value: 'Bosch', count: 1, cells: [{ value: '2017', count: 1 }], otherCount: 0 },
      ],
      columns: [
        { value: '2015', count: 1 },
        { value: '2017', count: 2 },
      ],
      otherCount: 1,
      missingCount: 0,
    });
    expect(result.pivotTop).toMatchObject({
      rows: [
        {
          value: 'Siemens',
          count: 4,
          cells: [
            { value: '2015', count: 2 },
            { value: '2017', count: 2 },
          ],
        },
      ],
      otherCount: 2,
    });
  });

  it('pivot on two term fields keeps the top columns and sums the others per row', async () => {
    const searcher = await indexOf([
      doc('A1', { simplefamilyid: 'F1', assignees_name_original: ['Siemens'], cpcvalues: ['H01L31/02', 'Y02E10/50'] }),
      doc('A2', { simplefamilyid: 'F2', assignees_name_original: ['Siemens'], cpcvalues: ['H01L31/02', 'B60L53/00'] }),
      doc('A3', { simplefamilyid: 'F3', assignees_name_original: ['Bosch'], cpcvalues: ['H01L31/02'] }),
    ]);
    const { p } = aggregate(searcher, {
      p: {
        kind: 'pivot',
        rows: { kind: 'terms', field: 'assignees_name_original' },
        columns: { kind: 'terms', field: 'cpcvalues', limit: 1 },
        countBy: 'simplefamily',
      },
    });
    expect(p).toMatchObject({
      rows: [
        { value: 'Siemens', count: 2, cells: [{ value: 'H01L31/02', count: 2 }], otherCount: 2 },
        { value: 'Bosch', count: 1, cells: [{ value: 'H01L31/02', count: 1 }], otherCount: 0 },
      ],
      columns: [{ value: 'H01L31/02', count: 3 }],
    });
  });

  it('give the workspace metrics for the chosen grouping', async () => {
    const searcher = await indexOf(
      [
        doc('A1', {
          simplefamilyid: 'F1',
          extendedfamilyid: 'X1',
          applicationnumber: 'AP1',
          grant: false,
          pending: true,
          country: 'EP',
          earliestprioritydate: 20100505,
          expectedexpirydate: 20300505,
        }),
        doc('A2', {
          simplefamilyid: 'F1',
          extendedfamilyid: 'X1',
          applicationnumber: 'AP1',
          grant: true,
          country: 'EP',
        }),
      ],
      [
        doc('B1', {
          simplefamilyid: 'F2',
          extendedfamilyid: 'X1',
          applicationnumber: 'AP2',
          grant: true,
          country: 'US',
          earliestprioritydate: 20090101,
          expectedexpirydate: 20290101,
        }),
        doc('B2', { country: 'JP', pending: true }),
      ],
    );
    const metrics = (countBy: AggregationRequest['countBy']) =>
      aggregate(searcher, { m: { kind: 'metrics', countBy } }).m;
    expect(metrics('simplefamily')).toEqual({
      kind: 'metrics',
      countBy: 'simplefamily',
      metrics: {
        publications: 4,
        applications: 3,
        simpleFamilies: 3,
        extendedFamilies: 2,
        total: 3,
        grants: 2,
        pending: 2,
        jurisdictions: 3,
        earliestPriority: 20090101,
        expiry: { earliest: 20290101, latest: 20300505 },
      },
    });
    expect(metrics('none')).toMatchObject({ metrics: { total: 4, grants: 2, pending: 2 } });
    expect(metrics('extendedfamily')).toMatchObject({ metrics: { total: 2, grants: 1, pending: 2 } });
  });

  it('count years outside the usual range, and codes that stop above the level as themselves', async () => {
    const searcher = await indexOf([
      doc('A1', { simplefamilyid: 'F1', publicationdate: 16500101, cpcvalues: ['H01L', 'XYZ-123'] }),
      doc('A2', { simplefamilyid: 'F2', publicationdate: 24000101, cpcvalues: ['H01L31/02'] }),
      doc('A3', { simplefamilyid: 'F3', publicationdate: 20000101 }),
    ]);
    const result = aggregate(searcher, {
      years: { kind: 'years', field: 'publicationdate', countBy: 'simplefamily' },
      groups: { kind: 'terms', field: 'cpcvalues', level: 'maingroup', countBy: 'simplefamily' },
    });
    expect(result.years).toMatchObject({
      buckets: [
        { value: '1650', count: 1 },
        { value: '2000', count: 1 },
        { value: '2400', count: 1 },
      ],
    });
    expect(result.groups).toMatchObject({
      buckets: [
        { value: 'H01L', count: 1 },
        { value: 'H01L31', count: 1 },
        { value: 'XYZ-123', count: 1 },
      ],
      missingCount: 1,
    });
  });

  it('leave deleted documents out', async () => {
    const dir = new MemoryDirectory();
    const writer = await IndexWriter.open(dir, { schema: PATENT_SCHEMA });
    await writer.addDocument(doc('A1', { simplefamilyid: 'F1', country: 'US' }));
    await writer.addDocument(doc('A2', { simplefamilyid: 'F2', country: 'DE' }));
    await writer.commit();
    await writer.deleteDocument('A2');
    await writer.addDocument(doc('A1', { simplefamilyid: 'F1', country: 'EP' }));
    await writer.commit();
    await writer.close();
    const searcher = await Searcher.open(dir, { schema: PATENT_SCHEMA });
    expect(aggregate(searcher, { c: { kind: 'terms', field: 'country', countBy: 'simplefamily' } }).c).toMatchObject({
      total: 1,
      buckets: [{ value: 'EP', count: 1 }],
    });
  });

  it('refuse fields, levels, limits and groupings they cannot count', async () => {
    const searcher = await indexOf([doc('A1', { simplefamilyid: 'F1' })]);
    const refused = (aggregations: Record<string, AggregationRequest>): string => {
      try {
        aggregate(searcher, aggregations);
      } catch (error) {
        if (error instanceof EngineError) return error.code;
        throw error;
      }
      return 'accepted';
    };
    expect(refused({ a: { kind: 'terms', field: 'titles' } })).toBe('SEARCH_INVALID');
    expect(refused({ a: { kind: 'terms', field: 'nope' } })).toBe('SEARCH_INVALID');
    expect(refused({ a: { kind: 'terms', field: 'country', level: 'subclass' } })).toBe('SEARCH_INVALID');
    expect(refused({ a: { kind: 'terms', field: 'country', limit: -1 } })).toBe('SEARCH_INVALID');
    expect(refused({ a: { kind: 'years', field: 'country' } })).toBe('SEARCH_INVALID');
    expect(refused({ a: { kind: 'terms', field: 'country', countBy: 'bogus' as 'none' } })).toBe('SEARCH_INVALID');
    expect(refused({ a: { kind: 'bogus' } as unknown as AggregationRequest })).toBe('SEARCH_INVALID');
    expect(refused({ a: { kind: 'years', field: 'publicationyear' } })).toBe('accepted');
    const many = Object.fromEntries(
      Array.from({ length: MAX_AGGREGATIONS + 1 }, (_, i) => [`a${i}`, { kind: 'metrics' } as const]),
    );
    expect(refused(many)).toBe('SEARCH_INVALID');
  });

  it('stop counting groups when the search is cancelled after its pass', async () => {
    const searcher = await indexOf(
      Array.from({ length: 5000 }, (_, i) => doc(`D${i}`, { country: i % 2 === 0 ? 'US' : 'EP' })),
    );
    const request: SearchRequest = { query: 'TI=solar', rows: 0 };
    let calls = 0;
    searcher.search(request, { cancelled: () => calls++ > Number.POSITIVE_INFINITY });
    // The same search with an aggregation looks at the flag as often during the pass, then again while counting
    // its 5,000 groups: cancel it only then.
    const withAggregation = { ...request, aggregations: { c: { kind: 'terms', field: 'country', countBy: 'none' } } };
    let seen = 0;
    const stopped = (() => {
      try {
        searcher.search(withAggregation as SearchRequest, { cancelled: () => ++seen > calls });
      } catch (error) {
        return error;
      }
      return null;
    })();
    expect(stopped).toBeInstanceOf(EngineError);
    expect((stopped as EngineError).code).toBe('SEARCH_CANCELLED');
    expect(searcher.search(withAggregation as SearchRequest).aggregations?.c).toMatchObject({ total: 5000 });
  });

  it('answer nothing extra when no aggregation is asked', async () => {
    const searcher = await indexOf([doc('A1', { simplefamilyid: 'F1' })]);
    expect(searcher.search({ query: 'TI=solar' }).aggregations).toBeUndefined();
  });
});

describe('PairIds', () => {
  it('numbers distinct pairs in first-seen order, as a map of strings does, through its growth', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.nat({ max: 3000 }), fc.nat({ max: 2 ** 31 - 2 })), { maxLength: 3000 }),
        fc.array(fc.tuple(fc.nat({ max: 50 }), fc.nat({ max: 50 })), { maxLength: 2000 }),
        (wide, dense) => {
          const ids = new PairIds(16);
          const seen = new Map<string, number>();
          for (const [x, y] of [...wide, ...dense, ...wide]) {
            const key = `${x},${y}`;
            if (!seen.has(key)) seen.set(key, seen.size);
            const id = ids.idOf(x, y);
            expect(id).toBe(seen.get(key));
            expect([ids.firsts[id], ids.seconds[id]]).toEqual([x, y]);
          }
          expect(ids.size).toBe(seen.size);
        },
      ),
      { numRuns: 30 },
    );
  });
});

import type { PatentDocument } from '@app/shared';
import { PatentDocumentSchema } from '@app/shared';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { isEmpty, UNION_FIELDS, unionIdentity } from './field-rules';
import { mergeRecords } from './merge-record';
import { multiSourcePublications } from './shared-data-sources.test-support';
import { SOURCE_RANK, sourceRank } from './source-precedence';

// Every publication of shared/data that arrives from more than one source record, merged from its real records.

type Fields = Record<string, unknown>;

function mergeAll(sources: readonly PatentDocument[], ingested = '2026-11-25T00:00:00.000Z'): PatentDocument {
  let merged: PatentDocument | undefined;
  for (const source of sources) merged = mergeRecords(merged, source, ingested);
  return merged!;
}

/** The record without ingest times, which differ between runs by design. */
function comparable(doc: PatentDocument): unknown {
  const sources = doc.provenance.sources?.map(({ ingested: _, ...rest }) => rest);
  return { ...doc, provenance: { ...doc.provenance, sources } };
}

function pathValue(doc: Fields, path: string): unknown {
  const [field, key] = path.startsWith('citations.') ? ['citations', path.slice(10)] : path.split('.');
  const value = doc[field!];
  return key === undefined ? value : (value as Fields | undefined)?.[key];
}

let publications: [string, PatentDocument[]][];
const byId = (id: string) => new Map(publications).get(id)!;
beforeAll(async () => {
  publications = await multiSourcePublications();
}, 60_000);

describe('merging the sources of one publication (shared/data)', () => {
  it('finds the publications that arrive more than once', () => {
    expect(publications.length).toBe(36);
  });

  it('loses nothing: every value any source gave is in the merged record, every list item too', () => {
    for (const [id, sources] of publications) {
      const merged = mergeAll(sources) as Fields;
      expect(PatentDocumentSchema.safeParse(merged).success, id).toBe(true);
      for (const source of sources) {
        for (const path of source.provenance.sources?.[0]?.fields ??
          mergeRecords(undefined, source, 'x').provenance.sources![0]!.fields) {
          expect(isEmpty(pathValue(merged, path)), `${id} lost ${path}`).toBe(false);
          const field = path.startsWith('citations.') ? path : path.split('.')[0]!;
          if (!(field in UNION_FIELDS)) continue;
          const kept = new Set((pathValue(merged, path) as Fields[]).map((item) => unionIdentity(field, item)));
          for (const item of pathValue(source as Fields, path) as Fields[]) {
            expect(kept.has(unionIdentity(field, item)), `${id} lost an item of ${path}`).toBe(true);
          }
        }
      }
      // Every contributing source is named, with the fields it gave.
      expect(merged.provenance).toMatchObject({ sources: expect.any(Array) });
      expect((merged.provenance as { sources: unknown[] }).sources).toHaveLength(sources.length);
    }
  });

  it('gives the same record whatever order the sources arrive in, and when a source is read again', () => {
    const expected = new Map(publications.map(([id, sources]) => [id, comparable(mergeAll(sources))]));
    fc.assert(
      fc.property(
        fc.constantFrom(...publications),
        fc.infiniteStream(fc.nat()),
        fc.nat({ max: 3 }),
        ([id, sources], randoms, repeats) => {
          const shuffled = [...sources];
          for (let i = shuffled.length - 1; i > 0; i--) {
            const j = randoms.next().value % (i + 1);
            [shuffled[i], shuffled[j]] = [shuffled[j]!, shuffled[i]!];
          }
          // Some sources read again later (a repeated run), with a later ingest time.
          const again = shuffled.slice(0, repeats);
          const merged = mergeAll([...shuffled, ...again]);
          expect(comparable(merged)).toEqual(expected.get(id));
        },
      ),
      { numRuns: 300 },
    );
  });

  it('keeps US-11554698-B2 whole when the PPUBS search hit arrives after the full document', () => {
    const sources = byId('US-11554698-B2');
    const full = sources.find((s) => s.claims !== undefined)!;
    const hit = sources.find((s) => s.claims === undefined)!;
    for (const merged of [mergeAll([full, hit]), mergeAll([hit, full])]) {
      expect(merged.claims?.en).toHaveLength(14);
      expect(merged.claims).toEqual(full.claims);
      expect(merged.abstracts).toEqual(full.abstracts);
      expect(merged.descriptions).toEqual(full.descriptions);
      expect(merged.inventors).toEqual(full.inventors);
      expect(merged.priorities?.length).toBe(2);
      expect(merged.docdbfamilyid).toBe('69228175');
      expect(merged.provenance.format).toBe('uspto-ppubs-json');
      expect(merged.provenance.file).toBe(full.provenance.file);
      expect(merged.claexists && merged.abexists && merged.descexists).toBe(true);
    }
  });

  it('keeps EP-2400812-A1 whole across its 22 OPS responses, stubs included', () => {
    const sources = byId('EP-2400812-A1');
    expect(sources).toHaveLength(22);
    const merged = mergeAll([...sources].reverse());
    expect(Object.keys(merged.titles ?? {}).sort()).toEqual(['de', 'en', 'fr']);
    expect(merged.abstracts?.en).toMatch(/\w/);
    expect(merged.claims?.en).toHaveLength(15);
    expect(merged.legalevents).toHaveLength(69);
    expect(merged.inventors).toHaveLength(6);
    expect(merged.classifications?.ipc?.length).toBeGreaterThan(0);
    expect(merged.classifications?.cpc?.length).toBeGreaterThan(0);
    expect(merged.docdbfamilyid).toBe('43088294');
    // The biblio response gave the bibliography; the claims, legal and description responses their parts.
    const gave = (field: string) =>
      merged.provenance.sources!.filter((s) => s.fields.includes(field)).map((s) => s.file.split('/').slice(-2)[0]);
    expect(gave('claims.en')).toHaveLength(1);
    expect(gave('inventors')).toHaveLength(1);
    expect(gave('legalevents').length).toBeGreaterThanOrEqual(4);
  });

  it('merges five more publications field by field from their sources', () => {
    const checks: [string, (merged: PatentDocument, sources: PatentDocument[]) => void][] = [
      [
        'EP-1000000-A1',
        (m, s) => {
          expect(s).toHaveLength(7);
          expect(m.claims?.en).toHaveLength(11);
          expect(m.legalevents).toHaveLength(s.find((x) => x.legalevents)!.legalevents!.length);
          expect(m.descriptions).toEqual(s.find((x) => x.descriptions)!.descriptions);
          expect(m.priorities).toHaveLength(2);
        },
      ],
      [
        'WO-2009085664-A2',
        (m, s) => {
          expect(s).toHaveLength(4);
          expect(m.claims).toEqual(s.find((x) => x.claims)!.claims);
          expect(m.descriptions).toEqual(s.find((x) => x.descriptions)!.descriptions);
          expect(m.inventors).toHaveLength(5);
          expect(m.docdbfamilyid).toBe('40799763');
        },
      ],
      [
        'US-11646472-B2',
        (m, s) => {
          // ODP's full record and its meta-data answer: the events of both, the classification of the fuller.
          expect(s).toHaveLength(2);
          expect(m.legalevents?.length).toBe(Math.max(...s.map((x) => x.legalevents?.length ?? 0)));
          expect(m.classifications?.cpc).toHaveLength(20);
          expect(m.priorities).toHaveLength(12);
        },
      ],
      [
        'US-6103599-A',
        (m, s) => {
          expect(s).toHaveLength(3);
          expect(m.claims?.en).toHaveLength(28);
          expect(m.citations?.patents).toHaveLength(37);
          expect(m.provenance.sources).toHaveLength(3);
        },
      ],
      [
        'EP-1654642-B1',
        (m, s) => {
          // The same grant in the EP DTD examples and the grant fixtures: identical records, one merged record.
          expect(s).toHaveLength(2);
          expect(m.claims?.en).toEqual(s[0]!.claims?.en);
          expect(Object.keys(m.claims ?? {}).sort()).toEqual(['de', 'en', 'fr']);
          expect(sourceRank(s[0]!)).toBe(SOURCE_RANK.officeFullText);
        },
      ],
      [
        'US-11147202-B2',
        (m, s) => {
          expect(s).toHaveLength(2);
          expect(m.claims?.en).toHaveLength(9);
          expect(m.citations?.patents).toHaveLength(41);
        },
      ],
    ];
    for (const [id, check] of checks) {
      const sources = byId(id);
      check(mergeAll(sources), sources);
      check(mergeAll([...sources].reverse()), sources);
    }
  });

  it('ranks office full text over office biblio over DOCDB over OPS over third parties', () => {
    expect(SOURCE_RANK.officeFullText).toBeGreaterThan(SOURCE_RANK.officeBiblio);
    expect(SOURCE_RANK.officeBiblio).toBeGreaterThan(SOURCE_RANK.docdb);
    expect(SOURCE_RANK.docdb).toBeGreaterThan(SOURCE_RANK.ops);
    expect(SOURCE_RANK.ops).toBeGreaterThan(SOURCE_RANK.thirdParty);
    const [, wo] = publications.find(([id]) => id === 'WO-2013127697-A1')!;
    expect(sourceRank(wo[0]!)).toBe(SOURCE_RANK.thirdParty);
  });

  it('lets the better kind of source win a field both give, and keeps what only the poorer gives', () => {
    const office = byId('EP-1654642-B1')[0]!;
    const copy: PatentDocument = {
      ...office,
      titles: { en: 'A title as a third party spelled it' },
      litigationexists: true,
      applicants: [{ name: 'THIRD PARTY SPELLING' }],
      provenance: { format: 'lens-csv', file: 'lens.csv', position: { index: 3, line: 5 } },
    };
    for (const merged of [mergeAll([office, copy]), mergeAll([copy, office])]) {
      expect(merged.titles).toEqual(office.titles);
      expect(merged.applicants).toEqual(office.applicants);
      expect(merged.litigationexists).toBe(true);
      const lens = merged.provenance.sources!.find((s) => s.format === 'lens-csv')!;
      expect(lens.fields).toContain('litigationexists');
      expect(lens.fields).not.toContain('titles.en');
      expect(lens.fields).not.toContain('applicants');
      expect(merged.provenance.format).toBe('ep-patent-document');
    }
  });
});

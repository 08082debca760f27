import { createHash } from 'node:crypto';
import {
  canonicalApplicationNumber,
  canonicalPublicationNumber,
  isGrantKind,
  type PatentDocument,
  PatentDocumentSchema,
  parseUcid,
  partyNameKey,
} from '@app/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CORPUS_FORMAT, generateDemoCorpus, isDemoDocument } from './demo-corpus';
import { renderDemoDrawing } from './demo-corpus-drawing-svg';

function isGrantPublication(doc: PatentDocument): boolean {
  return isGrantKind(doc.country, doc.kindcode, parseUcid(doc.id)!.serial);
}

// Each test takes well under a second on an idle machine (validating 2,000 documents the longest); the timeouts
// are for a loaded one. Generation speed is measured by packages/ingest/bench/ingest-scale.bench.ts.
describe('generateDemoCorpus', { timeout: 30_000 }, () => {
  let docs: PatentDocument[];
  beforeAll(() => {
    docs = [...generateDemoCorpus({ seed: 7, count: 2000 })];
  }, 60_000);

  it('generates the asked number of documents, each labelled synthetic', () => {
    expect(docs).toHaveLength(2000);
    expect(new Set(docs.map((d) => d.id)).size).toBe(docs.length);
    for (const doc of docs) {
      expect(doc.provenance.format).toBe(DEMO_CORPUS_FORMAT);
      expect(isDemoDocument(doc)).toBe(true);
      expect(doc.provenance.file).toBe('demo-corpus seed 7');
    }
    expect(docs.map((d) => d.provenance.position?.index)).toEqual(docs.map((_, i) => i));
  });

  it('streams: the first documents of a million come without generating the rest', () => {
    const million = generateDemoCorpus({ seed: 7, count: 1_000_000 });
    const first: PatentDocument[] = [];
    for (const doc of million) {
      first.push(doc);
      if (first.length === 3) break;
    }
    expect(first.map((d) => d.provenance.position?.index)).toEqual([0, 1, 2]);
    for (const doc of first) expect(PatentDocumentSchema.safeParse(doc).success).toBe(true);
  });

  it('gives the same documents for the same seed, and others for another seed', () => {
    const again = [...generateDemoCorpus({ seed: 7, count: 2000 })];
    expect(again).toEqual(docs);
    const other = [...generateDemoCorpus({ seed: 8, count: 2000 })];
    expect(other.slice(0, 100).map((d) => d.id)).not.toEqual(docs.slice(0, 100).map((d) => d.id));
  }, 30_000);

  it('hashes to the same corpus, drawings included, on every run', () => {
    const hash = () => {
      const sha = createHash('sha256');
      for (const doc of generateDemoCorpus({ seed: 7, count: 3000 })) {
        sha.update(JSON.stringify(doc));
        for (const drawing of doc.drawings ?? []) sha.update(renderDemoDrawing(drawing.file!)!);
      }
      return sha.digest('hex');
    };
    expect(hash()).toBe(hash());
  }, 30_000);

  it('produces only valid documents with canonical numbers', () => {
    for (const doc of docs) {
      const parsed = PatentDocumentSchema.safeParse(doc);
      if (!parsed.success) throw new Error(`${doc.id}: ${JSON.stringify(parsed.error.issues.slice(0, 3))}`);
      expect(canonicalApplicationNumber(doc.applicationnumber!)).toBe(doc.applicationnumber);
      expect(canonicalPublicationNumber(doc.publicationnumber)).toBe(doc.publicationnumber);
    }
  });

  it('dates run from 1990 to today with priority ≤ application < publication', () => {
    const years = new Set<number>();
    for (const doc of docs) {
      expect(doc.earliestprioritydate!).toBeGreaterThanOrEqual(19900101);
      expect(doc.earliestprioritydate!).toBeLessThanOrEqual(doc.applicationdate!);
      expect(doc.applicationdate!).toBeLessThan(doc.publicationdate!);
      expect(doc.publicationdate!).toBeLessThanOrEqual(20261101);
      if (doc.grantdate !== undefined) expect(doc.grantdate).toBeGreaterThan(doc.applicationdate!);
      years.add(Math.floor(doc.publicationdate! / 10000));
    }
    expect(Math.min(...years)).toBeLessThanOrEqual(1992);
    expect(Math.max(...years)).toBe(2026);
  });

  it('builds real families: simple families across countries inside larger extended families', () => {
    const simple = new Map<string, PatentDocument[]>();
    const extended = new Map<string, PatentDocument[]>();
    for (const doc of docs) {
      const s = doc.familydata!['simple-family-data']!;
      const x = doc.familydata!['extended-family-data']!;
      simple.set(s.id!, [...(simple.get(s.id!) ?? []), doc]);
      extended.set(x.id!, [...(extended.get(x.id!) ?? []), doc]);
      // The listed members are exactly the documents that carry the id.
      expect(s.publications.map((p) => p.ucid)).toContain(doc.id);
    }
    for (const [id, members] of simple) {
      expect(members[0]!.familydata!['simple-family-data']!.publications.map((p) => p.ucid).sort()).toEqual(
        members.map((d) => d.id).sort(),
      );
      // One simple family, one set of priorities.
      const key = (d: PatentDocument) =>
        (d.priorities ?? [])
          .map((p) => p.number)
          .sort()
          .join('+');
      expect(new Set(members.map(key)).size, id).toBe(1);
    }
    const multiCountry = [...simple.values()].filter(
      (m) => m.length >= 2 && new Set(m.map((d) => d.country)).size >= 2,
    );
    expect(multiCountry.length / simple.size).toBeGreaterThan(0.3);
    expect(extended.size).toBeLessThan(simple.size);
    // Extended families are larger than simple ones on average, and the largest is at least as large.
    expect(docs.length / extended.size).toBeGreaterThan(docs.length / simple.size);
    const largest = (groups: Map<string, PatentDocument[]>) => Math.max(...[...groups.values()].map((m) => m.length));
    expect(largest(extended)).toBeGreaterThanOrEqual(largest(simple));
    // Some extended families hold several simple families (continuations, second priorities).
    const nested = [...extended.values()].filter(
      (m) => new Set(m.map((d) => d.familydata!['simple-family-data']!.id)).size >= 2,
    );
    expect(nested.length).toBeGreaterThan(20);
    // Applications published and then granted under the same application number.
    const byApplication = new Map<string, PatentDocument[]>();
    for (const doc of docs)
      byApplication.set(doc.applicationnumber!, [...(byApplication.get(doc.applicationnumber!) ?? []), doc]);
    const publishedThenGranted = [...byApplication.values()].filter(
      (m) => m.some((d) => !isGrantPublication(d)) && m.some((d) => isGrantPublication(d)),
    );
    expect(publishedThenGranted.length).toBeGreaterThan(100);
    expect(docs.some((d) => d.kindcode === 'B2' && d.country === 'US')).toBe(true);
  });

  it('cites earlier documents of the corpus with X, Y and A categories', () => {
    const byNumber = new Map(docs.map((d, i) => [d.publicationnumber, { doc: d, index: i }]));
    const categories = new Set<string>();
    let citations = 0;
    docs.forEach((doc, index) => {
      for (const citation of doc.citations?.patents ?? []) {
        const cited = byNumber.get(citation.number);
        expect(cited, citation.number).toBeDefined();
        expect(cited!.index).toBeLessThan(index);
        expect(cited!.doc.publicationdate!).toBeLessThan(doc.earliestprioritydate!);
        expect(citation.date).toBe(cited!.doc.publicationdate);
        for (const c of citation.categories ?? []) categories.add(c);
        citations++;
      }
    });
    expect(citations).toBeGreaterThan(docs.length);
    expect([...categories].sort()).toEqual(['A', 'X', 'Y']);
  });

  it('names parties with spelling variants that fold to one probable assignee', () => {
    const byProbable = new Map<string, Set<string>>();
    for (const doc of docs) {
      const [probable] = doc.assignees_name_probable!;
      const [original] = doc.assignees_name_original!;
      expect(partyNameKey(original!)).toBe(partyNameKey(probable!));
      byProbable.set(probable!, (byProbable.get(probable!) ?? new Set()).add(original!));
    }
    expect(byProbable.size).toBeGreaterThan(100);
    expect([...byProbable.values()].filter((spellings) => spellings.size >= 2).length).toBeGreaterThan(30);
    expect(docs.every((d) => (d.inventors_name_normalized ?? []).length > 0)).toBe(true);
    expect(docs.some((d) => (d.examiners ?? []).length > 0)).toBe(true);
    expect(docs.every((d) => (d.agents_name_normalized ?? []).length > 0)).toBe(true);
  });

  it('has text, classifications, languages, status and expiry', () => {
    const full = docs.filter((d) => d.claexists);
    expect(full.length / docs.length).toBeGreaterThan(0.5);
    for (const doc of full) {
      const claims = doc.claims!.en!;
      expect(claims[0]!.dependsOn).toEqual([]);
      claims.forEach((claim, i) => {
        expect(claim.num).toBe(i + 1);
        for (const parent of claim.dependsOn) expect(parent).toBeLessThan(claim.num);
        if (claim.dependsOn.length > 0) expect(claim.text).toContain(`claim`);
      });
      expect(doc.descriptions!.en!.length).toBeGreaterThan(8);
    }
    expect(docs.some((d) => d.titles?.de !== undefined)).toBe(true);
    expect(docs.some((d) => d.titles?.fr !== undefined)).toBe(true);
    expect(
      docs.every((d) => (d.classifications?.cpc ?? []).length > 0 && (d.classifications?.ipc ?? []).length > 0),
    ).toBe(true);
    expect(docs.some((d) => d.grant === true) && docs.some((d) => d.pending === true)).toBe(true);
    const withExpiry = docs.filter((d) => d.expectedexpirydate !== undefined);
    expect(withExpiry.length / docs.length).toBeGreaterThan(0.5);
    for (const doc of withExpiry) expect(doc.expectedexpiryexplanation).toMatch(/^Expected to expire on /);
  });
});

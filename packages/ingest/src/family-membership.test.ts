import { IndexWriter, MemoryDirectory, PATENT_SCHEMA, Searcher } from '@app/engine';
import { beforeAll, describe, expect, it } from 'vitest';
import { ingestPaths } from './ingest';
import { sharedDataSources } from './merge/shared-data-sources.test-support';
import { DATA } from './readers/reader-test-support';

// Families as the offices state them: every DOCDB family id that an OPS or DOCDB record of shared/data gives is one
// simple family in the index, with exactly the publications that state it (whichever source they came from), and
// those publications share one extended family. EP-2400812-A1 arriving as OPS stubs once split family 43088294.

let searcher: Searcher;
/** Office family id → the publications whose sources state it, from the readers' output. */
const stated = new Map<string, Set<string>>();
/** The family ids OPS or DOCDB records give. */
const officeFamilies = new Set<string>();

beforeAll(async () => {
  const { byPublication } = await sharedDataSources();
  for (const [ucid, sources] of byPublication) {
    for (const source of sources) {
      const family = source.familydata?.['simple-family-data']?.id;
      if (family === undefined) continue;
      stated.set(family, (stated.get(family) ?? new Set()).add(ucid));
      if (source.provenance.format === 'epo-ops' || source.provenance.format === 'epo-docdb')
        officeFamilies.add(family);
    }
  }
  const dir = new MemoryDirectory();
  const writer = await IndexWriter.open(dir, { schema: PATENT_SCHEMA });
  await ingestPaths([DATA], { writer, directory: dir });
  await writer.close();
  searcher = await Searcher.open(dir, { schema: PATENT_SCHEMA });
  for (const segment of searcher.segments) {
    for (let d = 0; d < segment.maxDoc; d++) {
      if (segment.isDeleted(d)) continue;
      const { simplefamilyid, extendedfamilyid } = segment.storedFields(d, ['simplefamilyid', 'extendedfamilyid']);
      familyIds.set(segment.ucid(d), {
        simplefamilyid: String(simplefamilyid),
        extendedfamilyid: String(extendedfamilyid),
      });
    }
  }
}, 240_000);

/** Each indexed publication's family ids, read once. */
const familyIds = new Map<string, { simplefamilyid: string; extendedfamilyid: string }>();

function membersOf(field: 'simplefamilyid' | 'extendedfamilyid', ucid: string): string[] {
  const ids = familyIds.get(ucid);
  expect(ids, ucid).toBeDefined();
  return [...familyIds]
    .filter(([, other]) => other[field] === ids![field])
    .map(([member]) => member)
    .sort();
}

describe('families of shared/data', () => {
  it('has the 26 families that OPS and DOCDB state', () => {
    expect(officeFamilies.size).toBe(26);
    expect([...stated.get('43088294')!].sort()).toEqual([
      'CA-2744162-A1',
      'EP-2400812-A1',
      'EP-2400812-B1',
      'US-20120057518-A1',
      'US-9648662-B2',
    ]);
  });

  it('links every OPS and DOCDB family exactly as the office lists it', () => {
    for (const family of officeFamilies) {
      const expected = [...stated.get(family)!].sort();
      for (const ucid of expected) {
        expect(membersOf('simplefamilyid', ucid), `family ${family} from ${ucid}`).toEqual(expected);
        expect(membersOf('extendedfamilyid', ucid)).toEqual(expect.arrayContaining(expected));
      }
    }
  });

  it('lists the members in each document’s family data', () => {
    const hit = searcher.search({ query: 'PN=EP2400812A1', rows: 1, fl: ['familydata'] }).hits[0]!;
    const familydata = hit.fields.familydata as { 'simple-family-data': { publications: { ucid: string }[] } };
    expect(familydata['simple-family-data'].publications.map((p) => p.ucid)).toEqual([
      'CA-2744162-A1',
      'EP-2400812-A1',
      'EP-2400812-B1',
      'US-20120057518-A1',
      'US-9648662-B2',
    ]);
  });
});

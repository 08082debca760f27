import { createReadStream, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type PatentDocument, ucidOf } from '@app/shared';
import { describe, expect, it } from 'vitest';
import { computeCorpusLinks, type FamilyInput, familyDataOf } from './families';
import { epoDocdbReader } from './readers/epo-docdb';
import { epoOpsReader } from './readers/epo-ops';
import type { FormatReader } from './readers/reader';
import { fileEntry, readAll } from './readers/reader-test-support';

const DATA = join(import.meta.dirname, '../../../../shared/data');

function doc(id: string, extra: Partial<FamilyInput> = {}): FamilyInput {
  const [country, number, kind] = id.split('-');
  return { id, publicationnumber: `${country}${number}${kind}`, ...extra };
}

const p = (country: string, number: string) => ({ country, number });

describe('computeCorpusLinks', () => {
  it('groups identical priority sets into simple families and shared priorities into extended ones', () => {
    const corpus = [
      doc('EP-1-A1', { priorities: [p('US', '100'), p('US', '101')], applicationnumber: 'EP01' }),
      doc('US-2-A1', { priorities: [p('US', '101'), p('US', '100')], applicationnumber: 'US02' }),
      doc('JP-3-A', { priorities: [p('US', '101')], applicationnumber: 'JP03' }),
      doc('CN-4-A', { priorities: [p('JP', '03')], applicationnumber: 'CN04' }),
      doc('DE-5-A1', { applicationnumber: 'DE05' }),
      doc('DE-5-B4', { applicationnumber: 'DE05' }),
    ];
    const links = computeCorpusLinks(corpus);
    const simple = (id: string) => links.get(id)!.simpleFamily;
    const extended = (id: string) => links.get(id)!.extendedFamily;
    expect(simple('EP-1-A1')).toBe(simple('US-2-A1'));
    expect(simple('JP-3-A')).not.toBe(simple('EP-1-A1'));
    expect(extended('JP-3-A')).toBe(extended('EP-1-A1'));
    // CN claims JP's own application as priority: connected through the chain CN → JP03 → US101 → EP.
    expect(extended('CN-4-A')).toBe(extended('EP-1-A1'));
    expect(simple('CN-4-A')).not.toBe(simple('JP-3-A'));
    expect(simple('DE-5-A1')).toBe(simple('DE-5-B4'));
    expect(extended('DE-5-A1')).toBe(extended('DE-5-B4'));
    // The same corpus in another order gives the same ids.
    expect(computeCorpusLinks([...corpus].reverse())).toEqual(links);
  });

  it('uses the office’s DOCDB family id where the source gives one', () => {
    const links = computeCorpusLinks([
      doc('EP-1-A1', {
        familydata: { 'simple-family-data': { id: '777', publications: [] } },
        priorities: [p('US', '1')],
      }),
      doc('US-2-B2', {
        familydata: { 'simple-family-data': { id: '777', publications: [] } },
        priorities: [p('US', '2')],
      }),
    ]);
    expect(links.get('EP-1-A1')!.simpleFamily).toBe('S:777');
    expect(links.get('US-2-B2')!.simpleFamily).toBe('S:777');
    expect(links.get('EP-1-A1')!.extendedFamily).toBe(links.get('US-2-B2')!.extendedFamily);
  });

  it('computes forward citations as the inverse of backward citations', () => {
    const links = computeCorpusLinks([
      doc('EP-1-A1'),
      doc('US-2-B2', { citations: { patents: [{ number: 'EP1', kind: 'A1' }, { number: 'US999' }] } }),
      doc('JP-3-A', { citations: { patents: [{ number: '1', country: 'EP' }] } }),
      // As the EP and DOCDB readers write them: the full number, with country and kind repeated beside it.
      doc('CN-4-A', { citations: { patents: [{ number: 'EP1A1', country: 'EP', kind: 'A1' }] } }),
    ]);
    expect(links.get('EP-1-A1')!.citedBy).toEqual(['CN-4-A', 'JP-3-A', 'US-2-B2']);
    expect(links.get('US-2-B2')!.citedBy).toEqual([]);
  });

  it('on a real OPS INPADOC family response, every member we read lands in one simple and one extended family', async () => {
    const file = join(DATA, 'epo-ops/patent-dev-epo-ops/examples/get_family_with_biblio/response.xml');
    const members: PatentDocument[] = [];
    for await (const r of epoOpsReader.read({ name: file, open: () => createReadStream(file) })) {
      if (r.kind === 'document') members.push(r.document);
    }
    expect(members.length).toBe(5);
    const links = computeCorpusLinks(members);
    expect(new Set(members.map((m) => links.get(m.id)!.simpleFamily)).size).toBe(1);
    expect(new Set(members.map((m) => links.get(m.id)!.extendedFamily)).size).toBe(1);
    const data = familyDataOf(members, links);
    expect(
      data
        .get(members[0]!.id)!
        ['simple-family-data']!.publications.map((x) => x.ucid)
        .sort(),
    ).toEqual(members.map((m) => m.id).sort());
  });
});

// The office's family membership, read from the response text itself (not through our readers): OPS lists each
// member as `<ops:family-member family-id="…">` with its docdb publication-reference; DOCDB gives each
// exchange-document its `family-id`.
function officeFamilies(file: string): Map<string, string[]> {
  const text = readFileSync(join(DATA, file), 'utf8');
  const families = new Map<string, string[]>();
  const add = (family: string, ucid: string | null) => {
    if (ucid === null) throw new Error(`${file}: a member without a docdb number`);
    const members = families.get(family) ?? [];
    if (!members.includes(ucid)) families.set(family, [...members, ucid]);
  };
  for (const member of text.split(/<ops:family-member\b/).slice(1)) {
    const family = /^[^>]*family-id="(\d+)"/.exec(member)?.[1] ?? '';
    const publication = /<publication-reference>([\s\S]*?)<\/publication-reference>/.exec(member)?.[1] ?? '';
    const id =
      /document-id-type="docdb">\s*<country>(\w+)<\/country>\s*<doc-number>(\w+)<\/doc-number>\s*<kind>(\w+)<\/kind>/.exec(
        publication,
      );
    add(family, ucidOf(id?.[1] ?? '', id?.[2] ?? '', id?.[3] ?? ''));
  }
  for (const doc of text.matchAll(/<(?:exch:)?exchange-document\b([^>]*)>/g)) {
    const attr = (name: string) => new RegExp(`\\b${name}="([^"]*)"`).exec(doc[1] ?? '')?.[1] ?? '';
    if (attr('family-id') !== '') add(attr('family-id'), ucidOf(attr('country'), attr('doc-number'), attr('kind')));
  }
  return families;
}

async function documentsOf(reader: FormatReader, file: string): Promise<PatentDocument[]> {
  const byId = new Map<string, PatentDocument>();
  for (const result of await readAll(reader, fileEntry(join(DATA, file)))) {
    if (result.kind === 'document') byId.set(result.document.id, result.document);
  }
  return [...byId.values()];
}

/** Our simple families as sorted member lists, sorted, so that two groupings compare whole. */
function ourSimpleFamilies(docs: readonly FamilyInput[]): string[][] {
  const links = computeCorpusLinks(docs);
  const groups = new Map<string, string[]>();
  for (const doc of docs) {
    const id = links.get(doc.id)!.simpleFamily;
    groups.set(id, [...(groups.get(id) ?? []), doc.id]);
  }
  return [...groups.values()].map((g) => g.sort()).sort((a, b) => (a[0]! < b[0]! ? -1 : 1));
}

const sortedGroups = (families: Map<string, string[]>) =>
  [...families.values()].map((g) => [...g].sort()).sort((a, b) => (a[0]! < b[0]! ? -1 : 1));

// Every real family-bearing response of the data, with the office's families it lists (id → member count).
// Left out: epo-ops/patent-dev-epo-ops/testdata/family.xml, a unit-test fixture of the client library made up by its
// authors (invented members, no family-id, no application or priority data), so there is no office membership to
// compare with; the published-equivalents responses are checked separately below.
const FAMILY_RESPONSES: [string, FormatReader, Record<string, number>][] = [
  ['epo-ops/patent-dev-epo-ops/examples/get_family/response.xml', epoOpsReader, { 43088294: 5 }],
  ['epo-ops/patent-dev-epo-ops/examples/get_family_with_biblio/response.xml', epoOpsReader, { 43088294: 5 }],
  ['epo-ops/patent-dev-epo-ops/examples/get_family_with_biblio_multiple/response.xml', epoOpsReader, { 43088294: 5 }],
  ['epo-ops/patent-dev-epo-ops/examples/get_family_with_legal/response.xml', epoOpsReader, { 43088294: 5 }],
  ['epo-ops/patent-dev-epo-ops/examples/get_family_with_legal_multiple/response.xml', epoOpsReader, { 43088294: 5 }],
  ['epo-ops/patent_client-cassettes/family_publication_docdb_EP1000000A1_1.xml', epoOpsReader, { 19768124: 6 }],
  ['epo-ops/patent_client-cassettes/family_publication_docdb_WO2009085664.A2.xml', epoOpsReader, { 40799763: 20 }],
  // Legal responses list the one member asked for, with its family id.
  ['epo-ops/patent-dev-epo-ops/examples/get_legal/response.xml', epoOpsReader, { 43088294: 1 }],
  ['epo-ops/patent-dev-epo-ops/examples/get_legal_multiple/response.xml', epoOpsReader, { 43088294: 1 }],
  ['epo-ops/patent-dev-epo-ops/testdata/legal.xml', epoOpsReader, { 43088294: 1 }],
  ['epo-ops/patent_client-cassettes/legal_publication_docdb_EP1000000A1.xml', epoOpsReader, { 19768124: 1 }],
  ['epo-docdb/AP-1206-A_302101161.xml', epoDocdbReader, { 22179393: 1 }],
  ['epo-docdb/WO-2022259205-A1_544370561.xml', epoDocdbReader, { 82558028: 1 }],
  ['epo-docdb/WO-2023012807-A1_507242069.xml', epoDocdbReader, { 83004620: 1 }],
  ['epo-docdb/YU-6701-A_381353354.xml', epoDocdbReader, { 22248526: 1 }],
  [
    'epo-docdb/DE-backfile.xml',
    epoDocdbReader,
    {
      6979546: 1,
      6980816: 1,
      22421564: 1,
      5458240: 1,
      9678134: 1,
      8792589: 1,
      8821965: 1,
      22421569: 1,
      10885784: 1,
      9678135: 1,
    },
  ],
];

describe('simple families on the offices’ real family data (OPS and DOCDB)', () => {
  it.each(FAMILY_RESPONSES)('%s: our simple families are the office’s', async (file, reader, counts) => {
    const office = officeFamilies(file);
    expect(Object.fromEntries([...office].map(([id, members]) => [id, members.length]))).toEqual(
      Object.fromEntries(Object.entries(counts).map(([id, n]) => [id, n])),
    );
    const docs = await documentsOf(reader, file);
    // Every member the office lists is read, and nothing else.
    expect(docs.map((d) => d.id).sort()).toEqual([...office.values()].flat().sort());
    expect(ourSimpleFamilies(docs)).toEqual(sortedGroups(office));
  });

  it('all of them in one corpus: no family merges with another or splits across responses', async () => {
    const byId = new Map<string, PatentDocument>();
    const office = new Map<string, string[]>();
    for (const [file, reader] of FAMILY_RESPONSES) {
      for (const doc of await documentsOf(reader, file)) byId.set(doc.id, doc);
      for (const [id, members] of officeFamilies(file))
        office.set(id, [...new Set([...(office.get(id) ?? []), ...members])]);
    }
    // 5 + 6 + 20 OPS members and 14 DOCDB documents in 17 office families.
    expect([byId.size, office.size]).toEqual([45, 17]);
    expect(ourSimpleFamilies([...byId.values()])).toEqual(sortedGroups(office));
  });

  it('the published equivalents of EP2400812 are members of its simple family', async () => {
    const docs = await documentsOf(epoOpsReader, 'epo-ops/patent-dev-epo-ops/examples/get_family/response.xml');
    const links = computeCorpusLinks(docs);
    const family = links.get('EP-2400812-A1')!.simpleFamily;
    const numbers = docs
      .filter((d) => links.get(d.id)!.simpleFamily === family)
      .map((d) => d.id.split('-').slice(0, 2).join(''));
    for (const file of ['get_published_equivalents/response.xml', 'get_published_equivalents_multiple/response.xml']) {
      const text = readFileSync(join(DATA, 'epo-ops/patent-dev-epo-ops/examples', file), 'utf8');
      const equivalents = [...text.matchAll(/<ops:inquiry-result>[\s\S]*?<doc-number>(\w+)<\/doc-number>/g)].map((m) =>
        m[1]!.replace(/^([A-Z]{2})(\d{4})(\d{6})$/, (_all, cc: string, year: string, serial: string) =>
          cc === 'US' ? `${cc}${year}0${serial}` : `${cc}${year}${serial}`,
        ),
      );
      // epodoc `US2012057518` is the docdb publication US 2012057518 A1, our US20120057518.
      expect(equivalents, file).toEqual(['EP2400812', 'US20120057518', 'CA2744162']);
      for (const number of equivalents) expect(numbers, `${file}: ${number}`).toContain(number);
    }
  });

  it('without the office’s family id, the identical-priority rule gives the same simple families (43088294, 19768124)', async () => {
    // Every member of these two families claims exactly the family's one active priority. (Not so in 40799763:
    // continuations and national phases there also claim inactive priorities — their parent application, the PCT —
    // which the model cannot mark as inactive, so without DOCDB's id the rule splits that family in six.)
    for (const [file, id] of [
      ['epo-ops/patent-dev-epo-ops/examples/get_family_with_biblio/response.xml', '43088294'],
      ['epo-ops/patent_client-cassettes/family_publication_docdb_EP1000000A1_1.xml', '19768124'],
    ] as const) {
      const docs = await documentsOf(epoOpsReader, file);
      const withoutOfficeId = docs.map(({ familydata: _, ...doc }) => doc);
      expect(ourSimpleFamilies(withoutOfficeId), file).toEqual([officeFamilies(file).get(id)!.sort()]);
    }
  });

  it('AP1206A lists its DOCDB family: 68 publications of 46 applications, all carried into its family data', async () => {
    const file = 'epo-docdb/AP-1206-A_302101161.xml';
    const text = readFileSync(join(DATA, file), 'utf8');
    const family = text.slice(text.indexOf('<patent-family>'));
    const listed = [
      ...family.matchAll(
        /<publication-reference data-format="docdb"[^>]*>\s*<document-id>\s*<country>(\w+)<\/country>\s*<doc-number>(\w+)<\/doc-number>\s*<kind>(\w+)<\/kind>/g,
      ),
    ].map((m) => ucidOf(m[1]!, m[2]!, m[3]!));
    expect([listed.length, family.split('<family-member>').length - 1]).toEqual([68, 46]);
    const [doc] = await documentsOf(epoDocdbReader, file);
    expect(doc!.familydata?.['simple-family-data']?.publications.map((p) => p.ucid).sort()).toEqual([...listed].sort());
  });
});

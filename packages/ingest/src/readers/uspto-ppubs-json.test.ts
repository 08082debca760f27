import { type PatentDocument, PatentDocumentSchema } from '@app/shared';
import { describe, expect, it } from 'vitest';
import { fileEntry, readAll, DATA as SHARED_DATA, textEntry } from './reader-test-support';
import { usptoPpubsJsonReader } from './uspto-ppubs-json';

const DATA = `${SHARED_DATA}/uspto-ppubs/patent_client`;

async function docs(path: string): Promise<PatentDocument[]> {
  return (await readAll(usptoPpubsJsonReader, fileEntry(path, { gunzip: true }))).map((r) => {
    if (r.kind !== 'document') throw new Error(JSON.stringify(r));
    return PatentDocumentSchema.parse(r.document);
  });
}

describe('uspto-ppubs-json golden documents', () => {
  it('doc.json: 31 documents; US6103599A in full', async () => {
    const all = await docs(`${DATA}/doc.json`);
    expect(all).toHaveLength(31);
    const doc = all[0]!;
    expect(doc).toMatchObject({
      id: 'US-6103599-A',
      applicationnumber: 'US09089931',
      publicationdate: 20000815,
      applicationdate: 19980603,
      grant: true,
      titles: { en: 'Planarizing technique for multilayered substrates' },
      assignees_name_original: ['Silicon Genesis Corporation'],
      inventors: [
        { name: 'Henley, Francois J.', city: 'Los Gatos', state: 'CA' },
        { name: 'Cheung, Nathan', city: 'Albany', state: 'CA' },
      ],
      agents_name_normalized: ['Townsend and Townsend and Crew LLP'],
      examiners: ['Mulpuri, Savitri'],
      drawingscount: 7,
      familydata: { 'simple-family-data': { id: '26732223' } },
      classifications: {
        cpc: [
          { code: 'H01L21/30604', main: true, inventive: true, version: '2013.01' },
          { code: 'Y10S438/977', main: false, inventive: false, version: '2013.01' },
          { code: 'H01L21/76254', main: false, inventive: true, version: '2013.01' },
        ],
        us: [
          { code: '438/459', main: true },
          { code: '438/770', main: false },
          { code: '438/977', main: false },
          { code: '438/694', main: false },
          { code: '257/E21.568', main: false },
          { code: '438/458', main: false },
          { code: '257/E21.219', main: false },
        ],
      },
    });
    expect(doc.classifications?.ipc?.map((e) => e.code)).toEqual([
      'H01L21/70',
      'H01L21/762',
      'H01L21/02',
      'H01L21/306',
    ]);
    expect(doc.claims?.en).toHaveLength(28);
    expect(doc.claims?.en?.[0]?.text).toMatch(
      /^A method for fabricating a substrate, said method comprising steps of:\nproviding a substrate/,
    );
    // 33 US (urpn) + 4 foreign references, 4 NPL.
    expect(doc.citations?.patents).toHaveLength(37);
    expect(doc.citations?.patents?.[0]).toEqual({ number: 'US4006340', country: 'US', date: undefined });
    expect(doc.citations?.patents?.slice(33).map((c) => c.number)).toEqual([
      'EP379828',
      'EP459177',
      'JP193904',
      'GB2231197',
    ]);
    expect(doc.citations?.npl).toHaveLength(4);
    expect(doc.citations?.npl?.[0]?.text).toMatch(
      /^Lee et al "A Novel Pattern Transfer Process for Bonded SOI Giga-Bit DRAM"/,
    );
  });

  it('doc.json: the two grants that state a term adjustment (termOfExtension) keep it', async () => {
    const adjusted = (await docs(`${DATA}/doc.json`)).filter((d) => d.termadjustmentdays !== undefined);
    expect(adjusted.map((d) => [d.id, d.termadjustmentdays])).toEqual([
      ['US-11554343-B1', 48],
      ['US-11556879-B1', 1002],
    ]);
  });

  it('US20230009372A1: continuity (parents, PCT, provisionals) as priorities, two applicants', async () => {
    const doc = (await docs(`${DATA}/doc.json`))[12]!;
    expect(doc).toMatchObject({
      id: 'US-20230009372-A1',
      applicationnumber: 'US17828585',
      publicationdate: 20230112,
      applicationdate: 20220531,
      earliestprioritydate: 20140429,
      grant: false,
      applicants: [
        { name: 'Dignity Health', city: 'San Francisco', state: 'CA', country: 'US' },
        {
          name: 'Arizona Board of Regents on Behalf of Arizona State University',
          city: 'Scottsdale',
          state: 'AZ',
          country: 'US',
        },
      ],
      priorities: [
        { country: 'US', number: 'US16428791', date: 20190531, kind: 'A' },
        { country: 'US', number: 'US15306892', date: 20161026, kind: 'A' },
        { country: 'WO', number: 'WO2015US027730', date: 20150427, kind: 'W' },
        { country: 'US', number: 'US62010600', date: 20140611, kind: 'P' },
        { country: 'US', number: 'US61986032', date: 20140429, kind: 'P' },
      ],
      familydata: { 'simple-family-data': { id: '54359196' } },
    });
    expect(doc.inventors).toHaveLength(5);
    expect(doc.classifications?.cpc?.[0]).toEqual({
      code: 'A61B5/1104',
      main: true,
      inventive: true,
      version: '2013.01',
    });
  });

  it('doc.json: OCR records without an application number keep their family id (familyIdentifierCur)', async () => {
    const unnumbered = (await docs(`${DATA}/doc.json`)).filter((d) => d.applicationnumber === undefined);
    expect(unnumbered.map((d) => [d.id, d.familydata?.['simple-family-data']])).toEqual([
      ['US-T949002-I4', { id: '24398621', publications: [] }],
      ['US-4388879-A', { id: '23002839', publications: [] }],
      // familyIdentifierCur is null here.
      ['US-PP3823-P', undefined],
      ['US-RE28436-E', { id: '26798577', publications: [] }],
      ['US-4016076-A', { id: '26217627', publications: [] }],
      ['US-T942010-I4', { id: '27400852', publications: [] }],
      ['US-4082996-A', { id: '24921114', publications: [] }],
      ['US-4311002-A', { id: '25772776', publications: [] }],
      ['US-3857398-A', { id: '22769394', publications: [] }],
      ['US-3993582-A', { id: '23954668', publications: [] }],
    ]);
  });

  it('USOCR plant patent USPP3823 and defensive publication T949002 keep their kinds', async () => {
    const all = await docs(`${DATA}/doc.json`);
    expect(all[23]).toMatchObject({
      id: 'US-PP3823-P',
      publicationdate: 19751223,
      classifications: { us: [{ code: 'PLT/184', main: true }] },
    });
    expect(all[23]?.claims?.en?.[0]?.text).toMatch(/^A new and distinct variety of plum tree/);
    expect(all[21]?.id).toBe('US-T949002-I4');
  });

  it('cassettes_full_documents.json: 16 documents; US11554698B2 with a JP priority', async () => {
    const all = await docs(`${DATA}/cassettes_full_documents.json`);
    expect(all).toHaveLength(16);
    expect(all[0]).toMatchObject({
      id: 'US-11554698-B2',
      applicationnumber: 'US17143605',
      publicationdate: 20230117,
      applicationdate: 20210107,
      assignees_name_original: ['TOYOTA JIDOSHA KABUSHIKI KAISHA'],
      assignees_name_probable: ['Toyota Jidosha Kabushiki Kaisha'],
      inventors: [{ name: 'Shiga, Kazuyuki', city: 'Nisshin', country: 'JP' }],
      agents_name_normalized: ['Dinsmore & Shohl LLP'],
      examiners: ['Gabler, Philip F'],
      priorities: [
        { country: 'JP', number: 'JP2018146147', date: 20180802, kind: 'A' },
        { country: 'US', number: 'US16523162', date: 20190726, kind: 'A' },
      ],
      earliestprioritycountry: 'JP',
      drawingscount: 5,
      familydata: { 'simple-family-data': { id: '69228175' } },
      classifications: { ipc: [{ code: 'B60N2/56', main: true, inventive: true, version: '2006.01' }] },
    });
    expect(all[0]?.claims?.en).toHaveLength(14);
    expect(all[0]?.citations?.patents).toHaveLength(20);
    expect(all[0]?.citations?.npl).toHaveLength(3);
  });

  it('search hits (biblio.json, cassettes biblio) are read as partial documents', async () => {
    const hits = await docs(`${DATA}/biblio.json`);
    expect(hits).toHaveLength(129);
    expect(hits[0]).toMatchObject({
      id: 'US-11803561-B1',
      applicationnumber: 'US14231597',
      publicationdate: 20231031,
      applicationdate: 20140331,
      assignees_name_original: ['Amazon Technologies, Inc.'],
      examiners: ['Pillips, III, Albert M'],
      familydata: { 'simple-family-data': { id: '1000000503593' } },
      claexists: false,
    });
    expect(hits[0]?.citations?.patents).toHaveLength(35);
    expect(await docs(`${DATA}/cassettes_search_results_biblio.json.gz`)).toHaveLength(1269);
    // 1,398 hits: seconds of work, more than the default 5 s on a loaded machine.
  }, 60_000);
});

describe('uspto-ppubs-json search-hit markup', () => {
  it('keeps titles as plain text where a search answer wrapped the matched word in a highlight span', async () => {
    const read = await docs(`${DATA}/cassettes_search_results_biblio.json.gz`);
    const tennis = read.find((d) => d.id === 'US-10493327-B2');
    // Source: "<span term=\"\"tennis\"\" class=\"highlight18\">Tennis</span> ball having a core with …".
    expect(tennis?.titles).toEqual({ en: 'Tennis ball having a core with internal material shift lines' });
    expect(read.filter((d) => JSON.stringify(d.titles ?? '').includes('<'))).toEqual([]);
  }, 60_000);
});

describe('uspto-ppubs-json malformed input', () => {
  it('truncated JSON gives line and column', async () => {
    const [result] = await readAll(usptoPpubsJsonReader, textEntry('t.json', '[\n{"guid": "US-6103599-A",\n "x": '));
    expect(result).toMatchObject({ kind: 'error', file: 't.json', message: expect.stringMatching(/^JSON error/) });
  });
  it('empty file, unknown shape, empty response, document without guid', async () => {
    expect((await readAll(usptoPpubsJsonReader, textEntry('e.json', '')))[0]).toMatchObject({
      kind: 'error',
      position: { line: 1 },
    });
    expect((await readAll(usptoPpubsJsonReader, textEntry('u.json', '{"error": "x"}')))[0]).toMatchObject({
      kind: 'error',
    });
    expect(
      (await readAll(usptoPpubsJsonReader, textEntry('z.json', '{"numFound": 0, "patents": []}')))[0],
    ).toMatchObject({
      kind: 'skipped',
    });
    const results = await readAll(
      usptoPpubsJsonReader,
      textEntry('g.json', '[{"guid": "US-6103599-A"}, {"title": "x"}]'),
    );
    expect(results.map((r) => r.kind)).toEqual(['document', 'error']);
    expect(results[1]).toMatchObject({ position: { document: 1 } });
  });
});

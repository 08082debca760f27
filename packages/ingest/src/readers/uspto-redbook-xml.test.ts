import { type PatentDocument, PatentDocumentSchema } from '@app/shared';
import { describe, expect, it } from 'vitest';
import yauzl from 'yauzl';
import type { SourceEntry } from './reader';
import { chunkedTextEntry, fileEntry, readAll, DATA as SHARED_DATA } from './reader-test-support';
import { usptoRedbookXmlReader } from './uspto-redbook-xml';

const DATA = `${SHARED_DATA}/uspto-xml`;

/** The `.xml` member of a weekly zip as a streamed entry (the input layer's job in production). */
function zipXmlEntry(path: string): Promise<SourceEntry> {
  return new Promise((resolve, reject) => {
    yauzl.open(path, { lazyEntries: true }, (error, zip) => {
      if (error || !zip) return reject(error);
      zip.on('entry', (member: yauzl.Entry) => {
        if (!member.fileName.endsWith('.xml')) return zip.readEntry();
        resolve({
          name: `${path}!/${member.fileName}`,
          open: () =>
            ({
              async *[Symbol.asyncIterator]() {
                const stream = await new Promise<NodeJS.ReadableStream>((ok, fail) =>
                  zip.openReadStream(member, (e, s) => (e || !s ? fail(e) : ok(s))),
                );
                for await (const chunk of stream) yield chunk as Uint8Array;
              },
            }) as AsyncIterable<Uint8Array>,
        });
      });
      zip.readEntry();
    });
  });
}

const textEntry = chunkedTextEntry(7);

async function docs(path: string): Promise<PatentDocument[]> {
  const results = await readAll(usptoRedbookXmlReader, fileEntry(path));
  return results.map((r) => {
    if (r.kind !== 'document') throw new Error(JSON.stringify(r));
    return PatentDocumentSchema.parse(r.document);
  });
}

describe('uspto-redbook-xml detect', () => {
  it('recognises grants and applications, not PATDOC or PAP', () => {
    expect(usptoRedbookXmlReader.detect('<?xml version="1.0"?>\n<!DOCTYPE us-patent-grant SYSTEM "x.dtd" [ ]>')).toBe(
      true,
    );
    expect(usptoRedbookXmlReader.detect('<us-patent-application lang="EN">')).toBe(true);
    expect(usptoRedbookXmlReader.detect('<!DOCTYPE PATDOC SYSTEM "x.dtd">')).toBe(false);
    expect(usptoRedbookXmlReader.detect('<patent-application-publication>')).toBe(false);
  });
});

describe('uspto-redbook-xml golden documents', () => {
  it('v4.0 grant US6857133B2 (parties as applicants, old IPC, USPC, related publication)', async () => {
    const [doc] = await docs(`${DATA}/go-uspto/grant/v4-0-B2.xml`);
    expect(doc).toMatchObject({
      id: 'US-6857133-B2',
      country: 'US',
      kindcode: 'B2',
      publicationnumber: 'US6857133B2',
      applicationnumber: 'US10141259',
      publicationdate: 20050222,
      applicationdate: 20020507,
      grantdate: 20050222,
      grant: true,
      pending: false,
      titles: { en: 'Method and apparatus for manufacturing and installing water resistant cover on a limb' },
      inventors: [
        { name: 'Reynolds, David V.', address: '3220 W. Echo La.', city: 'Phoenix', state: 'AZ', country: 'US' },
      ],
      agents_name_normalized: ['Nissle, P.C., Tod R.'],
      examiners: ['Hale, Gloria M.'],
      drawingscount: 15,
      classifications: {
        ipc: [{ code: 'A41D13/00', main: true, version: '7' }],
        us: [
          { code: '2/16', main: true },
          { code: '602/62', main: false },
        ],
      },
      provenance: { format: 'uspto-redbook-xml', position: { index: 0, line: 1 } },
    });
    expect(doc?.assignees_name_original).toBeUndefined();
    expect(doc?.claims?.en).toHaveLength(6);
    expect(doc?.claims?.en?.[0]?.text).toMatch(
      /^A method for producing a water-resistant unit, comprising the steps of\n\(a\) providing/,
    );
    expect(doc?.firstclaims?.en).toBe(doc?.claims?.en?.[0]?.text);
    expect(doc?.citations?.patents).toHaveLength(8);
    expect(doc?.citations?.patents?.[0]).toEqual({
      number: 'US3820200A',
      country: 'US',
      kind: 'A',
      phase: 'examination',
    });
    expect(doc?.familydata?.['simple-family-data']?.publications.map((p) => p.ucid)).toEqual([
      'US-6857133-B2',
      'US-20030208827-A1',
    ]);
  });

  it('v4.5 grant US9358892B1 (us-parties, IPCR, CPC main/further, citations by examiner/applicant)', async () => {
    const [doc] = await docs(`${DATA}/go-uspto/grant/v4-5-B1.xml`);
    expect(doc).toMatchObject({
      id: 'US-9358892-B1',
      applicationnumber: 'US14558596',
      publicationdate: 20160607,
      applicationdate: 20141202,
      titles: { en: 'System and method for pre-charging a hybrid vehicle for improving reverse driving performance' },
      applicants: [
        {
          name: 'Toyota Motor Engineering & Manufacturing North America, Inc.',
          city: 'Erlanger',
          state: 'KY',
          country: 'US',
        },
      ],
      inventors: [{ name: 'Gaither, Geoffrey D.', city: 'Nagoya', country: 'JP' }],
      inventors_name_normalized: ['Gaither, Geoffrey D.'],
      agents_name_normalized: ['Snell & Wilmer LLP'],
      assignees_name_original: ['Toyota Motor Engineering & Manufacturing North America, Inc.'],
      examiners: ['Nguyen, Cuong H'],
      drawingscount: 6,
    });
    expect(doc?.assignees_name_probable).toHaveLength(1);
    // `<us-term-of-grant><us-term-extension>28</us-term-extension>`: days of patent term adjustment.
    expect(doc?.termadjustmentdays).toBe(28);
    expect(doc?.classifications?.ipc).toEqual([
      { code: 'B60L9/00', main: true, inventive: true, version: '2006.01' },
      { code: 'B60L11/00', main: false, inventive: true, version: '2006.01' },
      { code: 'B60L11/18', main: false, inventive: true, version: '2006.01' },
      { code: 'G01C21/26', main: false, inventive: true, version: '2006.01' },
      { code: 'B60K35/00', main: false, inventive: true, version: '2006.01' },
      { code: 'B60W20/00', main: false, inventive: false, version: '2016.01' },
    ]);
    expect(doc?.classifications?.cpc?.[0]).toEqual({
      code: 'B60L11/1809',
      main: true,
      inventive: true,
      version: '2013.01',
    });
    expect(doc?.claims?.en).toHaveLength(20);
    expect(doc?.claims?.en?.[0]?.text).toMatch(
      /^A pre-charging system for improving reverse direction hill climb performance of a hybrid vehicle, comprising:\na battery having a state of charge value;\n/,
    );
    expect(doc?.citations?.patents).toHaveLength(24);
    expect(doc?.citations?.npl).toHaveLength(4);
    expect(doc?.citations?.patents?.[0]).toEqual({
      number: 'US5856709A',
      country: 'US',
      kind: 'A',
      phase: 'applicant',
    });
    expect(doc?.citations?.patents?.[1]?.number).toBe('US6409623B1');
  });

  it('v4.6 application US20230080311A1 (EP priorities, continuity, PCT, CPC)', async () => {
    const [doc] = await docs(`${DATA}/go-uspto/application/US20230080311A1-20230316.XML`);
    expect(doc).toMatchObject({
      id: 'US-20230080311-A1',
      kindcode: 'A1',
      applicationnumber: 'US17931943',
      publicationdate: 20230316,
      applicationdate: 20220914,
      earliestprioritydate: 20160824,
      earliestprioritycountry: 'EP',
      grant: false,
      titles: { en: 'Method of improving methyltransferase activity' },
      applicants: [{ name: 'Danmarks Tekniske Universitet', city: 'Kongens Lyngby', country: 'DK' }],
      inventors_name_normalized: ['Luo, Hao', 'Hansen, Anne Sofie Laerke'],
      priorities: [
        { country: 'EP', number: 'EP16185466', date: 20160824, kind: 'A' },
        { country: 'EP', number: 'EP17167508', date: 20170421, kind: 'A' },
        { country: 'US', number: 'US16326974', date: 20190221, kind: 'A' },
        { country: 'WO', number: 'WO2017EP071381', date: 20170824, kind: 'W' },
      ],
    });
    expect(doc?.grantdate).toBeUndefined();
    expect(doc?.classifications?.cpc?.[0]).toEqual({
      code: 'C12N9/1007',
      main: true,
      inventive: true,
      version: '2013.01',
    });
    expect(doc?.classifications?.cpc).toHaveLength(10);
    expect(doc?.claims?.en).toHaveLength(39);
    expect(doc?.claims?.en?.[0]).toEqual({ num: 1, text: '(canceled)', dependsOn: [] });
    expect(doc?.citations).toBeUndefined();
  });

  it('xml2014 grant US8926509B2: CPC codes only named in combination sets are kept', async () => {
    const [doc] = await docs(`${DATA}/PatentPublicData/xml2014/US08926509.xml`);
    const cpc = doc?.classifications?.cpc ?? [];
    // main-cpc, then the 14 further-cpc codes, then the combination sets' codes not listed before (A61B5/0024,
    // H04L67/04, H04L67/125 and G06F19/3418 are further codes too and stay where they first appear).
    expect(cpc.map((e) => e.code)).toEqual([
      'A61B5/0205',
      'A61B5/0024',
      'A61B5/0404',
      'A61B5/1112',
      'A61B5/6833',
      'G06F19/3418',
      'H04L67/125',
      'H04L67/04',
      'A61B5/021',
      'A61B5/02438',
      'A61B5/0476',
      'A61B5/0488',
      'A61B5/14532',
      'A61B5/7232',
      'A61B2560/0209',
      'H04W84/18',
      'H04W88/08',
      'H04W52/0235',
      'H04W52/0274',
    ]);
    expect(cpc.at(-1)).toEqual({ code: 'H04W52/0274', main: false, inventive: true, version: '2013.01' });
  });

  it('concatenated file test.xml: two grants, streamed document by document', async () => {
    const all = await docs(`${DATA}/go-uspto/test.xml`);
    expect(all.map((d) => [d.id, d.applicationnumber, d.applicationdate, d.provenance.position])).toEqual([
      ['US-11147202-B2', 'US16232658', 20181226, { index: 0, line: 1 }],
      ['US-11147203-B2', 'US15900792', 20180220, { index: 1, line: 871 }],
    ]);
    // Only the first grant states a term adjustment (408 days); the second has no us-term-of-grant.
    expect(all.map((d) => d.termadjustmentdays)).toEqual([408, undefined]);
    expect(all[0]?.claims?.en).toHaveLength(9);
    expect(all[0]?.citations?.patents).toHaveLength(41);
    expect(all[1]?.claims?.en).toHaveLength(20);
  });

  it('weekly ipgb file (zip member): 11 grants incl. design, plant and reissues', async () => {
    const entry = await zipXmlEntry(`${DATA}/alexandria3k-ipgb/ipgb20221025_wk43.zip`);
    const results = await readAll(usptoRedbookXmlReader, entry);
    const all = results.map((r) => (r.kind === 'document' ? PatentDocumentSchema.parse(r.document) : r));
    expect(all.map((d) => ('id' in d ? d.id : d.kind))).toEqual([
      'US-11617522-B2',
      'US-D967598-S1',
      'US-D967598-S1',
      'US-PP34694-P2',
      'US-RE49257-E1',
      'US-RE49258-E1',
      'US-RE49259-E1',
      'US-11477944-B2',
      'US-11477945-B2',
      'US-11477946-B2',
      'US-11477947-B2',
    ]);
    // Bibliographic grants: no claims, but each states its number-of-claims, which is kept.
    const grants = all as PatentDocument[];
    expect(grants.map((d) => d.claims)).toEqual(grants.map(() => undefined));
    expect(grants.map((d) => d.claimcount)).toEqual([20, 1, 1, 1, 20, 38, 40, 1, 19, 21, 36]);
    const design = all[1] as PatentDocument;
    expect(design.applicationnumber).toBe('US29793013');
    expect(design.classifications?.us?.[0]).toEqual({ code: 'D1/106', main: true });
    expect(design.grant).toBe(true);
  });
});

describe('uspto-redbook-xml malformed input', () => {
  const grant = (n: string) =>
    `<?xml version="1.0" encoding="UTF-8"?>\n<us-patent-grant lang="EN"><us-bibliographic-data-grant><publication-reference><document-id><country>US</country><doc-number>${n}</doc-number><kind>B2</kind><date>20200102</date></document-id></publication-reference></us-bibliographic-data-grant></us-patent-grant>\n`;

  it('truncated XML: documents before the break are returned, then an error with line, column and index', async () => {
    const text = `${grant('10000001')}${grant('10000002')}<?xml version="1.0"?>\n<us-patent-grant><us-bibliographic-data-grant>\n<publication-reference>`;
    const results = await readAll(usptoRedbookXmlReader, textEntry('trunc.xml', text));
    expect(results.map((r) => r.kind)).toEqual(['document', 'document', 'error']);
    expect(results[2]).toMatchObject({ kind: 'error', file: 'trunc.xml', position: { document: 2, line: 7 } });
    expect((results[2] as { message: string }).message).toMatch(/XML error/);
  });

  it('empty file: one error', async () => {
    expect(await readAll(usptoRedbookXmlReader, textEntry('empty.xml', ''))).toEqual([
      { kind: 'error', file: 'empty.xml', position: { line: 1 }, message: 'Empty file: no document.' },
    ]);
  });

  it('unknown root element: per-document error, other documents still read', async () => {
    const results = await readAll(
      usptoRedbookXmlReader,
      textEntry('mixed.xml', `${grant('10000001')}<?xml version="1.0"?>\n<cpc-scheme/>\n`),
    );
    expect(results[0]?.kind).toBe('document');
    expect(results[1]).toMatchObject({ kind: 'error', position: { document: 1, line: 4 } });
    expect((results[1] as { message: string }).message).toMatch(/Unknown root element <cpc-scheme>/);
  });

  it('a real file with a stray close tag (US07057742: an opening <maths> was lost) is still read whole', async () => {
    const results = await readAll(usptoRedbookXmlReader, fileEntry(`${DATA}/go-uspto/grant/US07057742-20060606.XML`));
    expect(results.map((r) => r.kind)).toEqual(['document']);
    const doc = (results[0] as { document: PatentDocument }).document;
    expect(doc.id).toBe('US-7057742-B2');
    expect(doc.claims?.en?.length).toBeGreaterThan(0);
    expect(doc.descriptions?.en?.length).toBeGreaterThan(0);
  });
});

import { readFile } from 'node:fs/promises';
import { type PatentDocument, PatentDocumentSchema } from '@app/shared';
import { describe, expect, it } from 'vitest';
import { fileEntry, readAll, DATA as SHARED_DATA, textEntry } from './reader-test-support';
import { usptoPatdocSgmlReader } from './uspto-patdoc-sgml';

const DATA = `${SHARED_DATA}/uspto-xml`;

async function one(path: string): Promise<PatentDocument> {
  const results = await readAll(usptoPatdocSgmlReader, fileEntry(path));
  expect(results).toHaveLength(1);
  const [result] = results;
  if (result?.kind !== 'document') throw new Error(JSON.stringify(result));
  return PatentDocumentSchema.parse(result.document);
}

describe('uspto-patdoc-sgml golden documents', () => {
  it('design S1 US D452599 (Locarno, DE priority, examiner and NPL citations)', async () => {
    const doc = await one(`${DATA}/go-uspto/grant/v2-5-S1.xml`);
    expect(doc).toMatchObject({
      id: 'US-D452599-S1',
      publicationnumber: 'USD452599S1',
      applicationnumber: 'US29129833',
      publicationdate: 20020101,
      applicationdate: 20000922,
      grantdate: 20020101,
      grant: true,
      titles: { en: 'Confection item in the form of a tied braid' },
      inventors: [{ name: 'Rossi-Wolter, Ute', address: 'Holderbuschweg 67', city: '74193 Schwaigern', country: 'DE' }],
      agents_name_normalized: ['Darby & Darby'],
      examiners: ['Douglas, Alan P.', 'Brooks, Linda'],
      priorities: [{ country: 'DE', number: 'DE40002946', date: 20000322, kind: 'A' }],
      earliestprioritydate: 20000322,
      earliestprioritycountry: 'DE',
      classifications: { locarno: [{ code: '01-01', main: true, version: '7' }], us: [{ code: 'D1/106', main: true }] },
      drawingscount: 7,
    });
    expect(doc.assignees_name_original).toBeUndefined();
    expect(doc.claims?.en).toEqual([
      {
        num: 1,
        text: 'The ornamental design for a confection item in the form of a tied braid, as shown and described.',
        dependsOn: [],
      },
    ]);
    expect(doc.citations?.patents?.map((c) => c.number)).toEqual(['US3530862A', 'US5526830A', 'US5890498A']);
    expect(doc.citations?.npl).toEqual([
      {
        text: 'The Practical Encyclopedia of Baking, Barnes & Noble (New York)/© Anness Publishing Limited (London, England), braided bread on p. 367, 1999.',
        phase: 'examination',
      },
    ]);
  });

  it('B2 US6530116 (assignee, USPC main/further, IPC, CLREF dependencies, CLMSTEP flattening)', async () => {
    const doc = await one(`${DATA}/go-uspto/grant/v2-5-B2.xml`);
    expect(doc).toMatchObject({
      id: 'US-6530116-B2',
      applicationnumber: 'US09782496',
      publicationdate: 20030311,
      applicationdate: 20010213,
      titles: { en: 'Vacuum cleaner with muffled detachable blower exhaust' },
      inventors_name_normalized: ['Berfield, Robert C.', 'Griffin, Ronald', 'Seasholtz, Craig'],
      inventors: [
        { name: 'Berfield, Robert C.', city: 'Jersey Shore', state: 'PA', country: 'US' },
        { name: 'Griffin, Ronald', city: 'Williamsport', state: 'PA', country: 'US' },
        { name: 'Seasholtz, Craig', city: 'Avis', state: 'PA', country: 'US' },
      ],
      assignees_name_original: ['Shop Vac Corporation'],
      examiners: ['Snider, Theresa T.'],
      classifications: {
        ipc: [{ code: 'A47L5/14', main: true, version: '7' }],
        us: [
          { code: '15/328', main: true },
          { code: '15/327.6', main: false },
          { code: '15/326', main: false },
          { code: '15/412', main: false },
        ],
      },
      drawingscount: 8,
    });
    expect(doc.claims?.en).toHaveLength(20);
    expect(doc.claims?.en?.[0]?.text).toMatch(
      /^A vacuum cleaner comprising:\na housing having a housing passage with a passage inlet,/,
    );
    expect(doc.claims?.en?.[1]?.dependsOn).toEqual([1]);
    expect(doc.claims?.en?.[3]?.dependsOn).toEqual([3]);
  });

  it('2001 SGML US6336130 (NO priority, PCT parent, Ericsson assignee)', async () => {
    const doc = await one(`${DATA}/PatentPublicData/sgml/US06336130.xml`);
    expect(doc).toMatchObject({
      id: 'US-6336130-B1',
      applicationnumber: 'US09413215',
      publicationdate: 20020101,
      applicationdate: 19991005,
      titles: { en: 'Arrangement for improving availability of services in a communication system' },
      inventors: [{ name: 'Do, Thanh Van', city: 'Oslo', country: 'NO' }],
      assignees_name_original: ['Telefonaktiebolaget LM Ericsson (publ)'],
      agents_name_normalized: ['Nixon & Vanderhye P.C.'],
      examiners: ['Coulter, Kenneth R.'],
      priorities: [
        { country: 'NO', number: 'NO971605', date: 19970408, kind: 'A' },
        { country: 'WO', number: 'WO1998NO000107', date: 19980402, kind: 'W' },
      ],
      earliestprioritydate: 19970408,
      classifications: {
        ipc: [
          { code: 'G06F15/16', main: true, version: '7' },
          { code: 'G06F13/00', main: false, version: '7' },
        ],
        us: [
          { code: '709/202', main: true },
          { code: '709/201', main: false },
        ],
      },
      drawingscount: 5,
    });
    expect(doc.claims?.en).toHaveLength(22);
    expect(doc.citations?.patents).toHaveLength(6);
    expect(doc.citations?.npl).toHaveLength(3);
  });

  it('2001 SGML design USD435854 (kind S as printed, Locarno 14-02, ten citations)', async () => {
    const doc = await one(`${DATA}/PatentPublicData/sgml/USD435854S1.xml`);
    expect(doc).toMatchObject({
      id: 'US-D435854-S',
      kindcode: 'S',
      applicationnumber: 'US29116510',
      publicationdate: 20010102,
      applicationdate: 19990106,
      titles: { en: 'Disc cartridge' },
      classifications: {
        locarno: [{ code: '14-02', main: true, version: '7' }],
        us: [{ code: 'D14/480', main: true }],
      },
      drawingscount: 14,
      grant: true,
    });
    expect(doc.inventors?.slice(0, 2)).toEqual([
      { name: 'Takagi, Hiroyoshi', city: 'Kameoka', country: 'JP' },
      { name: 'Mizutani, Hikaru', city: 'Minou', country: 'JP' },
    ]);
    expect(doc.citations?.patents).toHaveLength(10);
    expect(doc.claims?.en).toHaveLength(1);
  });

  it('B1 US6334226 (two JP priorities, USPC class 4 written without padding)', async () => {
    const doc = await one(`${DATA}/go-uspto/grant/v2-5-B1.xml`);
    expect(doc).toMatchObject({
      id: 'US-6334226-B1',
      applicationnumber: 'US09529968',
      applicationdate: 20000424,
      titles: { en: 'Faucet support member' },
      assignees_name_original: ['Toto Ltd.'],
      assignees_name_probable: ['Toto Ltd.'],
      priorities: [
        { country: 'JP', number: 'JP9290033', date: 19971022, kind: 'A' },
        { country: 'JP', number: 'JP1095065', date: 19980407, kind: 'A' },
        { country: 'WO', number: 'WO1998JP004545', date: 19981008, kind: 'W' },
      ],
      classifications: {
        ipc: [{ code: 'E03C1/04', main: true, version: '7' }],
        us: [
          { code: '4/675', main: true },
          { code: '4/676', main: false },
          { code: '4/678', main: false },
          { code: '4/695', main: false },
          { code: '4/696', main: false },
        ],
      },
      drawingscount: 48,
    });
    expect(doc.claims?.en).toHaveLength(31);
    expect(doc.citations?.patents).toHaveLength(14);
    expect(doc.citations?.patents?.some((c) => c.country === 'JP' && c.phase === 'other')).toBe(true);
  });
});

describe('uspto-patdoc-sgml term of grant', () => {
  const file = `${DATA}/PatentPublicData/sgml/USD435854S1.xml`;

  it('B474 is the term in years (14 for this design), not a term adjustment', async () => {
    expect((await one(file)).termadjustmentdays).toBeUndefined();
  });

  it('B474US, the days of term adjustment, is kept (the real design with the element added to its B472)', async () => {
    const source = await readFile(file, 'utf8');
    const text = source.replace('</B472>', '<B474US><PDAT>21</PDAT></B474US></B472>');
    expect(text).not.toBe(source);
    const [result] = await readAll(usptoPatdocSgmlReader, textEntry('USD435854S1.xml', text));
    if (result?.kind !== 'document') throw new Error(JSON.stringify(result));
    expect(result.document.termadjustmentdays).toBe(21);
  });
});

describe('uspto-patdoc-sgml malformed input', () => {
  it('truncated PATDOC gives an error with line and column', async () => {
    const results = await readAll(
      usptoPatdocSgmlReader,
      textEntry('t.xml', '<?xml version="1.0"?>\n<PATDOC DTD="2.5">\n<SDOBI><B100>'),
    );
    expect(results).toHaveLength(1);
    expect(results[0]).toMatchObject({ kind: 'error', file: 't.xml', position: { document: 0, line: 3 } });
  });
  it('empty file and unknown root', async () => {
    expect((await readAll(usptoPatdocSgmlReader, textEntry('e.xml', '')))[0]).toMatchObject({
      kind: 'error',
      message: 'Empty file: no document.',
    });
    const [unknown] = await readAll(
      usptoPatdocSgmlReader,
      textEntry('u.xml', '<?xml version="1.0"?>\n<us-patent-grant/>'),
    );
    expect(unknown).toMatchObject({ kind: 'error', position: { document: 0, line: 2 } });
  });
  it('detect', () => {
    expect(
      usptoPatdocSgmlReader.detect('<?xml version="1.0"?>\n<!DOCTYPE PATDOC SYSTEM "ST32-US-Grant-025xml.dtd" ['),
    ).toBe(true);
    expect(usptoPatdocSgmlReader.detect('<us-patent-grant>')).toBe(false);
  });
});

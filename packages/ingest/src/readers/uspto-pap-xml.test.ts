import { type PatentDocument, PatentDocumentSchema } from '@app/shared';
import { describe, expect, it } from 'vitest';
import { fileEntry, readAll, DATA as SHARED_DATA, textEntry } from './reader-test-support';
import { usptoPapXmlReader } from './uspto-pap-xml';

const DATA = `${SHARED_DATA}/uspto-xml`;

async function one(path: string): Promise<PatentDocument> {
  const [result, ...rest] = await readAll(usptoPapXmlReader, fileEntry(path));
  expect(rest).toEqual([]);
  if (result?.kind !== 'document') throw new Error(JSON.stringify(result));
  return PatentDocumentSchema.parse(result.document);
}

describe('uspto-pap-xml golden documents', () => {
  it('US20010000002A1 (DE priority, division parent, IPC D21C11/12, USPC 162/259)', async () => {
    const doc = await one(`${DATA}/go-uspto/application/v1-5-A1_2.xml`);
    expect(doc).toMatchObject({
      id: 'US-20010000002-A1',
      applicationnumber: 'US09726341',
      publicationdate: 20010315,
      applicationdate: 20001201,
      grant: false,
      titles: { en: 'Process for detecting and correcting a fiber orientation cross direction profile change' },
      inventors: [
        { name: 'Ruf, Wolfgang', city: 'Herbrachtingen-Bolheim', country: 'DE' },
        { name: 'Loser, Hans', city: 'Langenau', country: 'DE' },
        { name: 'Begemann, Ulrich', city: 'Heidenheim', country: 'DE' },
        { name: 'Lehleiter, Klaus', city: 'Mengen', country: 'DE' },
      ],
      agents_name_normalized: ['GREENBLUM & BERNSTEIN'],
      priorities: [
        { country: 'DE', number: 'DE19733454', date: 19970802, kind: 'A' },
        { country: 'US', number: 'US09126808', date: 19980731, kind: 'A' },
      ],
      earliestprioritydate: 19970802,
      classifications: {
        ipc: [{ code: 'D21C11/12', main: true, version: '7' }],
        us: [{ code: '162/259', main: true }],
      },
    });
    expect(doc.claims?.en).toHaveLength(33);
    expect(doc.claims?.en?.[0]?.text).toMatch(
      /^A process for detecting a change in fiber orientation cross-direction profile/,
    );
    expect(doc.abstracts?.en).toMatch(/^Process and a device for detecting a change in the fiber orientation/);
  });

  it('US20010000001A1 (biblio only, continuation chain with PCT)', async () => {
    const doc = await one(`${DATA}/go-uspto/application/v1-5-A1_1.xml`);
    expect(doc).toMatchObject({
      id: 'US-20010000001-A1',
      applicationnumber: 'US09725796',
      applicationdate: 20001129,
      inventors_name_normalized: ['Clark, Lawrence A.', 'Priest, James L.'],
      priorities: [
        { country: 'US', number: 'US09375495', date: 19990817, kind: 'A' },
        { country: 'US', number: 'US08894495', date: 19971110, kind: 'A' },
        { country: 'WO', number: 'WO1997US005183', date: 19970328, kind: 'W' },
        { country: 'US', number: 'US08580840', date: 19951229, kind: 'A' },
      ],
      earliestprioritydate: 19951229,
      claexists: false,
      classifications: { ipc: [{ code: 'B08B3/00', main: true, version: '7' }], us: [{ code: '134/31', main: true }] },
    });
  });

  it('US20010000943A1 (assignee, JP priority, PCT continuation, dependent-claim-reference)', async () => {
    const doc = await one(`${DATA}/PatentPublicData/pap/US20010000943A1.xml`);
    expect(doc).toMatchObject({
      applicationnumber: 'US09727454',
      publicationdate: 20010510,
      assignees_name_original: ['IDEMITSU KOSAN CO., LTD.'],
      assignees_name_probable: ['Idemitsu Kosan Co., Ltd.'],
      inventors_name_normalized: ['Fukuoka, Kenichi', 'Eida, Mitsura'],
      priorities: [
        { country: 'JP', number: 'JP11097727', date: 19990405, kind: 'A' },
        { country: 'WO', number: 'WO2000JP002182', date: 20000404, kind: 'W' },
      ],
      classifications: {
        ipc: [{ code: 'H01J1/62', main: true, version: '7' }],
        us: [
          { code: '313/503', main: true },
          { code: '313/504', main: false },
        ],
      },
    });
    expect(doc.claims?.en).toHaveLength(13);
    expect(doc.claims?.en?.[1]).toMatchObject({ num: 2, dependsOn: [1] });
    expect(doc.claims?.en?.[1]?.text).toMatch(/^The organic electroluminescence device according to claim 1, wherein/);
  });

  it('US20010009014A1 (provisional P, CIP and division parents)', async () => {
    const doc = await one(`${DATA}/PatentPublicData/pap/US20010009014A1.xml`);
    expect(doc).toMatchObject({
      applicationnumber: 'US09777392',
      applicationdate: 20010205,
      agents_name_normalized: ['Cooley Godward LLP'],
      priorities: [
        { country: 'US', number: 'US60128037', date: 19990406, kind: 'P' },
        { country: 'US', number: 'US09432885', date: 19991102, kind: 'A' },
        { country: 'US', number: 'US09312927', date: 19990517, kind: 'A' },
      ],
      earliestprioritydate: 19990406,
      classifications: {
        us: [
          { code: '709/204', main: true },
          { code: '709/227', main: false },
        ],
      },
    });
    expect(doc.claims?.en).toHaveLength(55);
    expect(doc.claims?.en?.[2]?.dependsOn).toEqual([2]);
  });

  it('US20010000044A1 (no XML declaration, padded values, dependencies read from the wording)', async () => {
    const doc = await one(`${DATA}/PatentPublicData/pap/US20010000044A1.xml`);
    expect(doc).toMatchObject({
      id: 'US-20010000044-A1',
      applicationnumber: 'US09342866',
      publicationdate: 20010315,
      applicationdate: 19990629,
      titles: {
        en: 'Systems and Methods For Transacting Business Over A Global Communications Network Such As The Internet',
      },
      inventors: [{ name: 'Lin, Wayne W', city: 'Irvine', state: 'CA', country: 'US' }],
      classifications: {
        ipc: [{ code: 'G06F17/60', main: true, version: '7' }],
        us: [
          { code: '705/26', main: true },
          { code: '705/37', main: false },
        ],
      },
    });
    expect(doc.claims?.en).toHaveLength(21);
    expect(doc.claims?.en?.[1]).toMatchObject({ num: 2, dependsOn: [1] });
  });
});

describe('uspto-pap-xml malformed input', () => {
  it('truncated, empty, unknown root', async () => {
    const [truncated] = await readAll(
      usptoPapXmlReader,
      textEntry('t.xml', '<patent-application-publication>\n<subdoc-bibliographic-information>'),
    );
    expect(truncated).toMatchObject({ kind: 'error', position: { document: 0, line: 2 } });
    expect((await readAll(usptoPapXmlReader, textEntry('e.xml', '  \n')))[0]).toMatchObject({
      kind: 'error',
      message: 'Empty file: no document.',
    });
    const [unknown] = await readAll(usptoPapXmlReader, textEntry('u.xml', '<PATDOC/>'));
    expect(unknown).toMatchObject({ kind: 'error', position: { document: 0, line: 1 } });
  });
});

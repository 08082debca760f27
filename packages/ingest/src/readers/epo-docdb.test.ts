import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type PatentDocument, PatentDocumentSchema } from '@app/shared';
import { describe, expect, it } from 'vitest';
import { epoDocdbReader } from './epo-docdb';
import { chunkedTextEntry, fileEntry, readAll, DATA as SHARED_DATA } from './reader-test-support';

const DATA = `${SHARED_DATA}/epo-docdb`;

const textEntry = chunkedTextEntry(13);

async function documents(file: string): Promise<PatentDocument[]> {
  const results = await readAll(epoDocdbReader, fileEntry(join(DATA, file)));
  return results.map((result) => {
    if (result.kind !== 'document') throw new Error(JSON.stringify(result));
    return PatentDocumentSchema.parse(result.document);
  });
}

describe('epo-docdb reader', () => {
  it('reads every DOCDB file (5 files, 14 documents, no error)', async () => {
    const counts: Record<string, number> = {};
    for (const file of readdirSync(DATA)) {
      expect(epoDocdbReader.detect(readFileSync(join(DATA, file), 'utf8').slice(0, 65536))).toBe(true);
      const docs = await documents(file);
      counts[file] = docs.length;
    }
    expect(counts).toEqual({
      'AP-1206-A_302101161.xml': 1,
      'DE-backfile.xml': 10,
      'WO-2022259205-A1_544370561.xml': 1,
      'WO-2023012807-A1_507242069.xml': 1,
      'YU-6701-A_381353354.xml': 1,
    });
  });

  it('golden: WO2023012807A1 (IPCR, CPC flags, docdb + original parties, ISR and APP citations)', async () => {
    const [doc] = await documents('WO-2023012807-A1_507242069.xml');
    expect(doc).toMatchObject({
      id: 'WO-2023012807-A1',
      publicationnumber: 'WO2023012807A1',
      applicationnumber: 'WO2022IL050854',
      publicationdate: 20230209,
      applicationdate: 20220805,
      earliestprioritydate: 20210806,
      earliestprioritycountry: 'US',
      language: 'en',
      grant: false,
    });
    expect(doc!.priorities).toEqual([{ country: 'US', number: 'US63230089', date: 20210806, kind: 'P' }]);
    expect(doc!.applicants).toEqual([{ name: 'YEDA RESEARCH AND DEVELOPMENT CO. LTD.', country: 'IL' }]);
    expect(doc!.assignees_name_original).toEqual(['YEDA RESEARCH AND DEVELOPMENT CO. LTD.']);
    expect(doc!.inventors).toEqual([
      { name: 'FLEISHMAN, Sarel', country: 'IL' },
      { name: 'TENNENHOUSE, Ariel', country: 'IL' },
    ]);
    expect(doc!.titles).toEqual({ en: 'METHOD FOR HUMANIZING ANTIBODIES', fr: "PROCÉDÉ D'HUMANISATION D'ANTICORPS" });
    expect(doc!.classifications?.ipc?.map((c) => c.code)).toEqual(['C07K16/28', 'C07K16/30', 'C07K16/40', 'C07K16/46']);
    expect(doc!.classifications?.ipc?.[0]).toEqual({
      code: 'C07K16/28',
      main: true,
      inventive: true,
      version: '2006.01',
    });
    expect(doc!.classifications?.cpc).toHaveLength(9);
    expect(doc!.classifications?.cpc?.[0]).toEqual({
      code: 'C07K16/464',
      main: true,
      inventive: true,
      version: '2013.01',
    });
    expect(doc!.classifications?.cpc?.[5]).toEqual({
      code: 'C07K2317/24',
      main: false,
      inventive: false,
      version: '2013.01',
    });
    expect(doc!.citations?.patents).toEqual([
      {
        number: 'US20200223945A1',
        country: 'US',
        kind: 'A1',
        date: 20200716,
        categories: ['X', 'Y'],
        phase: 'international-search',
      },
      { number: 'US8343489B2', country: 'US', kind: 'B2', date: 20130101, phase: 'applicant' },
      { number: 'WO2019025299A1', country: 'WO', kind: 'A1', date: 20190207, phase: 'applicant' },
    ]);
    // 4 NPL in the search report (XY, Y, Y, IP) and the NPL the applicant cited.
    expect(doc!.citations?.npl?.slice(0, 4).map((c) => c.categories)).toEqual([['X', 'Y'], ['Y'], ['Y'], ['I', 'P']]);
    expect(doc!.citations?.npl?.[0]?.text).toMatch(/^CHIN MARK ET AL: "Humanization of antibodies/);
    expect(doc!.citations?.npl?.[2]?.text).toContain('data–driven accuracy');
    expect(doc!.familydata?.['simple-family-data']).toEqual({
      id: '83004620',
      publications: [
        { ucid: 'WO-2023012807-A1', an: 'WO2022IL050854', publicationdate: 20230209, applicationdate: 20220805 },
      ],
    });
    expect(Object.keys(doc!.abstracts ?? {})).toEqual(['en', 'fr']);
    expect(doc!.abstracts?.en).toMatch(/^Provided herein is a method for obtaining a humanized antibody/);
  });

  it('golden: DE1258188B, the first of ten documents of a backfile', async () => {
    const docs = await documents('DE-backfile.xml');
    expect(docs.map((d) => d.id)).toEqual([
      'DE-1258188-B',
      'DE-1258189-B',
      'DE-1258190-B',
      'DE-1258191-B',
      'DE-1258192-B',
      'DE-1258193-B',
      'DE-1258194-B',
      'DE-1258195-B',
      'DE-1258196-B',
      'DE-1258197-B',
    ]);
    const doc = docs[0]!;
    expect(doc).toMatchObject({
      applicationnumber: 'DEB0077613',
      publicationdate: 19680104,
      applicationdate: 19640710,
      earliestprioritydate: 19640710,
    });
    expect(doc.priorities).toEqual([{ country: 'DE', number: 'DEB0077613', date: 19640710, kind: 'A' }]);
    expect(doc.applicants).toEqual([{ name: 'ROBERT BOSCH G.M.B.H.' }]);
    expect(doc.inventors?.map((p) => p.name)).toEqual(['KNAPP DIPL.-PHYS. DR. HEINRICH', 'HEISER DIPL.-ING. JOACHIM']);
    // IPCR with a blank position: inventive, no main flag.
    expect(doc.classifications?.ipc).toEqual([
      { code: 'F02M41/12', inventive: true, version: '2006.01' },
      { code: 'F02M59/34', inventive: true, version: '2006.01' },
      { code: 'F02M59/36', inventive: true, version: '2006.01' },
    ]);
    expect(doc.classifications?.cpc?.map((c) => c.code)).toEqual([
      'F02M59/34',
      'F02M41/125',
      'F02M59/36',
      'F02M2700/1358',
    ]);
    expect(doc.citations?.patents?.map((c) => `${c.number} ${c.phase}`)).toEqual([
      'DE814968C search',
      'DE1156606B search',
      'DE1734877U search',
      'FR1343388A search',
    ]);
    expect(doc.familydata?.['simple-family-data']?.id).toBe('6979546');
    expect(docs[1]!.familydata?.['simple-family-data']?.id).toBe('6980816');
    expect(doc.provenance.position?.index).toBe(0);
    expect(docs[9]!.provenance.position?.index).toBe(9);
  });

  it('golden: YU6701A (original-format parties, languages sh and en)', async () => {
    const [doc] = await documents('YU-6701-A_381353354.xml');
    expect(doc).toMatchObject({
      id: 'YU-6701-A',
      applicationnumber: 'YU6701',
      publicationdate: 20031231,
      applicationdate: 19990602,
      earliestprioritydate: 19980730,
      language: 'sh',
    });
    expect(doc!.priorities).toEqual([{ country: 'US', number: 'US9500698', date: 19980730, kind: 'P' }]);
    expect(doc!.applicants).toEqual([{ name: 'WARNER-LAMBERT COMPANY', country: 'US' }]);
    expect(doc!.assignees_name_probable).toEqual(['Warner-Lambert Company']);
    expect(doc!.classifications?.ipc).toHaveLength(39);
    expect(doc!.classifications?.cpc?.[0]).toMatchObject({ code: 'C07D307/91', main: true, inventive: true });
    expect(doc!.familydata?.['simple-family-data']?.id).toBe('22248526');
    expect(Object.keys(doc!.titles ?? {}).sort()).toEqual(['en', 'sh']);
  });

  it('golden: WO2022259205A1 (PCT application at IB, XY categories)', async () => {
    const [doc] = await documents('WO-2022259205-A1_544370561.xml');
    expect(doc).toMatchObject({
      id: 'WO-2022259205-A1',
      applicationnumber: 'WO2022IB055385',
      publicationdate: 20221215,
      applicationdate: 20220609,
      earliestprioritydate: 20210611,
    });
    expect(doc!.priorities).toEqual([{ country: 'PT', number: 'PT11728321', date: 20210611, kind: 'A' }]);
    expect(doc!.citations?.patents?.map((c) => c.number)).toEqual([
      'CN102908333A',
      'WO2005013972A1',
      'WO2013147452A1',
      'WO2021005101A1',
    ]);
    expect(doc!.citations?.npl?.[0]?.categories).toEqual(['X', 'Y']);
    expect(doc!.familydata?.['simple-family-data']?.id).toBe('82558028');
  });

  it('golden: AP1206A with its DOCDB patent family (68 publications of 46 applications)', async () => {
    const [doc] = await documents('AP-1206-A_302101161.xml');
    expect(doc).toMatchObject({
      id: 'AP-1206-A',
      applicationnumber: 'AP2000001988',
      publicationdate: 20030918,
      grantdate: 20030918,
      applicationdate: 19980804,
      earliestprioritydate: 19980522,
    });
    expect(doc!.classifications?.ipc?.[0]?.code).toBe('A61K9/16');
    const family = doc!.familydata?.['simple-family-data'];
    expect(family?.id).toBe('22179393');
    expect(family?.publications).toHaveLength(68);
    expect(family?.publications.map((p) => p.ucid)).toEqual(
      expect.arrayContaining(['AP-1206-A', 'EP-1079809-B1', 'CA-2332922-C']),
    );
  });

  it('returns the documents before a truncation, then an error with its position', async () => {
    const text = readFileSync(join(DATA, 'DE-backfile.xml'), 'utf8');
    const third = text.indexOf('<exch:exchange-document ', text.indexOf('doc-number="1258190"') - 200);
    const results = await readAll(epoDocdbReader, textEntry('cut.xml', text.slice(0, third + 500)));
    expect(results.map((r) => r.kind)).toEqual(['document', 'document', 'error']);
    expect(results[2]).toMatchObject({
      kind: 'error',
      file: 'cut.xml',
      position: { line: expect.any(Number), document: 2 },
    });
    expect(await readAll(epoDocdbReader, textEntry('empty.xml', ''))).toMatchObject([
      { kind: 'error', message: /Empty file/ },
    ]);
    expect(await readAll(epoDocdbReader, textEntry('x.xml', '<root/>'))).toMatchObject([
      { kind: 'error', message: 'No <exch:exchange-document> element: the root is <root>.' },
    ]);
  });
});

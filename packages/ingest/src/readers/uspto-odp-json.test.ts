import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type PatentDocument, PatentDocumentSchema } from '@app/shared';
import { describe, expect, it } from 'vitest';
import type { ReadResult } from './reader';
import { chunkedTextEntry, fileEntry, readAll, DATA as SHARED_DATA, textEntry } from './reader-test-support';
import { usptoOdpJsonReader } from './uspto-odp-json';

const DATA = `${SHARED_DATA}/uspto-odp/patent-dev-uspto-odp/examples`;

function documentsOf(results: readonly ReadResult[]): PatentDocument[] {
  return results.map((result) => {
    if (result.kind !== 'document') throw new Error(JSON.stringify(result));
    return PatentDocumentSchema.parse(result.document);
  });
}

async function documents(example: string): Promise<PatentDocument[]> {
  return documentsOf(await readAll(usptoOdpJsonReader, fileEntry(join(DATA, example, 'response.json'))));
}

// Every value below was read by hand from the example files.
const PTA_PATENT_CPC = [
  'H01M50/46',
  'H01G11/06',
  'H01M50/449',
  'H01G11/52',
  'H01G11/58',
  'H01M4/13',
  'H01M4/366',
  'H01M4/587',
  'H01M4/628',
  'H01M6/34',
  'H01M8/065',
  'H01M10/052',
  'H01M10/0562',
  'H01M10/36',
  'H01M12/08',
  'H01M2004/027',
  'H01M2300/0085',
  'Y02E60/10',
  'Y02E60/13',
  'Y02E60/50',
];

const PTA_PATENT_INVENTORS = [
  { name: 'Visco, Steven J.', city: 'Berkeley', state: 'CA', country: 'US' },
  // Katz's residence is Moraga; his postal address (Berkeley) is the applicant's.
  { name: 'Katz, Bruce D.', city: 'Moraga', state: 'CA', country: 'US' },
  { name: 'Nimon, Yevgeniy S.', city: 'Danville', state: 'CA', country: 'US' },
  { name: 'De Jonghe, Lutgard C.', city: 'Lafayette', state: 'CA', country: 'US' },
];

const PTA_PATENT_BIBLIO = {
  id: 'US-11646472-B2',
  country: 'US',
  kindcode: 'B2',
  publicationnumber: 'US11646472B2',
  applicationnumber: 'US17248024',
  publicationdate: 20230509,
  applicationdate: 20210105,
  grantdate: 20230509,
  grant: true,
  pending: false,
  language: 'en',
  titles: { en: 'MAKING LITHIUM METAL - SEAWATER BATTERY CELLS HAVING PROTECTED LITHIUM ELECTRODES' },
  applicants: [{ name: 'PolyPlus Battery Company', city: 'Berkeley', state: 'CA', country: 'US' }],
  assignees_name_original: ['PolyPlus Battery Company'],
  inventors: PTA_PATENT_INVENTORS,
  examiners: ['DOVE, TRACY MAE'],
  classifications: { cpc: PTA_PATENT_CPC.map((code) => ({ code })), us: [{ code: '429/144', main: true }] },
  familydata: {
    'simple-family-data': {
      publications: [
        { ucid: 'US-11646472-B2', an: 'US17248024', publicationdate: 20230509, applicationdate: 20210105 },
        { ucid: 'US-20210210819-A1', an: 'US17248024', publicationdate: 20210708, applicationdate: 20210105 },
      ],
    },
  },
};

describe('uspto-odp-json golden documents', () => {
  it('get_patent: US 11,646,472 B2 with continuity, attorneys, transactions and term adjustment', async () => {
    const [doc, ...rest] = await documents('get_patent');
    expect(rest).toEqual([]);
    expect(doc).toMatchObject(PTA_PATENT_BIBLIO);
    expect(doc!.inventors_name_normalized).toEqual(PTA_PATENT_INVENTORS.map((p) => p.name));
    // Continuity: nine non-provisional parents up the chain (CON, CIP, DIV) and three provisionals.
    expect(doc!.priorities).toEqual([
      { country: 'US', number: 'US16695054', date: 20191125, kind: 'A' },
      { country: 'US', number: 'US15487364', date: 20170413, kind: 'A' },
      { country: 'US', number: 'US15150231', date: 20160509, kind: 'A' },
      { country: 'US', number: 'US14156267', date: 20140115, kind: 'A' },
      { country: 'US', number: 'US13929653', date: 20130627, kind: 'A' },
      { country: 'US', number: 'US13615351', date: 20120913, kind: 'A' },
      { country: 'US', number: 'US12888154', date: 20100922, kind: 'A' },
      { country: 'US', number: 'US11824597', date: 20070628, kind: 'A' },
      { country: 'US', number: 'US10824944', date: 20040414, kind: 'A' },
      { country: 'US', number: 'US60548231', date: 20040227, kind: 'P' },
      { country: 'US', number: 'US60542532', date: 20040206, kind: 'P' },
      { country: 'US', number: 'US61763412', date: 20130211, kind: 'P' },
    ]);
    expect(doc).toMatchObject({ earliestprioritydate: 20040206, earliestprioritycountry: 'US' });
    // 20 years from the division parent 10/824,944 filed 2004-04-14, plus 304 days of adjustment (A delay).
    expect(doc).toMatchObject({
      termadjustmentdays: 304,
      expectedexpirydate: 20250212,
      expectedexpiryexplanation:
        'Expected to expire on 2025-02-12: 20 years from the earliest non-provisional US filing date 2004-04-14, plus 304 days of patent term adjustment.',
    });
    // The correspondence firm, then the attorneys of record, then those with power of attorney not yet named.
    expect(doc!.agents_name_normalized).toEqual([
      'WEAVER AUSTIN VILLENEUVE & SAMPSON LLP',
      'WEAVER, JEFFREY',
      'VILLENEUVE, JOSEPH',
      'SANI, BABAK',
      'HALIDAY, EMILY',
      'AUSTIN, JAMES',
      'GRIFFITH, JOHN',
      'SAMPSON, ROGER',
      'SANI, BARMAK',
      'TABIBI, ARDESHIR',
      'BERGIN, DENISE',
      'CHANG, KO-FANG',
      'MARTINEZ-LEMKE, SHEILA',
      'DAY, MICHAEL',
      'SCHOLZ, CHRISTIAN',
      'GAVRILOVA, ANNA',
      'HO, MICHAEL',
      'MCMILLAN, SCOTT',
      'MALHOTRA, REENA',
      'FU, ZHENHAI',
      'KIM, TAEYUN',
      'HAHN, BRIAN',
      'HUSAIN, SIRAJ',
      'TSE, MICHAEL',
      'KESICH, AMANDA',
      'TSAI, PATRICIA',
      'OTIS, RYAN',
      'SRINIVASAN, ARTHI',
      'SPERBECK, ASHLEY E',
      'MURRY, PRICE',
      'LEE, TIA S.',
      'FLAHERTY, RYAN J.',
      'LARSEN, ERIK M',
      'STEVENS, LAUREN',
    ]);
    expect(doc!.assignees_name_current).toBeUndefined();
    // 61 transactions, oldest first (ODP lists them newest first, not strictly by date).
    expect(doc!.legalevents).toHaveLength(61);
    expect(doc!.legalevents?.slice(0, 2)).toEqual([
      { date: 20210105, code: 'IEXX', description: 'Initial Exam Team nn' },
      {
        date: 20210105,
        code: 'BIG.',
        description: 'Entity Status Set To Undiscounted (Initial Default Setting or Status Change)',
      },
    ]);
    expect(doc!.legalevents?.slice(-2)).toEqual([
      { date: 20231003, code: 'MOPPT', description: 'Mail O.P. Petition Decision' },
      { date: 20231003, code: 'EML_NTR', description: 'Email Notification' },
    ]);
    expect(doc!.legalevents).toContainEqual({
      date: 20230509,
      code: 'PTAC',
      description: 'Patent Issue Date Used in PTA Calculation',
    });
    const dates = doc!.legalevents!.map((e) => e.date);
    expect(dates).toEqual([...dates].sort((a, b) => a - b));
    expect(doc!.provenance).toEqual({
      format: 'uspto-odp-json',
      file: join(DATA, 'get_patent/response.json'),
      position: { index: 0, line: 4 },
    });
    expect(doc).toMatchObject({ tiexists: true, abexists: false, claexists: false, descexists: false });
  });

  it('get_patent_meta_data (PascalCase): the same biblio, without continuity, so no expiry is told', async () => {
    const [doc, ...rest] = await documents('get_patent_meta_data');
    expect(rest).toEqual([]);
    expect(doc).toMatchObject({ ...PTA_PATENT_BIBLIO, earliestprioritydate: 20210105, earliestprioritycountry: 'US' });
    for (const absent of ['priorities', 'agents_name_normalized', 'legalevents', 'expectedexpirydate'] as const) {
      expect(doc![absent], absent).toBeUndefined();
    }
    expect(doc!.provenance.position).toEqual({ index: 0, line: 1 });
  });

  it('search_patents: US 2024/0362478 A1, pending, with a Chinese priority and a recorded assignment', async () => {
    const [doc, ...rest] = await documents('search_patents');
    expect(rest).toEqual([]);
    const inventors = [
      ['YE', 'Nanyang'],
      ['GU', 'Qinying'],
      ['ZHU', 'Lin'],
      ['ZENG', 'Zhaoyu'],
      ['SHAO', 'Jiayao'],
      ['PENG', 'Chensheng'],
      ['PAN', 'Bikang'],
      ['LI', 'Kaican'],
      ['ZHU', 'Jun'],
      ['WANG', 'Xinbing'],
      ['ZHOU', 'Chenghu'],
    ].map(([family, given]) => ({ name: `${family}, ${given}`, city: 'Shanghai', country: 'CN' }));
    expect(doc).toEqual({
      id: 'US-20240362478-A1',
      country: 'US',
      kindcode: 'A1',
      publicationnumber: 'US20240362478A1',
      applicationnumber: 'US18597857',
      publicationdate: 20241031,
      applicationdate: 20240306,
      earliestprioritydate: 20230425,
      earliestprioritycountry: 'CN',
      // 20 years from its own filing: the Chinese priority does not count for the term.
      expectedexpirydate: 20440306,
      expectedexpiryexplanation: 'Expected to expire on 2044-03-06: 20 years from the US filing date 2024-03-06.',
      language: 'en',
      titles: { en: 'CERTIFIABLE OUT-OF-DISTRIBUTION GENERALIZATION METHOD, MEDIUM, AND ELECTRONIC DEVICE' },
      applicants: [{ name: 'Shanghai ArtificialIntelligence Innovation Center', city: 'Shanghai', country: 'CN' }],
      assignees_name_original: ['Shanghai ArtificialIntelligence Innovation Center'],
      assignees_name_probable: ['Shanghai ArtificialIntelligence Innovation Center'],
      assignees_name_current: ['SHANGHAI ARTIFICIALINTELLIGENCE INNOVATION CENTER'],
      inventors,
      inventors_name_normalized: inventors.map((p) => p.name),
      // The correspondent "Nitin Kaushik" is the attorney of record, named once.
      agents_name_normalized: ['KAUSHIK, NITIN'],
      // The CN number 2023104556449 ends in its check digit 9.
      priorities: [{ country: 'CN', number: 'CN202310455644', date: 20230425, kind: 'A' }],
      classifications: { cpc: [{ code: 'G06N3/08' }], us: [{ code: '706/25', main: true }] },
      legalevents: expect.any(Array),
      // Status "Docketed New Case - Ready for Examination"; examiner "CENTRAL, DOCKET" means none yet.
      pending: true,
      grant: false,
      tiexists: true,
      abexists: false,
      claexists: false,
      descexists: false,
      provenance: {
        format: 'uspto-odp-json',
        file: join(DATA, 'search_patents/response.json'),
        position: { index: 0, line: 4 },
      },
    });
    expect(doc!.legalevents).toHaveLength(24);
    expect(doc!.legalevents?.at(-2)).toEqual({
      date: 20241031,
      code: 'PG-ISSUE',
      description: 'PG-Pub Issue Notification',
    });
  });

  it('reads the same documents from chunks of 7 bytes', async () => {
    for (const example of ['get_patent', 'search_patents', 'get_patent_meta_data']) {
      const text = readFileSync(join(DATA, example, 'response.json'), 'utf8');
      const chunked = documentsOf(await readAll(usptoOdpJsonReader, chunkedTextEntry(7)(example, text)));
      const whole = documentsOf(await readAll(usptoOdpJsonReader, textEntry(example, text)));
      expect(chunked).toEqual(whole);
      expect(chunked).toHaveLength(1);
    }
  });
});

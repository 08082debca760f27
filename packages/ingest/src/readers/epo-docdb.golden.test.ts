import type { PatentCitation } from '@app/shared';
import { describe, expect, it } from 'vitest';
import { epoDocdbReader } from './epo-docdb';
import { checkGolden, type Golden } from './golden-support';
import type { ReadResult } from './reader';
import { DATA, fileEntry, readAll } from './reader-test-support';

// Golden documents: five DOCDB exchange documents (DE-backfile.xml #1–#4 and WO2022259205A1; WO2023012807A1,
// DE1258188B, YU6701A and AP1206A are covered in epo-docdb.test.ts), every expected value read by hand from the
// XML, not from the reader. DOCDB carries no claims. Parties are the `docdba` (as written) names; the `docdb`
// standardised ones (`BOSCH GMBH ROBERT`) are not the applicant's spelling. IPCR lines with a blank position give no
// main flag; `cited-phase` SEA is `search`, ISR `international-search`, APP `applicant`.

const cite = (country: string, number: string, kind: string, date: number, extra: Partial<PatentCitation> = {}) => ({
  number: `${country}${number}${kind}`,
  country,
  kind,
  date,
  phase: 'search' as const,
  ...extra,
});

const DE = 'epo-docdb/DE-backfile.xml';

const GOLDEN: Golden[] = [
  {
    file: DE,
    index: 1,
    fields: {
      id: 'DE-1258189-B',
      publicationnumber: 'DE1258189B',
      applicationnumber: 'DEB0080703',
      publicationdate: 19680104,
      applicationdate: 19650225,
      // A DE `B` (Auslegeschrift) is an examined application, not a grant.
      grantdate: undefined,
      priorities: [{ country: 'DE', number: 'DEB0080703', date: 19650225, kind: 'A' }],
      earliestprioritydate: 19650225,
      earliestprioritycountry: 'DE',
      titles: { de: 'Hochspannungszuendeinrichtung fuer gemischverdichtende Brennkraftmaschinen' },
      assignees_name_original: ['ROBERT BOSCH G.M.B.H.'],
    },
    applicants: ['ROBERT BOSCH G.M.B.H.'],
    inventors: ['LANGE DIPL.-ING. GERHARD'],
    classes: { ipc: ['F02P7/03 I 2006.01'], cpc: ['F02P7/03 main I 2013.01'] },
    patents: [1, cite('DE', '1134246', 'B', 19620802)],
    family: '6980816',
  },
  {
    // The priority is DOCDB's artificial `1258190X` of US (priority-linkage-type T).
    file: DE,
    index: 2,
    fields: {
      id: 'DE-1258190-B',
      publicationnumber: 'DE1258190B',
      applicationnumber: 'DEG0034437',
      publicationdate: 19680104,
      applicationdate: 19620306,
      priorities: [{ country: 'US', number: 'US1258190X', date: 19610313, kind: 'A' }],
      earliestprioritydate: 19610313,
      earliestprioritycountry: 'US',
      titles: { de: 'Zuendanlage fuer Brennkraftmaschinen' },
      assignees_name_original: ['GENERAL MOTORS CORPORATION'],
    },
    applicants: ['GENERAL MOTORS CORPORATION'],
    inventors: ['KONOPA RICHARD LEO'],
    classes: { ipc: ['F02P3/04 I 2006.01'], cpc: ['F02P3/0435 main I 2013.01'] },
    patents: [2, cite('DE', '1786244', 'U', 19590402), cite('FR', '1214795', 'A', 19600412)],
    family: '22421564',
  },
  {
    file: DE,
    index: 3,
    fields: {
      id: 'DE-1258191-B',
      publicationnumber: 'DE1258191B',
      applicationnumber: 'DET0021429',
      publicationdate: 19680104,
      applicationdate: 19620116,
      priorities: [{ country: 'CS', number: 'CS1258191X', date: 19610118, kind: 'A' }],
      earliestprioritydate: 19610118,
      earliestprioritycountry: 'CS',
      titles: { de: 'Luftgekuehlter Brennkraftmaschinen-Zylinderkopf mit Zusatz-Fluessigkeitskuehlung' },
      assignees_name_original: ['TATRA, NARODNI PODNIK'],
    },
    applicants: ['TATRA, NARODNI PODNIK'],
    inventors: ['BOETTGER JIRI', 'KLOS JIRI'],
    classes: { ipc: ['F02F1/26 I 2006.01'], cpc: ['F02F1/26 main I 2013.01'] },
    patents: [2, cite('DE', '383384', 'C', 19231012), cite('US', '2554921', 'A', 19510529)],
    family: '5458240',
  },
  {
    file: DE,
    index: 4,
    fields: {
      id: 'DE-1258192-B',
      publicationnumber: 'DE1258192B',
      applicationnumber: 'DES0073067',
      publicationdate: 19680104,
      applicationdate: 19610320,
      priorities: [{ country: 'FR', number: 'FR1258192X', date: 19600322, kind: 'A' }],
      earliestprioritydate: 19600322,
      earliestprioritycountry: 'FR',
      titles: { de: 'Andrehvorrichtung fuer Brennkraftmaschinen' },
      assignees_name_original: ['SOCIETE BERTIN & CIE.'],
    },
    applicants: ['SOCIETE BERTIN & CIE.'],
    inventors: ['BERTIN JEAN-HENRI', 'SALMON BENJAMIN JEAN MARCEL'],
    classes: { ipc: ['F02N15/06 I 2006.01'], cpc: ['F02N15/06 main I 2013.01'] },
    patents: [
      10,
      cite('DE', '815277', 'C', 19511001),
      cite('FR', '1046357', 'A', 19531207),
      cite('US', '2201310', 'A', 19400521),
    ],
    family: '9678134',
  },
  {
    file: 'epo-docdb/WO-2022259205-A1_544370561.xml',
    fields: {
      id: 'WO-2022259205-A1',
      publicationnumber: 'WO2022259205A1',
      // docdb `IB 2022055385 W`.
      applicationnumber: 'WO2022IB055385',
      publicationdate: 20221215,
      applicationdate: 20220609,
      grantdate: undefined,
      // docdb `PT 11728321 A` (original `117283`).
      priorities: [{ country: 'PT', number: 'PT11728321', date: 20210611, kind: 'A' }],
      earliestprioritydate: 20210611,
      earliestprioritycountry: 'PT',
      titles: {
        en: 'SELF-EMULSIFYING COMPOSITION, PRODUCTION METHODS AND USES THEREOF',
        fr: 'COMPOSITION AUTO-ÉMULSIFIANTE, SES PROCÉDÉS DE PRODUCTION ET SES UTILISATIONS',
      },
      assignees_name_original: ['UNIVERSIDADE DA BEIRA INTERIOR'],
    },
    applicants: ['UNIVERSIDADE DA BEIRA INTERIOR'],
    inventors: [
      'OLIVEIRA DOS SANTOS, Adriana',
      'CARVALHO FERNANDES, Mariana',
      'CABRAL PIRES, Patrícia Sofia',
      'LOURENÇO ALVES, Gilberto',
      'MARICOTO FAZENDEIRO, Ana Carolina',
      'MATOS SILVA PEREIRA NINA, Francisca',
      'DA SILVA FERREIRA GOMES, Maria De Fátima',
      'ESTEVES RODRIGUES, Lina Isabel',
    ],
    classes: {
      // IPCR in source order; the second (`AFI`) is the main one; A61K47/* of version 2017.01.
      ipc: [
        'A61K8/04 I 2006.01',
        'A61K9/00 main I 2006.01',
        'A61K9/107 I 2006.01',
        'A61K31/366 I 2006.01',
        'A61K31/4166 I 2006.01',
        'A61K31/57 I 2006.01',
        'A61K31/575 I 2006.01',
        'A61K31/675 I 2006.01',
        'A61K47/10 I 2017.01',
        'A61K47/14 I 2017.01',
        'A61K47/42 I 2017.01',
      ],
      cpc: [
        'A61K9/1075 main I 2013.01',
        ...['A61K8/064', 'A61K8/375', 'A61K8/922', 'A61K9/0043', 'A61K31/366', 'A61K31/4166', 'A61K31/57'].map(
          (code) => `${code} I 2013.01`,
        ),
        ...['A61K31/575', 'A61K31/675', 'A61K47/10', 'A61K47/14', 'A61K47/42'].map((code) => `${code} I 2013.01`),
        'A61K2800/10 N 2013.01',
        'A61K2800/21 N 2013.01',
        'A61Q19/00 I 2013.01',
      ],
    },
    // Search report (ISR): 4 patents and 8 NPL, all Y (the first NPL X and Y); 11 NPL the applicant cited.
    patents: [
      4,
      cite('CN', '102908333', 'A', 20130206, { categories: ['Y'], phase: 'international-search' }),
      cite('WO', '2021005101', 'A1', 20210114, { categories: ['Y'], phase: 'international-search' }),
    ],
    npl: [19],
    family: '82558028',
  },
];

describe('epo-docdb golden documents (values read by hand from the XML)', () => {
  const cache = new Map<string, Promise<ReadResult[]>>();
  it.each(GOLDEN.map((g) => [`${g.file}#${g.index ?? 0}`, g] as const))('%s', async (_, g) => {
    if (!cache.has(g.file)) cache.set(g.file, readAll(epoDocdbReader, fileEntry(`${DATA}/${g.file}`)));
    const result = (await cache.get(g.file)!)[g.index ?? 0];
    if (result?.kind !== 'document') throw new Error(JSON.stringify(result));
    checkGolden(result.document, g);
    if (g.file.startsWith('epo-docdb/WO-2022259205')) {
      const npl = result.document.citations?.npl ?? [];
      expect(npl[0]?.categories).toEqual(['X', 'Y']);
      expect(npl[0]?.phase).toBe('international-search');
      expect(npl[0]?.text).toMatch(/^BEZERRA-SOUZA ADRIANA ET AL: "Repurposing Butenafine as An Oral Nanomedicine/);
      expect(npl.filter((c) => c.phase === 'applicant')).toHaveLength(11);
      expect(npl.at(-1)?.text).toMatch(/^MANICKAVASAGAM DNOVAK KOYEWUMI MO: "Therapeutic Delivery of Simvastatin/);
    }
  });
});

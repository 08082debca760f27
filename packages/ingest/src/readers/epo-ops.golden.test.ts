import type { PatentCitation } from '@app/shared';
import { describe, it } from 'vitest';
import { epoOpsReader } from './epo-ops';
import { checkGolden, type Golden } from './golden-support';
import type { ReadResult } from './reader';
import { DATA, fileEntry, readAll } from './reader-test-support';

// Golden documents: five OPS biblio documents (published-data biblio of EP2400812A1, EP2533477A1/B1, WO2010050748A2,
// EP1000000A1), every expected value read by hand from the exchange-document XML, not from the reader. OPS biblio
// carries no claims. Party names are the `original` ones (the `epodoc` ones are upper-cased, `KANG PIL-SIK [KR]`),
// every one the source lists, with the country of the epodoc tag; IPCR lines of OPS
// (`H04W  84/    20   A I`) name no version and no position; CPC entries repeated per generating office are kept
// once, `classification-value` I inventive, A additional. Search-report citations are `search` with categories.

const search = (
  country: string,
  number: string,
  kind: string,
  date: number,
  categories: PatentCitation['categories'],
) => ({
  number: `${country}${number}${kind}`,
  country,
  kind,
  date,
  categories,
  phase: 'search' as const,
});

const BIBLIO_9SOLUTIONS = {
  applicationnumber: 'EP11169280',
  applicationdate: 20110609,
  // Only an epodoc priority `EP20110169280`: no DOCDB kind.
  priorities: [{ country: 'EP', number: 'EP11169280', date: 20110609 }],
  earliestprioritydate: 20110609,
  earliestprioritycountry: 'EP',
  titles: {
    de: 'Bluetooth-Netzwerkkonfiguration',
    en: 'Bluetooth network configuration',
    fr: 'Configuration de réseau Bluetooth',
  },
  assignees_name_original: ['9SOLUTIONS OY'],
};
const CLASSES_9SOLUTIONS = {
  ipc: ['H04L12/715 I', 'H04W40/32 I', 'H04W72/04 I', 'H04W88/04 I', 'H04W88/06 I', 'H04W84/18 N'],
  cpc: ['H04L45/04 I', 'H04W40/32 I', 'H04W84/18 N'],
};

const GOLDEN: Golden[] = [
  {
    file: 'epo-ops/patent-dev-epo-ops/examples/get_biblio/response.xml',
    fields: {
      id: 'EP-2400812-A1',
      publicationnumber: 'EP2400812A1',
      applicationnumber: 'EP10167109',
      publicationdate: 20111228,
      applicationdate: 20100624,
      grantdate: undefined,
      priorities: [{ country: 'EP', number: 'EP10167109', date: 20100624 }],
      earliestprioritydate: 20100624,
      earliestprioritycountry: 'EP',
      titles: { de: 'BLUETOOTH-VERNETZUNG', en: 'BLUETOOTH NETWORKING', fr: 'MISE EN RÉSEAU BLUETOOTH' },
      assignees_name_original: ['9SOLUTIONS OY', '9Solutions Oy'],
    },
    // The original format lists the applicant twice and each inventor twice (upper case, then as filed).
    applicants: ['9SOLUTIONS OY', '9Solutions Oy'],
    inventors: [
      'HERRALA, SAMI',
      'KYLMAENEN, JARI',
      'NIEMI, JAAKKO',
      'Herrala, Sami',
      'Kylmänen, Jari',
      'Niemi, Jaakko',
    ],
    classes: { ipc: ['H04W84/20 I'], cpc: ['H04W84/20 I', 'H04W88/04 N'] },
    // DOCDB `WO 02054790` and `WO 03067954`: the two-digit year written in full.
    patents: [
      6,
      search('WO', '2002054790', 'A2', 20020711, ['A']),
      search('US', '20030060222', 'A1', 20030327, ['A']),
      search('WO', '2003067954', 'A2', 20030821, ['A']),
      search('US', '20040097263', 'A1', 20040520, ['A']),
      search('US', '20040136338', 'A1', 20040715, ['Y', 'A']),
      search('EP', '1542377', 'A2', 20050615, ['Y', 'A']),
    ],
    family: '43088294',
  },
  {
    file: 'epo-ops/patent-dev-epo-ops/examples/get_biblio_multiple/response.xml',
    index: 1,
    fields: {
      id: 'EP-2533477-A1',
      publicationnumber: 'EP2533477A1',
      publicationdate: 20121212,
      grantdate: undefined,
      ...BIBLIO_9SOLUTIONS,
    },
    applicants: ['9SOLUTIONS OY'],
    inventors: ['PESONEN, ARTO TAPIO'],
    classes: CLASSES_9SOLUTIONS,
    npl: [
      1,
      {
        text: '- SEWOOK JUNG ET AL, "Performance comparison of overlaid bluetooth piconets (OBP) and bluetooth scatternet", WIRELESS COMMUNICATIONS AND NETWORKING CONFERENCE, 2006. WCNC 2006. IE EE LAS VEGAS, NV, USA 3-6 APRIL 2006, PISCATAWAY, NJ, USA,IEEE, PISCATAWAY, NJ, USA, (20060403), doi:10.1109/WCNC.2006.1683515, ISBN 978-1-4244-0269-4, pages 505 - 510, XP031331350',
        categories: ['X', 'I'],
        phase: 'search',
      },
    ],
    family: '44533794',
  },
  {
    // The grant of the same application: the same biblio, no references in this response.
    file: 'epo-ops/patent-dev-epo-ops/examples/get_biblio_multiple/response.xml',
    index: 2,
    fields: {
      id: 'EP-2533477-B1',
      publicationnumber: 'EP2533477B1',
      publicationdate: 20140305,
      grantdate: 20140305,
      ...BIBLIO_9SOLUTIONS,
    },
    applicants: ['9SOLUTIONS OY'],
    inventors: ['PESONEN, ARTO TAPIO'],
    classes: CLASSES_9SOLUTIONS,
    family: '44533794',
  },
  {
    // A PCT application filed at KR (docdb `KR 2009006271 W`) with a KR priority (original `10-2008-0107376`).
    file: 'epo-ops/patent_client-cassettes/published-data_publication_docdb_WO2010050748A2_biblio.xml',
    fields: {
      id: 'WO-2010050748-A2',
      publicationnumber: 'WO2010050748A2',
      applicationnumber: 'WO2009KR006271',
      publicationdate: 20100506,
      applicationdate: 20091028,
      // Only epodoc `KR20080107376` (= docdb `20080107376`) and original `10-2008-0107376`: the epodoc number.
      priorities: [{ country: 'KR', number: 'KR20080107376', date: 20081030 }],
      earliestprioritydate: 20081030,
      earliestprioritycountry: 'KR',
      titles: { en: 'QUICK SHOE CAMERA MOUNT', fr: 'SABOT QUICK SHOE DE MONTURE DE CAMÉRA' },
      assignees_name_original: ['KANG, PIL-SIK'],
    },
    applicants: ['KANG, PIL-SIK'],
    inventors: ['KANG, PIL-SIK'],
    classes: {
      ipc: ['G03B17/00 I', 'G03B17/56 I'],
      cpc: ['F16M11/041 I', 'F16M11/32 I', 'F16M13/00 I', 'G03B17/00 I', 'G03B17/56 I', 'G03B17/566 I'],
    },
    family: '42129462',
  },
  {
    // Requested in epodoc: IPC 7 (`classification-ipc`) and IPCR both present; NL priority; three A citations.
    file: 'epo-ops/patent_client-cassettes/published-data_publication_epodoc_EP1000000.A1_biblio.xml',
    fields: {
      id: 'EP-1000000-A1',
      publicationnumber: 'EP1000000A1',
      applicationnumber: 'EP99203729',
      publicationdate: 20000517,
      applicationdate: 19991108,
      // Only epodoc `NL19981010536` (with the year; docdb `NL 1010536`, as in the legal response) and original.
      priorities: [{ country: 'NL', number: 'NL19981010536', date: 19981112 }],
      earliestprioritydate: 19981112,
      earliestprioritycountry: 'NL',
      titles: {
        de: 'Vorrichtung zur Herstellung von Steinformlingen für die Ziegelindustrie',
        en: 'Apparatus for manufacturing green bricks for the brick manufacturing industry',
        fr: "Dispositif pour la fabrication de briques crues utilisées dans l'industrie manufacturière des briques",
      },
      assignees_name_original: ['BEHEERMAATSCHAPPIJ DE BOER NIJMEGEN B.V'],
    },
    applicants: ['BEHEERMAATSCHAPPIJ DE BOER NIJMEGEN B.V'],
    inventors: ['KOSMAN, WILHELMUS JACOBUS MARIA'],
    classes: {
      ipc: ['B28B1/29 I', 'B28B5/02 I', 'B28B7/00 I', 'H02P6/08 I'],
      cpc: ['B28B1/29 I', 'B28B5/022 I', 'B28B5/025 I', 'B28B7/0064 I'],
    },
    patents: [
      3,
      search('DE', '3546191', 'A1', 19870702, ['A']),
      search('EP', '680812', 'A1', 19951108, ['A']),
      search('NL', '9400663', 'A', 19951201, ['A']),
    ],
    family: '19768124',
  },
];

describe('epo-ops golden documents (values read by hand from the XML)', () => {
  const cache = new Map<string, Promise<ReadResult[]>>();
  it.each(GOLDEN.map((g) => [`${g.file}#${g.index ?? 0}`, g] as const))('%s', async (_, g) => {
    if (!cache.has(g.file)) cache.set(g.file, readAll(epoOpsReader, fileEntry(`${DATA}/${g.file}`)));
    const result = (await cache.get(g.file)!)[g.index ?? 0];
    if (result?.kind !== 'document') throw new Error(JSON.stringify(result));
    checkGolden(result.document, g);
  });
});

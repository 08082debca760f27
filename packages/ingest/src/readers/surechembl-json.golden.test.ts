import { describe, it } from 'vitest';
import { checkGolden, type Golden } from './golden-support';
import type { ReadResult } from './reader';
import { DATA, fileEntry, readAll } from './reader-test-support';
import { surechemblJsonReader } from './surechembl-json';

// Golden records of biblio_typical.json (#4, #6, #7, #10, #11; #0–#3 and the Chinese #24 are in
// surechembl-json.test.ts), every expected value read by hand from the JSON, not from the reader. SureChEMBL biblio
// carries only number, date, DOCDB family id, IPC subclasses, IPCR, CPC and titles: no application, parties, claims
// or citations, which must stay absent. `TEST_CLASS…` values are the fixture authors' edits, not codes; ECLA has no
// place in the model. IPCR codes come first, then the IPC subclasses.

const FILE = 'chemistry/surechembl-sample/biblio_typical.json';
const NOTHING_ELSE = { applicationnumber: undefined, applicationdate: undefined, priorities: undefined };

const GOLDEN: Golden[] = [
  {
    file: FILE,
    index: 4,
    fields: {
      id: 'WO-2013127702-A1',
      publicationnumber: 'WO2013127702A1',
      publicationdate: 20130906,
      titles: {
        fr: "ELÉMENT DE CONVERSION ET MOYEN D'ÉCLAIRAGE",
        de: 'KONVERSIONSELEMENT UND LEUCHTMITTEL',
        en: 'CONVERSION ELEMENT AND ILLUMINANT',
      },
      ...NOTHING_ELSE,
    },
    // ipcr is only `TEST_CLASS3`.
    classes: {
      cpc: [
        'F21V7/05',
        'F21V7/22',
        'F21V9/16',
        'F21Y2101/02',
        'F21Y2101/025',
        'H01L2933/0091',
        'H01L33/44',
        'H01L33/507',
      ],
    },
    family: '47790183',
  },
  {
    file: FILE,
    index: 6,
    fields: {
      id: 'WO-2013127704-A1',
      publicationnumber: 'WO2013127704A1',
      publicationdate: 20130906,
      titles: {
        en: 'ACTIVE COMPOUND COMBINATIONS CONTAINING A THIAZOYLISOXAZOLINE AND A FUNGICIDE',
        fr: 'ASSOCIATIONS DE COMPOSÉS ACTIFS CONTENANT UNE THIAZOYLISOXAZOLINE ET UN FONGICIDE',
      },
      ...NOTHING_ELSE,
    },
    classes: {
      // 19 IPCR, then the subclass `B29C` of `ipc` (its `TEST_CLASS1` dropped).
      ipc: [
        ...['A01N37/34', 'A01N37/38', 'A01N37/46', 'A01N37/50', 'A01N43/40', 'A01N43/50', 'A01N43/54'],
        ...['A01N43/56', 'A01N43/653', 'A01N43/80', 'A01N45/02', 'A01N47/12', 'A01N47/14', 'A01N47/24'],
        ...['A01N57/12', 'A01N59/02', 'A01N59/20', 'A01P21/00', 'A01P3/00', 'B29C'],
      ],
      cpc: ['A01N43/80'],
    },
    family: '47749823',
  },
  {
    file: FILE,
    index: 7,
    fields: {
      id: 'WO-2013127705-A1',
      publicationnumber: 'WO2013127705A1',
      publicationdate: 20130906,
      titles: {
        fr: 'MOTEUR À COMBUSTION INTERNE PRÉSENTANT UN DISTRIBUTEUR DE GAZ FRAIS',
        en: 'INTERNAL COMBUSTION ENGINE WITH FRESH GAS DISTRIBUTOR',
        de: 'BRENNKRAFTMASCHINE MIT FRISCHGASVERTEILER',
      },
      ...NOTHING_ELSE,
    },
    classes: { ipc: ['F02M3/10'], cpc: ['F02M35/10065', 'F02M35/10085', 'F02M35/10255'] },
    family: '47748618',
  },
  {
    file: FILE,
    index: 10,
    fields: {
      id: 'WO-2013127709-A1',
      publicationnumber: 'WO2013127709A1',
      publicationdate: 20130906,
      titles: {
        fr: 'FILTRE À MEMBRANE COMPRENANT UN ACIDE BILIAIRE ET SON PROCÉDÉ DE FABRICATION',
        en: 'MEMBRANE FILTER INCLUDING BILE ACID AND A METHOD OF MANUFACTURING THE SAME',
      },
      ...NOTHING_ELSE,
    },
    classes: {
      ipc: ['B01D69/02', 'B01D71/16', 'B01D71/20', 'C12Q1/10', 'C12Q1/24'],
      cpc: ['B01D2325/08', 'B01D2325/12', 'B01D69/02', 'B01D71/16', 'B01D71/20', 'C12Q1/24', 'G01N2001/4088'],
    },
    family: '45991935',
  },
  {
    file: FILE,
    index: 11,
    fields: {
      id: 'WO-2013127712-A1',
      publicationnumber: 'WO2013127712A1',
      publicationdate: 20130906,
      titles: {
        fr: 'PROCÉDÉ DE FABRICATION DE NANOCOMPOSITES GRAPHÈNE-POLYMÈRE',
        en: 'PROCESS FOR PRODUCING GRAPHENE-POLYMER NANOCOMPOSITES',
      },
      ...NOTHING_ELSE,
    },
    classes: {
      ipc: ['B82Y30/00', 'C01B31/04', 'C08J3/02', 'C08J3/07', 'C08K3/04'],
      cpc: ['B82Y30/00', 'C08J3/02', 'C08J3/07', 'C08K3/04'],
    },
    family: '47757584',
  },
];

describe('surechembl-json golden records (values read by hand from the JSON)', () => {
  let results: Promise<ReadResult[]> | undefined;
  it.each(GOLDEN.map((g) => [`${g.file}#${g.index}`, g] as const))('%s', async (_, g) => {
    results ??= readAll(surechemblJsonReader, fileEntry(`${DATA}/${g.file}`));
    const result = (await results)[g.index ?? 0];
    if (result?.kind !== 'document') throw new Error(JSON.stringify(result));
    checkGolden(result.document, g);
  });
});

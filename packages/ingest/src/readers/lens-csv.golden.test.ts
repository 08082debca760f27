import { beforeAll, describe, it } from 'vitest';
import { checkGolden, type Golden } from './golden-support';
import { lensCsvReader } from './lens-csv';
import type { ReadResult } from './reader';
import { DATA, fileEntry, readAll } from './reader-test-support';

// Golden rows of the jet-engines Lens export (#1, #2, #5, #7, #31), every expected value read by hand from the CSV
// cells, not from the reader, and every field compared whole: the export's DOCDB numbers (`US 89029007 A` = serial
// 890290 of 2007), `;;`-separated parties, priorities (`US 83547206 P 20060804`) and classifications. Lens gives no
// claims, no cited numbers (only `Cites Patent Count`) and, in this export, no family members; NPL only as text.
// The Sangamo export (families, legal status) is compared in lens-csv.test.ts.

const JET = 'lens-patents/jet-engines_lens-export.csv';

const GOLDEN: (Golden & { id: string })[] = [
  {
    file: JET,
    id: 'US-20110185700-A1',
    fields: {
      publicationnumber: 'US20110185700A1',
      applicationnumber: 'US20100657848',
      publicationdate: 20110804,
      applicationdate: 20100129,
      grantdate: undefined,
      priorities: [{ country: 'US', number: 'US20100657848', date: 20100129, kind: 'A' }],
      earliestprioritydate: 20100129,
      titles: { en: 'Jet Engine Bird Diverters' },
      assignees_name_original: ['NEWCOMER FRED MICHAEL'],
    },
    applicants: ['NEWCOMER FRED MICHAEL'],
    inventors: ['NEWCOMER FRED MICHAEL'],
    classes: { cpc: ['F02C7/055'], ipc: ['F02C7/055'], us: ['60/39.092'] },
  },
  {
    file: JET,
    id: 'US-8001762-B2',
    fields: {
      publicationnumber: 'US8001762B2',
      applicationnumber: 'US20070890290',
      publicationdate: 20110823,
      applicationdate: 20070803,
      grantdate: 20110823,
      priorities: [{ country: 'US', number: 'US20060835472', date: 20060804, kind: 'P' }],
      earliestprioritydate: 20060804,
      titles: { en: 'Method And Device To Increase Thrust And Efficiency Of Jet Engine' },
      assignees_name_original: ['EFREMKIN ARTEM P', 'EFREMKIN PAVEL V'],
    },
    applicants: ['EFREMKIN ARTEM P', 'EFREMKIN PAVEL V'],
    inventors: ['EFREMKIN ARTEM P', 'EFREMKIN PAVEL V'],
    classes: { ipc: ['F02C7/08'], us: ['60/39.5', '60/770'] },
  },
  {
    // A PCT application (`US 9504489 W`) with two US priorities and one NPL line.
    file: JET,
    id: 'WO-1995027654-A1',
    fields: {
      publicationnumber: 'WO1995027654A1',
      applicationnumber: 'WO1995US004489',
      publicationdate: 19951019,
      applicationdate: 19950407,
      priorities: [
        { country: 'US', number: 'US19940225521', date: 19940411, kind: 'A' },
        { country: 'US', number: 'US19940225585', date: 19940411, kind: 'A' },
      ],
      earliestprioritydate: 19940411,
      titles: { en: '3x Multi-Engine Jet Configuration And Method Of Operation' },
      assignees_name_original: ['BACON RICHARD J'],
    },
    applicants: ['BACON RICHARD J'],
    inventors: ['BACON RICHARD J'],
    classes: { cpc: ['B64D27/023'], ipc: ['B64D27/02'] },
    npl: [1, { text: 'See also references of EP 0702642A4' }],
  },
  {
    file: JET,
    id: 'US-8402745-B2',
    fields: {
      publicationnumber: 'US8402745B2',
      applicationnumber: 'US20050579212',
      publicationdate: 20130326,
      applicationdate: 20050503,
      grantdate: 20130326,
      priorities: [{ country: 'GB', number: 'GB0409664', date: 20040430, kind: 'A' }],
      earliestprioritydate: 20040430,
      earliestprioritycountry: 'GB',
      titles: { en: 'Pulse Jet Engines' },
      assignees_name_original: ['DENNE WILLIAM ANTHONY'],
    },
    applicants: ['DENNE WILLIAM ANTHONY'],
    inventors: ['DENNE WILLIAM ANTHONY'],
    classes: { ipc: ['F02K5/02'], us: ['60/247'] },
  },
  {
    file: JET,
    id: 'EP-2084061-B1',
    fields: {
      publicationnumber: 'EP2084061B1',
      applicationnumber: 'EP07873759',
      publicationdate: 20161214,
      applicationdate: 20071010,
      grantdate: 20161214,
      // `US 85184106 P 20061012;;US 85163006 P 20061013;;US 85140306 P 20061013`.
      priorities: [
        { country: 'US', number: 'US20060851841', date: 20061012, kind: 'P' },
        { country: 'US', number: 'US20060851630', date: 20061013, kind: 'P' },
        { country: 'US', number: 'US20060851403', date: 20061013, kind: 'P' },
      ],
      earliestprioritydate: 20061012,
      earliestprioritycountry: 'US',
      titles: { en: 'Supersonic Aircraft Jet Engine' },
      assignees_name_original: ['AERION CORP'],
    },
    applicants: ['AERION CORP'],
    inventors: ['CHASE JAMES D', 'GARZON GERMAN ANDRES'],
    classes: { ipc: ['B64C30/00'] },
  },
];

describe('lens-csv golden rows (values read by hand from the CSV)', () => {
  let results: ReadResult[] = [];
  // 3,779 rows, read once: seconds of work, more than the default 5 s on a loaded machine.
  beforeAll(async () => {
    results = await readAll(lensCsvReader, fileEntry(`${DATA}/${JET}`));
  }, 60_000);
  it.each(GOLDEN.map((g) => [g.id, g] as const))('%s', (id, g) => {
    const found = results.find((r) => r.kind === 'document' && r.document.id === id);
    if (found?.kind !== 'document') throw new Error(`${id} not read`);
    checkGolden(found.document, g);
  });
});

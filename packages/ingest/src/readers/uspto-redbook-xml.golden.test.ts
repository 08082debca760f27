import type { PatentCitation } from '@app/shared';
import { describe, it } from 'vitest';
import { checkGolden, type Golden } from './golden-support';
import { DATA, fileEntry, readAll } from './reader-test-support';
import { usptoRedbookXmlReader } from './uspto-redbook-xml';

// Golden documents: every expected value below was read by hand from the source XML (not from the reader), so a
// wrong value in the reader fails here. Fields the source does not carry are asserted absent.
// Claim texts nested in the source (claim-text in claim-text, CLMSTEP, PA1) are joined by a line break.

const US = (number: string, kind: string, phase: PatentCitation['phase']): PatentCitation => ({
  number: `US${number}${kind}`,
  country: 'US',
  kind,
  phase,
});

const GOLDEN: Golden[] = [
  {
    // us-patent-grant v4.5; also the first document of test.xml. No priority claims, no assignee.
    file: 'uspto-xml/go-uspto/grant/v4-5-B2.xml',
    fields: {
      id: 'US-11147202-B2',
      publicationnumber: 'US11147202B2',
      applicationnumber: 'US16232658',
      publicationdate: 20211019,
      applicationdate: 20181226,
      grantdate: 20211019,
      priorities: undefined,
      earliestprioritydate: 20181226,
      titles: { en: 'Wheeled hand truck' },
      claimcount: 9,
      termadjustmentdays: 408,
      assignees_name_original: undefined,
      agents_name_normalized: ['Jack, Kenneth H.', 'Davis & Jack, LLC'],
      examiners: ['Lutz, Jessica H'],
    },
    applicants: ['Ng, Yeow'],
    inventors: ['Ng, Yeow'],
    classes: {
      ipc: ['A01B1/24 main I 2006.01', 'B62B1/12 I 2006.01', 'B62B5/06 I 2006.01'],
      cpc: [
        'A01B1/243 main I 2013.01',
        'B62B1/12 I 2013.01',
        'B62B5/06 I 2013.01',
        'B62B2202/70 N 2013.01',
        'B62B2206/006 N 2013.01',
      ],
    },
    claims: [
      9,
      'A wheeled hand truck comprising:\n(a) a footplate having front and rear ends;\n(b) a retainer flange having left and right ends;',
    ],
    // 41 us-citation/patcit; the dates (`18960200`) name no day, so none is kept.
    patents: [
      41,
      US('554139', 'A', 'applicant'),
      US('3690383', 'A', 'examination'),
      US('D309242', 'S', 'applicant'),
      US('10196008', 'B2', 'examination'),
      US('20020162191', 'A1', 'examination'),
    ],
  },
  {
    // us-patent-grant v4.5 of 2014: applicant = assignee, three inventors, primary and assistant examiner, NPL.
    file: 'uspto-xml/PatentPublicData/xml2014/US08930553.xml',
    fields: {
      id: 'US-8930553-B2',
      publicationnumber: 'US8930553B2',
      applicationnumber: 'US13648029',
      publicationdate: 20150106,
      applicationdate: 20121009,
      grantdate: 20150106,
      priorities: undefined,
      earliestprioritydate: 20121009,
      titles: { en: 'Managing mid-dialog session initiation protocol (SIP) messages' },
      assignees_name_original: ['International Business Machines Corporation'],
      agents_name_normalized: ['Cuenot, Forsythe & Kim, LLC'],
      examiners: ['Meky, Moustafa M', 'Williams, Clayton R'],
    },
    applicants: ['International Business Machines Corporation'],
    inventors: ['Nissim, Nitzan', 'Pulito, Brian', 'Zinger, Asaf'],
    classes: { ipc: ['G06F15/16 main I 2006.01'], us: ['709/228 main'] },
    claims: [
      8,
      'A system for processing mid-dialog SIP messages, the system comprising:\nan incoming message hardware processor configured to receive a mid-dialog SIP message from a SIP user agent client; and\n',
    ],
    patents: [
      16,
      US('7844851', 'B2', 'applicant'),
      US('20070220302', 'A1', 'examination'),
      US('20140101322', 'A1', 'applicant'),
    ],
    npl: [
      5,
      { text: 'U.S. Appl. No. 14/026,198, Notice of Allowance, Sep. 5, 2014, 11 pg.', phase: 'applicant' },
      { text: 'U.S. Appl. No. 14/026,198, Non-Final Office Action, May 12, 2014, 17 pg.', phase: 'applicant' },
    ],
  },
  {
    // us-patent-application v4.5: a 371 national phase of PCT/IB2019/057948 (same filing date), no priority claimed.
    file: 'uspto-xml/go-uspto/application/v4-5-A1.xml',
    fields: {
      id: 'US-20220159901-A1',
      publicationnumber: 'US20220159901A1',
      applicationnumber: 'US17437086',
      publicationdate: 20220526,
      applicationdate: 20190919,
      grantdate: undefined,
      // The PCT filing is listed as DOCDB lists it for a national phase: a W priority.
      priorities: [{ country: 'WO', number: 'WO2019IB057948', date: 20190919, kind: 'W' }],
      earliestprioritydate: 20190919,
      titles: { en: 'SEED DISTRIBUTOR USED FOR AGRICULTURAL MACHINES' },
      assignees_name_original: undefined,
      agents_name_normalized: undefined,
      examiners: undefined,
    },
    applicants: ['Spinsanti, Ariel Alberto Antonio'],
    inventors: ['Spinsanti, Ariel Alberto Antonio'],
    classes: { ipc: ['A01C7/04 main I 2006.01'], cpc: ['A01C7/04 main I 2013.01'] },
    claims: [
      6,
      'A seed metering device for an agricultural machine having a vertically arranged casing made up by a rear shell and a frontal shell, both peripherally linked to define an inner volume, within which is placed at least a vertically arranged metering plate or disk;',
    ],
  },
  {
    // us-patent-application v4.0 of 2005: a CH priority, IPC edition `07` (read as 7), three USPC codes, two applicants.
    file: 'uspto-xml/PatentPublicData/xmlApp2004/US20050004437A1.xml',
    fields: {
      id: 'US-20050004437-A1',
      publicationnumber: 'US20050004437A1',
      applicationnumber: 'US10830857',
      publicationdate: 20050106,
      applicationdate: 20040423,
      // `1974/01` of CH, and the continuation parent written `<country>US</country>` + `PCT/CH02/00573`.
      priorities: [
        { country: 'CH', number: 'CH197401', date: 20011026, kind: 'A' },
        { country: 'WO', number: 'WO2002CH000573', date: 20021021, kind: 'W' },
      ],
      earliestprioritydate: 20011026,
      earliestprioritycountry: 'CH',
      titles: { en: 'Simulation device for playful evaluation and display of blood sugar levels' },
    },
    applicants: ['Kaufmann, Heiner', 'Vering, Thomas'],
    inventors: ['Kaufmann, Heiner', 'Vering, Thomas'],
    classes: { ipc: ['A61B5/00 main 7'], us: ['600/300 main', '128/905', '345/952'] },
    claims: [10, 'A simulation device for displaying and evaluating blood sugar readings, comprising:\na housing;'],
  },
  {
    // us-patent-application v4.0: bibliography only (no claims in the fixture), a granted division parent.
    file: 'uspto-xml/go-uspto/application/v4-0-A1.xml',
    fields: {
      id: 'US-20050000001-A1',
      publicationnumber: 'US20050000001A1',
      applicationnumber: 'US10909766',
      publicationdate: 20050106,
      applicationdate: 20040802,
      // The division parent 10/098,856 (granted as US6769139).
      priorities: [{ country: 'US', number: 'US10098856', date: 20020314, kind: 'A' }],
      earliestprioritydate: 20020314,
      titles: { en: 'Novelty jeans' },
    },
    applicants: ['Goldkind, Tina'],
    inventors: ['Goldkind, Tina'],
    classes: { ipc: ['A41D1/06 main 7'], us: ['2/227 main'] },
  },
];

describe('uspto-redbook-xml golden documents (values read by hand from the XML)', () => {
  it.each(GOLDEN.map((g) => [g.file, g] as const))('%s', async (_, g) => {
    const results = await readAll(usptoRedbookXmlReader, fileEntry(`${DATA}/${g.file}`));
    const result = results[g.index ?? 0];
    if (result?.kind !== 'document') throw new Error(JSON.stringify(result));
    checkGolden(result.document, g);
  });
});

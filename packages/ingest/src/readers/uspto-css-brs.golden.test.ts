import type { PatentCitation, PatentDocument } from '@app/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { checkGolden, type Golden } from './golden-support';
import { DATA, fileEntry, readAll } from './reader-test-support';
import { usptoCssBrsReader } from './uspto-css-brs';

// Golden records of the CSS/BRS sample, every expected value read by hand from the tagged fields: DID, APNR, GISD,
// AFD, TTL, ABPR, CLPR, CRTX/BSTX/DETX, NCL, NFG, TRX, AANM/INNM groups, ASNM, LRFW/LRFM, EXP/EXA, IPCG, CPOG,
// COND with its RL* fields, PDID/PPNR/PPKC/PPPD, URPN/FRPN groups with the kind and `cited by` of their URGP/FRGP
// summary, ORPL. The two publications the brief names are golden field by field; the file holds four more
// (US 9204583 to 9204586), checked below for what only they carry. The sample's grants have no USPC classification;
// CIFS and FSCP are the field of search, not the patent's classes, so no `us` scheme is expected.

const FILE = 'uspto-xml/PatentPublicData/css_brs/css_brs_sample.txt';

const cite = (
  country: string,
  number: string,
  kind: string | undefined,
  phase: PatentCitation['phase'],
): PatentCitation => ({
  number: `${country}${number}${kind ?? ''}`,
  country,
  ...(kind ? { kind } : {}),
  phase,
});
const byExaminer = (country: string, number: string, kind?: string) => cite(country, number, kind, 'examination');
const byApplicant = (country: string, number: string, kind?: string) => cite(country, number, kind, 'applicant');

/** The claims each claim refers back to (`The method of claim 6`), claim by claim, from the CLPR fields. */
type Extra = {
  dependsOn: number[][];
  description: { count: number; first: string[]; last: string };
  lastClaim: string;
};

const GOLDEN: (Golden & { extra: Extra })[] = [
  {
    file: FILE,
    index: 0,
    fields: {
      id: 'US-9204581-B2',
      country: 'US',
      kindcode: 'B2',
      publicationnumber: 'US9204581B2',
      language: 'en',
      // APNR 13676098 (SRC 13, ARD 676098): SPEC §5's 10 characters.
      applicationnumber: 'US13676098',
      publicationdate: 20151201,
      grantdate: 20151201,
      applicationdate: 20121114,
      grant: true,
      pending: false,
      // COND us-provisional-application US 61559247 20111114 (RLAN 61559247, RLFD 20111114).
      priorities: [{ country: 'US', number: 'US61559247', date: 20111114, kind: 'P' }],
      earliestprioritydate: 20111114,
      earliestprioritycountry: 'US',
      titles: {
        en: 'Method for performing chip level electromagnetic interference reduction, and associated apparatus',
      },
      abstracts: {
        en: 'A method for performing chip level electromagnetic interference (EMI) reduction is provided, where the method is applied to an electronic device. The method includes: providing at least one EMI suppression circuit within at least one chip of the electronic device; and utilizing the at least one EMI suppression circuit within the at least one chip to perform EMI reduction on at least one signal within the at least one chip. In particular, the at least one chip includes a first chip and a second chip; and the at least one EMI suppression circuit includes a first EMI suppression circuit positioned within the first chip, and further includes a second EMI suppression circuit positioned within the second chip. An associated apparatus is also provided.',
      },
      firstclaims: {
        en: 'A method for performing chip level electromagnetic interference (EMI) reduction, the method being applied to an electronic device, the method comprising: providing at least one EMI suppression circuit, positioned within at least one chip of the electronic device; and utilizing the at least one EMI suppression circuit to perform EMI reduction on at least one signal within the at least one chip, wherein the at least one EMI suppression circuit is integrated into the at least one chip.',
      },
      // NCL 20, NFG 15 (NDR 15), TRX 213.
      claimcount: 20,
      drawingscount: 15,
      termadjustmentdays: 213,
      applicants: [{ name: 'MEDIATEK INC.', city: 'Hsin-Chu', country: 'TW' }],
      inventors: [
        { name: 'Yu, Long-Kun', city: 'New Taipei', country: 'TW' },
        { name: 'Deng, Kuo-Liang', city: 'Miaoli County', country: 'TW' },
      ],
      inventors_name_normalized: ['Yu, Long-Kun', 'Deng, Kuo-Liang'],
      assignees_name_original: ['MEDIATEK INC.'],
      // LRFW `Hsu; Winston`, `Margo; Scott` (no firm, LRFM, in this record).
      agents_name_normalized: ['Hsu, Winston', 'Margo, Scott'],
      examiners: ['Wagner, Jenny L', 'McFadden, Michael P'],
      // PDID US 20130120958 A1, PPPD 20130516: the pre-grant publication of the same application.
      familydata: {
        'simple-family-data': {
          publications: [
            { ucid: 'US-9204581-B2', an: 'US13676098', publicationdate: 20151201, applicationdate: 20121114 },
            { ucid: 'US-20130120958-A1', an: 'US13676098', publicationdate: 20130516 },
          ],
        },
      },
      // URPD/FRPD give year and month only (`20030900`): no date. The JP reference's FRGP writes no kind.
      citations: {
        patents: [
          byExaminer('US', '20030169838', 'A1'),
          byExaminer('US', '20090169874', 'A1'),
          byExaminer('US', '20090207538', 'A1'),
          byExaminer('US', '20090322441', 'A1'),
          byExaminer('US', '20100127739', 'A1'),
          byExaminer('US', '20110234318', 'A1'),
          byExaminer('CN', '1402605', 'A'),
          byApplicant('CN', '1760783', 'A'),
          byApplicant('CN', '1845666', 'A'),
          byApplicant('CN', '102064808', 'A'),
          byApplicant('JP', '201045940'),
        ],
        npl: [
          {
            text: '"International Search Report" mailed on Feb. 28, 2013 for International application No. PCT/CN2012/084589, International filing date:Nov. 14, 2012.',
            phase: 'applicant',
          },
        ],
      },
      provenance: { format: 'uspto-css-brs', file: `${DATA}/${FILE}`, position: { index: 0, line: 1 } },
    },
    applicants: ['MEDIATEK INC.'],
    inventors: ['Yu, Long-Kun', 'Deng, Kuo-Liang'],
    // IPCG `20060101 A H05K H05K9/00 F I …`; CPOG `H H05K H05K9/0066 20130101 F I …`.
    classes: { ipc: ['H05K9/00 main I 2006.01'], cpc: ['H05K9/0066 main I 2013.01'] },
    claims: [20, 'A method for performing chip level electromagnetic interference (EMI) reduction'],
    patents: [11],
    npl: [1],
    extra: {
      dependsOn: [
        [],
        [1],
        [2],
        [1],
        [4],
        [1],
        [6],
        [6],
        [6],
        [1],
        [],
        [11],
        [12],
        [11],
        [14],
        [11],
        [16],
        [16],
        [16],
        [11],
      ],
      // 2 CRTX, then BSTX and DETX: 50 paragraphs and headings.
      description: {
        count: 50,
        first: [
          'CROSS REFERENCE TO RELATED APPLICATIONS',
          'This application claims the benefit of U.S. Provisional Application No. 61/559,247, which was filed on Nov. 14, 2011 and is entitled "Chip Level EMI Reduction Method and Apparatus", and is included herein by reference.',
          'BACKGROUND',
        ],
        last: 'Those skilled in the art will readily observe that numerous modifications and alterations of the device and method may be made while retaining the teachings of the invention. Accordingly, the above disclosure should be construed as limited only by the metes and bounds of the appended claims.',
      },
      lastClaim:
        'The apparatus of claim 11, wherein the at least one EMI suppression circuit within the at least one chip performs the EMI reduction on the at least one signal within the at least one chip, whereby radiation of at least one signal path outside the at least one chip is reduced.',
    },
  },
  {
    file: FILE,
    index: 1,
    fields: {
      id: 'US-9204582-B2',
      country: 'US',
      kindcode: 'B2',
      publicationnumber: 'US9204582B2',
      language: 'en',
      applicationnumber: 'US14577134',
      publicationdate: 20151201,
      grantdate: 20151201,
      applicationdate: 20141219,
      grant: true,
      pending: false,
      // COND division parent-doc US 13303416 20111123 …, then continuation-in-part parent-doc US 12857413 20100816;
      // the parents' patents (RLPN 8947892, 8325495) and the children (RLCN) are no priorities.
      priorities: [
        { country: 'US', number: 'US13303416', date: 20111123, kind: 'A' },
        { country: 'US', number: 'US12857413', date: 20100816, kind: 'A' },
      ],
      earliestprioritydate: 20100816,
      earliestprioritycountry: 'US',
      titles: { en: 'Electronic device protection' },
      abstracts: {
        en: 'A method includes permitting a first signal having a first electromagnetic waveform to pass through an apparatus. The method further includes blocking a second signal having a second electromagnetic waveform at the apparatus, wherein the second electromagnetic waveform is different than the first electromagnetic waveform. The apparatus includes a non-conductive substrate and a plurality of cells including conductive members coupled to the non-conductive substrate, where the conductive members are arranged to form a first discontinuous mesh, where regions between the conductive members of the first discontinuous mesh include a phase change material, and where the phase change material undergoes a phase transition from substantially non-conductive to substantially conductive.',
      },
      firstclaims: {
        en: 'A method, comprising: permitting a first signal having a first electromagnetic waveform to pass through an apparatus; and blocking a second signal having a second electromagnetic waveform at the apparatus, wherein the second electromagnetic waveform is different than the first electromagnetic waveform; wherein the apparatus comprises: a non-conductive substrate; a plurality of cells including conductive members coupled to the non-conductive substrate, wherein the conductive members are arranged to form a first discontinuous mesh, wherein regions between the conductive members of the first discontinuous mesh include a phase change material, wherein the phase change material undergoes a phase transition from substantially non-conductive to substantially conductive.',
      },
      // NCL 20; NFG 17 (NDR 11 sheets); no TRX field: no term adjustment stated.
      claimcount: 20,
      drawingscount: 17,
      termadjustmentdays: undefined,
      applicants: [{ name: 'The Boeing Company', city: 'Chicago', state: 'IL', country: 'US' }],
      inventors: [{ name: 'Lam, Tai A.', city: 'Kent', state: 'WA', country: 'US' }],
      inventors_name_normalized: ['Lam, Tai A.'],
      assignees_name_original: ['The Boeing Company'],
      // LRFM.
      agents_name_normalized: ['Toler Law Group, PC'],
      // EXP only.
      examiners: ['Bui, Hung S'],
      familydata: {
        'simple-family-data': {
          publications: [
            { ucid: 'US-9204582-B2', an: 'US14577134', publicationdate: 20151201, applicationdate: 20141219 },
            { ucid: 'US-20150101860-A1', an: 'US14577134', publicationdate: 20150416 },
          ],
        },
      },
      citations: {
        patents: [
          byApplicant('US', '4922253', 'A'),
          byApplicant('US', '5214432', 'A'),
          byApplicant('US', '6054647', 'A'),
          byApplicant('US', '6096979', 'A'),
          byApplicant('US', '6191367', 'B1'),
          byApplicant('US', '6218978', 'B1'),
          byApplicant('US', '6232931', 'B1'),
          byApplicant('US', '6448492', 'B1'),
          byApplicant('US', '6512487', 'B1'),
          byApplicant('US', '6927745', 'B2'),
          byApplicant('US', '6989487', 'B2'),
          byApplicant('US', '7095627', 'B2'),
          byApplicant('US', '7145512', 'B2'),
          byApplicant('US', '7277300', 'B2'),
          byApplicant('US', '7339120', 'B2'),
          byApplicant('US', '7420524', 'B2'),
          byApplicant('US', '7679563', 'B2'),
          byApplicant('US', '7931518', 'B2'),
          byApplicant('US', '8325495', 'B2'),
          byExaminer('US', '20020058490', 'A1'),
          byApplicant('US', '20040263420', 'A1'),
          byApplicant('US', '20060051592', 'A1'),
          byExaminer('US', '20060214885', 'A1'),
          byApplicant('US', '20070266886', 'A1'),
          byExaminer('US', '20080198100', 'A1'),
          byExaminer('US', '20080238822', 'A1'),
          byApplicant('US', '20090218310', 'A1'),
          byApplicant('DE', '69219993', 'T2'),
          byApplicant('EP', '1137102', 'A2'),
        ],
        // Each ORPL, its wrapped lines joined, without its closing `cited by applicant`.
        npl: [
          'B.G. Chae et al, "Abrupt matal-insulator transition observed in VO2 thin films induced by a switching voltage pulse," Physica B, 369; Jul. 2005; 4 pages.',
          'European Search Report for Application No. 1117695.1, dated Nov. 18, 2011, 6 pages.',
          '"Timing Nature\'s Fastest Optical Shutter," PHYSorg.com, http://www.physorg.com/news3629.html; Apr. 7, 2005; 3 pages.',
          'Aurelian, C. et al., "Exploiting the Semiconductor-Metal Phase Transition of VO2 Materials: A Novel Direction Towards Tuneable Devices and Systems for RF-Mircrowave Applications," Advanced Microwave and Millimeter Wave Technologies: Semiconductor Devices; Mar. 1, 2010; pp. 35-56.',
          'Kim, J. et al., "2.45 GHz Microwave-Excited Atmospheric Pressure Air Microplasmas Based on Microstrip Technology," Applied Physics Letter 86, May 5, 2005, 3 pages.',
          'Lessner, G., "Stochastic Statistical Mechanics and Electric Conductivity of a Cold Plasma," Physics Letter A 221, Oct. 7, 1996, pp. 293-300.',
          'Ogata, K. et al., "Characterizations of Strip-Line Microwave Micro Atmospheric Plasma and Its Application to Neutralization," Journal of Applied Physics 106, Jul. 16, 2009, 6 pages.',
          'Otteni, G., "Plane Wave Reflection From a Rectangular-Mesh Ground Screen," IEEE Transactions on Antennas and Propagation, vol. AP-21, No. 6, Nov. 1973, pp. 843-851.',
          'Yang, Z. et al., "Oxide Electronics Utilizing Ultrafast Metal-Insulator Transitions," Annual Review of Materials Research, vol. 41, http://www.annualreviews.org; Mar. 30, 2011; pp. 337-369.',
        ].map((text) => ({ text, phase: 'applicant' as const })),
      },
      provenance: { format: 'uspto-css-brs', file: `${DATA}/${FILE}`, position: { index: 1, line: 700 } },
    },
    applicants: ['The Boeing Company'],
    inventors: ['Lam, Tai A.'],
    classes: {
      ipc: ['H05K9/00 main I 2006.01', 'H01Q15/00 I 2006.01'],
      cpc: ['H05K9/0086 main I 2013.01', 'H01Q15/006 I 2013.01', 'H01Q15/0013 I 2013.01'],
    },
    claims: [20, 'A method, comprising: permitting a first signal having a first electromagnetic waveform'],
    patents: [29],
    npl: [9],
    extra: {
      dependsOn: [
        [],
        [1],
        [1],
        [3],
        [4],
        [1],
        [1],
        [1],
        [],
        [9],
        [9],
        [11],
        [12],
        [9],
        [14],
        [9],
        [],
        [17],
        [17],
        [17],
      ],
      // CRTX `CLAIM OF PRIORITY` and its paragraph, then BSTX and DETX: 86.
      description: {
        count: 86,
        first: [
          'CLAIM OF PRIORITY',
          'The present application claims priority from, and is a divisional application of, U.S. patent application Ser. No. 13/303,416, filed Nov. 23, 2011, which is a continuation-in-part of U.S. patent application Ser. No. 12/857,413 (now issued as U.S. Pat. No. 8,325,495), filed Aug. 16, 2010, the contents of each of which are incorporated by reference herein in their entirety.',
        ],
        last: 'The Abstract of the Disclosure is submitted with the understanding that it will not be used to interpret or limit the scope or meaning of the claims. In addition, in the foregoing Detailed Description, various features may be grouped together or described in a single embodiment for the purpose of streamlining the disclosure. This disclosure is not to be interpreted as reflecting an intention that the claimed embodiments require more features than are expressly recited in each claim. Rather, as the following claims reflect, the claimed subject matter may be directed to less than all of the features of any of the disclosed embodiments.',
      },
      lastClaim: 'The method of claim 17, wherein the phase transition is a metal-insulator phase transition.',
    },
  },
];

let documents: PatentDocument[] = [];

beforeAll(async () => {
  const results = await readAll(usptoCssBrsReader, fileEntry(`${DATA}/${FILE}`));
  expect(results.map((r) => r.kind)).toEqual(Array(6).fill('document'));
  documents = results.flatMap((r) => (r.kind === 'document' ? [r.document] : []));
});

describe('uspto-css-brs golden documents (values read by hand from the tagged fields)', () => {
  it.each(GOLDEN.map((g) => [g.fields.id, g] as const))('%s', (_, g) => {
    const doc = documents[g.index ?? 0]!;
    checkGolden(doc, g);
    const claims = doc.claims?.en ?? [];
    expect(
      claims.map((c) => c.num),
      `${doc.id} claim numbers`,
    ).toEqual(claims.map((_, i) => i + 1));
    expect(
      claims.map((c) => c.dependsOn),
      `${doc.id} dependencies`,
    ).toEqual(g.extra.dependsOn);
    expect(claims.at(-1)?.text, `${doc.id} last claim`).toBe(g.extra.lastClaim);
    const description = doc.descriptions?.en ?? [];
    expect(description.length, `${doc.id} description paragraphs`).toBe(g.extra.description.count);
    expect(description.slice(0, g.extra.description.first.length), `${doc.id} description start`).toEqual(
      g.extra.description.first,
    );
    expect(description.at(-1), `${doc.id} description end`).toBe(g.extra.description.last);
  });
});

describe('uspto-css-brs: the other four records of the sample', () => {
  it('numbers, dates and the foreign priorities (PRCO, PRAN, PRAD) of US 9204583, 9204584 and 9204586', () => {
    expect(documents.map((d) => [d.id, d.applicationnumber, d.applicationdate, d.termadjustmentdays])).toEqual([
      ['US-9204581-B2', 'US13676098', 20121114, 213],
      ['US-9204582-B2', 'US14577134', 20141219, undefined],
      ['US-9204583-B2', 'US13483436', 20120530, 431],
      ['US-9204584-B2', 'US13970609', 20130820, 346],
      ['US-9204585-B2', 'US14148417', 20140106, 103],
      ['US-9204586-B2', 'US13154837', 20110607, 281],
    ]);
    // PRAN `10-2011-0055402`, `2013 1 0195919`, `2010-133232` in the offices' canonical spelling.
    expect(documents[2]?.priorities).toEqual([{ country: 'KR', number: 'KR1020110055402', date: 20110609, kind: 'A' }]);
    expect(documents[3]?.priorities).toEqual([{ country: 'CN', number: 'CN201310195919', date: 20130523, kind: 'A' }]);
    expect(documents[5]?.priorities).toEqual([{ country: 'JP', number: 'JP2010133232', date: 20100610, kind: 'A' }]);
    expect(documents[5]?.earliestprioritycountry).toBe('JP');
    // Two applicants who are the inventors, each AANM with its AACI and AACO.
    expect(documents[2]?.applicants).toEqual([
      { name: 'Park, Hyun Ho', city: 'Suwon-si', country: 'KR' },
      { name: 'Park, Hark Byeong', city: 'Hwaseong-si', country: 'KR' },
    ]);
  });

  it('US 9204585: a continuation of a division of an abandoned application (RLPC ABANDONED), an additional CPC', () => {
    const doc = documents[4]!;
    expect(doc.priorities).toEqual([
      { country: 'US', number: 'US13624697', date: 20120921, kind: 'A' },
      { country: 'US', number: 'US11090958', date: 20050325, kind: 'A' },
    ]);
    // CPOG `Y Y10T Y10T29/49121 20150115 L A …`: later and additional.
    expect(doc.classifications?.cpc).toEqual([
      { code: 'H05K13/0084', main: true, inventive: true, version: '2013.01' },
      { code: 'Y10T29/49121', main: false, inventive: false, version: '2015.01' },
    ]);
  });

  it('US 9204586: a Chinese reference, then Japanese ones written kind first (`A-6-143669`), the same one cited twice', () => {
    const cited = documents[5]?.citations?.patents?.filter((c) => c.country !== 'US') ?? [];
    expect(cited).toEqual([
      byApplicant('CN', '1714611', 'A'),
      // FRGP `JP A-6-143669 19940500` (Heisei 6), `JP A-10-229296`, `JP A-11-87805`: no era letter canonically.
      byApplicant('JP', '6143669', 'A'),
      byApplicant('JP', '10229296', 'A'),
      byApplicant('JP', '1187805', 'A'),
      byApplicant('JP', '2003283199', 'A'),
      byApplicant('JP', '2004104075', 'A'),
      byApplicant('JP', '2004221518', 'A'),
      // FRPN 2005136023 (FRGP kind A, by the examiner) and A-2005-136023 (by the applicant): one document.
      byExaminer('JP', '2005136023', 'A'),
      byApplicant('JP', '2005136023', 'A'),
      byApplicant('JP', '2006261325', 'A'),
      // `A-2009-10319`: the serial padded to six digits after a four-digit year.
      byApplicant('JP', '2009010319', 'A'),
      byApplicant('JP', '2011035175', 'A'),
      // FRPN 2009087872 and `WO 2009/087872` (FRGP `WO WO 2009/087872 A1 …`).
      byExaminer('WO', '2009087872', 'A1'),
      byApplicant('WO', '2009087872', 'A1'),
    ]);
    expect(documents[5]?.citations?.npl?.map((c) => c.text)).toEqual([
      'Feb. 25, 2014 Office Action issued in Japanese Patent Application No. 2010-133232 (with translation).',
      'Dec. 15, 2014 Office Action issued in Chinese Patent Application No. 201110162680.3.',
      'Office Action mailed Sep. 24, 2014 in Japanese Patent Application No. 2010-133232 (with translation).',
    ]);
  });
});

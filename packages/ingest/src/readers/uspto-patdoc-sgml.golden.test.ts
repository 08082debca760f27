import type { PatentCitation } from '@app/shared';
import { describe, it } from 'vitest';
import { checkGolden, type Golden } from './golden-support';
import { DATA, fileEntry, readAll } from './reader-test-support';
import { usptoPatdocSgmlReader } from './uspto-patdoc-sgml';

// Golden documents: all six PATDOC (SGML-XML v2.5) documents of the data, every expected value read by hand from
// the B-field tags of the source (B110 number, B130 kind, B140 date, B210/B220 application, B300 priorities,
// B510/B520 IPC/USPC, B560 citations, B720/B730/B740 parties, B745 examiners, CLM claims), not from the reader.
// Claim texts nested in the source (claim-text in claim-text, CLMSTEP, PA1) are joined by a line break.

const cite = (country: string, number: string, phase: PatentCitation['phase'], kind?: string): PatentCitation => ({
  number: `${country}${number}${kind ?? ''}`,
  country,
  ...(kind ? { kind } : {}),
  phase,
});

const GOLDEN: Golden[] = [
  {
    file: 'uspto-xml/go-uspto/grant/v2-5-B1.xml',
    fields: {
      id: 'US-6334226-B1',
      publicationnumber: 'US6334226B1',
      applicationnumber: 'US09529968',
      publicationdate: 20020101,
      applicationdate: 20000424,
      grantdate: 20020101,
      // B300 twice (JP 9-290033, JP 10-95065), then the PCT filing B861 PCT/JP98/04545.
      priorities: [
        { country: 'JP', number: 'JP9290033', date: 19971022, kind: 'A' },
        { country: 'JP', number: 'JP1095065', date: 19980407, kind: 'A' },
        { country: 'WO', number: 'WO1998JP004545', date: 19981008, kind: 'W' },
      ],
      earliestprioritydate: 19971022,
      earliestprioritycountry: 'JP',
      titles: { en: 'Faucet support member' },
      // B577.
      claimcount: 31,
      assignees_name_original: ['Toto Ltd.'],
      agents_name_normalized: ['Pillsbury Winthrop LLP'],
      examiners: ['Huson, Gregory L.', 'Huynh, Khoa'],
      inventors_name_normalized: ['Tokunaga, Osamu', 'Hasebe, Hideyuki', 'Inada, Sigemiti'],
    },
    inventors: ['Tokunaga, Osamu', 'Hasebe, Hideyuki', 'Inada, Sigemiti'],
    classes: {
      ipc: ['E03C1/04 main 7'],
      us: ['4/675 main', '4/676', '4/678', '4/695', '4/696'],
    },
    claims: [
      31,
      'A faucet support member configured to releasably fix a faucet in a mounting hole that is formed in a base plate, the faucet having at least one of a base end portion and a handy spray, the faucet support member comprising:\na support seat provided to support the base end portion of the faucet,',
    ],
    // 6 US (A) and 8 foreign; CITED-BY-OTHER is neither examiner nor applicant. Month-only dates are not kept.
    patents: [
      14,
      cite('US', '3669141', 'examination', 'A'),
      cite('US', '4848395', 'other', 'A'),
      cite('DE', '3502953', 'examination'),
      cite('JP', '10168960', 'other'),
    ],
  },
  {
    file: 'uspto-xml/go-uspto/grant/v2-5-B2.xml',
    fields: {
      id: 'US-6530116-B2',
      publicationnumber: 'US6530116B2',
      applicationnumber: 'US09782496',
      publicationdate: 20030311,
      applicationdate: 20010213,
      grantdate: 20030311,
      priorities: undefined,
      titles: { en: 'Vacuum cleaner with muffled detachable blower exhaust' },
      // B577.
      claimcount: 20,
      assignees_name_original: ['Shop Vac Corporation'],
      agents_name_normalized: undefined,
      examiners: ['Snider, Theresa T.'],
    },
    inventors: ['Berfield, Robert C.', 'Griffin, Ronald', 'Seasholtz, Craig'],
    classes: { ipc: ['A47L5/14 main 7'], us: ['15/328 main', '15/327.6', '15/326', '15/412'] },
    claims: [
      20,
      'A vacuum cleaner comprising:\na housing having a housing passage with a passage inlet, air entering through the passage inlet flowing in a first direction',
    ],
    patents: [
      33,
      cite('US', '2276844', 'other', 'A'),
      cite('US', '2884185', 'examination', 'A'),
      cite('US', '6192551', 'examination', 'B1'),
      cite('CA', '461861', 'other'),
    ],
    npl: [
      4,
      { text: 'Brochure, Genie Wet/Dry Vac (on information and belief 1993).', phase: 'other' },
      { text: 'Photographs (4) of vacuum cleaner wooden model (Apr. 1999).', phase: 'other' },
    ],
  },
  {
    file: 'uspto-xml/go-uspto/grant/v2-5-S1.xml',
    fields: {
      id: 'US-D452599-S1',
      publicationnumber: 'USD452599S1',
      applicationnumber: 'US29129833',
      publicationdate: 20020101,
      applicationdate: 20000922,
      grantdate: 20020101,
      // B310 `400 02 946`.
      priorities: [{ country: 'DE', number: 'DE40002946', date: 20000322, kind: 'A' }],
      earliestprioritydate: 20000322,
      earliestprioritycountry: 'DE',
      titles: { en: 'Confection item in the form of a tied braid' },
      // B577.
      claimcount: 1,
      assignees_name_original: undefined,
      agents_name_normalized: ['Darby & Darby'],
      examiners: ['Douglas, Alan P.', 'Brooks, Linda'],
    },
    inventors: ['Rossi-Wolter, Ute'],
    // B511 `0101` with B516 `7` is the Locarno class 01-01; B521 `D 1106` is USPC D1/106.
    classes: { locarno: ['01-01 main 7'], us: ['D1/106 main'] },
    claims: [1, 'The ornamental design for a confection item in the form of a tied braid, as shown and described.'],
    patents: [
      3,
      cite('US', '3530862', 'examination', 'A'),
      cite('US', '5526830', 'examination', 'A'),
      cite('US', '5890498', 'examination', 'A'),
    ],
    npl: [
      1,
      {
        text: 'The Practical Encyclopedia of Baking, Barnes & Noble (New York)/© Anness Publishing Limited (London, England), braided bread on p. 367, 1999.',
        phase: 'examination',
      },
    ],
  },
  {
    file: 'uspto-xml/PatentPublicData/sgml/US06336130.xml',
    fields: {
      id: 'US-6336130-B1',
      publicationnumber: 'US6336130B1',
      applicationnumber: 'US09413215',
      publicationdate: 20020101,
      applicationdate: 19991005,
      grantdate: 20020101,
      // B300 NO 971605, and the parent PCT/NO98/00107 of B630 (written with CTRY US).
      priorities: [
        { country: 'NO', number: 'NO971605', date: 19970408, kind: 'A' },
        { country: 'WO', number: 'WO1998NO000107', date: 19980402, kind: 'W' },
      ],
      earliestprioritydate: 19970408,
      earliestprioritycountry: 'NO',
      titles: { en: 'Arrangement for improving availability of services in a communication system' },
      // B577.
      claimcount: 22,
      assignees_name_original: ['Telefonaktiebolaget LM Ericsson (publ)'],
      agents_name_normalized: ['Nixon & Vanderhye P.C.'],
      examiners: ['Coulter, Kenneth R.'],
    },
    inventors: ['Do, Thanh Van'],
    classes: { ipc: ['G06F15/16 main 7', 'G06F13/00 7'], us: ['709/202 main', '709/201'] },
    claims: [
      22,
      'An arrangement in a network including a plurality of mobile terminals and a plurality of fixed terminals supporting distributed communication service operations between fixed and mobile terminals, the network comprising:\na fixed network node including a mobile terminal agent',
    ],
    patents: [
      6,
      cite('US', '5825759', 'examination', 'A'),
      cite('US', '6085086', 'examination', 'A'),
      // `WO 96/25012`, the two-digit year written in full.
      cite('WO', '1996025012', 'other'),
    ],
    npl: [
      3,
      {
        text: "S. Krause et al.; Mobile Service Agents Enabling ‘Intelligence on Demand’ in Telecommunications; Globecom '96 Communications: The Key to Global Prosperity; pp. 78-84, Nov. 1996.*",
        phase: 'other',
      },
    ],
  },
  {
    // Not covered elsewhere: four JP priorities, five inventors, two patent citations, 39 claims.
    file: 'uspto-xml/PatentPublicData/sgml/US06337117.xml',
    fields: {
      id: 'US-6337117-B1',
      publicationnumber: 'US6337117B1',
      applicationnumber: 'US09343526',
      publicationdate: 20020108,
      applicationdate: 19990630,
      grantdate: 20020108,
      priorities: [
        { country: 'JP', number: 'JP10186098', date: 19980701, kind: 'A' },
        { country: 'JP', number: 'JP10252239', date: 19980907, kind: 'A' },
        { country: 'JP', number: 'JP10261333', date: 19980916, kind: 'A' },
        { country: 'JP', number: 'JP10326339', date: 19981117, kind: 'A' },
      ],
      earliestprioritydate: 19980701,
      earliestprioritycountry: 'JP',
      titles: { en: 'Optical memory device' },
      // B577.
      claimcount: 39,
      assignees_name_original: ['Mitsubishi Chemical Corporation'],
      agents_name_normalized: ['Oblon, Spivak, McClelland, Maier & Neustadt, P.C.'],
      examiners: ['Evans, Elizabeth'],
    },
    inventors: ['Maenosono, Shinya', 'Dushkin, Ceco', 'Yamaguchi, Yukio', 'Asami, Harumi', 'Saita, Soichiro'],
    // Fixed width: class (3) + subclass (3, right-aligned) + decimals, so B521 `428 641` is 428/64.1 and B522
    // `4304951` is 430/495.1; B511 `B32B  302` is B32B3/02.
    classes: {
      ipc: ['B32B3/02 main 7'],
      us: ['428/64.1 main', '428/64.4', '428/147', '428/148', '428/690', '428/913', '430/495.1', '430/945'],
    },
    claims: [
      39,
      'An optical memory device comprising:\na luminous material comprising luminous nanoparticles which increase and/or memorize a photoluminescence intensity as a function of irradiation energy of excitation light',
    ],
    patents: [2, cite('US', '5422489', 'examination', 'A'), cite('US', '5456961', 'examination', 'A')],
  },
  {
    // 2001 design: kind `S` as printed (before S1 existed), three assignees, eight inventors.
    file: 'uspto-xml/PatentPublicData/sgml/USD435854S1.xml',
    fields: {
      id: 'US-D435854-S',
      publicationnumber: 'USD435854S',
      applicationnumber: 'US29116510',
      publicationdate: 20010102,
      applicationdate: 19990106,
      grantdate: 20010102,
      priorities: undefined,
      titles: { en: 'Disc cartridge' },
      // B577.
      claimcount: 1,
      assignees_name_original: ['Hitachi Maxell, Ltd.', 'Sanyo Electric Co.,Ltd.', 'Olympus Optical Co., Ltd.'],
      agents_name_normalized: ['Antonelli, Terry, Stout & Kraus, LLP'],
      examiners: ['Tung, M. H.'],
    },
    inventors: [
      'Takagi, Hiroyoshi',
      'Mizutani, Hikaru',
      'Ohta, Kenji',
      'Kitani, Noriaki',
      'Enomoto, Takao',
      'Nakashima, Hiroshi',
      'Kojima, Yasushi',
      'Toyofuku, Toshiyuki',
    ],
    classes: { locarno: ['14-02 main 7'], us: ['D14/480 main'] },
    claims: [1, 'The ornamental design for a disc cartridge, as shown and described.'],
    // Design numbers written `D. 271298`, without kind.
    patents: [10, cite('US', 'D271298', 'examination'), cite('US', 'D422997', 'examination')],
  },
];

describe('uspto-patdoc-sgml golden documents (all six of the data, values read by hand)', () => {
  // PATDOC has no applicant field: before the AIA the inventors were the applicants, so the reader lists them.
  it.each(GOLDEN.map((g) => [g.file, { ...g, applicants: g.inventors }] as const))('%s', async (_, g) => {
    const results = await readAll(usptoPatdocSgmlReader, fileEntry(`${DATA}/${g.file}`));
    const result = results[g.index ?? 0];
    if (result?.kind !== 'document') throw new Error(JSON.stringify(result));
    checkGolden(result.document, g);
  });
});

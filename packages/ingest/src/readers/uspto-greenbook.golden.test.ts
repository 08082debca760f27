import type { PatentCitation } from '@app/shared';
import { describe, it } from 'vitest';
import { checkGolden, type Golden } from './golden-support';
import { DATA, fileEntry, readAll } from './reader-test-support';
import { usptoGreenbookReader } from './uspto-greenbook';

// Golden documents: all three Green Book (APS) patents of the data, every expected value read by hand from the
// fixed fields (WKU, APN, APD, ISD, TTL, INVT/ASSG NAM, EXP/EXA, LREP, PRIR, RLAP, PCTA, CLAS OCL/XCL/ICL/EDF, UREF,
// CLMS), not from the reader. Green Book citations name neither examiner nor applicant, so they have no phase.
// Claim texts nested in the source (claim-text in claim-text, CLMSTEP, PA1) are joined by a line break.

const ref = (number: string): PatentCitation => ({ number: `US${number}`, country: 'US' });

const GOLDEN: Golden[] = [
  {
    file: 'uspto-xml/PatentPublicData/greenbook/US03932709.greenbook',
    fields: {
      id: 'US-3932709-A',
      publicationnumber: 'US3932709A',
      // APN 4491556: serial 449155 + check digit; SRC 5: series code 05 (SPEC §5's 10-character form).
      applicationnumber: 'US05449155',
      publicationdate: 19760113,
      applicationdate: 19740307,
      grantdate: 19760113,
      // RLAP COD 72 (continuation-in-part) of APN 351745 filed 19730416: no series code written; filed in 1973,
      // so series 05 (1970-01-01 to 1978-12-31).
      priorities: [{ country: 'US', number: 'US05351745', date: 19730416, kind: 'A' }],
      earliestprioritydate: 19730416,
      titles: { en: 'Electronic business telephone' },
      // NCL 17.
      claimcount: 17,
      assignees_name_original: ['General Teletronics Incorporated'],
      agents_name_normalized: ['Flehr, Hohbach, Test, Albritton & Herbert'],
      // EXP (primary) first, then EXA.
      examiners: ['Claffy, Kathleen H.', 'Stellar, George G.'],
      inventors_name_normalized: ['Hoff, Don G.', 'Young, Patrick'],
    },
    inventors: ['Hoff, Don G.', 'Young, Patrick'],
    // OCL `179 90K`, XCL `179  2DD`, `179 90B`; ICL `H04M 1100` of EDF 2.
    classes: { ipc: ['H04M11/00 main 2'], us: ['179/90K main', '179/2DD', '179/90B'] },
    claims: [
      17,
      'An electronic communications terminal comprising:\na. keyboard means for entry of numeric information and function control commands;\nb. displaya register means',
    ],
    patents: [9, ref('3518629'), ref('3553445'), ref('3617638'), ref('3760121')],
  },
  {
    file: 'uspto-xml/PatentPublicData/greenbook/US03937375.greenbook',
    fields: {
      id: 'US-3937375-A',
      publicationnumber: 'US3937375A',
      // APN 5184541, SRC 5.
      applicationnumber: 'US05518454',
      publicationdate: 19760210,
      applicationdate: 19741029,
      grantdate: 19760210,
      priorities: undefined,
      titles: { en: 'Bumper support for a boat loader' },
      claimcount: 3,
      assignees_name_original: undefined,
      agents_name_normalized: undefined,
      examiners: ['Love, John J.'],
    },
    inventors: ['Daniels, Everette E.'],
    // OCL `224 4207` is 224/42.07; ICL `B60R  900`.
    classes: { ipc: ['B60R9/00 main 2'], us: ['224/42.07 main', '214/450'] },
    claims: [
      3,
      'In a bumper support for a boat loader, the combination of a pair of spaced apart bumper traps, one end of each of said bumper straps having an acute hook formed therein for hooking over an upper edge of a car rear bumper,',
    ],
    patents: [5, ref('2542907'), ref('2762542'), ref('2772799'), ref('3113789'), ref('3702197')],
  },
  {
    file: 'uspto-xml/PatentPublicData/greenbook/US04347903.greenbook',
    fields: {
      id: 'US-4347903-A',
      publicationnumber: 'US4347903A',
      // APN 1925296, SRC 6.
      applicationnumber: 'US06192529',
      publicationdate: 19820907,
      applicationdate: 19800310,
      grantdate: 19820907,
      // PRIR JPX `53/84696` of 19780710, then the PCT filing PCN PCT/JP79/00178 (PD3 19790705).
      priorities: [
        { country: 'JP', number: 'JP5384696', date: 19780710, kind: 'A' },
        { country: 'WO', number: 'WO1979JP000178', date: 19790705, kind: 'W' },
      ],
      earliestprioritydate: 19780710,
      earliestprioritycountry: 'JP',
      titles: { en: 'Electronic reading balance' },
      claimcount: 3,
      assignees_name_original: ['Shimadzu Corporation'],
      // LREP FR2 (an attorney, not a firm).
      agents_name_normalized: ['Oujevolk, George B.'],
      examiners: ['Miller, Jr., George H.'],
    },
    inventors: [
      'Yano, Shozo',
      'Miyake, Toshiyuki',
      'Fujinaga, Yasuhiro',
      'Koomoto, Akira',
      'Kawara, Toshio',
      'Yagi, Akio',
      'Tsuji, Tomohiro',
      'Nagaoka, Tadashi',
    ],
    classes: {
      ipc: ['G01G19/04 main 3', 'G01G23/10 3', 'G06F7/28 3'],
      us: ['177/25 main', '177/185', '364/734'],
    },
    claims: [
      3,
      'A weighing balance device designed to provide an average weight to a weighed object which moves such as a laboratory animal, comprising, in combination:\n(a) balance means (1) disposed to receive an object to be weighed',
    ],
    patents: [3, ref('4102421'), ref('4137568'), ref('4231439')],
  },
];

describe('uspto-greenbook golden documents (all three of the data, values read by hand)', () => {
  // The Green Book has no applicant field: before the AIA the inventors were the applicants.
  it.each(GOLDEN.map((g) => [g.file, { ...g, applicants: g.inventors }] as const))('%s', async (_, g) => {
    const results = await readAll(usptoGreenbookReader, fileEntry(`${DATA}/${g.file}`));
    const result = results[g.index ?? 0];
    if (result?.kind !== 'document') throw new Error(JSON.stringify(result));
    checkGolden(result.document, g);
  });
});

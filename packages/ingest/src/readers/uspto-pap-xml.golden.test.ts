import { describe, it } from 'vitest';
import { checkGolden, type Golden } from './golden-support';
import { DATA, fileEntry, readAll } from './reader-test-support';
import { usptoPapXmlReader } from './uspto-pap-xml';

// Golden documents: all five PAP (patent-application-publication v1.5, 2001) documents of the data, every expected
// value read by hand from the source XML, not from the reader. Applications of 2001 cite nothing, so citations are
// asserted absent.
// Claim texts nested in the source (claim-text in claim-text, CLMSTEP, PA1) are joined by a line break.

const GOLDEN: Golden[] = [
  {
    // Bibliography only (no claims in the fixture): a continuation chain of four parents, one a 371 of a PCT.
    file: 'uspto-xml/go-uspto/application/v1-5-A1_1.xml',
    fields: {
      id: 'US-20010000001-A1',
      publicationnumber: 'US20010000001A1',
      applicationnumber: 'US09725796',
      publicationdate: 20010315,
      applicationdate: 20001129,
      grantdate: undefined,
      priorities: [
        { country: 'US', number: 'US09375495', date: 19990817, kind: 'A' },
        { country: 'US', number: 'US08894495', date: 19971110, kind: 'A' },
        { country: 'WO', number: 'WO1997US005183', date: 19970328, kind: 'W' },
        { country: 'US', number: 'US08580840', date: 19951229, kind: 'A' },
      ],
      earliestprioritydate: 19951229,
      titles: {
        en: 'Solvent mixture for use in a vapor degreaser and method of cleaning an article in a vapor degreaser utilizing said solvent',
      },
      assignees_name_original: undefined,
      agents_name_normalized: ["MARSHALL, O'TOOLE, GERSTEIN, MURRAY & BORUN"],
    },
    inventors: ['Clark, Lawrence A.', 'Priest, James L.'],
    // `B08B003/00` edition `07`; USPC class 134 subclass `031000`.
    classes: { ipc: ['B08B3/00 main 7'], us: ['134/31 main'] },
  },
  {
    file: 'uspto-xml/go-uspto/application/v1-5-A1_2.xml',
    fields: {
      id: 'US-20010000002-A1',
      publicationnumber: 'US20010000002A1',
      applicationnumber: 'US09726341',
      publicationdate: 20010315,
      applicationdate: 20001201,
      // DE `197 33 454`, then the division parent 09/126,808.
      priorities: [
        { country: 'DE', number: 'DE19733454', date: 19970802, kind: 'A' },
        { country: 'US', number: 'US09126808', date: 19980731, kind: 'A' },
      ],
      earliestprioritydate: 19970802,
      earliestprioritycountry: 'DE',
      titles: { en: 'Process for detecting and correcting a fiber orientation cross direction profile change' },
      assignees_name_original: undefined,
      agents_name_normalized: ['GREENBLUM & BERNSTEIN'],
    },
    inventors: ['Ruf, Wolfgang', 'Loser, Hans', 'Begemann, Ulrich', 'Lehleiter, Klaus'],
    classes: { ipc: ['D21C11/12 main 7'], us: ['162/259 main'] },
    claims: [
      33,
      'A process for detecting a change in fiber orientation cross-direction profile of a paper or cardboard web in a manufacturing process on a paper or cardboard manufacturing machine, comprising:\ndetermining a change in the fiber orientation cross-direction profile in the web',
    ],
  },
  {
    // Written without XML declaration and with values padded by line breaks and spaces.
    file: 'uspto-xml/PatentPublicData/pap/US20010000044A1.xml',
    fields: {
      id: 'US-20010000044-A1',
      publicationnumber: 'US20010000044A1',
      applicationnumber: 'US09342866',
      publicationdate: 20010315,
      applicationdate: 19990629,
      priorities: undefined,
      earliestprioritydate: 19990629,
      titles: {
        en: 'Systems and Methods For Transacting Business Over A Global Communications Network Such As The Internet',
      },
      assignees_name_original: undefined,
      // correspondence-address name-1 is `Neal`, name-2 `Cohen`: name-2 is a second line (elsewhere `Attn: Patent
      // Group`), so only name-1 is the agent.
      agents_name_normalized: ['Neal'],
    },
    inventors: ['Lin, Wayne W'],
    classes: { ipc: ['G06F17/60 main 7'], us: ['705/26 main', '705/37'] },
    claims: [
      21,
      'A method of doing business over a global communications network comprising the steps:\ncommunicating to a buyer via the global communications network, a description of a product;\n',
    ],
  },
  {
    file: 'uspto-xml/PatentPublicData/pap/US20010000943A1.xml',
    fields: {
      id: 'US-20010000943-A1',
      publicationnumber: 'US20010000943A1',
      applicationnumber: 'US09727454',
      publicationdate: 20010510,
      applicationdate: 20001204,
      // JP `11-097727`, then the continuation of PCT/JP00/02182 (written with country-code US).
      priorities: [
        { country: 'JP', number: 'JP11097727', date: 19990405, kind: 'A' },
        { country: 'WO', number: 'WO2000JP002182', date: 20000404, kind: 'W' },
      ],
      earliestprioritydate: 19990405,
      earliestprioritycountry: 'JP',
      titles: { en: 'Organic electroluminescence device and method of manufacturing same' },
      assignees_name_original: ['IDEMITSU KOSAN CO., LTD.'],
      agents_name_normalized: ['PARKHURST & WENDEL, L.L.P.'],
    },
    inventors: ['Fukuoka, Kenichi', 'Eida, Mitsura'],
    classes: { ipc: ['H01J1/62 main 7'], us: ['313/503 main', '313/504'] },
    claims: [
      13,
      'An organic electroluminescence device containing an organic layer formed between electrodes at least one of which is a transparent electrode, wherein the total optical path length (t) of the transparent electrode and the organic layer satisfies the following inequality (a) or inequality (b) or both:',
    ],
  },
  {
    file: 'uspto-xml/PatentPublicData/pap/US20010009014A1.xml',
    fields: {
      id: 'US-20010009014-A1',
      publicationnumber: 'US20010009014A1',
      applicationnumber: 'US09777392',
      publicationdate: 20010719,
      applicationdate: 20010205,
      // The provisional 60/128,037, the division parent 09/432,885 and its CIP parent 09/312,927.
      priorities: [
        { country: 'US', number: 'US60128037', date: 19990406, kind: 'P' },
        { country: 'US', number: 'US09432885', date: 19991102, kind: 'A' },
        { country: 'US', number: 'US09312927', date: 19990517, kind: 'A' },
      ],
      earliestprioritydate: 19990406,
      earliestprioritycountry: 'US',
      titles: { en: 'Facilitating real-time, multi-point communications over the internet' },
      assignees_name_original: undefined,
      agents_name_normalized: ['Cooley Godward LLP'],
    },
    inventors: ['Savage III, James A.', 'Muller, Sophie'],
    classes: { ipc: ['G06F15/16 main 7'], us: ['709/204 main', '709/227'] },
    claims: [
      55,
      'A method for facilitating communication between a plurality of clients on a network, comprising:\nreceiving a request with a dispatch server, the request being from a first one of the plurality of clients to join a first conference; and\nstatelessly dispatching the first client to the first conference on a first one of a plurality of media servers associated with the dispatch server.',
    ],
  },
];

describe('uspto-pap-xml golden documents (all five of the data, values read by hand)', () => {
  // Every inventor is marked `authority-applicant INV`: the inventors are the applicants.
  it.each(GOLDEN.map((g) => [g.file, { ...g, applicants: g.inventors }] as const))('%s', async (_, g) => {
    const results = await readAll(usptoPapXmlReader, fileEntry(`${DATA}/${g.file}`));
    const result = results[g.index ?? 0];
    if (result?.kind !== 'document') throw new Error(JSON.stringify(result));
    checkGolden(result.document, g);
  });
});

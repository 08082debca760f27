import type { PatentCitation } from '@app/shared';
import { beforeAll, describe, it } from 'vitest';
import { checkGolden, type Golden } from './golden-support';
import type { ReadResult } from './reader';
import { DATA, fileEntry, readAll } from './reader-test-support';
import { usptoPpubsJsonReader } from './uspto-ppubs-json';

// Golden documents: six full PPUBS documents of doc.json, every expected value read by hand from the JSON fields
// (guid, datePublished, applicationNumber, applicationFilingDate, priorityClaims*, continuityData, pctFiling*,
// applicant*/inventors*/assigneeName, legalFirmName/attorneyName, primary/assistantExaminer, cpcCurClassificationGroup,
// curIntlPatentClassification*, currentUs*Classification, urpn, foreignRef*, otherRefPub, claimsHtml,
// familyIdentifierCur), not from the reader.

const ref = (country: string, number: string): PatentCitation => ({ number: `${country}${number}`, country });

// `B B01L B01L2300/0681 20130101 L A …`: F(irst) is the main symbol, I(nventive) or A(dditional).
const cpc8 = (code: string, inventive: boolean) => `${code}${inventive ? ' I' : ' N'} 2013.01`;

const GOLDEN: Golden[] = [
  {
    // A 2000 grant: USPC main and cross-reference, foreign and NPL references without phase. Its continuityData is
    // prose ("claims the benfit of U.S. Provisional Application No. 60/053,770, filed Jul. 25, 1997"), which the
    // reader does not parse, so priorities are not compared here.
    file: 'uspto-ppubs/patent_client/doc.json',
    index: 0,
    fields: {
      id: 'US-6103599-A',
      publicationnumber: 'US6103599A',
      applicationnumber: 'US09089931',
      publicationdate: 20000815,
      applicationdate: 19980603,
      grantdate: 20000815,
      titles: { en: 'Planarizing technique for multilayered substrates' },
      // numberOfClaims.
      claimcount: 28,
      assignees_name_original: ['Silicon Genesis Corporation'],
      agents_name_normalized: ['Townsend and Townsend and Crew LLP'],
      examiners: ['Mulpuri, Savitri'],
    },
    applicants: undefined,
    inventors: ['Henley, Francois J.', 'Cheung, Nathan'],
    classes: {
      cpc: ['H01L21/30604 main I 2013.01', 'Y10S438/977 N 2013.01', 'H01L21/76254 I 2013.01'],
      ipc: ['H01L21/70 I 2006.01', 'H01L21/762 I 2006.01', 'H01L21/02 I 2006.01', 'H01L21/306 I 2006.01'],
      us: ['438/459 main', '438/770', '438/977', '438/694', '257/E21.568', '438/458', '257/E21.219'],
    },
    claims: [
      28,
      'A method for fabricating a substrate, said method comprising steps of:\nproviding a substrate comprising a thickness of material having a non-uniform surface,',
    ],
    // 33 urpn + 4 foreign (`0 379 828` of EP, `0193904` of JP); month-only dates (`19770200`) are not kept.
    patents: [37, ref('US', '4006340'), ref('US', '5920764'), ref('EP', '379828'), ref('GB', '2231197')],
    npl: [
      4,
      {
        text: 'Lee et al "A Novel Pattern Transfer Process for Bonded SOI Giga-Bit DRAM", 1996 IEEE International SOI Proceeding, Sep. 30-Oct. 3, 1996, pp. 114-115.',
      },
    ],
    family: '26732223',
  },
  {
    // A 2023 grant with a provisional; USPC `1/1` is PPUBS's placeholder for "no USPC", so there is none.
    file: 'uspto-ppubs/patent_client/doc.json',
    index: 1,
    fields: {
      id: 'US-11557320-B1',
      publicationnumber: 'US11557320B1',
      applicationnumber: 'US17647036',
      publicationdate: 20230117,
      applicationdate: 20220105,
      grantdate: 20230117,
      priorities: [{ country: 'US', number: 'US63141441', date: 20210125, kind: 'P' }],
      earliestprioritydate: 20210125,
      titles: { en: 'Dual-surface RRO write in a storage device servo system' },
      // numberOfClaims.
      claimcount: 20,
      assignees_name_original: ['Marvell Asia Pte Ltd'],
      agents_name_normalized: undefined,
      examiners: ['Agustin, Peter Vincent'],
    },
    applicants: ['Marvell Asia Pte Ltd'],
    inventors: ['Katchmart, Supaket'],
    classes: {
      cpc: ['G11B5/59627 main I 2013.01', 'G11B5/59666 I 2013.01'],
      ipc: ['G11B5/596 main I 2006.01'],
    },
    claims: [
      20,
      'A method for writing repeatable run-out data, representing a recurring contribution to position error, to multiple surfaces of a rotating magnetic storage medium in a storage device having two read channels, the method comprising: detecting, with a first read head of the storage device,',
    ],
    patents: [11, ref('US', '6249393'), ref('US', '8711504')],
    family: '1000006126434',
  },
  {
    // JP priority, three JP inventors, NPL ending in `cited by applicant` (the phase).
    file: 'uspto-ppubs/patent_client/doc.json',
    index: 2,
    fields: {
      id: 'US-11556547-B2',
      publicationnumber: 'US11556547B2',
      applicationnumber: 'US17197933',
      publicationdate: 20230117,
      applicationdate: 20210310,
      grantdate: 20230117,
      priorities: [{ country: 'JP', number: 'JP2020050222', date: 20200319, kind: 'A' }],
      earliestprioritydate: 20200319,
      earliestprioritycountry: 'JP',
      titles: {
        en: 'Determination apparatus, determination method, and non-transitory computer readable storage medium',
      },
      assignees_name_original: ['Yahoo Japan Corporation'],
      // legalFirmName and attorneyName name the same firm.
      agents_name_normalized: ['Procopio, Cory, Hargreaves & Savitch LLP'],
      examiners: ['Casanova, Jorge A'],
    },
    applicants: ['Yahoo Japan Corporation'],
    inventors: ['Tsubouchi, Kota', 'Yamaguchi, Shuji', 'Taguchi, Hiroaki'],
    classes: {
      cpc: ['G06F16/24575 main I 2019.01', 'G06F16/24578 I 2019.01', 'G06F16/248 I 2019.01', 'G06F16/24573 I 2019.01'],
      ipc: ['G06F16/2457 main I 2019.01', 'G06F16/248 I 2019.01'],
    },
    claims: [
      14,
      'A determination device comprising: a processor configured to: acquire a search query(ies) input by a plurality of input customers who have input a reference query;',
    ],
    patents: [16, ref('US', '6757670'), ref('US', '20210224337'), ref('JP', '2011118759')],
    npl: [
      2,
      {
        text: 'Office Action dated Aug. 31, 2021 from counterpart JP Patent Application No. 2020-050222, 4 pages.',
        phase: 'applicant',
      },
      {
        text: 'Office Action dated Feb. 1, 2022 from counterpart JP Patent Application No. 2020-050222, 4 pages.',
        phase: 'applicant',
      },
    ],
    family: '1000006811750',
  },
  {
    // Continuation of a PCT (continuityData `continuation parent-doc US PCT/US2021/041988 20210716`), 17 CPC.
    file: 'uspto-ppubs/patent_client/doc.json',
    index: 8,
    fields: {
      id: 'US-11554372-B1',
      publicationnumber: 'US11554372B1',
      applicationnumber: 'US17546565',
      publicationdate: 20230117,
      applicationdate: 20211209,
      grantdate: 20230117,
      priorities: [{ country: 'WO', number: 'WO2021US041988', date: 20210716, kind: 'W' }],
      earliestprioritydate: 20210716,
      titles: { en: 'Binding assay with no wash steps or moving parts using magnetic beads' },
      assignees_name_original: ['FITBIT LLC'],
      agents_name_normalized: ['Dority & Manning, P.A.'],
      examiners: ['Sines, Brian J.'],
    },
    applicants: ['Fitbit LLC'],
    inventors: ['Watkins, Herschel', 'McKeating, Kristy'],
    classes: {
      cpc: [
        'B01L3/50273 main I 2013.01',
        cpc8('B01L2300/0681', false),
        cpc8('B01L2200/12', false),
        cpc8('B01L3/502715', true),
        cpc8('B01L2200/0605', false),
        cpc8('B01L2200/16', false),
        cpc8('B01L2300/0887', false),
        cpc8('B01L2300/0864', false),
        cpc8('B01L2300/126', false),
        cpc8('B01L2400/043', false),
        cpc8('B01L2200/0689', false),
        cpc8('G01N33/54346', false),
        cpc8('B01L3/502753', true),
        cpc8('G01N33/54326', false),
        cpc8('B01L2300/0663', false),
        cpc8('B01L3/502707', true),
        cpc8('B01L2200/04', false),
      ],
      ipc: ['B01L3/00 main I 2006.01', 'G01N33/543 I 2006.01'],
    },
    claims: [
      13,
      'A cartridge for collecting a target analyte contained in a fluid sample and performing an assay on the target analyte, wherein the cartridge comprises: an assay stack,',
    ],
    // Six urpn (two of them published applications) and three foreign, `WO 2018/097796` among them.
    patents: [9, ref('US', '4868131'), ref('US', '20070178521'), ref('JP', '2014149172'), ref('WO', '2018097796')],
    npl: [
      8,
      {
        text: 'Clotilde et al., “Multiplex Immunoassay: a Planar Array on a Chip Using the MagArray™ Technology”, ELISA: Methods and Protocols, Methods in Molecular Biology, vol. 1318, pp. 119-126.',
        phase: 'applicant',
      },
    ],
    family: '1000006076133',
  },
  {
    // An application (371 of PCT/EP2020/084287) with an EP priority `19214065.5`; no examiner, no agent, no refs.
    file: 'uspto-ppubs/patent_client/doc.json',
    index: 14,
    fields: {
      id: 'US-20230007979-A1',
      publicationnumber: 'US20230007979A1',
      applicationnumber: 'US17782711',
      publicationdate: 20230112,
      applicationdate: 20201202,
      grantdate: undefined,
      priorities: [
        { country: 'EP', number: 'EP19214065', date: 20191206, kind: 'A' },
        { country: 'WO', number: 'WO2020EP084287', date: 20201202, kind: 'W' },
      ],
      earliestprioritydate: 20191206,
      earliestprioritycountry: 'EP',
      titles: { en: 'LIDAR WITH PHOTON-RESOLVING DETECTOR' },
      assignees_name_original: ['ID Quantique SA'],
      agents_name_normalized: undefined,
      examiners: undefined,
    },
    applicants: ['ID Quantique SA'],
    inventors: ['DUNNING, Alexander', 'BOSO, Gianluca', 'BUSSIERES, Felix'],
    classes: {
      cpc: [
        'G01S17/18 main I 2020.01',
        'G01S7/4863 I 2013.01',
        'G01S7/4873 I 2013.01',
        'G01S17/894 I 2020.01',
        'G01S17/931 I 2020.01',
      ],
      ipc: ['G01S17/18 main I 2006.01', 'G01S17/931 I 2006.01', 'G01S7/487 I 2006.01'],
    },
    claims: [
      6,
      'A lidar (1000, 2000, 3000) comprising an emitter (1100, 5100) and a receiver (1200, 3200), wherein the receiver (1200, 3200) comprises a discrete amplification photon detector (1210, 4210),',
    ],
    family: '68808135',
  },
  {
    // A CN priority `201911287932.8` and its PCT; no assignee.
    file: 'uspto-ppubs/patent_client/doc.json',
    index: 20,
    fields: {
      id: 'US-20230009095-A1',
      publicationnumber: 'US20230009095A1',
      applicationnumber: 'US17785199',
      publicationdate: 20230112,
      applicationdate: 20200724,
      priorities: [
        { country: 'CN', number: 'CN201911287932', date: 20191215, kind: 'A' },
        { country: 'WO', number: 'WO2020CN103999', date: 20200724, kind: 'W' },
      ],
      earliestprioritydate: 20191215,
      earliestprioritycountry: 'CN',
      titles: { en: 'DATA TRANSMISSION METHOD AND APPARATUS, AND RELATED ASSEMBLY' },
      assignees_name_original: undefined,
    },
    applicants: ['INSPUR SUZHOU INTELLIGENT TECHNOLOGY CO., LTD.'],
    inventors: ['WANG, Zhaohui', 'LIU, Tongqiang'],
    classes: {
      cpc: ['G06F13/4027 main I 2013.01', 'G06F13/1668 I 2013.01'],
      ipc: ['G06F13/40 main I 2006.01', 'G06F13/16 I 2006.01'],
    },
    claims: [
      21,
      'A data transmission method, applied to an Advanced Peripheral Bus (APB) bridge for connecting an APB and an Advanced High performance Bus (AHB), comprising: dividing transmission into an address phase and a data phase according to a feature of the AHB;',
    ],
    family: '70301687',
  },
];

describe('uspto-ppubs-json golden documents (values read by hand from doc.json)', () => {
  // doc.json (31 full documents) is read once for all: more than the default 5 s on a loaded machine.
  let results: ReadResult[] = [];
  beforeAll(async () => {
    results = await readAll(usptoPpubsJsonReader, fileEntry(`${DATA}/uspto-ppubs/patent_client/doc.json`));
  }, 60_000);
  it.each(GOLDEN.map((g) => [`${g.file}#${g.index}`, g] as const))('%s', (_, g) => {
    const result = results[g.index ?? 0];
    if (result?.kind !== 'document') throw new Error(JSON.stringify(result));
    checkGolden(result.document, g);
  });
});

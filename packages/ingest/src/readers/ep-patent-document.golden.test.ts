import type { PatentCitation } from '@app/shared';
import { describe, it } from 'vitest';
import { epPatentDocumentReader } from './ep-patent-document';
import { checkGolden, type Golden } from './golden-support';
import { DATA, fileEntry, readAll } from './reader-test-support';

// Golden documents: five EP publication-server documents (DTD 1.0 to 1.5.1; A1, A2, B1, B2; en, de), every expected
// value read by hand from the SDOBI block (B110/B130/B140, B210/B220, B300, B510EP/B520EP, B540, B560, B711/B721/
// B731/B741), the search report and the description's reference list, not from the reader.
// IPCR lines such as `B65D  51/18  20060101AFI…` give version 2006.01, F(irst) = main, I(nventive) or N.
// Citations: B561/B562 carry no phase, search-report citations are `search` with categories, the description's
// reference list is `applicant`; a number cited twice is kept once.

const cite = (number: string, country: string, kind: string, extra: Partial<PatentCitation> = {}): PatentCitation => ({
  number,
  country,
  kind,
  ...extra,
});

const GOLDEN: Golden[] = [
  {
    file: 'ep-fulltext/go-epo-eps/grant/v1-5-1-B1.xml',
    fields: {
      id: 'EP-3383757-B1',
      publicationnumber: 'EP3383757B1',
      // B210 `16849316.1`: the check digit is not part of the number.
      applicationnumber: 'EP16849316',
      publicationdate: 20210707,
      applicationdate: 20160829,
      grantdate: 20210707,
      language: 'en',
      // B310 `201514865040` of US: year 2015 + serial 14/865,040.
      priorities: [{ country: 'US', number: 'US14865040', date: 20150925 }],
      earliestprioritydate: 20150925,
      earliestprioritycountry: 'US',
      titles: {
        de: 'SCHRAUBVERSCHLUSSSYSTEME MIT MAGNETISCHEM MERKMAL',
        en: 'SCREW-TYPE CLOSURE SYSTEMS WITH MAGNETIC FEATURE',
        fr: 'SYSTÈMES DE FERMETURE DE TYPE À VIS COMPRENANT DES ÉLÉMENTS MAGNÉTIQUES',
      },
      assignees_name_original: ['ELC Management LLC'],
      agents_name_normalized: ['Dehns'],
    },
    applicants: ['ELC Management LLC'],
    inventors: ['JACOB, Christophe', 'BOUIX, Herve'],
    classes: {
      ipc: [
        'B65D51/18 main I 2006.01',
        'B65D43/02 I 2006.01',
        'B65D51/32 I 2006.01',
        'A45D34/00 I 2006.01',
        'A45D40/00 I 2006.01',
      ],
    },
    claims: [
      8,
      'A container-closure system comprising: a container (1) that comprises a screw threads (1a), and one or more ferromagnetic elements (2) located in the area below the threads of the container;',
    ],
    // Seven B561 (US-A1- 2007 204 872 twice); the two references of the description repeat B561 entries.
    patents: [
      6,
      cite('WO2014114885A1', 'WO', 'A1'),
      cite('CN202128028U', 'CN', 'U'),
      cite('US20070204872A1', 'US', 'A1'),
      cite('US6382450B1', 'US', 'B1'),
    ],
  },
  {
    file: 'ep-fulltext/go-epo-eps/grant/v1-0-B1.xml',
    fields: {
      id: 'EP-1442058-B1',
      publicationnumber: 'EP1442058B1',
      applicationnumber: 'EP02779063',
      publicationdate: 20060719,
      applicationdate: 20021118,
      grantdate: 20060719,
      language: 'en',
      // B310 `331477 P`: a US provisional, written without its series code (60), which is not guessed.
      priorities: [{ country: 'US', number: 'US331477', date: 20011116, kind: 'P' }],
      earliestprioritydate: 20011116,
      earliestprioritycountry: 'US',
      titles: {
        de: 'PEPTIDE ZUM EINSATZ IN DER BEHANDLUNG VON TUMOREN UND ANDEREN ZUSTÄNDEN, DIE DAS ENTFERNEN ODER ZERSTÖREN VON ZELLEN ERFORDERN',
        en: 'PEPTIDES EFFECTIVE IN THE TREATMENT OF TUMORS AND OTHER CONDITIONS REQUIRING THE REMOVAL OR DESTRUCTION OF CELLS',
        fr: "PEPTIDES SERVANT A TRAITER DES TUMEURS OU D'AUTRES ETATS NECESSITANT LA SUPPRESSION OU LA DESTRUCTION DE CELLULES",
      },
      assignees_name_original: ['NYMOX CORPORATION'],
      agents_name_normalized: ['Plougmann & Vingtoft A/S'],
    },
    applicants: ['NYMOX CORPORATION'],
    inventors: ['AVERBACK, Paul', 'GEMMELL, Jack'],
    classes: { ipc: ['C07K14/47 main I 2006.01', 'A61K38/17 I 2006.01'] },
    claims: [
      3,
      'An NTP-peptide consisting of an amino acid sequence selected from group consisting of: SEQ ID NO. 9 (Met-Met-Val-Cys-Trp-Asn-Arg-Phe-Gly-Lys-Trp-Val-Tyr-Phe-Ile);',
    ],
    patents: [2, cite('US5948634A', 'US', 'A')],
    npl: [
      2,
      {
        text: 'DE REGGI M ET AL.: "The glycan moiety of human pancreatic lithostathine" EUROPEAN JOURNAL OF BIOCHEMISTRY, vol. 230, 1995, pages 503-510, XP008018805',
      },
    ],
  },
  {
    // An Art. 153(4) publication: filed in Japanese (B250 ja), published in English (B260 en).
    file: 'ep-fulltext/go-epo-eps/application/v1-3-A2.xml',
    fields: {
      id: 'EP-2007181-A2',
      publicationnumber: 'EP2007181A2',
      applicationnumber: 'EP07738344',
      publicationdate: 20081224,
      applicationdate: 20070313,
      grantdate: undefined,
      language: 'en',
      priorities: [{ country: 'JP', number: 'JP2006106198', date: 20060407 }],
      earliestprioritydate: 20060407,
      earliestprioritycountry: 'JP',
      titles: {
        de: 'STEUERUNG FÜR EINEN INDUSTRIEROBOTER',
        en: 'CONTROLLER FOR INDUSTRIAL ROBOT',
        fr: 'CONTROLEUR POUR ROBOT INDUSTRIEL',
      },
      assignees_name_original: ['KABUSHIKI KAISHA YASKAWA DENKI'],
      agents_name_normalized: ['Grünecker, Kinkeldey, Stockmair & Schwanhäusser Anwaltssozietät'],
    },
    applicants: ['KABUSHIKI KAISHA YASKAWA DENKI'],
    // Each B721 snm is written `OHFUCHI, Yoshitaka` + line break + `c/o KABUSHIKI KAISHA YASKAWA DENKI`.
    inventors: ['OHFUCHI, Yoshitaka', 'MIYAZATO, Toshitaka', 'KUSAMA, Yoshihiro'],
    classes: { ipc: ['H05K5/02 main I 2006.01', 'B25J13/06 I 2006.01'] },
    claims: [
      3,
      'A controller for an industrial robot comprising: a first housing which accommodates a first internal device;',
    ],
    // No B560; the description's reference list names two JP documents.
    patents: [
      2,
      cite('JP58181591A', 'JP', 'A', { phase: 'applicant' }),
      cite('JP4365581A', 'JP', 'A', { phase: 'applicant' }),
    ],
  },
  {
    // New specification after opposition: grant date B450, publication B140; three US provisionals; IPC with N.
    file: 'ep-fulltext/go-epo-eps/grant/v1-4-B2.xml',
    fields: {
      id: 'EP-1451194-B2',
      publicationnumber: 'EP1451194B2',
      applicationnumber: 'EP02776152',
      publicationdate: 20091216,
      applicationdate: 20021003,
      grantdate: 20061004,
      language: 'en',
      priorities: [
        { country: 'US', number: 'US326958', date: 20011003, kind: 'P' },
        { country: 'US', number: 'US334316', date: 20011129, kind: 'P' },
        { country: 'US', number: 'US354939', date: 20020211, kind: 'P' },
      ],
      earliestprioritydate: 20011003,
      earliestprioritycountry: 'US',
      titles: {
        de: 'HERSTELLUNG VON LEVOFLOXACIN HEMIHYDRAT',
        en: 'PREPARATION OF LEVOFLOXACIN HEMIHYDRATE',
        fr: 'PREPARATION DE LEVOFLOXACINE HEMIHYDRATE',
      },
      assignees_name_original: ['TEVA PHARMACEUTICAL INDUSTRIES LTD.'],
      // B741 snm `Nachshen, Neil Jacob`; its sfx `et al` (more agents, unnamed) is no part of the name.
      agents_name_normalized: ['Nachshen, Neil Jacob'],
    },
    applicants: ['TEVA PHARMACEUTICAL INDUSTRIES LTD.'],
    inventors: ['NIDDAM-HILDESHEIM, Valerie', 'GERSHON, Neomi', 'AMIR, Ehud', 'WIZEL, Shlomit'],
    // Five IPCR lines; C07D498/06 comes again as additional (`ALN`) information and is kept once, as the main one.
    classes: {
      ipc: ['C07D498/06 main I 2006.01', 'A61K31/5383 I 2006.01', 'C07D265/00 N 2006.01', 'C07D221/00 N 2006.01'],
    },
    claims: [
      9,
      'A method for preparing levofloxacin hemihydrate comprising: maintaining levofloxacin at a temperature of 70°C to 120°C in a first solvent',
    ],
    // Six B561 and six references of the description, US5545737A among both: eleven.
    patents: [
      11,
      cite('EP444678A1', 'EP', 'A1'),
      cite('US5521310A', 'US', 'A'),
      cite('US4382892A', 'US', 'A', { phase: 'applicant' }),
      cite('EP444678B1', 'EP', 'B1', { phase: 'applicant' }),
    ],
    npl: [
      2,
      {
        text: 'KANG, SOON BANG ET AL: "An improved synthesis of levofloxacin" HETEROCYCLES , 45(1), 137-145 CODEN: HTCYAM; ISSN: 0385-5414, 1997, XP002325796',
      },
    ],
  },
  {
    // German A1 with the XML search report (categories, examiner); no priority claimed; IPC and CPC.
    file: 'ep-fulltext/go-epo-eps/application/v1-5-1-A1-3.xml',
    fields: {
      id: 'EP-4114164-A1',
      publicationnumber: 'EP4114164A1',
      applicationnumber: 'EP21182450',
      publicationdate: 20230104,
      applicationdate: 20210629,
      grantdate: undefined,
      language: 'de',
      priorities: undefined,
      titles: {
        de: 'ERMITTELN EINES QUALITÄTSWERTES BEIM BESTÜCKEN EINES ELEKTRISCHEN BAUELEMENTS',
        en: 'DETERMINING A QUALITY VALUE WHEN FITTING AN ELECTRICAL COMPONENT',
        fr: "DÉTERMINATION D'UNE VALEUR DE QUALITÉ LORS DU MONTAGE D'UN ÉLÉMENT ÉLECTRIQUE",
      },
      assignees_name_original: ['Siemens Aktiengesellschaft'],
      agents_name_normalized: undefined,
      examiners: ['Kaluza, Andreas'],
    },
    applicants: ['Siemens Aktiengesellschaft'],
    inventors: [
      'Blank, Rene',
      'Borwieck, Carsten',
      'Franke, Martin',
      'Frühauf, Peter',
      'Heimann, Matthias',
      'Knofe, Rüdiger',
      'Müller, Bernd',
      'Nerreter, Stefan',
      'Wittreich, Ulrich',
    ],
    // CPC line `H05K  13/083  20180801 FI…`.
    classes: { ipc: ['H05K13/08 main I 2006.01'], cpc: ['H05K13/083 main I 2018.08'] },
    claims: [
      15,
      'Verfahren zum Ermitteln eines Qualitätswertes (Q) beim Bestücken eines elektrischen Bauelements (20) auf eine Oberfläche (30), umfassend die Schritte: - Erfassen ein oder mehrerer Prozessgrößen (F, VAC, POS) beim Bestücken des Bauelements (20),',
      'de',
    ],
    patents: [
      2,
      cite('US20200068759A1', 'US', 'A1', { date: 20200227, categories: ['X'], phase: 'search' }),
      cite('EP3096596B1', 'EP', 'B1', { date: 20200325, categories: ['X'], phase: 'search' }),
    ],
  },
];

describe('ep-patent-document golden documents (values read by hand from the XML)', () => {
  it.each(GOLDEN.map((g) => [g.file, g] as const))('%s', async (_, g) => {
    const results = await readAll(epPatentDocumentReader, fileEntry(`${DATA}/${g.file}`));
    const result = results[g.index ?? 0];
    if (result?.kind !== 'document') throw new Error(JSON.stringify(result));
    checkGolden(result.document, g);
  });
});

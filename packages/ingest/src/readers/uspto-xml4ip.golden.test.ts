import { join } from 'node:path';
import type { PatentDocument } from '@app/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { walkInputs } from '../input';
import { checkGolden, type Golden } from './golden-support';
import { DATA } from './reader-test-support';
import { usptoXml4ipReader } from './uspto-xml4ip';

// Golden records: every application of the XML4IP sample (13 papers of 5 applications), every expected value read
// by hand from the papers' XML. The papers carry no publication number, no dates but the day each was received,
// no parties and no classifications, so those fields are asserted absent.

const ZIP = 'uspto-xml/PatentPublicData/xml4ip/sample_XML4IP.ZIP';
const FOLDER = `${ZIP}!/CDC_Download_2016-03-30`;

/** Nothing the papers do not carry. */
const ABSENT = {
  publicationdate: undefined,
  applicationdate: undefined,
  grantdate: undefined,
  assignees_name_original: undefined,
  agents_name_normalized: undefined,
  citations: undefined,
  grant: false,
  language: 'en',
} satisfies Partial<PatentDocument>;

const GOLDEN: Golden[] = [
  {
    // One paper: the claims of 2013-05-30, 17 claims (`Claim 1 (Currently amended).` and 16 previously presented).
    file: `${FOLDER}/12993548`,
    fields: {
      ...ABSENT,
      id: 'US-12993548-X',
      country: 'US',
      kindcode: 'X',
      publicationnumber: 'US12993548X',
      applicationnumber: 'US12993548',
      titles: undefined,
      abstracts: undefined,
      descriptions: undefined,
      priorities: undefined,
      tiexists: false,
      abexists: false,
      claexists: true,
      descexists: false,
    },
    claims: [
      17,
      'An adhesive tape having a carrier comprising a film to at least one side of which an adhesive is applied, the adhesive being composed of at least one block copolymer P1',
    ],
  },
  {
    // Six papers of 2013-08-08 (as filed) and 2014-11-18 (response): the claims and the abstract are the 2014
    // replacements, the title and description those of the specification as filed (no later specification).
    file: `${FOLDER}/13962724`,
    fields: {
      ...ABSENT,
      id: 'US-13962724-X',
      publicationnumber: 'US13962724X',
      applicationnumber: 'US13962724',
      // <Heading h-1>…FOR MOVING LOAD-</Heading><Heading h-2>BEARING FRAME…</Heading>, then `[0001] TECHNICAL FIELD`.
      titles: {
        en: 'APPARATUS INCLUDING POWERED-ACTUATOR ASSEMBLY FOR MOVING LOAD-BEARING FRAME ASSEMBLY RELATIVE TO HITCH ASSEMBLY OF VEHICLE',
      },
      // 2014-11-18 ABST: "IN THE ABSTRACT" / "Please replace the Abstract … replacement Abstract:" / the abstract.
      abstracts: {
        en: 'An apparatus is for a tool box and a vehicle having a hitch assembly. The apparatus includes a frame assembly and a powered-actuator assembly. The frame assembly is configured to be load bearing, and is also configured to facilitate secured connection with the hitch assembly of the vehicle. The powered-actuator assembly is configured to be powered by a power source, and is also configured to move the frame assembly relative to the hitch assembly of the vehicle in such a way as to facilitate secured connection between the frame assembly and the hitch assembly. The powered-actuator assembly is fixedly connected to the frame assembly. The frame assembly is configured to supportably receive the tool box. The frame assembly is selectively removable from the tool box.',
      },
      priorities: undefined,
      tiexists: true,
      abexists: true,
      claexists: true,
      descexists: true,
    },
    // 2014-11-18 CLM: claims 1–23, claim 22 `(Canceled)`; `(Currently Amended)` and the struck `use-with` as OCR'd.
    claims: [
      22,
      'An apparatus for use-with a tool box and a vehicle having a hitch assembly, the apparatus comprising:\na frame assembly being configured to be load bearing, and also being configured to facilitate secured connection with the hitch assembly of the vehicle;\nand a powered-actuator assembly being configured to be powered by a power source',
    ],
  },
  {
    // One paper, filed as the abstract of a national-stage application: the front page of WO 2012/037063 A2.
    file: `${FOLDER}/13821389`,
    fields: {
      ...ABSENT,
      id: 'US-13821389-X',
      publicationnumber: 'US13821389X',
      applicationnumber: 'US13821389',
      // `(54) Title: MULTI-MODE BUTTONLESS SCALE 1- -(57) Abstract:`.
      titles: { en: 'MULTI-MODE BUTTONLESS SCALE' },
      // `(21) … PCT/US2011/051300`, `(22) International Filing Date: … 13 September 2011 (13.09.2011)`,
      // `(30) Priority Data: … 61/382,178 13 September 2010 (13.09.2010) US`.
      priorities: [
        { country: 'WO', number: 'WO2011US051300', date: 20110913, kind: 'W' },
        { country: 'US', number: 'US61382178', date: 20100913, kind: 'P' },
      ],
      earliestprioritydate: 20100913,
      earliestprioritycountry: 'US',
      claims: undefined,
      descriptions: undefined,
      tiexists: true,
      abexists: true,
      claexists: false,
      descexists: false,
    },
  },
  {
    // Five papers: claims, specification and abstract of 2014-10-23, a substitute specification's cover letter
    // (`Amendments to the Specification: Attached hereto is a marked-up copy…`) and a clean abstract of 2015-01-05.
    file: `${FOLDER}/14522151`,
    fields: {
      ...ABSENT,
      id: 'US-14522151-X',
      publicationnumber: 'US14522151X',
      applicationnumber: 'US14522151',
      // <P p-1>CONTEXT SENSITIVE, CLOUD-BASED TELEPHONY </P>, then <Heading>CROSS REFERENCE TO RELATED APPLICATION.
      titles: { en: 'CONTEXT SENSITIVE, CLOUD-BASED TELEPHONY' },
      // 2015-01-05 ABST: `Clean Specification` / ABSTRACT / the text (line number 5 between `in` and `response`) / `35`.
      abstracts: {
        en: 'Embodiments of the present invention are directed to a communication system that provides various automated operations, including searches of public and private resources for third party information, performance of operations to assist a user in response to keyword identification in an audio, text or video stream, and speed dial updates based on calling frequencies to various telephone numbers.',
      },
      priorities: undefined,
      tiexists: true,
      abexists: true,
      claexists: true,
      descexists: true,
    },
    // `1-16. (Canceled)`, then 17 `(Original) A method, comprising:` to 25 `(New)`.
    claims: [9, 'A method, comprising:\ndetecting, by a processor executable key update module, a stimulus'],
  },
  {
    // One paper: an amendment to the specification (2014-07-29), the only text of this application in the sample.
    file: `${FOLDER}/13694401`,
    fields: {
      ...ABSENT,
      id: 'US-13694401-X',
      publicationnumber: 'US13694401X',
      applicationnumber: 'US13694401',
      titles: undefined,
      abstracts: undefined,
      claims: undefined,
      priorities: undefined,
      tiexists: false,
      abexists: false,
      claexists: false,
      descexists: true,
    },
  },
];

describe('uspto-xml4ip golden records', () => {
  const records = new Map<string, PatentDocument>();
  beforeAll(async () => {
    for await (const item of walkInputs([join(DATA, ZIP)])) {
      if (item.kind !== 'entry') throw new Error(item.message);
      for await (const result of usptoXml4ipReader.read(item.entry)) {
        if (result.kind !== 'document') throw new Error(`${item.entry.name}: ${JSON.stringify(result)}`);
        records.set(item.entry.name.slice(DATA.length + 1), result.document);
      }
    }
  });

  it('reads one record per application of the sample', () => {
    expect([...records.keys()]).toEqual(GOLDEN.map((g) => g.file).sort());
  });

  for (const golden of GOLDEN) {
    it(`golden ${golden.fields.id}`, () => {
      const doc = records.get(golden.file);
      expect(doc, golden.file).toBeDefined();
      checkGolden(doc!, golden);
      expect(doc!.provenance).toMatchObject({ format: 'uspto-xml4ip', file: join(DATA, golden.file) });
    });
  }

  it('claims: numbers, references back and texts of the latest listing', () => {
    const claims = (id: string) => records.get(`${FOLDER}/${id}`)?.claims?.en ?? [];
    // Each claim as `number>claims it refers back to`.
    const references = (id: string) =>
      claims(id)
        .map((c) => [c.num, ...c.dependsOn].join('>'))
        .join(' ');
    // 13962724, 2014-11-18: ClaimReference idrefs, claims 21 and 23 independent, 22 canceled.
    expect(references('13962724')).toBe(
      '1 2>1 3>1 4>3 5>1 6>1 7>6 8>1 9>8 10>9 11>10 12>11 13>8 14>13 15>6 16>15 17>16 18>1 19>18 20>1 21 23',
    );
    expect(claims('13962724')[21]?.text).toMatch(
      /^An apparatus for a tool box and a vehicle having a hitch assembly, the apparatus comprising:\na frame assembly/,
    );
    // 14522151: claim 20 was amended from `…the steps of claim 17` (struck, OCR'd as `of cla`) to an independent claim.
    expect(references('14522151')).toBe('17 18>17 19>17 20 21 22>20 23>20 24>21 25>21');
    expect(claims('14522151')[7]?.text).toBe(
      'The communications system of claim 21, wherein the stimulus is at least one of expiration of a specified time period, realization of at least a threshold calling frequency to a currently unassociated telephone number, and realization of less than a threshold calling frequency to a currently associated telephone number.',
    );
    // 12993548: `Claim 16 (Previously presented):` label dropped; `claim 8` by reference.
    expect(claims('12993548')[15]).toEqual({
      num: 16,
      text: 'The adhesive tape of claim 8 wherein said ratio is 40:60 up to 80:20.',
      dependsOn: [8],
    });
  });

  it('description: the specification as filed, without its title, paragraph numbers and page furniture', () => {
    const description = (id: string) => records.get(`${FOLDER}/${id}`)?.descriptions?.en ?? [];
    // 13962724: 81 P and 9 Heading blocks; 6 P hold only a page break, 2 Heading are the title.
    expect(description('13962724')).toHaveLength(82);
    expect(description('13962724').slice(0, 2)).toEqual([
      'TECHNICAL FIELD',
      'Some aspects are generally related to (and are not limited to) an apparatus for use with a vehicle having a hitch assembly. More specifically, some aspects provide an apparatus including a frame assembly and a powered-actuator assembly for moving the frame assembly relative to the hitch assembly in such a way as to facilitate secured connection between the frame assembly and the hitch assembly.',
    ]);
    // 14522151: the 2014-10-23 specification (152 P, 2 of them empty, 8 Heading; the first P is the title), not the
    // 2015 cover letter.
    expect(description('14522151')).toHaveLength(157);
    expect(description('14522151').slice(0, 3)).toEqual([
      'CROSS REFERENCE TO RELATED APPLICATION',
      'The present application is a divisional of U.S. Patent Application No. 12/837,762, filed July 16, 2010, which claims the benefits of U.S. Provisional Application Serial Nos.',
      '61/303,800, filed February 12, 2010, and 61/316,026, filed March 22, 2010, each of which is incorporated herein by this reference in its entirety.',
    ]);
    // 13694401: the amendment paper as written (its fax header line is page furniture and left out).
    expect(description('13694401')).toHaveLength(3);
    expect(description('13694401')[1]).toBe(
      'Please replace paragraph [0030] and preceding header with the following rewritten paragraph, including the header:',
    );
    expect(description('13694401')[2]).toMatch(/^\[0030\] In accordance with a presently preferred embodiment/);
  });

  it('abstract of a front page: the text after INID code 57, as OCR ran the columns together', () => {
    expect(records.get(`${FOLDER}/13821389`)?.abstracts?.en).toMatch(
      /^A digital scale includes a display and button- = less top platform\. Contact with the scale platform alone allows a user to power the scale, .* The scale also has an instant on mode of operation in which it allows for instant weight reading\.$/,
    );
  });
});

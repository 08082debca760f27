import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { type PatentDocument, PatentDocumentFieldsSchema, PatentDocumentSchema } from './patent-document';

// WO 2022/259205 A1 as its DOCDB record gives it (epo-docdb/WO-2022259205-A1_544370561.xml), in the one model.
const WO_2022259205: PatentDocument = {
  id: 'WO-2022259205-A1',
  country: 'WO',
  kindcode: 'A1',
  titles: {
    en: 'SELF-EMULSIFYING COMPOSITION, PRODUCTION METHODS AND USES THEREOF',
    fr: 'COMPOSITION AUTO-ÉMULSIFIANTE, SES PROCÉDÉS DE PRODUCTION ET SES UTILISATIONS',
  },
  abstracts: { en: 'The present disclosure relates to a self-emulsifying composition …' },
  language: 'en',
  publicationnumber: 'WO2022259205A1',
  applicationnumber: 'WO2022IB055385',
  publicationdate: 20221215,
  applicationdate: 20220609,
  earliestprioritydate: 20210611,
  earliestprioritycountry: 'PT',
  assignees_name_original: ['UNIVERSIDADE DA BEIRA INTERIOR'],
  assignees_name_probable: ['Universidade da Beira Interior'],
  applicants: [{ name: 'UNIV DA BEIRA INTERIOR', country: 'PT' }],
  inventors: [{ name: 'OLIVEIRA DOS SANTOS ADRIANA' }, { name: 'CARVALHO FERNANDES MARIANA' }],
  inventors_name_normalized: ['OLIVEIRA DOS SANTOS ADRIANA', 'CARVALHO FERNANDES MARIANA'],
  priorities: [{ country: 'PT', number: 'PT117283', date: 20210611, kind: 'A' }],
  familydata: {
    'simple-family-data': {
      id: '82558028',
      publications: [{ ucid: 'WO-2022259205-A1', an: 'WO2022IB055385', publicationdate: 20221215 }],
    },
  },
  classifications: {
    cpc: [
      { code: 'A61K9/1075', main: true, inventive: true, version: '20130101' },
      { code: 'A61K8/064', inventive: false, version: '20130101' },
    ],
  },
  citations: {
    npl: [
      {
        text: 'BEZERRA-SOUZA ADRIANA ET AL: "Repurposing Butenafine as An Oral Nanomedicine for Visceral Leishmaniasis", PHARMACEUTICS, vol. 11, no. 7, 1 July 2019',
        categories: ['X', 'Y'],
        phase: 'international-search',
      },
    ],
  },
  tiexists: true,
  abexists: true,
  claexists: false,
  descexists: false,
  pending: true,
  grant: false,
  provenance: { format: 'epo-docdb-xml', file: 'epo-docdb/WO-2022259205-A1_544370561.xml' },
};

function issues(value: unknown): string[] {
  const result = PatentDocumentSchema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
}

describe('patent document model', () => {
  it('accepts a real document with claims, drawings, family, citations and events', () => {
    expect(issues(WO_2022259205)).toEqual([]);
    const granted = {
      id: 'US-7057742-B2',
      country: 'US',
      kindcode: 'B2',
      publicationnumber: 'US7057742B2',
      applicationnumber: 'US10191239',
      grantdate: 20060606,
      claims: {
        en: [
          { num: 1, text: 'A device comprising …', dependsOn: [] },
          { num: 2, text: 'The device of claim 1 …', dependsOn: [1] },
        ],
      },
      firstclaims: { en: 'A device comprising …' },
      descriptions: { en: ['First paragraph.', 'Second paragraph.'] },
      examiners: ['Smith, John'],
      drawings: [{ id: 'd0001', file: 'US07057742-20060606-D00001.TIF' }],
      drawingscount: 1,
      citations: {
        patents: [{ number: 'US5000000A', country: 'US', kind: 'A', date: 19910319, phase: 'examination' }],
      },
      legalevents: [{ date: 20060606, code: 'AS', description: 'Assignment' }],
      nationalphaseapplications: [{ an: 'EP03765432', source: 'inpadoc', nped: 20050101 }],
      seps: [{ standard_organization: 'ETSI', etsi_project: '3GPP' }],
      provenance: { format: 'uspto-grant-xml', file: 'uspto-xml/go-uspto/grant/v4-5-B2.xml', position: { index: 0 } },
    };
    expect(issues(granted)).toEqual([]);
  });

  it('needs id, country, kind code, publication number and provenance, and nothing else', () => {
    const minimal = {
      id: 'EP-3404678-B1',
      country: 'EP',
      kindcode: 'B1',
      publicationnumber: 'EP3404678B1',
      provenance: { format: 'ep-fulltext-xml', file: 'ep-fulltext/go-epo-eps/grant/v1-5-B1.xml' },
    };
    expect(issues(minimal)).toEqual([]);
    for (const key of Object.keys(minimal)) {
      const { [key]: _left, ...rest } = minimal as Record<string, unknown>;
      expect(issues(rest).some((issue) => issue.startsWith(`${key}:`))).toBe(true);
    }
  });

  it('refuses unknown keys at every level', () => {
    expect(issues({ ...WO_2022259205, score: 1.5 })).toEqual([': Unrecognized key: "score"']);
    expect(issues({ ...WO_2022259205, applicants: [{ name: 'X', role: 'applicant' }] })).toEqual([
      'applicants.0: Unrecognized key: "role"',
    ]);
    expect(issues({ ...WO_2022259205, provenance: { ...WO_2022259205.provenance, position: { page: 1 } } })).toEqual([
      'provenance.position: Unrecognized key: "page"',
    ]);
    expect(issues({ ...WO_2022259205, familydata: { simple: { publications: [] } } })).toEqual([
      'familydata: Unrecognized key: "simple"',
    ]);
  });

  it('checks dates, codes and the agreement of the ucid with the other fields', () => {
    expect(issues({ ...WO_2022259205, publicationdate: 20220230 })).toEqual([
      'publicationdate: Expected a real calendar date written as YYYYMMDD.',
    ]);
    expect(issues({ ...WO_2022259205, applicationdate: '20220609' })).toHaveLength(1);
    expect(issues({ ...WO_2022259205, titles: { EN: 'x' } })).toHaveLength(1);
    expect(issues({ ...WO_2022259205, earliestprioritycountry: 'pt' })).toHaveLength(1);
    expect(issues({ ...WO_2022259205, citations: { npl: [{ text: 'x', categories: ['Z'] }] } })).toHaveLength(1);
    expect(issues({ ...WO_2022259205, id: 'WO-2022259205A1' })).toEqual([
      'id: Expected a canonical ucid such as US-7057742-B2.',
    ]);
    expect(issues({ ...WO_2022259205, country: 'EP' })).toEqual([
      'country: The ucid WO-2022259205-A1 names country WO.',
    ]);
    expect(issues({ ...WO_2022259205, kindcode: 'A2' })).toEqual([
      'kindcode: The ucid WO-2022259205-A1 names kind A1.',
    ]);
    expect(issues({ ...WO_2022259205, publicationnumber: 'WO 2022/259205 A1' })).toEqual([
      'publicationnumber: Expected WO2022259205A1 for the ucid WO-2022259205-A1.',
    ]);
    expect(issues({ ...WO_2022259205, claims: { en: [{ num: 0, text: 'x', dependsOn: [] }] } })).toHaveLength(1);
  });

  it('infers its type from the schema', () => {
    expectTypeOf<PatentDocument['publicationdate']>().toEqualTypeOf<number | undefined>();
    expectTypeOf<PatentDocument['id']>().toEqualTypeOf<string>();
    expectTypeOf<PatentDocument['claims']>().toEqualTypeOf<
      Record<string, { num: number; text: string; dependsOn: number[] }[]> | undefined
    >();
  });

  it('covers every field SPEC §3 names for the patent document, each with a one-line JSDoc', () => {
    const spec = [
      'id',
      'country',
      'kindcode',
      'titles',
      'titles_mt',
      'abstracts',
      'abstracts_mt',
      'claims',
      'firstclaims',
      'descriptions',
      'publicationnumber',
      'applicationnumber',
      'publicationdate',
      'applicationdate',
      'earliestprioritydate',
      'expectedexpirydate',
      'expectedexpiryexplanation',
      'assignees_name_probable',
      'assignees_name_current',
      'assignees_name_original',
      'ultimate_owner',
      'inventors_name_normalized',
      'agents_name_normalized',
      'applicants',
      'inventors',
      'earliestprioritycountry',
      'srcpat',
      'drawings',
      'drawingscount',
      'familydata',
      'nationalphaseapplications',
      'priorities',
      'tiexists',
      'abexists',
      'claexists',
      'descexists',
      'fdaexists',
      'exampleexists',
      'litigationexists',
      'seps',
      'pending',
      'grant',
    ];
    const keys = Object.keys(PatentDocumentFieldsSchema.shape);
    expect(keys).toEqual(expect.arrayContaining(spec));
    const source = readFileSync(fileURLToPath(new URL('./patent-document.ts', import.meta.url)), 'utf8');
    const lines = source.split('\n');
    let properties = 0;
    lines.forEach((line, index) => {
      // Every property of every object schema in the file sits under its own one-line doc comment.
      if (/^ {2,6}'?[a-z][\w-]*'?: (?:z\.|[A-Z]\w*Schema|NonEmpty|Names)/.test(line)) {
        properties += 1;
        expect([line, lines[index - 1]?.trim()]).toEqual([line, expect.stringMatching(/^\/\*\* .+ \*\/$/)]);
      }
    });
    expect(properties).toBeGreaterThan(100);
  });
});

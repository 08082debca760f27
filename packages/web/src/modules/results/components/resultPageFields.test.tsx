import {
  LIST_DISPLAY_OPTIONS,
  RESULT_VIEW_FIELDS,
  resultPageFields,
  type SearchDoc,
  TABLE_COLUMN_NAMES,
  type TableColumnName,
} from '@app/shared';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n/i18n';
import { ResultDetails } from './ResultDetails';
import { ResultDocument } from './ResultDocument';
import { ResultListItem } from './ResultListItem';
import { ResultTableCell } from './ResultTableCell';

// The SPA asks a search for the stored fields its views read (resultPageFields), not whole documents. A field a
// view reads but the list leaves out would show as empty with no error anywhere, so each view is rendered here with
// a document that has every field, and with the same document cut to the list: the markup must be the same.

/** What the server adds to every result whatever `fl` asks. */
const COMPUTED = ['ucid', 'score', 'status', 'images_key', 'group_size', 'group_key', 'highlighting'];

const claimsEn = [
  { num: 1, text: 'A solar cell comprising a perovskite layer.', dependsOn: [] },
  { num: 2, text: 'The solar cell of claim 1, wherein the layer is doped.', dependsOn: [1] },
  { num: 3, text: 'A method of making a solar cell.', dependsOn: [] },
];

/** Every field of SPEC §3's patent document, and the server's own, filled in. */
const FULL_DOC = {
  ucid: 'EP-1000000-A1',
  score: 7.25,
  status: 'Alive',
  images_key: 'k',
  group_size: 3,
  group_key: 'F1',
  id: 'EP-1000000-A1',
  country: 'EP',
  kindcode: 'A1',
  type: 'patent application',
  language: 'en',
  publicationnumber: 'EP1000000A1',
  applicationnumber: 'EP99100001',
  publicationdate: 20200115,
  applicationdate: 20190110,
  earliestprioritydate: 20180105,
  grantdate: 20220301,
  expectedexpirydate: 20390110,
  expectedexpiryexplanation: 'Twenty years from filing.',
  titles: { en: 'Perovskite solar cell', de: 'Perowskit-Solarzelle' },
  titles_mt: { fr: 'Cellule solaire' },
  abstracts: { en: 'A solar cell with a perovskite absorber layer.' },
  abstracts_mt: { fr: 'Une cellule.' },
  claims: { en: claimsEn },
  firstclaims: { en: 'A solar cell comprising a perovskite layer.' },
  independentclaims: { en: [claimsEn[0], claimsEn[2]] },
  descriptions: { en: 'The invention concerns solar cells. '.repeat(50) },
  assignees_name_original: ['SOLAR GMBH'],
  assignees_name_current: ['Solar Holdings'],
  assignees_name_probable: ['Solar GmbH'],
  ultimate_owner: ['Solar Holdings AG'],
  inventors_name_normalized: ['Doe, Jane', 'Roe, Richard'],
  agents_name_normalized: ['Patent Partners'],
  examiners: ['Smith, Anna'],
  applicants: [{ name: 'Solar GmbH', country: 'DE' }],
  inventors: [{ name: 'Jane Doe', country: 'DE' }],
  earliestprioritycountry: 'DE',
  srcpat: 'EP1000000A1',
  drawings: [{ file: 'd1.tif' }],
  drawingscount: 4,
  claimcount: 3,
  familydata: {
    'simple-family-data': {
      publications: [
        { ucid: 'EP-1000000-A1', an: 'EP-99100001-A' },
        { ucid: 'US-6000000-A', an: 'US-9912345-A' },
      ],
    },
    'extended-family-data': {
      publications: [
        { ucid: 'EP-1000000-A1', an: 'EP-99100001-A' },
        { ucid: 'WO-2000000001-A1', an: 'IB-1' },
      ],
    },
  },
  nationalphaseapplications: [],
  priorities: [{ number: 'DE102018000001', date: 20180105 }],
  tiexists: true,
  abexists: true,
  claexists: true,
  descexists: true,
  fdaexists: true,
  exampleexists: false,
  litigationexists: false,
  seps: [{ organization: 'ETSI', standard: '5G' }],
  pending: false,
  grant: true,
  classifications: {
    ipc: [{ code: 'H01L31/04', main: true }],
    cpc: [{ code: 'Y02E10/549', main: true }, { code: 'H10K30/50' }],
    us: [{ code: '136/252' }],
    locarno: [{ code: '13-03' }],
    jpfi: [{ code: 'H01L31/04,E' }],
    jpft: [{ code: '5F151' }],
  },
  ipcrvalues: ['H01L31/04'],
  cpcvalues: ['Y02E10/549', 'H10K30/50'],
  usclassifications: ['136/252'],
  loclassifications: ['13-03'],
  jpfivalues: ['H01L31/04,E'],
  jpftvalues: ['5F151'],
  citedby: ['US-7000000-B2', 'EP-2000000-A1'],
  citations: { patents: [{ ucid: 'US-5000000-A' }], npl: [{ text: 'Nature 2012' }] },
  legalevents: [{ code: 'AK', date: 20200115 }],
  highlighting: {
    hl: {
      claims: [{ text: 'A solar cell comprising', start: 0, highlights: [{ start: 2, end: 7, group: 0 }] }],
      descriptions: [{ text: 'concerns solar cells', start: 20, highlights: [{ start: 9, end: 14, group: 0 }] }],
    },
    entireFieldHl: {},
  },
} as unknown as SearchDoc;

function cut(doc: SearchDoc, fields: readonly string[]): SearchDoc {
  const keep = new Set([...fields, ...COMPUTED]);
  return Object.fromEntries(Object.entries(doc).filter(([name]) => keep.has(name))) as SearchDoc;
}

function render(node: ReactNode): string {
  return renderToStaticMarkup(
    <MantineProvider>
      <I18nextProvider i18n={i18n}>
        <QueryClientProvider client={new QueryClient()}>
          <MemoryRouter>{node}</MemoryRouter>
        </QueryClientProvider>
      </I18nextProvider>
    </MantineProvider>,
  );
}

const noop = () => {};

describe('resultPageFields: every view shows the same with the fields it asks for as with the whole document', () => {
  it('leaves claims and descriptions out unless a view shows or counts them', () => {
    const plain = resultPageFields({ split: false, listOptions: ['abstract', 'dates'], tableColumns: ['title'] });
    expect(plain).toEqual([...RESULT_VIEW_FIELDS]);
    expect(plain).not.toContain('descriptions');
    expect(resultPageFields({ split: false, listOptions: ['claims'], tableColumns: [] })).toContain('firstclaims');
    expect(resultPageFields({ split: false, listOptions: [], tableColumns: ['claimscount'] })).toContain('claims');
    expect(resultPageFields({ split: true, listOptions: [], tableColumns: [] })).toContain('claims');
  });

  it.each(LIST_DISPLAY_OPTIONS.map((option) => [option]))('list option %s', (option) => {
    const fields = resultPageFields({ split: false, listOptions: [option], tableColumns: [] });
    const item = (doc: SearchDoc) =>
      render(
        <ResultListItem
          doc={doc}
          position={0}
          options={[option]}
          grouping="applicationnumber"
          language="en"
          maxSnippets={3}
          active={false}
          selected={false}
          onToggle={noop}
          onOpen={noop}
        />,
      );
    expect(item(cut(FULL_DOC, fields))).toBe(item(FULL_DOC));
  });

  it('the details with every list option at once, in every grouping', () => {
    const fields = resultPageFields({ split: false, listOptions: LIST_DISPLAY_OPTIONS, tableColumns: [] });
    for (const grouping of ['none', 'applicationnumber', 'simplefamily', 'extendedfamily'] as const) {
      const details = (doc: SearchDoc) =>
        render(
          <ResultDetails doc={doc} options={LIST_DISPLAY_OPTIONS} grouping={grouping} language="en" maxSnippets={3} />,
        );
      expect(details(cut(FULL_DOC, fields))).toBe(details(FULL_DOC));
    }
  });

  it.each(TABLE_COLUMN_NAMES.map((column) => [column]))('table column %s', (column: TableColumnName) => {
    const fields = resultPageFields({ split: false, listOptions: [], tableColumns: [column] });
    const cell = (doc: SearchDoc) => render(<ResultTableCell doc={doc} column={column} language="en" onOpen={noop} />);
    expect(cell(cut(FULL_DOC, fields))).toBe(cell(FULL_DOC));
  });

  it('the split view’s document', () => {
    const fields = resultPageFields({ split: true, listOptions: [], tableColumns: [] });
    const shown = (doc: SearchDoc) => render(<ResultDocument doc={doc} language="en" maxSnippets={3} />);
    expect(shown(cut(FULL_DOC, fields))).toBe(shown(FULL_DOC));
  });

  it('can tell a missing field: the cut document without a field the views read renders differently', () => {
    const fields = resultPageFields({ split: false, listOptions: ['counts', 'assignees'], tableColumns: [] });
    const details = (doc: SearchDoc) =>
      render(
        <ResultDetails doc={doc} options={['counts', 'assignees']} grouping="none" language="en" maxSnippets={3} />,
      );
    for (const missing of ['claims', 'citedby', 'assignees_name_probable'])
      expect(
        details(
          cut(
            FULL_DOC,
            fields.filter((f) => f !== missing),
          ),
        ),
      ).not.toBe(details(FULL_DOC));
  });
});

import { parse } from '@app/query';
import { beforeAll, describe, expect, it } from 'vitest';
import { EngineError } from './engine-error';
import { clauseCounts, explain } from './explanation';
import { IndexWriter } from './index/index-writer';
import { MAX_EXPANSIONS } from './planner/query-stats';
import type { EngineDocument } from './schema/document';
import { PATENT_SCHEMA } from './schema/patent-schema';
import type { SearchRequest } from './search-types';
import { Searcher } from './searcher';
import { MemoryDirectory } from './store/memory-directory';

const DOCS: EngineDocument[] = [
  {
    ucid: 'EP-1000001-A1',
    titles: { en: 'Solar cell with thin film', de: 'Solarzelle mit Dünnschicht' },
    abstracts: 'The solar thin film cell. A Li-ion battery stores the energy.',
    claims: ['1. A solar panel comprising a cell; and a frame.', '2. The panel of claim 1, wherein the cell is thin.'],
    assignees_name_original: ['Siemens AG'],
    inventors_name_normalized: ['Müller, Hans', 'Smith, John'],
    cpcvalues: ['H01L31/0232', 'Y02E10/50'],
    country: 'EP',
    kindcode: 'A1',
    publicationdate: 20150304,
    simplefamilyid: 'F1',
    applicationnumber: 'EP20150001',
    forwardcitationcount: 4,
  },
  {
    ucid: 'US-2000002-B2',
    titles: 'Battery electrode',
    abstracts: 'A lithium ion battery. The liion cell has an electrode.',
    assignees_name_original: ['Robert Bosch GmbH'],
    cpcvalues: ['H01M10/0525'],
    country: 'US',
    kindcode: 'B2',
    publicationdate: 20180101,
    simplefamilyid: 'F1',
    applicationnumber: 'US15000002',
    forwardcitationcount: 10,
  },
  {
    ucid: 'US-3000003-A1',
    titles: 'Wind turbine',
    abstracts: 'A wind turbine blade.\n\nSolar power is not used here.',
    assignees_name_original: ['Siemens AG'],
    cpcvalues: ['F03D1/06'],
    country: 'US',
    kindcode: 'A1',
    publicationdate: 20100101,
    simplefamilyid: 'F3',
    applicationnumber: 'US10000003',
  },
  {
    ucid: 'CN-4000004-A',
    titles: 'Photovoltaic module',
    abstracts: 'A photovoltaic module with solar cells arranged in rows.',
    country: 'CN',
    kindcode: 'A',
    simplefamilyid: 'F4',
    applicationnumber: 'CN2019000004',
  },
];

let searcher: Searcher;

beforeAll(async () => {
  const dir = new MemoryDirectory();
  const writer = await IndexWriter.open(dir, { schema: PATENT_SCHEMA, maxBufferedDocs: 2 });
  for (const doc of DOCS) await writer.addDocument(doc);
  await writer.commit();
  searcher = await Searcher.open(dir, { schema: PATENT_SCHEMA });
});

function ucids(request: SearchRequest | string): string[] {
  const r = searcher.search(typeof request === 'string' ? { query: request, rows: 100 } : request);
  return r.hits.map((h) => h.ucid).sort();
}

function engineError(run: () => unknown): EngineError {
  try {
    run();
  } catch (error) {
    if (error instanceof EngineError) return error;
    throw error;
  }
  throw new Error('expected an EngineError');
}

describe('query semantics', () => {
  it.each([
    ['solar W0 thin', ['EP-1000001-A1']],
    ['thin W0 solar', ['EP-1000001-A1']],
    ['TI=(solar W0 film)', []],
    ['AB=(solar W1 film)', ['EP-1000001-A1']],
    ['AB=(solar WF1 film)', ['EP-1000001-A1']],
    ['AB=(film WF1 solar)', []],
    ['AB=(solar W2 cell)', ['EP-1000001-A1']],
    ['AB=(solar W1 cell)', []],
    ['AB=("thin film" W0 cell)', ['EP-1000001-A1']],
    ['AB=(solar NOTW1 cell)', ['CN-4000004-A', 'EP-1000001-A1', 'US-3000003-A1']],
    ['AB=(solar NOTW2 cell)', ['CN-4000004-A', 'US-3000003-A1']],
    ['AB=(cell NOTWF5 solar)', ['EP-1000001-A1', 'US-2000002-B2']],
  ])('GRAMMAR.md proximity example %s', (query, expected) => {
    expect(ucids(query)).toEqual(expected);
  });

  it('a compound is found by every spelling, and counts as two words', () => {
    // US-2000002 writes "liion": the joined form is an alternative of every compound spelling.
    for (const q of ['li-ion', 'liion', '"Li-ion"', 'li_ion'])
      expect(ucids(q)).toEqual(['EP-1000001-A1', 'US-2000002-B2']);
    // Two separate words are a phrase; EP-1000001 writes "Li-ion", whose parts are li · ion.
    expect(ucids('li ion')).toEqual(['EP-1000001-A1']);
    expect(ucids('AB=(li-ion W0 battery)')).toEqual(['EP-1000001-A1']);
    expect(ucids('AB=(liion W0 battery)')).toEqual(['EP-1000001-A1']);
    expect(ucids('AB=("liion battery")')).toEqual(['EP-1000001-A1']);
  });

  it('alternatives of phrases inside a proximity move together', () => {
    expect(ucids('AB=(("thin film" OR "lithium ion") W3 cell)')).toEqual(['EP-1000001-A1', 'US-2000002-B2']);
    expect(ucids('AB=(("thin film" OR "lithium ion") W2 cell)')).toEqual(['EP-1000001-A1']);
    expect(ucids('AB=((solar W0 thin) W1 cell)')).toEqual(['EP-1000001-A1']);
  });

  it('WS and WP compare sentences and paragraphs; a claim ends only at its period', () => {
    expect(ucids('AB=(solar WS battery)')).toEqual([]);
    expect(ucids('CL=(panel WS frame)')).toEqual(['EP-1000001-A1']);
    expect(ucids('AB=(wind WS solar)')).toEqual([]);
    expect(ucids('AB=(wind WP blade)')).toEqual(['US-3000003-A1']);
    expect(ucids('AB=(wind WP solar)')).toEqual([]);
  });

  it('structured claims (objects with text) are indexed as their texts', async () => {
    const dir = new MemoryDirectory();
    const writer = await IndexWriter.open(dir, { schema: PATENT_SCHEMA });
    await writer.addDocument({
      ucid: 'S',
      claims: {
        en: [
          { num: 1, text: 'A widget comprising a gear.', dependsOn: [] },
          { num: 2, text: 'The widget of claim 1.', dependsOn: [1] },
        ],
      },
    });
    await writer.commit();
    const s = await Searcher.open(dir, { schema: PATENT_SCHEMA });
    expect(s.search({ query: 'CL=(widget WS gear)', rows: 1 }).numFound).toBe(1);
    expect(s.search({ query: 'FIRSTCL=gear', rows: 1 }).numFound).toBe(1);
    expect(s.search({ query: 'CL=(gear WS claim)', rows: 1 }).numFound).toBe(0);
    const stored = s.search({ query: 'gear', rows: 1 }).hits[0]!.fields.claims as { en: { num: number }[] };
    expect(stored.en.map((c) => c.num)).toEqual([1, 2]);
  });

  it('text languages are searched together but never joined by a phrase', () => {
    expect(ucids('TI=solarzelle')).toEqual(['EP-1000001-A1']);
    expect(ucids('TI=dunnschicht')).toEqual(['EP-1000001-A1']);
    expect(ucids('TI=(film W5 solarzelle)')).toEqual([]);
  });

  it('fields, Boolean operators, at-least-n and truncation', () => {
    expect(ucids('TAC=(solar AND frame)')).toEqual(['EP-1000001-A1']);
    expect(ucids('solar NOT wind')).toEqual(['CN-4000004-A', 'EP-1000001-A1']);
    expect(ucids('solar XOR battery')).toEqual(['CN-4000004-A', 'US-2000002-B2', 'US-3000003-A1']);
    expect(ucids('any{2}(solar, battery, wind)')).toEqual(['EP-1000001-A1', 'US-3000003-A1']);
    expect(ucids('photo*')).toEqual(['CN-4000004-A']);
    expect(ucids('*voltaic')).toEqual(['CN-4000004-A']);
    expect(ucids('el?ctrode')).toEqual(['US-2000002-B2']);
    expect(ucids('cell!')).toEqual(ucids('cell OR cells'));
    expect(ucids('cells!')).toEqual(['CN-4000004-A']);
    expect(ucids('PA=siemens')).toEqual(['EP-1000001-A1', 'US-3000003-A1']);
    expect(ucids('PA=(robert W0 bosch)')).toEqual(['US-2000002-B2']);
    expect(ucids('INV=muller')).toEqual(['EP-1000001-A1']);
    expect(ucids('INV=(hans W0 smith)')).toEqual([]);
  });

  it('classification codes find their subtree; keywords and numbers match exactly', () => {
    expect(ucids('CPC=H01L31')).toEqual(['EP-1000001-A1']);
    expect(ucids('CPC=H01L31/00')).toEqual(['EP-1000001-A1']);
    expect(ucids('CPC=H01*')).toEqual(['EP-1000001-A1', 'US-2000002-B2']);
    expect(ucids('CPC=H01M*')).toEqual(['US-2000002-B2']);
    expect(ucids('SC=Y02E')).toEqual(['EP-1000001-A1']);
    expect(ucids('CC=us')).toEqual(['US-2000002-B2', 'US-3000003-A1']);
    expect(ucids('KD=B2 OR CC=CN')).toEqual(['CN-4000004-A', 'US-2000002-B2']);
    expect(ucids('AP=US15000002')).toEqual(['US-2000002-B2']);
  });

  it('date and numeric ranges, partial dates covering their period', () => {
    expect(ucids('PD=2015')).toEqual(['EP-1000001-A1']);
    expect(ucids('PD>=2015')).toEqual(['EP-1000001-A1', 'US-2000002-B2']);
    expect(ucids('PD>2015')).toEqual(['US-2000002-B2']);
    expect(ucids('PD<2015')).toEqual(['US-3000003-A1']);
    expect(ucids('PD=201003:20150304')).toEqual(['EP-1000001-A1']);
    expect(ucids('publicationyear=2018')).toEqual(['US-2000002-B2']);
    expect(ucids('PD=(2010 OR 2018)')).toEqual(['US-2000002-B2', 'US-3000003-A1']);
  });

  it('#n references go through the caller’s resolver', () => {
    const history = [parse('solar').ast!, parse('CC=US').ast!];
    const resolveHistory = (n: number) => {
      const tree = history[n - 1];
      if (!tree) throw new EngineError('QUERY_UNKNOWN_HISTORY', `no #${n}`);
      return tree;
    };
    expect(ucids({ query: '#1 NOT #2', rows: 10, resolveHistory })).toEqual(['CN-4000004-A', 'EP-1000001-A1']);
    expect(ucids({ query: 'AND=1:2', rows: 10, resolveHistory })).toEqual(['US-3000003-A1']);
    expect(engineError(() => searcher.search({ query: '#7', resolveHistory })).code).toBe('QUERY_UNKNOWN_HISTORY');
  });
});

describe('errors point at the query', () => {
  it('syntax errors carry their span', () => {
    const error = engineError(() => searcher.search({ query: 'solar AND (cell' }));
    expect(error.span).toBeDefined();
  });

  it('a truncation that expands too far names its pattern and position', async () => {
    const dir = new MemoryDirectory();
    const writer = await IndexWriter.open(dir, { schema: PATENT_SCHEMA });
    const words = Array.from({ length: MAX_EXPANSIONS + 1 }, (_, i) => `w${i.toString(36)}x`);
    await writer.addDocument({ ucid: 'MANY', abstracts: words.join(' ') });
    await writer.commit();
    const many = await Searcher.open(dir, { schema: PATENT_SCHEMA });
    const error = engineError(() => many.search({ query: 'solar OR w*' }));
    expect(error.code).toBe('QUERY_TRUNCATION_TOO_BROAD');
    expect(error.message).toMatch(/^w\* matches more than 10,000 different words/);
    expect(error.span).toEqual({ start: 9, end: 11 });
    expect(many.search({ query: 'w1*', rows: 0 }).numFound).toBe(1);
  });

  it('a left truncation too broad over several segments fails the same way, and again from the cache', async () => {
    const dir = new MemoryDirectory();
    const writer = await IndexWriter.open(dir, { schema: PATENT_SCHEMA });
    // Two segments of 6,000 different words each: neither alone is past the cap, both together are.
    for (const half of [0, 1]) {
      const words = Array.from({ length: 6000 }, (_, i) => `w${(half * 6000 + i).toString(36)}xyz`);
      await writer.addDocument({ ucid: `MANY-${half}`, abstracts: words.join(' ') });
      await writer.commit();
    }
    await writer.close();
    const many = await Searcher.open(dir, { schema: PATENT_SCHEMA });
    expect(many.segments.length).toBe(2);
    for (let run = 0; run < 2; run++) {
      const error = engineError(() => many.search({ query: 'solar OR *xyz' }));
      expect(error.code).toBe('QUERY_TRUNCATION_TOO_BROAD');
      expect(error.message).toMatch(/^\*xyz matches more than 10,000 different words/);
      expect(error.span).toEqual({ start: 9, end: 13 });
    }
    expect(many.search({ query: '*0xyz', rows: 0 }).numFound).toBe(2);
  });

  it('bad paging, sorts and facet fields are refused with a message', () => {
    expect(engineError(() => searcher.search({ query: 'solar', rows: -1 })).message).toMatch(/rows/);
    expect(
      engineError(() => searcher.search({ query: 'solar', sort: [{ field: 'titles', order: 'asc' }] })).message,
    ).toMatch(/titles/);
    expect(engineError(() => searcher.search({ query: 'solar', facets: { abstracts: { kind: 'terms' } } })).code).toBe(
      'SEARCH_INVALID',
    );
    expect(engineError(() => searcher.search({ query: '' })).code).toBe('QUERY_EMPTY');
  });
});

describe('results', () => {
  it('sorts by score then date by default, and by any numeric key with missing values last', () => {
    const byDate = searcher.search({
      query: 'solar OR battery',
      rows: 10,
      sort: [{ field: 'publicationdate', order: 'asc' }],
    });
    expect(byDate.hits.map((h) => h.ucid)).toEqual(['US-3000003-A1', 'EP-1000001-A1', 'US-2000002-B2', 'CN-4000004-A']);
    const desc = searcher.search({
      query: 'solar OR battery',
      rows: 10,
      sort: [{ field: 'forwardcitationcount', order: 'desc' }],
    });
    expect(desc.hits.map((h) => h.ucid).slice(0, 2)).toEqual(['US-2000002-B2', 'EP-1000001-A1']);
    const scored = searcher.search({ query: 'solar', rows: 10 });
    const scores = scored.hits.map((h) => h.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    expect(scores[0]).toBeGreaterThan(0);
  });

  it('pages are slices of one order', () => {
    const all = searcher.search({
      query: 'solar OR battery',
      rows: 10,
      sort: [{ field: 'publicationdate', order: 'desc' }],
    });
    const second = searcher.search({
      query: 'solar OR battery',
      start: 2,
      rows: 2,
      sort: [{ field: 'publicationdate', order: 'desc' }],
    });
    expect(second.hits.map((h) => h.ucid)).toEqual(all.hits.slice(2, 4).map((h) => h.ucid));
    expect(second.numFound).toBe(4);
  });

  it('collapses by family with exact group and document counts', () => {
    const r = searcher.search({ query: 'solar OR battery', rows: 10, groupBy: 'simplefamily' });
    expect(r.numFound).toBe(4);
    expect(r.grouping).toEqual({ groupBy: 'simplefamily', numGroups: 3, numDocs: 4 });
    const f1 = r.hits.find((h) => h.groupKey === 'F1');
    expect(f1?.groupSize).toBe(2);
  });

  it('counts facets over the whole match set, with the rest and the missing counted', () => {
    const r = searcher.search({
      query: 'solar OR battery',
      rows: 1,
      facets: {
        country: { kind: 'terms', limit: 1 },
        assignees_name_original: { kind: 'terms' },
        publicationdate: { kind: 'years' },
        citations: {
          kind: 'ranges',
          field: 'forwardcitationcount',
          ranges: [
            { label: 'few', to: 5 },
            { label: 'many', from: 5 },
          ],
          missingLabel: 'unknown',
        },
      },
    });
    expect(r.facets.country).toEqual({ buckets: [{ value: 'US', count: 2 }], otherCount: 2, missingCount: 0 });
    expect(r.facets.assignees_name_original!.buckets).toEqual([
      { value: 'Siemens AG', count: 2 },
      { value: 'Robert Bosch GmbH', count: 1 },
    ]);
    expect(r.facets.assignees_name_original!.missingCount).toBe(1);
    // Years newest first; the one match without a date is missing.
    expect(r.facets.publicationdate).toEqual({
      buckets: [
        { value: '2018', count: 1 },
        { value: '2015', count: 1 },
        { value: '2010', count: 1 },
      ],
      otherCount: 0,
      missingCount: r.numFound - 3,
    });
    // Ranges in the order asked, the matches without a value as the bucket named for them.
    expect(r.facets.citations!.buckets.map((b) => b.value)).toEqual(['few', 'many', 'unknown']);
    expect(r.facets.citations!.buckets.map((b) => b.count)).toEqual([1, 1, r.numFound - 2]);
    expect(r.facets.citations!.missingCount).toBe(0);
  });

  it('existence filters keep documents that have a value in the field', () => {
    expect(ucids({ query: 'solar OR battery', rows: 10, requireFields: ['publicationdate'] })).toEqual([
      'EP-1000001-A1',
      'US-2000002-B2',
      'US-3000003-A1',
    ]);
    expect(ucids({ query: 'solar OR battery', rows: 10, requireFields: ['claims', 'cpcvalues'] })).toEqual([
      'EP-1000001-A1',
    ]);
    expect(ucids({ query: 'solar OR battery', rows: 10, requireFields: ['assignees_name_original'] })).toHaveLength(3);
    expect(engineError(() => searcher.search({ query: 'solar', requireFields: ['nope'] })).code).toBe('SEARCH_INVALID');
  });

  it('filters restrict without changing scores, and fl trims the stored document', () => {
    const plain = searcher.search({ query: 'solar', rows: 10 });
    const filtered = searcher.search({ query: 'solar', filters: ['CC=EP'], rows: 10, fl: ['titles'] });
    expect(filtered.hits.map((h) => h.ucid)).toEqual(['EP-1000001-A1']);
    expect(filtered.hits[0]!.score).toBe(plain.hits.find((h) => h.ucid === 'EP-1000001-A1')!.score);
    expect(Object.keys(filtered.hits[0]!.fields).sort()).toEqual(['titles', 'ucid']);
  });

  it('highlights the occurrences that made the match, per clause group, with snippets', () => {
    const r = searcher.search({ query: 'AB=(solar W2 cell) OR battery', rows: 10, highlight: { entireField: true } });
    const ep = r.hits.find((h) => h.ucid === 'EP-1000001-A1')!;
    const abstract = ep.highlighting!.entireField!.abstracts!;
    const marked = abstract.highlights.map((h) => `${abstract.text.slice(h.start, h.end)}:${h.group}`);
    expect(marked).toEqual(['solar:0', 'cell:0', 'battery:1']);
    expect(ep.highlighting!.snippets.abstracts![0]!.text).toContain('solar thin film cell');
    // Unmatched solar/cell occurrences elsewhere are not proximity matches and stay unmarked in the claims.
    expect(ep.highlighting!.snippets.claims).toBeUndefined();
  });

  it('marks a highlighting scheme’s words in their groups, and the query’s clauses after them', () => {
    const r = searcher.search({
      query: 'TI=solar',
      rows: 10,
      highlight: { entireField: true, fields: ['abstracts'], termGroups: [['batter*'], ['energy', 'thin']] },
    });
    const abstract = r.hits.find((h) => h.ucid === 'EP-1000001-A1')!.highlighting!.entireField!.abstracts!;
    const marked = abstract.highlights.map((h) => `${abstract.text.slice(h.start, h.end)}:${h.group}`);
    expect(marked).toEqual(['thin:1', 'battery:0', 'energy:1']);
    const titles = searcher.search({
      query: 'TI=solar',
      rows: 1,
      highlight: { entireField: true, termGroups: [['x']] },
    });
    const title = titles.hits[0]!.highlighting!.entireField!['titles.en']!;
    expect(title.highlights.map((h) => h.group)).toEqual([1]);
  });

  it('with a field list, highlights body fields and derived ones, and returns only the listed fields', () => {
    const request = { query: 'FIRSTCL=frame OR CL=thin', rows: 10, highlight: {} } as const;
    const firstOnly = { ...request, query: 'FIRSTCL=frame', fl: ['titles'] };
    const derived = searcher.search(firstOnly).hits[0]!.highlighting!.snippets;
    // The first claim is derived from the claims, which neither the field list nor the query names.
    expect(Object.keys(derived)).toEqual(['firstclaims']);
    expect(derived.firstclaims![0]!.text).toContain('frame');
    const whole = searcher.search(request).hits.find((h) => h.ucid === 'EP-1000001-A1')!;
    const listed = searcher.search({ ...request, fl: ['titles'] }).hits.find((h) => h.ucid === 'EP-1000001-A1')!;
    expect(Object.keys(listed.fields).sort()).toEqual(['titles', 'ucid']);
    expect(listed.fields.titles).toEqual(whole.fields.titles);
    expect(Object.keys(listed.highlighting!.snippets).sort()).toEqual(['claims', 'firstclaims']);
    expect(listed.highlighting).toEqual(whole.highlighting);
  });

  it('gives snippets per language of a title, of a one-value field and of a name field, and none where nothing matched', () => {
    const marked = (snippet: { text: string; highlights: readonly { start: number; end: number }[] }) =>
      snippet.highlights.map((h) => snippet.text.slice(h.start, h.end));
    const r = searcher.search({
      query: 'TA=(dünnschicht OR film OR electrode) OR PA=siemens',
      rows: 10,
      highlight: {},
    });
    const ep = r.hits.find((h) => h.ucid === 'EP-1000001-A1')!.highlighting!.snippets;
    // The second language's positions follow the first's: each value is marked in its own text.
    expect(marked(ep['titles.en']![0]!)).toEqual(['film']);
    expect(marked(ep['titles.de']![0]!)).toEqual(['Dünnschicht']);
    expect(marked(ep.abstracts![0]!)).toEqual(['film']);
    expect(marked(ep.assignees_name_original![0]!)).toEqual(['Siemens']);
    const us = r.hits.find((h) => h.ucid === 'US-2000002-B2')!.highlighting!.snippets;
    expect(marked(us.titles![0]!)).toEqual(['electrode']);
    expect(Object.keys(us).sort()).toEqual(['abstracts', 'titles']);
  });
});

describe('explain', () => {
  it('counts every clause, positional parts included', () => {
    const counts = clauseCounts(searcher, { query: 'AB=(solar W2 cell) AND CC=US' });
    expect(counts.count).toBe(0);
    expect(counts.children.map((c) => c.count)).toEqual([1, 2]);
    expect(counts.children[0]!.children.map((c) => c.count)).toEqual([3, 2]);
  });

  it('names the words a truncation stands for, the commonest first, in its clause count', () => {
    const counts = clauseCounts(searcher, { query: 'TAC=sol* AND elect*' });
    const [sol, elect] = counts.children;
    // Each word is counted once however many fields hold it (solar is in titles and abstracts).
    expect(sol!.expansions).toEqual({ words: ['solar', 'solarzelle'], total: 2 });
    expect(elect!.expansions).toEqual({ words: ['electrode'], total: 1 });
    for (const word of elect!.expansions!.words)
      expect(searcher.search({ query: word, rows: 0 }).numFound).toBeGreaterThan(0);
    expect(clauseCounts(searcher, { query: 'zzq*' }).expansions).toEqual({ words: [], total: 0 });
    expect(counts.expansions).toBeUndefined();
  });

  it('explains a document’s score clause by clause', () => {
    const e = explain(searcher, { query: 'solar AND battery' }, 'EP-1000001-A1');
    expect(e.matched).toBe(true);
    expect(e.details).toHaveLength(2);
    expect(e.value).toBe(e.details[0]!.value + e.details[1]!.value);
    expect(e.value).toBe(
      searcher.search({ query: 'solar AND battery', rows: 100 }).hits.find((h) => h.ucid === 'EP-1000001-A1')!.score,
    );
    expect(e.details[0]!.details.map((d) => d.description).join('\n')).toMatch(/titles: "solar" 1×/);
    const miss = explain(searcher, { query: 'wind' }, 'EP-1000001-A1');
    expect(miss.matched).toBe(false);
  });
});

describe('regressions the brute-force oracle found', () => {
  async function index(docs: EngineDocument[]): Promise<Searcher> {
    const dir = new MemoryDirectory();
    const writer = await IndexWriter.open(dir, { schema: PATENT_SCHEMA });
    for (const doc of docs) await writer.addDocument(doc);
    await writer.commit();
    return Searcher.open(dir, { schema: PATENT_SCHEMA });
  }
  const found = (s: Searcher, query: string) =>
    s
      .search({ query, rows: 100 })
      .hits.map((h) => h.ucid)
      .sort();

  it('a nested proximity keeps every pair, not only the nearest (a longer match may end closer)', async () => {
    const s = await index([
      { ucid: 'A', titles: 'solar cell cell glass' },
      { ucid: 'B', titles: 'glass cell cell solar' },
      { ucid: 'C', titles: 'cell battery battery x lithium' },
      { ucid: 'D', titles: 'battery glass battery solar' },
    ]);
    expect(found(s, '(solar W5 cell) WF0 glass')).toEqual(['A']);
    expect(found(s, 'glass W0 (solar W5 cell)')).toEqual(['A', 'B']);
    expect(found(s, 'glass WF0 (solar W5 cell)')).toEqual(['B']);
    expect(found(s, '(cell WF3 battery) WF1 lithium')).toEqual(['C']);
    expect(found(s, '(solar W3 battery) NOTW2 glass')).toEqual(['D']);
  });

  it('a truncation names its commonest words first and counts the rest (clause counts)', async () => {
    const s = await index([
      { ucid: 'A', titles: 'cart carbon car', abstracts: 'cargo card' },
      { ucid: 'B', titles: 'carbon car', abstracts: 'carpet' },
      { ucid: 'C', titles: 'car cargo', abstracts: 'carbon caramel' },
      { ucid: 'D', titles: 'carbonate' },
    ]);
    // carbon and car are in 3 documents each (carbon in titles of two and the abstract of one), cargo in 2; the
    // rest in one, alphabetically; six are named and all eight counted.
    expect(clauseCounts(s, { query: 'TAC=car*' }).children).toEqual([]);
    expect(clauseCounts(s, { query: 'TAC=car*' }).expansions).toEqual({
      words: ['car', 'carbon', 'cargo', 'caramel', 'carbonate', 'card'],
      total: 8,
    });
  });

  it('a truncated compound is a valid pattern', async () => {
    const s = await index([
      { ucid: 'A', titles: 'thin-film cell' },
      { ucid: 'B', titles: 'thin films' },
    ]);
    expect(found(s, 'thin-f*')).toEqual(['A', 'B']);
    expect(found(s, 'Li-Ion*')).toEqual([]);
  });

  it('compounds and OR groups in proximity do not depend on document order', async () => {
    const s = await index([
      { ucid: 'A', titles: 'thin-film' },
      { ucid: 'B', titles: 'thin film' },
      { ucid: 'X', claims: 'film thin panel' },
      { ucid: 'Y', claims: 'battery thin film' },
    ]);
    expect(found(s, 'TI=thin-film')).toEqual(['A', 'B']);
    expect(found(s, 'CL=((thin film OR panel) W4 battery)')).toEqual(['Y']);
  });
});

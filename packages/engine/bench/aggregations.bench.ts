// Aggregation benchmark: the analysis aggregations (distinct groups per value) over generated documents.
//
// Documents carry what analysis charts count and little text: a short title, 1–3 assignees drawn from a Zipf
// distribution over 2,000 names, 1–4 CPC codes over 3,000, 1–4 inventors over 20,000, a country, publication,
// priority and expiry dates, grant and pending flags. Simple families of 1–6 members are interleaved in the stream
// (members share assignees, CPC codes and priority), applications hold one or two publications, extended families
// join one to three simple families. Each timing is one search returning no rows: the query `TI=device` matches every
// document, `TI=sensor` about a third.
//
// Run: node --import tsx packages/engine/bench/aggregations.bench.ts [--docs 100000] [--runs 15]

import { IndexWriter } from '../src/index/index-writer.ts';
import { PATENT_SCHEMA } from '../src/schema/patent-schema.ts';
import type { AggregationRequest, FacetRequest, GroupBy, SearchRequest } from '../src/search-types.ts';
import { Searcher } from '../src/searcher.ts';
import { MemoryDirectory } from '../src/store/memory-directory.ts';
import { median, percentile } from './engine/measure.ts';
import { AliasTable, Random, zipfWeights } from './engine/random.ts';

const args = process.argv.slice(2);
const option = (name: string, fallback: number): number => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? Number(args[i + 1]) : fallback;
};
const DOCS = option('docs', 100_000);
const RUNS = option('runs', 15);
const WARMUP = 3;
const log = (line: string) => process.stderr.write(`${line}\n`);

const ASSIGNEES = Array.from({ length: 2_000 }, (_, i) => `Assignee ${i} Corp`);
const ASSIGNEE_TABLE = new AliasTable(zipfWeights(ASSIGNEES.length, 1.05));
const SECTIONS = ['A', 'B', 'C', 'F', 'G', 'H', 'Y'];
const CPC = Array.from({ length: 3_000 }, (_, i) => {
  const section = SECTIONS[i % SECTIONS.length]!;
  const klass = String(1 + ((i * 7) % 60)).padStart(2, '0');
  const subclass = String.fromCharCode(65 + ((i * 11) % 20));
  return `${section}${klass}${subclass}${1 + ((i * 13) % 40)}/${String((i * 17) % 100).padStart(2, '0')}`;
});
const CPC_TABLE = new AliasTable(zipfWeights(CPC.length, 0.9));
const INVENTOR_TABLE = new AliasTable(zipfWeights(20_000, 0.8));
const COUNTRIES = ['US', 'CN', 'EP', 'JP', 'WO', 'KR', 'DE', 'GB', 'FR', 'CA', 'AU', 'IN'];
const COUNTRY_TABLE = new AliasTable([30, 25, 12, 12, 10, 6, 5, 2, 2, 2, 1, 1]);
const FAMILY_SIZES = new AliasTable([40, 25, 15, 10, 6, 4]);

type Family = {
  id: string;
  extended: string;
  remaining: number;
  assignees: string[];
  cpc: string[];
  inventors: string[];
  priority: number;
  application: string;
  applicationLeft: number;
};

/** The documents, streamed: families are opened and finished at random, so their members are spread out. */
function* documents(count: number): Generator<Record<string, unknown> & { ucid: string }> {
  const random = new Random(20261129);
  const open: Family[] = [];
  let families = 0;
  let extended = 0;
  let applications = 0;
  const distinct = <T>(n: number, draw: () => T): T[] => [...new Set(Array.from({ length: n }, draw))];
  for (let i = 0; i < count; i++) {
    let family: Family;
    if (open.length > 0 && (open.length >= 2_000 || random.chance(0.56))) {
      family = open[random.int(0, open.length - 1)]!;
    } else {
      const priorityYear = random.int(1995, 2023);
      family = {
        id: `F${families++}`,
        extended: random.chance(0.7) || extended === 0 ? `X${extended++}` : `X${random.int(0, extended - 1)}`,
        remaining: 1 + FAMILY_SIZES.sample(random),
        assignees: distinct(random.int(1, 3), () => ASSIGNEES[ASSIGNEE_TABLE.sample(random)]!),
        cpc: distinct(random.int(1, 4), () => CPC[CPC_TABLE.sample(random)]!),
        inventors: distinct(random.int(1, 4), () => `Inventor ${INVENTOR_TABLE.sample(random)}`),
        priority: priorityYear * 10000 + random.int(1, 12) * 100 + random.int(1, 28),
        application: '',
        applicationLeft: 0,
      };
      open.push(family);
    }
    if (family.applicationLeft <= 0) {
      family.application = `AP${applications++}`;
      family.applicationLeft = random.int(1, 2);
    }
    family.applicationLeft--;
    const year = Math.min(2025, Math.floor(family.priority / 10000) + random.int(0, 4));
    const publicationdate = year * 10000 + random.int(1, 12) * 100 + random.int(1, 28);
    yield {
      ucid: `D${i}`,
      titles: random.chance(0.33) ? 'Sensor device for solar cells' : 'Battery device with electrode',
      assignees_name_original: family.assignees,
      cpcvalues: random.chance(0.2) ? [...family.cpc, CPC[CPC_TABLE.sample(random)]!] : family.cpc,
      inventors_name_normalized: family.inventors,
      country: COUNTRIES[COUNTRY_TABLE.sample(random)]!,
      publicationdate,
      earliestprioritydate: family.priority,
      expectedexpirydate: family.priority + 200000,
      grant: random.chance(0.45),
      pending: random.chance(0.3),
      simplefamilyid: family.id,
      extendedfamilyid: family.extended,
      applicationnumber: family.application,
    };
    if (--family.remaining <= 0) open.splice(open.indexOf(family), 1);
  }
}

function time(searcher: Searcher, request: SearchRequest): { median: number; p90: number; numFound: number } {
  let numFound = 0;
  for (let i = 0; i < WARMUP; i++) numFound = searcher.search(request).numFound;
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    searcher.search(request);
    times.push(performance.now() - start);
  }
  const sorted = [...times].sort((a, b) => a - b);
  return { median: median(times), p90: percentile(sorted, 90), numFound };
}

const topAssignees = (countBy: GroupBy): AggregationRequest => ({
  kind: 'terms',
  field: 'assignees_name_original',
  limit: 20,
  countBy,
});
const assigneeByYear = (countBy: GroupBy): AggregationRequest => ({
  kind: 'pivot',
  rows: { kind: 'terms', field: 'assignees_name_original', limit: 20 },
  columns: { kind: 'years', field: 'publicationdate' },
  countBy,
});
const assigneeByCpc = (countBy: GroupBy): AggregationRequest => ({
  kind: 'pivot',
  rows: { kind: 'terms', field: 'assignees_name_original', limit: 20 },
  columns: { kind: 'terms', field: 'cpcvalues', level: 'subclass', limit: 20 },
  countBy,
});
/** A dashboard's default charts in one request. */
const dashboard = (countBy: GroupBy): Record<string, AggregationRequest> => ({
  assignees: topAssignees(countBy),
  inventors: { kind: 'terms', field: 'inventors_name_normalized', limit: 20, countBy },
  cpcSubclass: { kind: 'terms', field: 'cpcvalues', level: 'subclass', limit: 50, countBy },
  countries: { kind: 'terms', field: 'country', limit: 100, countBy },
  priorityYears: { kind: 'years', field: 'earliestprioritydate', countBy },
  publicationYears: { kind: 'years', field: 'publicationdate', countBy },
  assigneeByYear: assigneeByYear(countBy),
  assigneeByCpc: assigneeByCpc(countBy),
  metrics: { kind: 'metrics', countBy },
});

async function main(): Promise<void> {
  const dir = new MemoryDirectory();
  const writer = await IndexWriter.open(dir, { schema: PATENT_SCHEMA });
  let start = performance.now();
  for (const doc of documents(DOCS)) await writer.addDocument(doc);
  await writer.commit();
  await writer.close();
  const searcher = await Searcher.open(dir, { schema: PATENT_SCHEMA });
  log(
    `indexed ${DOCS.toLocaleString('en')} documents in ${((performance.now() - start) / 1000).toFixed(1)} s, ${searcher.segments.length} segments`,
  );
  start = performance.now();
  for (const field of ['simplefamilyid', 'extendedfamilyid', 'applicationnumber', 'assignees_name_original']) {
    searcher.globalOrdinals(field);
  }
  log(`global ordinals of the keys and assignees: ${(performance.now() - start).toFixed(0)} ms (once per searcher)`);

  const rows: string[] = [];
  const row = (query: string, what: string, request: SearchRequest) => {
    const t = time(searcher, { query, rows: 0, ...request });
    rows.push(
      `| ${query} | ${t.numFound.toLocaleString('en')} | ${what} | ${t.median.toFixed(1)} | ${t.p90.toFixed(1)} |`,
    );
    log(rows[rows.length - 1]!);
  };
  const facet: Record<string, FacetRequest> = { a: { kind: 'terms', field: 'assignees_name_original', limit: 20 } };
  console.log(`\n${DOCS.toLocaleString('en')} generated documents, ${RUNS} runs after ${WARMUP} warm-up, ms\n`);
  rows.push('| query | matches | what | median | p90 |', '| --- | --: | --- | --: | --: |');
  for (const query of ['TI=device', 'TI=sensor']) {
    row(query, 'count only', {});
    row(query, 'facet: top-20 assignees by documents', { facets: facet });
    for (const countBy of ['none', 'simplefamily'] as const) {
      row(query, `top-20 assignees by ${countBy}`, { aggregations: { a: topAssignees(countBy) } });
    }
    row(query, 'assignee × year, top 20 rows, by simplefamily', {
      aggregations: { p: assigneeByYear('simplefamily') },
    });
    row(query, 'assignee × CPC subclass, 20 × 20, by simplefamily', {
      aggregations: { p: assigneeByCpc('simplefamily') },
    });
    for (const countBy of ['none', 'applicationnumber', 'simplefamily', 'extendedfamily'] as const) {
      row(query, `dashboard of 9 charts by ${countBy}`, { aggregations: dashboard(countBy) });
    }
  }
  console.log(rows.join('\n'));
  const used = process.memoryUsage();
  console.log(`\nheap ${(used.heapUsed / 2 ** 20).toFixed(0)} MB, rss ${(used.rss / 2 ** 20).toFixed(0)} MB`);
}

await main();

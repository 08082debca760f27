// Index size with and without combined fields (TAC, FT as one postings list each): the same generated documents
// indexed into one segment per variant, file bytes by kind and the bytes of the combined fields' postings.
// With --timing, the queries of the engine bench's AND, OR, any{n}, term and proximity classes are also run on the
// indexes without and with combined fields, alternately in one process (so the machine's load hits both alike),
// and the medians and their ratio are printed.
// Run: node --import tsx packages/engine/bench/combined-fields-size.bench.ts [--docs N] [--desc-docs N] [--timing [--rows N] [--runs N]]

import { IndexWriter } from '../src/index/index-writer.ts';
import { segmentFileNames } from '../src/index/segment-files.ts';
import { PATENT_COMBINED_FIELDS, PATENT_SCHEMA } from '../src/schema/patent-schema.ts';
import type { Schema } from '../src/schema/schema.ts';
import { Searcher } from '../src/searcher.ts';
import { MemoryDirectory } from '../src/store/memory-directory.ts';
import { CorpusGenerator, type GeneratedDocument, textBytes } from './engine/corpus.ts';
import { buildQueries, GENERATED_SLOTS } from './engine/queries.ts';
import { buildVocabulary } from './engine/vocabulary.ts';

const args = process.argv.slice(2);
const arg = (name: string, fallback: number) => {
  const at = args.indexOf(name);
  return at >= 0 ? Number(args[at + 1]) : fallback;
};

const VARIANTS: { label: string; schema: Schema }[] = [
  { label: 'no combined fields (default)', schema: PATENT_SCHEMA },
  {
    label: 'TAC only',
    schema: { ...PATENT_SCHEMA, combinedFields: PATENT_COMBINED_FIELDS.filter((c) => c.name === 'TAC') },
  },
  { label: 'TAC and FT', schema: { ...PATENT_SCHEMA, combinedFields: PATENT_COMBINED_FIELDS } },
];

async function measure(docs: readonly GeneratedDocument[], schema: Schema) {
  const dir = new MemoryDirectory();
  const writer = await IndexWriter.open(dir, {
    schema,
    merges: false,
    maxBufferedDocs: docs.length + 1,
    ramBufferBytes: 2 ** 31,
  });
  for (const doc of docs) await writer.addDocument(doc);
  await writer.commit();
  await writer.close();
  const searcher = await Searcher.open(dir, { schema });
  let postings = 0;
  let total = 0;
  let combinedPostings = 0;
  for (const segment of searcher.segments) {
    const names = segmentFileNames(segment.entry.name);
    postings += (await dir.readFile(names.postings)).length;
    for (const name of Object.values(names)) total += (await dir.readFile(name)).length;
    const limit = 0x30 + segment.meta.fields.length;
    for (const entry of segment.terms.entries())
      if (entry.term.charCodeAt(0) >= limit) combinedPostings += entry.info.length;
  }
  return { postings, total, combinedPostings, searcher };
}

const TIMED = new Set(['term', 'AND', 'OR', 'any{n}', 'phrase', 'W/NEAR unordered', 'WS sentence']);

/** Median ms per query class of each searcher, the searchers' runs interleaved. */
function timeClasses(searchers: readonly Searcher[], descriptions: boolean, runs: number): Map<string, number[]> {
  const queries = buildQueries(GENERATED_SLOTS, descriptions ? 'FT' : undefined).filter((q) => TIMED.has(q.cls));
  const perClass = new Map<string, number[][]>();
  for (const q of queries) {
    const times: number[][] = searchers.map(() => []);
    const counts = new Set<number>();
    for (let r = 0; r < runs + 2; r++) {
      searchers.forEach((searcher, i) => {
        const start = performance.now();
        counts.add(searcher.search({ query: q.query, rows: arg('--rows', 20) }).numFound);
        if (r >= 2) times[i]!.push(performance.now() - start);
      });
    }
    if (counts.size !== 1) throw new Error(`counts differ for ${q.query}: ${[...counts]}`);
    const medians = times.map(median);
    const list = perClass.get(q.cls) ?? [];
    list.push(medians);
    perClass.set(q.cls, list);
  }
  // A class's figure: the median over its queries of each searcher's median.
  return new Map([...perClass].map(([cls, rows]) => [cls, searchers.map((_, i) => median(rows.map((r) => r[i]!)))]));
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[sorted.length >> 1]!;
}

const mb = (n: number) => `${(n / 1e6).toFixed(2)} MB`;

for (const [name, count, descriptions] of [
  ['generated (title, abstract, claims)', arg('--docs', 5000), false],
  ['with descriptions', arg('--desc-docs', 1000), true],
] as const) {
  const generator = new CorpusGenerator(buildVocabulary(20240601));
  const docs = [...generator.documents({ seed: 20240601, count, descriptions })];
  const raw = docs.reduce((sum, d) => sum + textBytes(d), 0);
  console.log(`\n${name}: ${count} documents, ${mb(raw)} of text`);
  let base: { postings: number; total: number } | null = null;
  const searchers: Searcher[] = [];
  for (const { label, schema } of VARIANTS) {
    const m = await measure(docs, schema);
    searchers.push(m.searcher);
    base ??= m;
    console.log(
      `  ${label.padEnd(22)} postings ${mb(m.postings)} (+${((m.postings / base.postings - 1) * 100).toFixed(1)} %), ` +
        `combined-field postings ${mb(m.combinedPostings)}, total ${mb(m.total)} ` +
        `(+${((m.total / base.total - 1) * 100).toFixed(1)} %)`,
    );
  }
  if (args.includes('--timing')) {
    console.log(
      `  median ms (${arg('--rows', 20) > 0 ? `top ${arg('--rows', 20)} by score, ` : ''}exact count), ${VARIANTS.map((v) => v.label).join(' / ')}:`,
    );
    for (const [cls, medians] of timeClasses(searchers, descriptions, arg('--runs', 15))) {
      const ratios = medians.map((m) => (m / medians[0]!).toFixed(2)).join(' / ');
      console.log(`    ${cls.padEnd(18)} ${medians.map((m) => m.toFixed(3)).join(' / ')}  (÷ none: ${ratios})`);
    }
  }
}

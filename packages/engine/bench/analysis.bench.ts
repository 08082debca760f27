// Text-analysis throughput: analyses ~20 MB of generated patent-like text (title + abstract + claims per
// document) with the text analyzer and prints MB/s, tokens/s and documents/s; then highlights a 100k-word
// description with some 20,000 marks (highlightField: analysis again plus marking), which should take well under a
// second (a pass over tokens × marks would take minutes). Also the indexing path (`analyzeInto`: no Token objects,
// terms interned in a TermTable on their char codes) over the same text, when the analyzer has it.
// Run: node --import tsx packages/engine/bench/analysis.bench.ts
import { TermTable } from '../src/analysis/term-table.ts';
import { highlightField, textAnalyzer } from '../src/index.ts';
import { longDescription } from '../src/testing/long-description.ts';

const TARGET_BYTES = 20 * 1024 * 1024;

const WORDS = (
  'the a an of to and in for with wherein said comprising first second layer battery cell cathode anode ' +
  'electrolyte separator housing substrate semiconductor device method system configured arranged plurality ' +
  'portion surface contact voltage current temperature pressure control unit signal circuit electrode ' +
  'membrane polymer composition weight solution particle coating thickness between least one each which'
).split(' ');
const TECHNICAL = [
  'Li-ion',
  'LiFePO4',
  'CO2-laser',
  'Wi-Fi',
  '3D-printing',
  'H2O2',
  'Ti6Al4V',
  'Ca(OH)2',
  '7732-18-5',
  '3.5',
  '0,25',
  '1,000',
  '10-20',
  "applicant's",
  'TCP/IP',
  'Müller',
  'naïve',
  'ﬁber',
];
const ABBREVIATIONS = ['e.g.', 'i.e.', 'Fig. 2', 'FIG. 3', 'No.', 'approx.'];

// Deterministic generator (mulberry32), so runs compare.
let seed = 0x9e3779b9;
function random(): number {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = seed;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}
const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;

function sentence(words: number): string {
  const out: string[] = [];
  for (let i = 0; i < words; i++) {
    const r = random();
    out.push(
      r < 0.08
        ? pick(TECHNICAL)
        : r < 0.1
          ? pick(ABBREVIATIONS)
          : r < 0.14
            ? `(${Math.floor(random() * 40)})`
            : pick(WORDS),
    );
  }
  const text = out.join(' ');
  return `${text[0]!.toUpperCase()}${text.slice(1)}.`;
}

function document(): string[] {
  const title = sentence(8).toUpperCase();
  const abstract: string[] = [];
  for (let i = 0; i < 6; i++) abstract.push(sentence(20));
  const claims: string[] = [];
  for (let c = 1; c <= 12; c++) claims.push(`${c}. ${sentence(25).replace(/\.$/, '')}; and ${sentence(20)}`);
  return [title, abstract.join(' '), claims.join('\n')];
}

const docs: string[][] = [];
let chars = 0;
while (chars < TARGET_BYTES) {
  const doc = document();
  docs.push(doc);
  for (const field of doc) chars += field.length;
}

const analyzer = textAnalyzer();
function run(): number {
  let tokens = 0;
  for (const doc of docs) for (const field of doc) tokens += analyzer.analyze(field).length;
  return tokens;
}

run(); // warm-up: JIT and the character-class cache
const rounds = 3;
let best = Number.POSITIVE_INFINITY;
let tokens = 0;
for (let r = 0; r < rounds; r++) {
  const started = process.hrtime.bigint();
  tokens = run();
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  best = Math.min(best, seconds);
}
const mb = chars / (1024 * 1024);
console.log(
  `analysis: ${mb.toFixed(1)} MB (${docs.length} docs, ${(chars / docs.length).toFixed(0)} chars/doc), best of ${rounds}: ` +
    `${(mb / best).toFixed(1)} MB/s, ${(tokens / best / 1e6).toFixed(2)} M tokens/s, ${Math.round(docs.length / best)} docs/s`,
);

// The indexing path: the same tokens handed to a sink as term ids, one table for the whole run (as a segment's).
if (analyzer.analyzeInto !== undefined) {
  const analyzeInto = analyzer.analyzeInto;
  const table = new TermTable();
  let count = 0;
  const sink = {
    term(): void {
      count++;
    },
  };
  const runInto = (): number => {
    count = 0;
    for (const doc of docs) for (const field of doc) analyzeInto(field, table, sink);
    return count;
  };
  runInto();
  let bestInto = Number.POSITIVE_INFINITY;
  let intoTokens = 0;
  for (let r = 0; r < rounds; r++) {
    const started = process.hrtime.bigint();
    intoTokens = runInto();
    bestInto = Math.min(bestInto, Number(process.hrtime.bigint() - started) / 1e9);
  }
  console.log(
    `indexing path (analyzeInto, ${table.size.toLocaleString('en')} distinct terms), best of ${rounds}: ` +
      `${(mb / bestInto).toFixed(1)} MB/s, ${(intoTokens / bestInto / 1e6).toFixed(2)} M tokens/s, ${Math.round(docs.length / bestInto)} docs/s`,
  );
}

// Highlighting one long description: 1,000 paragraphs of 100 words, every `anode` and `Li-ion` marked.
const { paragraphs: description, marks } = longDescription(analyzer);
highlightField(description, analyzer, marks); // warm-up
let bestHighlight = Number.POSITIVE_INFINITY;
for (let r = 0; r < rounds; r++) {
  const started = process.hrtime.bigint();
  highlightField(description, analyzer, marks);
  bestHighlight = Math.min(bestHighlight, Number(process.hrtime.bigint() - started) / 1e6);
}
console.log(
  `highlight: 100k-word description, ${marks.length.toLocaleString('en')} marks, best of ${rounds}: ${bestHighlight.toFixed(0)} ms`,
);

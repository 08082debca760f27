// Codec micro-benchmarks: `node --import tsx packages/engine/bench/codec.bench.ts` from the repository root.
// Prints absolute figures; never run by tests (timings belong in benchmarks, not assertions).
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { brotliCompressSync, brotliDecompressSync, constants, deflateRawSync, inflateRawSync } from 'node:zlib';
import { unpackDocIds } from '../src/codec/bit-packing.ts';
import { ByteReader } from '../src/codec/byte-reader.ts';
import { BLOCK_SIZE, TERMINATED } from '../src/codec/postings-block.ts';
import { PostingsReader } from '../src/codec/postings-reader.ts';
import { PostingsWriter } from '../src/codec/postings-writer.ts';
import { StoredFieldsReader, StoredFieldsWriter } from '../src/codec/stored-fields.ts';
import { encodeVarints } from '../src/codec/varint.ts';
import { wordView } from '../src/codec/word-view.ts';
import { TermDictionary } from '../src/termdict/term-dictionary.ts';
import { TermDictionaryWriter } from '../src/termdict/term-dictionary-writer.ts';
import { compareTerms } from '../src/termdict/utf8-order.ts';

/** Best of `runs` timings of `fn` in milliseconds, after one warm-up. */
function best(fn: () => void, runs = 5): number {
  fn();
  let min = Number.POSITIVE_INFINITY;
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    fn();
    min = Math.min(min, performance.now() - t0);
  }
  return min;
}

const fmt = (n: number) =>
  n >= 1e6 ? `${(n / 1e6).toFixed(1)} M` : n >= 1e3 ? `${(n / 1e3).toFixed(1)} k` : n.toFixed(0);
let seed = 42;
const random = () => {
  seed = (Math.imul(seed, 1103515245) + 12345) & 0x7fffffff;
  return seed / 0x7fffffff;
};

// ---- Postings: one 10M-document list, gaps 1..8, frequency mostly 1.
const N = 10_000_000;
const writer = new PostingsWriter(1 << 24);
const positions = new Int32Array(4);
writer.startTerm();
let doc = -1;
const t0 = performance.now();
for (let i = 0; i < N; i++) {
  doc += 1 + Math.floor(random() * 8);
  const f = random() < 0.8 ? 1 : 2;
  positions[0] = Math.floor(random() * 200);
  positions[1] = positions[0] + 5;
  writer.addDoc(doc, positions.subarray(0, f));
}
const info = writer.finishTerm();
const postings = writer.finish();
console.log(`postings: wrote ${fmt(N)} docs in ${(performance.now() - t0).toFixed(0)} ms; ${postings.length} bytes`);
console.log(
  `  ${((8 * postings.length) / N).toFixed(2)} bits per posting incl. freq, 1-2 positions, sentence, paragraph`,
);

const reader = new PostingsReader(postings, info);
const iterMs = best(() => {
  reader.reset(info);
  let count = 0;
  for (let d = reader.doc(); d !== TERMINATED; d = reader.advance()) count++;
  if (count !== N) throw new Error('count');
});
console.log(`  next() over all docs: ${fmt(N / (iterMs / 1000))} docs/s`);
const freqMs = best(() => {
  reader.reset(info);
  let sum = 0;
  for (let d = reader.doc(); d !== TERMINATED; d = reader.advance()) sum += reader.freq();
  if (sum < N) throw new Error('sum');
});
console.log(`  next() + freq(): ${fmt(N / (freqMs / 1000))} docs/s`);
const posMs = best(() => {
  reader.reset(info);
  let sum = 0;
  for (let d = reader.doc(); d !== TERMINATED; d = reader.advance()) sum += reader.positions()[0]!;
  if (sum < 0) throw new Error('sum');
}, 2);
console.log(`  next() + positions(): ${fmt(N / (posMs / 1000))} docs/s`);

// Raw decode of the packed doc-id blocks versus varint decoding of the same gaps.
const nb = Math.floor(N / BLOCK_SIZE);
const words = wordView(postings, info.offset, 2 * nb + wordView(postings, info.offset, 2 * nb)[2 * nb - 1]!);
const out = new Int32Array(BLOCK_SIZE);
const packedMs = best(() => {
  let sum = 0;
  for (let b = 0; b < nb; b++) {
    const start = 2 * nb + (b === 0 ? 0 : words[nb + b - 1]!);
    unpackDocIds(words, start + 3, BLOCK_SIZE, words[start]! & 0xff, b === 0 ? -1 : words[b - 1]!, out);
    sum += out[127]!;
  }
  if (sum === 0) throw new Error('sum');
});
const gaps = new Uint32Array(N);
reader.reset(info);
let prev = -1;
for (let i = 0, d = reader.doc(); d !== TERMINATED; d = reader.advance(), i++) {
  gaps[i] = d - prev - 1;
  prev = d;
}
const varintBytes = encodeVarints(gaps);
const varintMs = best(() => {
  const r = new ByteReader(varintBytes);
  let d = -1;
  for (let b = 0; b < nb; b++) {
    for (let i = 0; i < BLOCK_SIZE; i++) {
      d += r.readVarint() + 1;
      out[i] = d;
    }
  }
  if (d === 0) throw new Error('d');
});
console.log(
  `  doc-id block decode: bit-packed ${fmt((nb * BLOCK_SIZE) / (packedMs / 1000))} ints/s ` +
    `(${((4 * words.length) / N).toFixed(2)} B/doc incl. freq+positions) vs varint ${fmt((nb * BLOCK_SIZE) / (varintMs / 1000))} ints/s ` +
    `(${(varintBytes.length / N).toFixed(2)} B/doc ids only)`,
);

for (const stride of [50, 1000, 100_000]) {
  const seeks = Math.floor(doc / stride);
  const seekMs = best(() => {
    reader.reset(info);
    let hits = 0;
    for (let target = 0; target <= doc; target += stride) if (reader.seek(target) !== TERMINATED) hits++;
    if (hits === 0) throw new Error('hits');
  });
  console.log(`  seek(), target stride ${stride} docs: ${fmt(seeks / (seekMs / 1000))} seeks/s`);
}

// ---- Term dictionary: 1M terms.
const TERMS = 1_000_000;
const termSet = new Set<string>();
while (termSet.size < TERMS) {
  const len = 3 + Math.floor(random() * 9);
  let t = '';
  for (let i = 0; i < len; i++) t += String.fromCharCode(97 + Math.floor(random() * random() * 26));
  termSet.add(t);
}
const terms = [...termSet].sort(compareTerms);
const tdw = new TermDictionaryWriter();
let buildMs = performance.now();
terms.forEach((t, i) => {
  tdw.add(t, { docFreq: 1 + (i % 50), totalTermFreq: 1 + (i % 50) + (i % 3), offset: i * 12, length: 12 });
});
const dictBytes = tdw.finish();
buildMs = performance.now() - buildMs;
const dict = TermDictionary.open(dictBytes);
console.log(
  `termdict: ${fmt(TERMS)} terms built in ${buildMs.toFixed(0)} ms, ${(dictBytes.length / TERMS).toFixed(1)} B/term`,
);
const probes = Array.from({ length: 200_000 }, () => terms[Math.floor(random() * terms.length)]!);
const absent = probes.map((p) => `${p}~`);
const hitMs = best(() => {
  for (const p of probes) if (dict.lookup(p) === null) throw new Error(p);
});
const missMs = best(() => {
  for (const p of absent) if (dict.lookup(p) !== null) throw new Error(p);
});
console.log(
  `  lookup: ${fmt(probes.length / (hitMs / 1000))}/s present, ${fmt(absent.length / (missMs / 1000))}/s absent`,
);
let expanded = 0;
const prefixMs = best(() => {
  expanded = 0;
  for (const p of ['ab', 'ca', 'ba', 'aaa', 'de']) for (const _ of dict.prefix(p)) expanded++;
}, 3);
console.log(`  prefix expansion: ${fmt(expanded / (prefixMs / 1000))} terms/s (${expanded} terms)`);

// ---- Stored fields on patent text: title + abstract + claims of the real USPTO/EPO documents in shared/data.
const files = execFileSync('find', ['/work/shared/data/uspto-xml', '/work/shared/data/ep-fulltext', '-name', '*.xml'])
  .toString()
  .trim()
  .split('\n');
const strip = (s: string) =>
  s
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
const pick = (xml: string, tag: string) =>
  strip(xml.match(new RegExp(`<${tag}[^>]*>([\\s\\S]*?)</${tag}>`))?.[1] ?? '');
const docs: string[] = [];
for (const file of files) {
  const xml = readFileSync(file, 'utf8');
  const d = {
    ucid: file,
    title: pick(xml, 'invention-title'),
    abstract: pick(xml, 'abstract'),
    claims: pick(xml, 'claims'),
  };
  if (d.abstract || d.claims) docs.push(JSON.stringify(d));
}
const raw = docs.map((d) => new TextEncoder().encode(d));
const rawBytes = raw.reduce((a, b) => a + b.length, 0);
console.log(`stored fields: ${docs.length} patent documents, ${fmt(rawBytes)}B of title+abstract+claims JSON`);
const blocks: Uint8Array[] = [];
for (let i = 0; i < raw.length; i += 16) blocks.push(Buffer.concat(raw.slice(i, i + 16)));
const codecs: [string, (b: Uint8Array) => Uint8Array, (b: Uint8Array) => Uint8Array][] = [
  ['deflate-1', (b) => deflateRawSync(b, { level: 1 }), (b) => inflateRawSync(b)],
  ['deflate-6', (b) => deflateRawSync(b, { level: 6 }), (b) => inflateRawSync(b)],
  ...[1, 3, 5].map((q): [string, (b: Uint8Array) => Uint8Array, (b: Uint8Array) => Uint8Array] => [
    `brotli-${q}`,
    (b) => brotliCompressSync(b, { params: { [constants.BROTLI_PARAM_QUALITY]: q } }),
    (b) => brotliDecompressSync(b),
  ]),
];
for (const [name, compress, decompress] of codecs) {
  let compressed: Uint8Array[] = [];
  const cMs = best(() => {
    compressed = blocks.map(compress);
  });
  const dMs = best(() => {
    for (const c of compressed) decompress(c);
  });
  const size = compressed.reduce((a, b) => a + b.length, 0);
  console.log(
    `  ${name.padEnd(9)} blocks of 16: ratio ${(size / rawBytes).toFixed(3)}, compress ${(rawBytes / 1e3 / cMs).toFixed(0)} MB/s, ` +
      `decompress ${(rawBytes / 1e3 / dMs).toFixed(0)} MB/s`,
  );
}
const sfw = new StoredFieldsWriter();
const sfMs = best(() => {
  const w = new StoredFieldsWriter();
  for (let r = 0; r < 10; r++) for (const d of raw) w.add(d);
  w.finish();
}, 3);
for (let r = 0; r < 10; r++) for (const d of raw) sfw.add(d);
const sfBytes = sfw.finish();
const sfr = StoredFieldsReader.open(sfBytes);
const gets = 20_000;
const getMs = best(() => {
  for (let i = 0; i < gets; i++) sfr.get(Math.floor(random() * sfr.docCount));
}, 3);
console.log(
  `  StoredFieldsWriter (brotli-3, 16 docs/64 KiB): ratio ${(sfBytes.length / (10 * rawBytes)).toFixed(3)}, ` +
    `${fmt((10 * docs.length) / (sfMs / 1000))} docs/s written, ${fmt(gets / (getMs / 1000))} random get()/s`,
);

// `npm run bench`: speed figures, printed as absolute numbers and as ratios against a named yardstick.
// Never run by `npm test`; timings belong here, not in tests.
import { performance } from 'node:perf_hooks';
import { parse, print, tokenize } from '@app/query';

/** A long query shaped like a professional searcher's, repeated with OR until it reaches `bytes`. */
function bigQuery(bytes: number): string {
  const unit =
    '(TAC=((solar OR photovoltaic*) W3 (cell? OR module*)) AND CPC=H01L31/04* AND PD>=2015 ' +
    'NOT PA=(acme* OR "foo bar") AND any{2}(TI=wafer, AB=(thin W2 film*), CL="back contact"))';
  const parts: string[] = [];
  let size = 0;
  while (size < bytes) {
    parts.push(unit);
    size += unit.length + 4;
  }
  return parts.join(' OR ');
}

/** Median milliseconds of `fn` over `runs` runs after `warmup` runs. */
function median(fn: () => void, runs = 15, warmup = 3): number {
  for (let i = 0; i < warmup; i++) fn();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    fn();
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)]!;
}

const query = bigQuery(100_000);
const json = JSON.stringify({ q: query.split(' ') });
const parsed = parse(query);
if (parsed.diagnostics.length > 0) throw new Error(`bench query has diagnostics: ${parsed.diagnostics[0]!.message}`);

const jsonMs = median(() => JSON.parse(json));
const parseMs = median(() => parse(query));
const tokenizeMs = median(() => tokenize(query));
const printMs = median(() => print(parsed.ast!));

const kb = (query.length / 1024).toFixed(0);
console.log(
  `query language, ${kb} KB query (${query.length} chars); yardstick: JSON.parse of a ${(json.length / 1024).toFixed(0)} KB document`,
);
console.log(`  JSON.parse (yardstick)  ${jsonMs.toFixed(2)} ms`);
for (const [name, ms] of [
  ['parse', parseMs],
  ['tokenize', tokenizeMs],
  ['print', printMs],
] as const) {
  console.log(
    `  ${name.padEnd(22)}  ${ms.toFixed(2)} ms  = ${(ms / jsonMs).toFixed(1)} x JSON.parse, ${(query.length / 1e6 / (ms / 1000)).toFixed(1)} MB/s`,
  );
}

// The Markdown report: per corpus a table of query classes × variants (ours, FTS5 and Xapian median and p95, the
// ratios of ours to each peer),
// indexing speed, index size over raw text, peak memory; then the issue's targets as PASS / MISS lines.

import { median, percentile } from './measure.ts';
import { type BenchQuery, QUERY_CLASSES, type QueryClass, VARIANTS, type Variant } from './queries.ts';
import type { CorpusName, EngineResult, QueryResult } from './run.ts';

export type EngineOutcome = EngineResult | { readonly available: false; readonly reason: string };

export type CorpusOutcome = {
  readonly corpus: CorpusName;
  readonly title: string;
  readonly ours: EngineOutcome | undefined;
  readonly fts5: EngineOutcome | undefined;
  readonly xapian?: EngineOutcome | undefined;
};

const available = (o: EngineOutcome | undefined): o is EngineResult => o?.available === true;

const ms = (v: number) =>
  Number.isNaN(v) ? '—' : v >= 100 ? v.toFixed(0) : v >= 10 ? v.toFixed(1) : v >= 1 ? v.toFixed(2) : v.toFixed(3);
const int = (v: number) => Math.round(v).toLocaleString('en-US');
const bytes = (v: number) =>
  v >= 1e9 ? `${(v / 1e9).toFixed(2)} GB` : v >= 1e6 ? `${(v / 1e6).toFixed(1)} MB` : `${(v / 1e3).toFixed(1)} kB`;
const pct = (part: number, whole: number) => `${((part / whole) * 100).toFixed(1)}%`;

function byKey(result: EngineResult | undefined): Map<string, QueryResult> {
  const map = new Map<string, QueryResult>();
  if (result) for (const r of result.results) map.set(`${r.id}|${r.variant}`, r);
  return map;
}

function pooled(results: readonly (QueryResult | undefined)[]): number[] {
  return results
    .filter((r): r is QueryResult => r !== undefined && r.error === undefined)
    .flatMap((r) => r.times)
    .sort((a, b) => a - b);
}

function queryMedian(r: QueryResult | undefined): number {
  return r === undefined || r.error !== undefined ? Number.NaN : median(r.times);
}

type Peer = { readonly name: string; readonly result: EngineResult | undefined; readonly by: Map<string, QueryResult> };

/** Ours ÷ a peer over the queries both ran in a variant: the ratio of the pooled medians and of the pooled p95s. */
function ratios(
  inClass: readonly BenchQuery[],
  variant: Variant,
  oursBy: Map<string, QueryResult>,
  peerBy: Map<string, QueryResult>,
): string {
  const both = inClass.filter((q) => {
    const a = oursBy.get(`${q.id}|${variant}`);
    const b = peerBy.get(`${q.id}|${variant}`);
    return a && b && !a.error && !b.error;
  });
  if (both.length === 0) return '—';
  const o = pooled(both.map((q) => oursBy.get(`${q.id}|${variant}`)));
  const p = pooled(both.map((q) => peerBy.get(`${q.id}|${variant}`)));
  return `${(percentile(o, 50) / percentile(p, 50)).toFixed(2)} / ${(percentile(o, 95) / percentile(p, 95)).toFixed(2)}`;
}

/** The report for one corpus. */
export function corpusReport(outcome: CorpusOutcome, detail: boolean): string[] {
  const lines: string[] = [`## ${outcome.title}`, ''];
  const ours = available(outcome.ours) ? outcome.ours : undefined;
  const fts5 = available(outcome.fts5) ? outcome.fts5 : undefined;
  const xapian = available(outcome.xapian) ? outcome.xapian : undefined;
  for (const [name, o] of [
    ['ours', outcome.ours],
    ['FTS5', outcome.fts5],
    ['Xapian', outcome.xapian],
  ] as const)
    if (o !== undefined && !o.available) lines.push(`${name}: unavailable (${o.reason})`, '');
  const queries = (ours ?? fts5 ?? xapian)?.queries ?? [];
  if (queries.length === 0) return [...lines, 'no results', ''];
  const oursBy = byKey(ours);
  const peers: Peer[] = [
    { name: 'FTS5', result: fts5, by: byKey(fts5) },
    { name: 'Xapian', result: xapian, by: byKey(xapian) },
  ];

  lines.push(
    '| class | variant | queries | matches | ours median ms | ours p95 ms | FTS5 median ms | FTS5 p95 ms | ' +
      'Xapian median ms | Xapian p95 ms | ours/FTS5 median / p95 | ours/Xapian median / p95 |',
    '| --- | --- | --: | --: | --: | --: | --: | --: | --: | --: | --: | --: |',
  );
  for (const cls of QUERY_CLASSES) {
    const inClass = queries.filter((q) => q.cls === cls);
    if (inClass.length === 0) continue;
    for (const variant of VARIANTS) {
      const o = inClass.map((q) => oursBy.get(`${q.id}|${variant}`));
      const peerRuns = peers.map((peer) => inClass.map((q) => peer.by.get(`${q.id}|${variant}`)));
      const all = [...o, ...peerRuns.flat()];
      const counts = all.filter((r): r is QueryResult => r !== undefined && r.numFound >= 0).map((r) => r.numFound);
      const matches =
        counts.length === 0
          ? '—'
          : `${int(Math.min(...counts))}–${int(Math.max(...counts))}`.replace(/^(.+)–\1$/, '$1');
      const errors = all.filter((r) => r?.error !== undefined).length;
      const oTimes = pooled(o);
      const peerCells = peerRuns.map((runs) => {
        const times = pooled(runs);
        return times.length === 0 ? 'n/a | n/a' : `${ms(percentile(times, 50))} | ${ms(percentile(times, 95))}`;
      });
      lines.push(
        `| ${cls} | ${variant} | ${inClass.length}${errors > 0 ? ` (${errors} failed)` : ''} | ${matches} | ` +
          `${ms(percentile(oTimes, 50))} | ${ms(percentile(oTimes, 95))} | ${peerCells.join(' | ')} | ` +
          `${peers.map((peer) => ratios(inClass, variant, oursBy, peer.by)).join(' | ')} |`,
      );
    }
  }
  lines.push('');
  lines.push(...engineLines(ours, fts5, xapian));

  for (const peer of peers) {
    if (!peer.result || !ours) continue;
    const mismatches = consistency(queries, oursBy, peer.by, peer.name);
    const compared = queries
      .flatMap((q) => VARIANTS.map((v) => `${q.id}|${v}`))
      .filter((k) => oursBy.has(k) && peer.by.has(k)).length;
    if (mismatches.length > 0) {
      lines.push(
        '',
        `Counts that differ between ours and ${peer.name} (${mismatches.length} of ${compared} query × variant runs; ` +
          'tokenizers differ on compounds and numbers):',
      );
      for (const m of mismatches.slice(0, 12)) lines.push(`- ${m}`);
    } else lines.push('', `Counts: ours and ${peer.name} agree on all ${compared} query × variant runs both made.`);
  }

  const errors = [ours, fts5, xapian].flatMap((r) =>
    (r?.results ?? []).filter((q) => q.error !== undefined).map((q) => ({ engine: r!.engine, q })),
  );
  if (errors.length > 0) {
    lines.push('', `Failed queries (${errors.length}):`);
    for (const { engine, q } of errors.slice(0, 12)) lines.push(`- ${engine} ${q.id} [${q.variant}]: ${q.error}`);
  }
  for (const note of [ours, fts5, xapian].flatMap((r) => r?.notes ?? [])) lines.push(`- note: ${note}`);

  if (detail) {
    lines.push(
      '',
      '| query | variant | matches | ours median | ours p95 | FTS5 median | FTS5 p95 | Xapian median | Xapian p95 |',
      '| --- | --- | --: | --: | --: | --: | --: | --: | --: |',
    );
    for (const q of queries)
      for (const variant of VARIANTS) {
        const o = oursBy.get(`${q.id}|${variant}`);
        const cells = [o, ...peers.map((peer) => peer.by.get(`${q.id}|${variant}`))].map((r) => {
          if (!r) return 'n/a | n/a';
          const sorted = [...r.times].sort((a, b) => a - b);
          return `${ms(percentile(sorted, 50))} | ${ms(percentile(sorted, 95))}`;
        });
        const found =
          o?.numFound ?? peers.map((p) => p.by.get(`${q.id}|${variant}`)?.numFound).find((n) => n !== undefined) ?? -1;
        lines.push(
          `| \`${q.query}\` | ${variant} | ${found < 0 ? '—' : int(found)}${o?.numGroups !== undefined ? ` (${int(o.numGroups)} groups)` : ''} | ` +
            `${cells.join(' | ')} |`,
        );
      }
  }
  lines.push('');
  return lines;
}

function engineLines(
  ours: EngineResult | undefined,
  fts5: EngineResult | undefined,
  xapian: EngineResult | undefined,
): string[] {
  const lines: string[] = [];
  const raw = (ours ?? fts5 ?? xapian)?.rawTextBytes ?? 0;
  const docs = (ours ?? fts5 ?? xapian)?.docs ?? 0;
  lines.push(`- raw text: ${bytes(raw)} UTF-8 in the indexed text fields of ${int(docs)} documents`);
  const rate = (r: EngineResult) => r.docs / (r.indexMs / 1000);
  const idx: string[] = [];
  if (ours)
    idx.push(
      `ours ${int(rate(ours))} docs/s (${(ours.indexMs / 1000).toFixed(1)} s, add + commit; ` +
        `${int(ours.docs / ((ours.indexMs + (ours.extraIndexMs ?? 0)) / 1000))} docs/s with the merges after it)`,
    );
  if (fts5)
    idx.push(
      `FTS5 ${int(rate(fts5))} docs/s (${(fts5.indexMs / 1000).toFixed(1)} s, INSERTs + COMMIT; ` +
        `${int(fts5.docs / ((fts5.indexMs + (fts5.extraIndexMs ?? 0)) / 1000))} docs/s with 'optimize')`,
    );
  if (xapian)
    idx.push(
      `Xapian ${int(rate(xapian))} docs/s (${(xapian.indexMs / 1000).toFixed(1)} s, add_document + commit timed in Python; ` +
        `${int(xapian.docs / ((xapian.indexMs + (xapian.extraIndexMs ?? 0)) / 1000))} docs/s with xapian-compact)`,
    );
  lines.push(`- indexing (one core, generation excluded): ${idx.join('; ')}`);
  const size: string[] = [];
  if (ours)
    size.push(
      `ours ${bytes(ours.indexBytes)} = ${pct(ours.indexBytes, raw)} of raw text; without stored documents (*.stf + *.stb, ` +
        `${bytes(ours.storedBytes)}) ${bytes(ours.indexBytes - ours.storedBytes)} = ${pct(ours.indexBytes - ours.storedBytes, raw)}`,
    );
  if (fts5)
    size.push(
      `FTS5 database ${bytes(fts5.indexBytes)} = ${pct(fts5.indexBytes, raw)}; without its content table ` +
        `${bytes(fts5.indexBytes - fts5.storedBytes)} = ${pct(fts5.indexBytes - fts5.storedBytes, raw)}` +
        (fts5.textIndexBytes === undefined
          ? ''
          : ` (its full-text index alone ${bytes(fts5.textIndexBytes)} = ${pct(fts5.textIndexBytes, raw)})`),
    );
  if (xapian)
    size.push(
      `Xapian (compacted) ${bytes(xapian.indexBytes)} = ${pct(xapian.indexBytes, raw)} (its stored data is ucid and title only)`,
    );
  lines.push(`- index size: ${size.join('; ')}`);
  if (ours)
    lines.push(
      `- ours files: ${ours.files
        .slice(0, 8)
        .map((f) => `${f.name} ${bytes(f.bytes)}`)
        .join(', ')}`,
    );
  const mem = (r: EngineResult) =>
    `${bytes(r.peakRss)} (indexing ${bytes(r.indexPeakRss)}, searching ${bytes(r.searchPeakRss)}; ru_maxrss ${bytes(r.maxRss)})`;
  const memory: string[] = [];
  if (ours) memory.push(`ours ${mem(ours)}`);
  if (fts5) memory.push(`FTS5 ${mem(fts5)}`);
  if (xapian)
    memory.push(
      `Xapian's Python process ru_maxrss ${bytes(xapian.maxRss)} (${bytes(xapian.indexPeakRss)} after indexing)`,
    );
  lines.push(`- peak RSS, sampled: ${memory.join('; ')}`);
  return lines;
}

function consistency(
  queries: readonly BenchQuery[],
  oursBy: Map<string, QueryResult>,
  ftsBy: Map<string, QueryResult>,
  peer: string,
): string[] {
  const out: string[] = [];
  for (const q of queries)
    for (const variant of VARIANTS) {
      const a = oursBy.get(`${q.id}|${variant}`);
      const b = ftsBy.get(`${q.id}|${variant}`);
      if (!a || !b || a.error || b.error) continue;
      if (a.numFound !== b.numFound || (a.numGroups ?? -1) !== (b.numGroups ?? -1))
        out.push(
          `\`${q.query}\` [${variant}]: ours ${int(a.numFound)}${a.numGroups !== undefined ? ` in ${int(a.numGroups)} groups` : ''}, ` +
            `${peer} ${int(b.numFound)}${b.numGroups !== undefined ? ` in ${int(b.numGroups)} groups` : ''}`,
        );
    }
  return out;
}

const pass = (ok: boolean | undefined) => (ok === undefined ? 'n/a ' : ok ? 'PASS' : 'MISS');

/** The issue's targets, checked on the generated title+abstract+claims corpus. */
export function targetReport(outcome: CorpusOutcome | undefined): string[] {
  const lines = ['## Targets (generated corpus: title, abstract, claims)', ''];
  const ours = outcome && available(outcome.ours) ? outcome.ours : undefined;
  const fts5 = outcome && available(outcome.fts5) ? outcome.fts5 : undefined;
  if (!ours) return [...lines, 'n/a: our engine did not run on the generated corpus', ''];
  const oursBy = byKey(ours);
  const ftsBy = byKey(fts5);
  const queries = ours.queries;
  const classMedian = (
    by: Map<string, QueryResult>,
    cls: QueryClass,
    variant: Variant,
    subset?: (q: BenchQuery) => boolean,
  ) =>
    median(
      pooled(queries.filter((q) => q.cls === cls && (subset?.(q) ?? true)).map((q) => by.get(`${q.id}|${variant}`))),
    );

  for (const cls of ['term', 'AND', 'OR', 'phrase'] as const) {
    if (!fts5) {
      lines.push(`- n/a  ${cls}: median at most half of FTS5's (FTS5 did not run)`);
      continue;
    }
    const both = (q: BenchQuery) => ftsBy.has(`${q.id}|plain`) && oursBy.has(`${q.id}|plain`);
    const o = classMedian(oursBy, cls, 'plain', both);
    const f = classMedian(ftsBy, cls, 'plain', both);
    lines.push(
      `- ${pass(o <= f / 2)} ${cls}: median ${ms(o)} ms vs FTS5 ${ms(f)} ms (ratio ${(o / f).toFixed(2)}, target ≤ 0.50)`,
    );
  }

  for (const cls of ['WF ordered', 'W/NEAR unordered'] as const) {
    const pairs = queries
      .filter((q) => q.cls === cls && q.andOf !== undefined)
      .map((q) => {
        const prox = queryMedian(oursBy.get(`${q.id}|plain`));
        const and = queryMedian(oursBy.get(`${q.andOf}|plain`));
        return { q, prox, and, ratio: prox / and };
      })
      .filter((p) => !Number.isNaN(p.ratio));
    if (pairs.length === 0) {
      lines.push(`- n/a  ${cls}: at most twice our AND of the same terms (no results)`);
      continue;
    }
    const worst = pairs.reduce((a, b) => (b.ratio > a.ratio ? b : a));
    lines.push(
      `- ${pass(worst.ratio <= 2)} ${cls}: at most 2× our AND of the same terms; worst ${worst.ratio.toFixed(2)}× ` +
        `(${pairs.map((p) => `\`${p.q.query}\` ${ms(p.prox)} ms vs AND ${ms(p.and)} ms`).join('; ')})`,
    );
  }

  const facetRuns = queries
    .map((q) => ({ q, r: oursBy.get(`${q.id}|facets`), plain: oursBy.get(`${q.id}|plain`) }))
    .filter((x) => x.r !== undefined && x.r.error === undefined);
  const big = facetRuns.filter((x) => x.r!.numFound >= 100_000);
  if (big.length > 0) {
    const worst = big.reduce((a, b) => (queryMedian(b.r) > queryMedian(a.r) ? b : a));
    const list = big
      .sort((a, b) => a.r!.numFound - b.r!.numFound)
      .slice(0, 6)
      .map(
        (x) =>
          `\`${x.q.query}\` ${int(x.r!.numFound)} matches ${ms(queryMedian(x.r))} ms (plain ${ms(queryMedian(x.plain))} ms)`,
      );
    lines.push(
      `- ${pass(queryMedian(worst.r) < 30)} facets over ≥100,000 matches under 30 ms (whole request: hits + top 20 assignees + ` +
        `year histogram): worst ${ms(queryMedian(worst.r))} ms over ${big.length} queries; ${list.join('; ')}`,
    );
  } else {
    const largest = facetRuns.reduce<(typeof facetRuns)[number] | undefined>(
      (a, b) => (a === undefined || b.r!.numFound > a.r!.numFound ? b : a),
      undefined,
    );
    lines.push(
      `- n/a  facets over ≥100,000 matches under 30 ms: no query has 100,000 matches at this corpus size` +
        (largest
          ? ` (largest: \`${largest.q.query}\` ${int(largest.r!.numFound)} matches, ${ms(queryMedian(largest.r))} ms with facets, ${ms(queryMedian(largest.plain))} ms plain)`
          : ''),
    );
  }

  const collapse = QUERY_CLASSES.map((cls) => {
    const plain = classMedian(oursBy, cls, 'plain');
    const grouped = classMedian(oursBy, cls, 'collapse');
    return { cls, ratio: grouped / plain };
  }).filter((c) => !Number.isNaN(c.ratio));
  if (collapse.length > 0) {
    const worst = collapse.reduce((a, b) => (b.ratio > a.ratio ? b : a));
    lines.push(
      `- ${pass(worst.ratio <= 1.3)} collapse by family at most 1.3× uncollapsed: worst ${worst.ratio.toFixed(2)}× (${worst.cls}); ` +
        collapse.map((c) => `${c.cls} ${c.ratio.toFixed(2)}`).join(', '),
    );
  }

  const rate = ours.docs / (ours.indexMs / 1000);
  lines.push(`- ${pass(rate >= 10_000)} indexing at least 10,000 documents/s on one core: ${int(rate)} docs/s`);
  const withStored = ours.indexBytes / ours.rawTextBytes;
  const without = (ours.indexBytes - ours.storedBytes) / ours.rawTextBytes;
  lines.push(
    `- ${pass(withStored <= 0.4)} index at most 40% of the raw text: ${(withStored * 100).toFixed(1)}% with stored documents; ` +
      `${pass(without <= 0.4)} ${(without * 100).toFixed(1)}% without stored documents (*.stf + *.stb)`,
  );
  lines.push('');
  return lines;
}

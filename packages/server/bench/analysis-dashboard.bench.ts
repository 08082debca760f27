// `npm run bench:analysis [-- --docs N] [--runs R] [--keep DIR]`: the time to compute every default chart of a
// dashboard (DEFAULT_DASHBOARD_SECTIONS: the first section of each section group, citation network and keywords
// included) for a query finding every one of N generated documents (default 100,000), per grouping: one
// POST /api/analysis/aggregate through the real server (PGlite, the engine's searchers) answering all the charts
// and the workspace metrics. Reports the median and p90 of R runs (default 7) after two warm-up runs, and each
// chart's own time once (asked alone). Target (issue 20): under 1 second for the whole dashboard.
//
// The generated index (analysis-corpus.ts: families, citations both ways, titles and abstracts) is kept in
// --keep (default ./data-bench/analysis-N) and reused by later runs.

import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { ANALYSIS_GROUPINGS, DEFAULT_DASHBOARD_SECTIONS, SESSION_COOKIE_NAME } from '@app/shared';
import { buildApp } from '../src/app';
import { createOrganization, createUser, TEST_PASSWORD } from '../src/test/factories';
import { createTestDatabase } from '../src/test/test-database';
import { ensureAnalysisCorpus } from './analysis-corpus';

function option(name: string, fallback: string): string {
  const at = process.argv.indexOf(name);
  return at < 0 ? fallback : (process.argv[at + 1] ?? fallback);
}

const DOCS = Number(option('--docs', '100000'));
const RUNS = Number(option('--runs', '7'));
const DATA_DIR = option('--keep', join(process.cwd(), 'data-bench', `analysis-${DOCS}`));
/** Every office of the corpus: the query finds every document. */
const QUERY = 'CC=(US OR EP OR JP OR CN OR KR OR DE OR GB OR FR OR WO)';
const TARGET_MS = 1000;

const median = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};
const p90 = (values: readonly number[]) => [...values].sort((a, b) => a - b)[Math.ceil(values.length * 0.9) - 1]!;

await mkdir(DATA_DIR, { recursive: true });
await ensureAnalysisCorpus(DATA_DIR, DOCS);
const database = await createTestDatabase({ driver: 'pglite' });
const app = await buildApp({
  db: database.db,
  dataDir: DATA_DIR,
  webDistDir: null,
  logLevel: 'silent',
  runJobs: false,
});
try {
  const organizationId = (await createOrganization(database.db)).id;
  const user = await createUser(database.db, { organizationId, firstName: 'Bench' });
  const login = await app.inject({
    method: 'POST',
    url: '/api/login',
    headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' },
    payload: JSON.stringify({ email: user.email, password: TEST_PASSWORD }),
  });
  const cookie = `${SESSION_COOKIE_NAME}=${login.cookies.find((c) => c.name === SESSION_COOKIE_NAME)!.value}`;
  await app.ctx.patents.warm();

  const aggregate = async (grouping: string, sections: readonly string[]) => {
    const start = performance.now();
    const response = await app.inject({
      method: 'POST',
      url: '/api/analysis/aggregate',
      headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest', cookie },
      payload: JSON.stringify({ query: QUERY, grouping, sections }),
    });
    const ms = performance.now() - start;
    if (response.statusCode !== 200) throw new Error(`aggregate ${grouping}: ${response.statusCode} ${response.body}`);
    return { ms, body: response.json() as { numFound: number; sections: Record<string, { sampled?: number }> } };
  };

  const lines = [
    '',
    `## Default dashboard (${DEFAULT_DASHBOARD_SECTIONS.length} charts: ${DEFAULT_DASHBOARD_SECTIONS.join(', ')})`,
    '',
    '| grouping | documents found | median ms | p90 ms | slowest chart alone | keywords sampled | target < 1 s |',
    '| --- | --: | --: | --: | --- | --: | --- |',
  ];
  for (const grouping of ANALYSIS_GROUPINGS) {
    let last = await aggregate(grouping, DEFAULT_DASHBOARD_SECTIONS);
    last = await aggregate(grouping, DEFAULT_DASHBOARD_SECTIONS);
    const times: number[] = [];
    for (let i = 0; i < RUNS; i++) times.push((await aggregate(grouping, DEFAULT_DASHBOARD_SECTIONS)).ms);
    const alone: [string, number][] = [];
    for (const section of DEFAULT_DASHBOARD_SECTIONS) alone.push([section, (await aggregate(grouping, [section])).ms]);
    const slowest = alone.sort((a, b) => b[1] - a[1])[0]!;
    const sampled = last.body.sections['keywords/terms']?.sampled;
    const m = median(times);
    lines.push(
      `| ${grouping} | ${last.body.numFound.toLocaleString('en')} | ${m.toFixed(0)} | ${p90(times).toFixed(0)} | ${slowest[0]} ${slowest[1].toFixed(0)} ms | ${sampled ?? 'no'} | ${m < TARGET_MS ? 'met' : 'NOT met'} |`,
    );
    process.stderr.write(`${lines[lines.length - 1]}\n`);
    process.stderr.write(`  each chart alone: ${alone.map(([s, ms]) => `${s} ${ms.toFixed(0)}`).join(', ')}\n`);
  }
  process.stdout.write(`${lines.join('\n')}\n`);
} finally {
  await app.close();
  await database.close();
}

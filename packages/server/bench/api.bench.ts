// `npm run bench:api [-- --docs N] [--connections C] [--seconds S] [--keep DIR] [--build-only] [--no-browser] [--shape N] [--query TEXT] [--whole-documents]`: requests per second and p50/p99
// latency of POST /api/patents/search/{id} on the real server (PGlite, worker-thread searchers) over N generated
// documents (default 1,000,000), under C concurrent connections (default 32), for three request shapes; then the time
// from navigation to the first result on the results screen in Chromium. The generated index is kept in --keep
// (default ./data-bench/api-N) and reused by later runs, since writing a million documents takes the better part of
// an hour. Prints a Markdown table; the baseline row is the same search without facets or grouping. Below it, the
// peak resident memory of this process during the load (sampled every 200 ms, and the kernel's high-water mark reset
// when the load starts): the server runs here, its searchers are worker threads of this process, and the load
// generator is a child process of its own, so that peak is the serving server's plus the bench's own modules (the
// resident set before the server started, printed beside it). Each request asks
// for the stored fields the SPA's default list and table views read (`resultPageFields`); --whole-documents asks for
// whole documents instead, as the SPA did before.

import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_LIST_LAYOUT, DEFAULT_TABLE_LAYOUT, resultPageFields } from '@app/shared';
import { chromium } from 'playwright-core';
import { buildWebIfStale } from '../../../scripts/build-web.mjs';
import { startServer } from '../src/server';
import { createUser, TEST_PASSWORD } from '../src/test/factories';
import { ensureCorpus, login } from './bench-corpus';
import { samplePeakRss } from './peak-rss';

const LOAD_RUNNER = fileURLToPath(new URL('./load-runner.mjs', import.meta.url));

type Options = {
  docs: number;
  connections: number;
  seconds: number;
  keep: string | null;
  buildOnly: boolean;
  browser: boolean;
  /** Which of SHAPES to load (all when empty), by number from 1. */
  shapes: number[];
  /** The saved search's text. */
  query: string;
  /** Ask for whole documents (no `fl`), as the SPA did before it named the fields its views read. */
  wholeDocuments: boolean;
};

function parseOptions(argv: readonly string[]): Options {
  const options: Options = {
    docs: 1_000_000,
    connections: 32,
    seconds: 15,
    keep: null,
    buildOnly: false,
    browser: true,
    shapes: [],
    query: 'TAC=(battery OR cell OR sensor OR device)',
    wholeDocuments: false,
  };
  for (let i = 0; i < argv.length; i++) {
    const [flag, inline] = argv[i]!.split('=', 2);
    const next = () => inline ?? argv[++i] ?? '';
    if (flag === '--docs') options.docs = Number(next());
    else if (flag === '--connections') options.connections = Number(next());
    else if (flag === '--seconds') options.seconds = Number(next());
    else if (flag === '--keep') options.keep = next();
    else if (flag === '--build-only') options.buildOnly = true;
    else if (flag === '--no-browser') options.browser = false;
    else if (flag === '--shape') options.shapes.push(Number(next()));
    else if (flag === '--query') options.query = next();
    else if (flag === '--whole-documents') options.wholeDocuments = true;
    else
      throw new Error(
        `Unknown option ${argv[i]}; use --docs N, --connections C, --seconds S, --keep DIR, --build-only, --no-browser, --shape N, --query TEXT, --whole-documents`,
      );
  }
  return options;
}

async function call(url: string, cookie: string, path: string, body: unknown): Promise<Record<string, unknown>> {
  const response = await fetch(`${url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest', cookie },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as Record<string, unknown>;
}

type Shape = { name: string; body: Record<string, unknown> };
/** The `fl` of the SPA's results page in its default layout, list options and table columns. */
const SPA_FIELDS = resultPageFields({
  split: false,
  listOptions: DEFAULT_LIST_LAYOUT,
  tableColumns: DEFAULT_TABLE_LAYOUT.map((c) => c.name),
});
const SHAPES: Shape[] = [
  { name: 'baseline: no facets, no grouping', body: { rows: 10, grouped_by: 'none', facets: [] } },
  { name: 'facets (all filter fields)', body: { rows: 10, grouped_by: 'none' } },
  { name: 'facets + simple family grouping', body: { rows: 10, grouped_by: 'simplefamily' } },
];

/**
 * Loads the server with autocannon in a child process (load-runner.mjs), so the load generator's own CPU is not
 * counted as the server's: requests per second and latency from autocannon, and the server process's CPU time (all
 * threads: the HTTP thread and the search threads) per request, which is what a machine's capacity divides by. Each
 * connection is one of `cookies`' users, as many users as connections when the bench signs that many in.
 */
async function load(url: string, cookies: readonly string[], index: number, shape: Shape, options: Options) {
  const runner = {
    url: `${url}/api/patents/search/${index}`,
    cookies,
    connections: options.connections,
    seconds: options.seconds,
    body: JSON.stringify(options.wholeDocuments ? shape.body : { ...shape.body, fl: SPA_FIELDS }),
  };
  const cpuBefore = process.cpuUsage();
  const output = await new Promise<string>((resolve, reject) => {
    execFile(
      process.execPath,
      [LOAD_RUNNER, JSON.stringify(runner)],
      { maxBuffer: 64 * 1024 * 1024 },
      (error, stdout, stderr) =>
        error ? reject(new Error(`autocannon failed: ${stderr || error.message}`)) : resolve(stdout),
    );
  });
  const cpu = process.cpuUsage(cpuBefore);
  const result = JSON.parse(output) as {
    requests: { average: number; total: number };
    latency: { p50: number; p99: number };
    non2xx: number;
    errors: number;
  };
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${shape.name}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  const total = Math.max(1, result.requests.total);
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    total: result.requests.total,
    cpuMsPerRequest: (cpu.user + cpu.system) / 1000 / total,
  };
}

async function firstResultMs(url: string, email: string, index: number, ucid: string): Promise<number[]> {
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  try {
    const page = await (await browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
    await page.goto(`${url}/login`);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(TEST_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL((u) => u.pathname === '/');
    const times: number[] = [];
    for (let run = 0; run < 5; run++) {
      const started = performance.now();
      await page.goto(`${url}/search/${index}`);
      await page.locator(`a[href="/patent/${ucid}"]`).first().waitFor({ timeout: 60_000 });
      times.push(performance.now() - started);
    }
    return times.sort((a, b) => a - b);
  } finally {
    await browser.close();
  }
}

async function main(): Promise<void> {
  const options = parseOptions(process.argv.slice(2));
  const dataDir = options.keep ?? join(process.cwd(), 'data-bench', `api-${options.docs}`);
  await mkdir(dataDir, { recursive: true });
  await ensureCorpus(dataDir, options.docs);
  if (options.buildOnly) return;
  // The server serves the SPA it finds built when it starts; the browser step signs in on its login page.
  if (options.browser && existsSync('/usr/bin/chromium')) buildWebIfStale();
  // What the bench itself holds (its modules, the corpus check), to tell apart from what the server adds.
  const beforeServerMb = process.memoryUsage().rss / 1e6;
  const server = await startServer({ port: 0, host: '127.0.0.1', dataDir, logLevel: 'silent' });
  try {
    // One user per connection, each with the same saved search (its first, so the same number for all).
    const cookies: string[] = [];
    let user: Awaited<ReturnType<typeof createUser>> | null = null;
    let index = 0;
    for (let c = 0; c < options.connections; c++) {
      const each = await createUser(server.db, { organizationId: server.bootstrap?.organizationId ?? null });
      const cookie = await login(server.url, each.email);
      const created = await call(server.url, cookie, '/api/searches', { query: options.query, type: 'commandline' });
      if (c > 0 && created.query_index !== index) throw new Error("the users' searches got different numbers");
      index = created.query_index as number;
      user ??= each;
      cookies.push(cookie);
    }
    const cookie = cookies[0]!;
    const warm = await call(server.url, cookie, `/api/patents/search/${index}`, SHAPES[2]!.body);
    const numFound = warm.numFound as number;
    const ucid = ((warm.docs as { ucid: string }[])[0] ?? { ucid: '' }).ucid;
    const rows: string[] = [];
    let baseline = 0;
    const wanted = options.shapes.length > 0 ? SHAPES.filter((_, i) => options.shapes.includes(i + 1)) : SHAPES;
    const memory = await samplePeakRss();
    for (const shape of wanted) {
      const r = await load(server.url, cookies, index, shape, options);
      if (baseline === 0) baseline = r.p50;
      process.stderr.write(
        `  ${shape.name}: ${r.rps.toFixed(1)} req/s, p50 ${r.p50} ms, p99 ${r.p99} ms, server CPU ${r.cpuMsPerRequest.toFixed(2)} ms/request\n`,
      );
      rows.push(
        `| ${shape.name} | ${r.rps.toFixed(1)} | ${r.p50} | ${r.p99} | ${(r.p50 / baseline).toFixed(2)} | ${r.cpuMsPerRequest.toFixed(2)} | ${r.total} |`,
      );
    }
    const rss = await memory.stop();
    const memoryNote = `Server process resident memory (HTTP thread, search threads, PGlite) during the load: ${beforeServerMb.toFixed(0)} MB before the server started, ${rss.startMb.toFixed(0)} MB when the load started, peak ${rss.sampledMb.toFixed(0)} MB sampled every 200 ms, ${rss.highWaterMb === null ? 'high-water mark not available' : `${rss.highWaterMb.toFixed(0)} MB high-water mark (VmHWM)`}.`;
    process.stderr.write(`  ${memoryNote}\n`);
    let browserNote = 'Browser timing skipped: /usr/bin/chromium is not installed.';
    if (!options.browser) browserNote = 'Browser timing not asked for (--no-browser).';
    else if (existsSync('/usr/bin/chromium')) {
      try {
        const t = await firstResultMs(server.url, user!.email, index, ucid);
        browserNote = `Browser, navigation to first result on /search/{n} (5 runs): median ${t[2]!.toFixed(0)} ms, min ${t[0]!.toFixed(0)} ms, max ${t[4]!.toFixed(0)} ms.`;
      } catch (error) {
        browserNote = `Browser timing failed: ${(error as Error).message.split('\n')[0]}`;
      }
    }
    process.stdout.write(
      [
        `## API search benchmark: ${options.docs.toLocaleString('en')} generated documents, ${options.connections} connections, ${options.seconds} s per shape`,
        '',
        `Query \`${options.query}\`: ${numFound.toLocaleString('en')} matches.`,
        '',
        '| request | req/s | p50 ms | p99 ms | p50 / baseline | server CPU ms / request | requests |',
        '| --- | ---: | ---: | ---: | ---: | ---: | ---: |',
        ...rows,
        '',
        memoryNote,
        '',
        browserNote,
        '',
      ].join('\n'),
    );
  } finally {
    await server.close();
  }
}

await main();

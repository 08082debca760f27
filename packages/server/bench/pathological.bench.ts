// `npm run bench:pathological [-- --docs N] [--keep DIR]`: each query of PATHOLOGICAL_QUERIES run through the real
// server (PGlite, worker-thread searchers, the default 10 s deadline) over N generated documents (default 20,000,
// the demo corpus a new install gets), with its time and outcome (answered, or refused with which error and
// clause). Meanwhile a second user runs `TAC=battery` over and over; their latency alone and during the run is the
// figure that shows whether one user can still starve another. Prints a Markdown table.

import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { PATHOLOGICAL_QUERIES } from '../src/features/search/pathological-queries';
import { startServer } from '../src/server';
import { createUser } from '../src/test/factories';
import { ensureCorpus, login } from './bench-corpus';

type Options = { docs: number; keep: string | null };

function parseOptions(argv: readonly string[]): Options {
  const options: Options = { docs: 20_000, keep: null };
  for (let i = 0; i < argv.length; i++) {
    const [flag, inline] = argv[i]!.split('=', 2);
    const next = () => inline ?? argv[++i] ?? '';
    if (flag === '--docs') options.docs = Number(next());
    else if (flag === '--keep') options.keep = next();
    else throw new Error(`Unknown option ${argv[i]}; use --docs N, --keep DIR`);
  }
  return options;
}

type Answer = { status: number; body: Record<string, unknown> };

async function post(url: string, cookie: string, path: string, body: unknown): Promise<Answer> {
  const response = await fetch(`${url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest', cookie },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

async function save(url: string, cookie: string, query: string): Promise<number> {
  const answer = await post(url, cookie, '/api/searches', { query, type: 'commandline' });
  if (answer.status !== 200) throw new Error(`saving a search failed: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body.query_index as number;
}

/** What an answer says, in a table cell: the hit count, or the error and the clause it names. */
function outcome(answer: Answer, query: string): string {
  if (answer.status === 200) return `answered: ${(answer.body.numFound as number).toLocaleString('en')} found`;
  const error = answer.body.error as { code: string; query_errors?: { code: string; start: number; end: number }[] };
  const detail = error.query_errors?.[0];
  if (!detail) return `${answer.status} ${error.code}`;
  const clause = query.slice(detail.start, detail.end);
  const shown = clause.length > 24 ? `${clause.slice(0, 21)}…` : clause;
  return `${answer.status} ${detail.code} at \`${shown.replaceAll('|', '\\|')}\``;
}

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? Number.NaN;
}

async function main(): Promise<void> {
  const options = parseOptions(process.argv.slice(2));
  const dataDir = options.keep ?? join(process.cwd(), 'data-bench', `api-${options.docs}`);
  await mkdir(dataDir, { recursive: true });
  await ensureCorpus(dataDir, options.docs);
  const server = await startServer({ port: 0, host: '127.0.0.1', dataDir, logLevel: 'silent' });
  try {
    const organizationId = server.bootstrap?.organizationId ?? null;
    const mallory = await login(server.url, (await createUser(server.db, { organizationId })).email);
    const alice = await login(server.url, (await createUser(server.db, { organizationId })).email);
    const battery = await save(server.url, alice, 'TAC=battery');
    const aliceOnce = async () => {
      const started = performance.now();
      const answer = await post(server.url, alice, `/api/patents/search/${battery}`, { rows: 10 });
      if (answer.status !== 200)
        throw new Error(`TAC=battery answered ${answer.status} ${JSON.stringify(answer.body)}`);
      return performance.now() - started;
    };
    for (let i = 0; i < 5; i++) await aliceOnce();
    const alone: number[] = [];
    for (let i = 0; i < 30; i++) alone.push(await aliceOnce());
    alone.sort((a, b) => a - b);

    // Alice keeps searching while Mallory runs each pathological query in turn.
    const during: number[] = [];
    let running = true;
    const aliceLoop = (async () => {
      while (running) during.push(await aliceOnce());
    })();
    const rows: string[] = [];
    let slowest = 0;
    try {
      for (const item of PATHOLOGICAL_QUERIES) {
        const numbers: number[] = [];
        for (const earlier of item.history ?? []) {
          // Saved searches name earlier ones by number; Mallory's numbering grows over the run.
          const rewritten = earlier.replace(/#(\d+)/g, (_, k: string) => `#${numbers[Number(k) - 1]}`);
          numbers.push(await save(server.url, mallory, rewritten));
        }
        const query = item.query.replace(/#(\d+)/g, (_, k: string) => `#${numbers[Number(k) - 1]}`);
        const started = performance.now();
        // Saving checks the syntax and the # references; a refusal there is an outcome too.
        const saved = await post(server.url, mallory, '/api/searches', { query, type: 'commandline' });
        const answer =
          saved.status === 200
            ? await post(server.url, mallory, `/api/patents/search/${saved.body.query_index}`, { rows: 10 })
            : saved;
        const ms = performance.now() - started;
        slowest = Math.max(slowest, ms);
        process.stderr.write(`  ${item.name}: ${ms.toFixed(0)} ms, ${outcome(answer, query)}\n`);
        rows.push(`| ${item.name} | ${ms.toFixed(0)} | ${(ms / 10_000).toFixed(2)} | ${outcome(answer, query)} |`);
      }
    } finally {
      running = false;
      await aliceLoop;
    }
    during.sort((a, b) => a - b);
    process.stdout.write(
      [
        `## Pathological queries: ${options.docs.toLocaleString('en')} generated documents, 10 s deadline`,
        '',
        '| query | ms | of the deadline | outcome |',
        '| --- | ---: | ---: | --- |',
        ...rows,
        '',
        `Slowest answer: ${slowest.toFixed(0)} ms (${(slowest / 10_000).toFixed(2)} of the deadline).`,
        '',
        `Another user's \`TAC=battery\` (rows 10): alone p50 ${percentile(alone, 0.5).toFixed(0)} ms, max ${alone.at(-1)!.toFixed(0)} ms (${alone.length} runs); ` +
          `while the queries above ran p50 ${percentile(during, 0.5).toFixed(0)} ms, p95 ${percentile(during, 0.95).toFixed(0)} ms, max ${during.at(-1)!.toFixed(0)} ms (${during.length} runs): ` +
          `p50 ratio ${(percentile(during, 0.5) / percentile(alone, 0.5)).toFixed(2)}.`,
        '',
      ].join('\n'),
    );
  } finally {
    await server.close();
  }
}

await main();

// Xapian peer: bench/xapian/xapian_peer.py, run by the Python that has Debian's python3-xapian (/usr/bin/python3,
// or BENCH_XAPIAN_PYTHON), driven over stdin/stdout in JSON lines. It indexes the same generated documents (text
// fields with positions, titles under a prefix, dates, families and assignees as values, CPC codes as boolean terms)
// and runs the same queries translated to Xapian query trees (queries.ts `xapian`); times are measured inside Python
// around query building and get_mset (check_at_least = document count, so counts are exact), not the JSON transfer.

import { spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import type { GeneratedDocument } from './corpus.ts';
import { cpcTerms, elapsed } from './fts5-runner.ts';
import { MemorySampler } from './measure.ts';
import { VARIANTS } from './queries.ts';
import { type Corpus, type EngineResult, indexCorpus, opt, type QueryResult, type RunOptions } from './run.ts';

export const XAPIAN_SCRIPT = fileURLToPath(new URL('../xapian/xapian_peer.py', import.meta.url));

/** The Python with python3-xapian: Debian's, not whatever `python3` is first on PATH. */
export function xapianPython(env: NodeJS.ProcessEnv = process.env): string {
  return env.BENCH_XAPIAN_PYTHON ?? '/usr/bin/python3';
}

/** Checks that the Python imports xapian: its version, or why not. */
export function probeXapian(): { version: string } | { reason: string } {
  const python = xapianPython();
  const probe = spawnSync(python, ['-c', 'import xapian; print(xapian.version_string())'], { encoding: 'utf8' });
  if (probe.error) return { reason: `${python} could not be started (${probe.error.message})` };
  if (probe.status !== 0) {
    const last = probe.stderr.trim().split('\n').pop() ?? `exit code ${probe.status}`;
    return { reason: `${python} cannot import xapian (${last}; on Debian: apt install python3-xapian)` };
  }
  return { version: probe.stdout.trim() };
}

type Reply = Record<string, unknown> & { error?: string };

/** The Python process and its JSON-lines conversation. */
class Peer {
  private readonly lines: AsyncIterator<string>;
  private readonly child;

  constructor(log: (line: string) => void) {
    this.child = spawn(xapianPython(), [XAPIAN_SCRIPT], { stdio: ['pipe', 'pipe', 'pipe'] });
    this.child.stderr.on('data', (chunk: Buffer) => {
      for (const line of chunk.toString('utf8').trimEnd().split('\n')) log(`  xapian: ${line}`);
    });
    this.lines = createInterface({ input: this.child.stdout })[Symbol.asyncIterator]();
  }

  /** Sends without waiting for an answer (documents); waits when the pipe is full. */
  async send(request: object): Promise<void> {
    if (!this.child.stdin.write(`${JSON.stringify(request)}\n`)) await once(this.child.stdin, 'drain');
  }

  async ask(request: object): Promise<Reply> {
    await this.send(request);
    const next = await this.lines.next();
    if (next.done) throw new Error(`the Xapian peer exited (code ${this.child.exitCode}); see its stderr above`);
    const reply = JSON.parse(next.value) as Reply;
    if (reply.error !== undefined && !('times' in reply)) throw new Error(`Xapian peer: ${reply.error}`);
    return reply;
  }

  async close(): Promise<number> {
    const reply = await this.ask({ op: 'close' });
    this.child.stdin.end();
    if (this.child.exitCode === null) await once(this.child, 'exit');
    return reply.maxRss as number;
  }

  kill(): void {
    if (this.child.exitCode === null) this.child.kill();
  }
}

export async function runXapian(
  corpus: Corpus,
  path: string,
  options: RunOptions,
  log: (line: string) => void,
): Promise<EngineResult> {
  const sampler = new MemorySampler();
  const notes: string[] = [];
  const peer = new Peer(log);
  try {
    await peer.ask({ op: 'open', path });
    let rowid = 0;
    const started = Date.now();
    let pythonMs = 0;
    const add = (doc: GeneratedDocument) =>
      peer.send({
        op: 'add',
        doc: {
          id: ++rowid,
          ucid: doc.ucid,
          title: doc.titles,
          abstract: doc.abstracts,
          claims: doc.claims.join('\n\n'),
          ...(corpus.descriptions ? { description: (doc.descriptions ?? []).join('\n\n') } : {}),
          pd: doc.publicationdate,
          family: Number(doc.simplefamilyid),
          assignees: [...new Set(doc.assignees_name_original)],
          cpc: [...new Set(doc.cpcvalues.flatMap(cpcTerms))],
        },
      });
    // indexCorpus times the sending; the Python side's own clock (document building and add) is what is reported.
    const { rawTextBytes } = await indexCorpus(
      corpus,
      add,
      sampler,
      (done) => {
        if (done % 100_000 === 0 || done === corpus.count) log(`  Xapian sent ${done} documents (${elapsed(started)})`);
      },
      2_000,
    );
    pythonMs = (await peer.ask({ op: 'sync' })).ms as number;
    const committed = await peer.ask({ op: 'commit' });
    const commitMs = committed.ms as number;
    const compactMs = committed.compactMs as number;
    const indexPeakRss = committed.maxRss as number;
    notes.push(
      `Xapian ${corpus.spec.name}: glass backend, TermGenerator without stemming, one commit (${(commitMs / 1000).toFixed(1)} s, ` +
        `counted in indexing); compacted copy (xapian-compact, ${(compactMs / 1000).toFixed(1)} s, counted apart like ` +
        `FTS5's 'optimize', ${((committed.uncompactedBytes as number) / 1e6).toFixed(1)} MB before) searched`,
    );

    const results: QueryResult[] = [];
    const estimated: string[] = [];
    const expanded: string[] = [];
    const ownCollapse: string[] = [];
    for (const query of corpus.queries) {
      if (query.xapian === undefined) continue;
      for (const variant of VARIANTS) {
        const reply = await peer.ask({
          op: 'query',
          q: query.xapian,
          variant,
          warmup: options.warmup,
          runs: options.runs,
          budgetMs: options.budgetMs,
        });
        if (reply.error !== undefined || !Array.isArray(reply.times)) {
          log(`  ${query.query} [${variant}]: ${reply.error}`);
          results.push({ id: query.id, variant, times: [], numFound: -1, error: String(reply.error).slice(0, 200) });
          continue;
        }
        const numGroups = reply.numGroups as number | undefined;
        results.push({
          id: query.id,
          variant,
          times: reply.times as number[],
          numFound: reply.numFound as number,
          ...opt('numGroups', numGroups),
        });
        if (reply.exact !== true) estimated.push(`${query.query} [${variant}]`);
        if (variant === 'plain' && typeof reply.expanded === 'number')
          expanded.push(`${query.query} → ${reply.expanded} terms`);
        if (typeof reply.own === 'string') ownCollapse.push(`${query.query}: ${reply.own}`);
        if (typeof reply.note === 'string') notes.push(`Xapian ${query.query} [${variant}]: ${reply.note}`);
        sampler.sample();
      }
    }
    if (estimated.length > 0)
      notes.push(`Xapian: counts are estimates (lower bound ≠ upper bound) for ${estimated.join(', ')}`);
    else notes.push('Xapian: every count is exact (lower bound = upper bound with check_at_least = document count)');
    if (ownCollapse.length > 0)
      notes.push(
        `Xapian collapse: counts from a ValueCountMatchSpy on the family slot (exact); Xapian's own collapsed ` +
          `estimates differ on ${ownCollapse.length} queries, e.g. ${ownCollapse.slice(0, 3).join('; ')}`,
      );
    if (expanded.length > 0) notes.push(`Xapian pattern expansion over the term list: ${expanded.join(', ')}`);
    const maxRss = await peer.close();
    sampler.stop();
    const files = committed.files as { name: string; bytes: number }[];
    return {
      engine: 'xapian',
      corpus: corpus.spec.name,
      available: true,
      docs: committed.docs as number,
      rawTextBytes,
      indexMs: pythonMs + commitMs,
      extraIndexMs: compactMs,
      indexBytes: committed.bytes as number,
      storedBytes: 0,
      files,
      // Memory is the Python process's (ru_maxrss: the high-water mark after indexing, then at the end).
      peakRss: maxRss,
      indexPeakRss,
      searchPeakRss: maxRss,
      maxRss,
      queries: corpus.queries,
      results,
      notes,
    };
  } finally {
    peer.kill();
  }
}

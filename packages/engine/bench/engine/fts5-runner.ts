// The SQLite FTS5 baseline: installs better-sqlite3 on demand into bench/fts5 (its own tiny package, kept out of the
// root install because it compiles SQLite from source here), indexes the same documents and runs the queries FTS5
// can express, asking for the same things as our side: exact counts, the top 20 rows by BM25 with their ucid and
// title, exact facets (top 20 assignees with the count of the rest and of documents without one, a year histogram)
// and family collapse (exact numbers of groups and documents, the best 20 groups with their best document).

import { spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import type { GeneratedDocument } from './corpus.ts';
import { MemorySampler, maxRss } from './measure.ts';
import type { Fts5Query, Variant } from './queries.ts';
import { type Corpus, type EngineResult, indexCorpus, opt, type RunOptions, runQueries } from './run.ts';

export const FTS5_DIR = fileURLToPath(new URL('../fts5/', import.meta.url));
const FTS5_PACKAGE = `${FTS5_DIR}node_modules/better-sqlite3/package.json`;

type Statement = {
  run(...params: unknown[]): unknown;
  get(...params: unknown[]): unknown;
  all(...params: unknown[]): unknown[];
};
type Database = {
  prepare(sql: string): Statement;
  exec(sql: string): void;
  pragma(source: string, options?: { simple: boolean }): unknown;
  close(): void;
};
type DatabaseConstructor = new (file: string) => Database;

function loadDriver(): DatabaseConstructor {
  const require = createRequire(`${FTS5_DIR}package.json`);
  return require('better-sqlite3') as DatabaseConstructor;
}

/** Checks that better-sqlite3 loads, with FTS5; a string says why not. */
function probe(): string | undefined {
  try {
    const Driver = loadDriver();
    const db = new Driver(':memory:');
    db.exec('CREATE VIRTUAL TABLE t USING fts5(a)');
    db.close();
    return undefined;
  } catch (error) {
    return error instanceof Error ? error.message.split('\n')[0] : String(error);
  }
}

/**
 * Makes better-sqlite3 available in bench/fts5: installs it when missing (`npm install --no-save --no-package-lock`,
 * which compiles SQLite with node-gyp: python3, make and a C++ compiler), rebuilds it once when it no longer loads
 * (another Node version). Returns undefined when FTS5 is usable, else the reason.
 */
export function ensureFts5(log: (line: string) => void): string | undefined {
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  if (!existsSync(FTS5_PACKAGE)) {
    log(`FTS5: better-sqlite3 is not installed in ${FTS5_DIR}; installing it there (compiles SQLite, about a minute):`);
    log(`FTS5: $ (cd ${FTS5_DIR} && npm install --no-save --no-package-lock --no-audit --no-fund)`);
    const install = spawnSync(npm, ['install', '--no-save', '--no-package-lock', '--no-audit', '--no-fund'], {
      cwd: FTS5_DIR,
      stdio: ['ignore', process.stderr, process.stderr],
    });
    if (install.error) return `npm could not be started: ${install.error.message}`;
    if (install.status !== 0) return `npm install of better-sqlite3 failed (exit code ${install.status}); see above`;
    if (!existsSync(FTS5_PACKAGE)) return 'npm install finished but better-sqlite3 is missing';
  }
  let reason = probe();
  if (reason !== undefined && /NODE_MODULE_VERSION|was compiled against|invalid ELF|cannot open shared/i.test(reason)) {
    log(`FTS5: better-sqlite3 does not load (${reason}); rebuilding it for this Node:`);
    log(`FTS5: $ (cd ${FTS5_DIR} && npm rebuild better-sqlite3)`);
    const rebuild = spawnSync(npm, ['rebuild', 'better-sqlite3'], {
      cwd: FTS5_DIR,
      stdio: ['ignore', process.stderr, process.stderr],
    });
    if (rebuild.status !== 0) return `npm rebuild better-sqlite3 failed (exit code ${rebuild.status})`;
    reason = probe();
  }
  return reason === undefined ? undefined : `better-sqlite3 does not load: ${reason}`;
}

const TITLE_WEIGHT = 3;
const ABSTRACT_WEIGHT = 2;
const CLAIMS_WEIGHT = 1.5;
const DESCRIPTION_WEIGHT = 1;
const ROWS = 20;

/** Structural CPC ancestors kept for `CPC=` lookups: subclass, main group and the code itself. */
export function cpcTerms(code: string): string[] {
  const m = /^([A-HY]\d\d[A-Z])(\d+)?/.exec(code);
  if (!m) return [code];
  const terms = [m[1]!];
  if (m[2]) terms.push(`${m[1]}${m[2]}`);
  if (!terms.includes(code)) terms.push(code);
  return terms;
}

export async function runFts5(
  corpus: Corpus,
  path: string,
  options: RunOptions,
  log: (line: string) => void,
): Promise<EngineResult> {
  const Driver = loadDriver();
  const sampler = new MemorySampler();
  const notes: string[] = [];
  const db = new Driver(path);
  db.pragma('journal_mode = OFF');
  db.pragma('synchronous = OFF');
  db.pragma('cache_size = -262144'); // 256 MiB page cache
  db.pragma('temp_store = MEMORY');
  const columns = corpus.descriptions ? 'title, abstract, claims, description' : 'title, abstract, claims';
  const weights = [TITLE_WEIGHT, ABSTRACT_WEIGHT, CLAIMS_WEIGHT, ...(corpus.descriptions ? [DESCRIPTION_WEIGHT] : [])];
  db.exec(`
    CREATE VIRTUAL TABLE fts USING fts5(${columns}, tokenize = 'unicode61 remove_diacritics 2');
    INSERT INTO fts(fts, rank) VALUES ('rank', 'bm25(${weights.join(', ')})');
    CREATE TABLE meta (rowid INTEGER PRIMARY KEY, ucid TEXT NOT NULL, pd INTEGER NOT NULL, family INTEGER NOT NULL,
      country TEXT NOT NULL, kind TEXT NOT NULL, nassignees INTEGER NOT NULL);
    CREATE TABLE assignee (docid INTEGER NOT NULL, name TEXT NOT NULL, PRIMARY KEY (docid, name)) WITHOUT ROWID;
    CREATE TABLE cpc (code TEXT NOT NULL, docid INTEGER NOT NULL, PRIMARY KEY (code, docid)) WITHOUT ROWID;
  `);
  const insertText = db.prepare(
    corpus.descriptions
      ? 'INSERT INTO fts (rowid, title, abstract, claims, description) VALUES (?, ?, ?, ?, ?)'
      : 'INSERT INTO fts (rowid, title, abstract, claims) VALUES (?, ?, ?, ?)',
  );
  const insertMeta = db.prepare('INSERT INTO meta VALUES (?, ?, ?, ?, ?, ?, ?)');
  const insertAssignee = db.prepare('INSERT OR IGNORE INTO assignee VALUES (?, ?)');
  const insertCpc = db.prepare('INSERT OR IGNORE INTO cpc VALUES (?, ?)');
  const begin = db.prepare('BEGIN');
  const commit = db.prepare('COMMIT');

  let rowid = 0;
  let inTransaction = 0;
  const started = Date.now();
  const add = (doc: GeneratedDocument) => {
    if (inTransaction === 0) begin.run();
    rowid++;
    // Paragraphs and claims joined as our engine sees them (joinParagraphs: a blank line between).
    const claims = doc.claims.join('\n\n');
    if (corpus.descriptions)
      insertText.run(rowid, doc.titles, doc.abstracts, claims, (doc.descriptions ?? []).join('\n\n'));
    else insertText.run(rowid, doc.titles, doc.abstracts, claims);
    const assignees = doc.assignees_name_original;
    insertMeta.run(
      rowid,
      doc.ucid,
      doc.publicationdate,
      Number(doc.simplefamilyid),
      doc.country,
      doc.kindcode,
      assignees.length,
    );
    for (const a of assignees) insertAssignee.run(rowid, a);
    for (const code of doc.cpcvalues) for (const term of cpcTerms(code)) insertCpc.run(term, rowid);
    if (++inTransaction === 10_000) {
      commit.run();
      inTransaction = 0;
    }
  };
  const { ms: addMs, rawTextBytes } = await indexCorpus(corpus, add, sampler, (done) => {
    if (done % 100_000 === 0 || done === corpus.count) log(`  FTS5 indexed ${done} documents (${elapsed(started)})`);
  });
  let t = performance.now();
  if (inTransaction > 0) commit.run();
  const indexMs = addMs + (performance.now() - t);
  t = performance.now();
  db.exec(`INSERT INTO fts(fts) VALUES ('optimize')`);
  const optimizeMs = performance.now() - t;
  db.exec('ANALYZE');
  const indexPeakRss = sampler.endPhase();
  notes.push(
    `FTS5 ${corpus.spec.name}: unicode61 tokenizer, no prefix index; 'optimize' (a full merge) took ${(optimizeMs / 1000).toFixed(1)} s after the commit`,
  );

  // Sizes by table (dbstat), else the file size alone.
  const pageSize = db.pragma('page_size', { simple: true }) as number;
  const pageCount = db.pragma('page_count', { simple: true }) as number;
  const totalBytes = pageSize * pageCount;
  let files: { name: string; bytes: number }[] = [{ name: 'fts5.db', bytes: totalBytes }];
  let storedBytes = 0;
  let textIndexBytes: number | undefined;
  try {
    const rows = db
      .prepare('SELECT name, sum(pgsize) AS bytes FROM dbstat GROUP BY name ORDER BY bytes DESC')
      .all() as {
      name: string;
      bytes: number;
    }[];
    files = rows.map((r) => ({ name: r.name, bytes: r.bytes }));
    storedBytes = rows.find((r) => r.name === 'fts_content')?.bytes ?? 0;
    textIndexBytes = rows
      .filter((r) => /^fts_(data|idx|docsize|config)$/.test(r.name))
      .reduce((a, r) => a + r.bytes, 0);
  } catch {
    notes.push('FTS5: dbstat is not compiled in; size by table unknown');
  }
  if (statSync(path).size !== totalBytes) notes.push(`FTS5: file ${statSync(path).size} B, pages ${totalBytes} B`);

  // Queries.
  const cache = new Map<string, Statement>();
  const prepare = (sql: string) => {
    let s = cache.get(sql);
    if (!s) {
      s = db.prepare(sql);
      cache.set(sql, s);
    }
    return s;
  };
  let vocab = false;
  const execute = (glob: Fts5Query, variant: Variant): { numFound: number; numGroups?: number } => {
    let q = glob;
    if (glob.glob !== undefined) {
      // Left and internal truncation: the pattern expanded over the index's terms, every run (nothing cached).
      if (!vocab) {
        db.exec(`CREATE VIRTUAL TABLE IF NOT EXISTS vocab USING fts5vocab(fts, 'row')`);
        vocab = true;
      }
      const terms = prepare('SELECT term FROM vocab WHERE term GLOB ?').all(glob.glob) as { term: string }[];
      if (terms.length === 0) return variant === 'collapse' ? { numFound: 0, numGroups: 0 } : { numFound: 0 };
      q = { ...glob, match: terms.map((t) => `"${t.term.replaceAll('"', '""')}"`).join(' OR ') };
    }
    const where = q.where === undefined ? '' : ` AND (${q.where})`;
    const join = q.where === undefined ? '' : ' JOIN meta m ON m.rowid = fts.rowid';
    // The top rows by rank: rowids first, then the 20 rows' columns (a sorter would otherwise carry every match's title).
    // bm25() with the weights spelled out: faster here than ORDER BY the configured rank column.
    const top = () =>
      prepare(
        `SELECT m.ucid AS ucid, f.title AS title FROM (SELECT fts.rowid AS id, bm25(fts, ${weights.join(', ')}) AS score
         FROM fts${join} WHERE fts MATCH ?${where} ORDER BY score LIMIT ${ROWS}) r
         JOIN meta m ON m.rowid = r.id JOIN fts f ON f.rowid = r.id ORDER BY r.score`,
      ).all(q.match);
    if (variant === 'plain') {
      const { n } = prepare(`SELECT count(*) AS n FROM fts${join} WHERE fts MATCH ?${where}`).get(q.match) as {
        n: number;
      };
      top();
      return { numFound: n };
    }
    if (variant === 'facets') {
      top();
      // Year histogram, and from it the count and the documents without an assignee, in one pass.
      const years = prepare(
        `SELECT m.pd / 10000 AS year, count(*) AS c, sum(m.nassignees = 0) AS missing
         FROM fts JOIN meta m ON m.rowid = fts.rowid WHERE fts MATCH ?${where} GROUP BY year`,
      ).all(q.match) as { year: number; c: number; missing: number }[];
      // Top 20 assignees, and the total over all assignees (for the count of the rest).
      prepare(
        `SELECT name, c, total FROM (SELECT a.name AS name, count(*) AS c, sum(count(*)) OVER () AS total
         FROM fts${join} JOIN assignee a ON a.docid = fts.rowid WHERE fts MATCH ?${where} GROUP BY a.name)
         ORDER BY c DESC LIMIT ${ROWS}`,
      ).all(q.match);
      return { numFound: years.reduce((sum, y) => sum + y.c, 0) };
    }
    // Collapse by family: the best document of each group by rank (the configured bm25 with the same weights;
    // bm25() itself cannot be called inside the aggregate); exact group and document counts.
    const groups = prepare(
      `SELECT g.family, g.size, g.groups, g.docs, m.ucid AS ucid, f.title AS title FROM (
         SELECT family, best, id, size, count(*) OVER () AS groups, sum(size) OVER () AS docs FROM (
           SELECT m.family AS family, min(fts.rank) AS best, fts.rowid AS id, count(*) AS size
           FROM fts JOIN meta m ON m.rowid = fts.rowid WHERE fts MATCH ?${where} GROUP BY m.family)
         ORDER BY best LIMIT ${ROWS}) g
       JOIN meta m ON m.rowid = g.id JOIN fts f ON f.rowid = g.id ORDER BY g.best`,
    ).all(q.match) as { groups: number; docs: number }[];
    return { numFound: groups[0]?.docs ?? 0, numGroups: groups[0]?.groups ?? 0 };
  };
  const results = runQueries(
    corpus.queries,
    options,
    sampler,
    (query, variant) => (query.fts5 === undefined ? undefined : execute(query.fts5, variant)),
    log,
  );
  const searchPeakRss = sampler.endPhase();
  db.close();
  sampler.stop();
  return {
    engine: 'fts5',
    corpus: corpus.spec.name,
    available: true,
    docs: rowid,
    rawTextBytes,
    indexMs,
    extraIndexMs: optimizeMs,
    indexBytes: totalBytes,
    storedBytes,
    ...opt('textIndexBytes', textIndexBytes),
    files,
    peakRss: sampler.peak,
    indexPeakRss,
    searchPeakRss,
    maxRss: maxRss(),
    queries: corpus.queries,
    results,
    notes,
  };
}

export function elapsed(startMs: number): string {
  return `${((Date.now() - startMs) / 1000).toFixed(0)} s`;
}

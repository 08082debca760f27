// Writing the classification-title table: titles arrive in batches while an ingest reads, and at the end they are
// merged into each scheme's file: a code read now replaces that code's line (per language), every other line is
// kept, so one scheme file after another builds up the table and nothing is ever dropped. The merged file is
// written under a temporary name, synced and renamed over the old one, so a reader sees the old table or the new
// one, never a torn one. Memory is bounded: past `runSize` titles the pending ones are sorted and spilled to a run
// file, and the final merge streams the old file and every run together.

import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, open, rename, rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { createInterface } from 'node:readline';
import { type Directory, FsDirectory } from '@app/engine';
import type { ClassificationScheme, ClassificationTitle } from '../readers/reader';
import {
  compareKeys,
  decodeTitleLine,
  encodeTitleLine,
  TITLE_FILE_HEADER,
  TITLE_SCHEMES,
  titleFileOf,
  titleKey,
} from './title-file';

/** Where titles go while an ingest reads; `commit` makes them durable. */
export type ClassificationTitleSink = {
  add(entries: readonly ClassificationTitle[]): Promise<void>;
  /** Merges every title added since the last commit into the table; answers the lines per scheme afterwards. */
  commit(): Promise<Partial<Record<ClassificationScheme, number>>>;
};

/** Titles kept in memory before they are spilled to a run file (a full CPC scheme is about 260,000). */
const DEFAULT_RUN_SIZE = 100_000;
/** Bytes gathered before a write to the merged file. */
const WRITE_CHUNK = 1 << 16;

/** One sorted source of lines for the merge, read a line at a time. */
type Source = { key: string | null; line: string; next(): Promise<void> };

async function fileSource(path: string, scheme: ClassificationScheme, skipHeader: boolean): Promise<Source> {
  const lines = createInterface({ input: createReadStream(path, 'utf8'), crlfDelay: Number.POSITIVE_INFINITY });
  const iterator = lines[Symbol.asyncIterator]();
  let first = skipHeader;
  const source: Source = {
    key: null,
    line: '',
    async next() {
      for (;;) {
        const step = await iterator.next();
        if (step.done) {
          source.key = null;
          return;
        }
        if (first) {
          first = false;
          if (step.value !== TITLE_FILE_HEADER) throw new Error(`${path} is not a classification title file (v1)`);
          continue;
        }
        const entry = decodeTitleLine(scheme, step.value);
        if (entry === null) continue;
        source.key = titleKey(entry);
        source.line = step.value;
        return;
      }
    },
  };
  await source.next();
  return source;
}

function memorySource(entries: readonly ClassificationTitle[]): Source {
  let at = -1;
  const source: Source = {
    key: null,
    line: '',
    async next() {
      at++;
      const entry = entries[at];
      source.key = entry === undefined ? null : titleKey(entry);
      source.line = entry === undefined ? '' : encodeTitleLine(entry);
    },
  };
  void source.next();
  return source;
}

const sorted = (entries: Iterable<ClassificationTitle>) =>
  [...entries].sort((a, b) => compareKeys(titleKey(a), titleKey(b)));

async function exists(path: string): Promise<boolean> {
  try {
    await (await open(path, 'r')).close();
    return true;
  } catch {
    return false;
  }
}

/** Fsyncs a folder, so names created or renamed in it survive a power cut. */
async function syncFolder(path: string): Promise<void> {
  const handle = await open(path, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/** The table's writer: `add` while reading, `commit` once at the end (or more often; each commit merges). */
export class ClassificationTitleWriter implements ClassificationTitleSink {
  private readonly pending = new Map<ClassificationScheme, Map<string, ClassificationTitle>>();
  private readonly runs = new Map<ClassificationScheme, string[]>();
  private pendingCount = 0;
  private runFolder: string | null = null;

  constructor(
    /** The table's folder (`classificationTitlesPath(dataDir)`); created on the first commit. */
    readonly dir: string,
    private readonly runSize = DEFAULT_RUN_SIZE,
  ) {}

  async add(entries: readonly ClassificationTitle[]): Promise<void> {
    for (const entry of entries) {
      const scheme = this.pending.get(entry.scheme) ?? new Map<string, ClassificationTitle>();
      this.pending.set(entry.scheme, scheme);
      const key = titleKey(entry);
      if (!scheme.has(key)) this.pendingCount++;
      // A later title of the same code and language replaces an earlier one, as a later file does.
      scheme.set(key, entry);
    }
    if (this.pendingCount >= this.runSize) await this.spill();
  }

  /** Sorts the pending titles of each scheme into a run file and forgets them. */
  private async spill(): Promise<void> {
    this.runFolder ??= join(this.dir, `.runs-${process.pid}-${randomBytes(4).toString('hex')}`);
    await mkdir(this.runFolder, { recursive: true });
    for (const [scheme, entries] of this.pending) {
      const list = this.runs.get(scheme) ?? [];
      this.runs.set(scheme, list);
      const path = join(this.runFolder, `${scheme}-${list.length}.tsv`);
      await writeLines(path, sorted(entries.values()).map(encodeTitleLine));
      list.push(path);
    }
    this.pending.clear();
    this.pendingCount = 0;
  }

  async commit(): Promise<Partial<Record<ClassificationScheme, number>>> {
    const written: Partial<Record<ClassificationScheme, number>> = {};
    try {
      for (const scheme of TITLE_SCHEMES) {
        const runs = this.runs.get(scheme) ?? [];
        const memory = this.pending.get(scheme);
        if (runs.length === 0 && (memory === undefined || memory.size === 0)) continue;
        await mkdir(this.dir, { recursive: true });
        written[scheme] = await this.merge(scheme, runs, sorted(memory?.values() ?? []));
      }
    } finally {
      this.pending.clear();
      this.runs.clear();
      this.pendingCount = 0;
      if (this.runFolder !== null) await rm(this.runFolder, { recursive: true, force: true });
      this.runFolder = null;
    }
    return written;
  }

  /** Merges the scheme's file, its runs (in order) and the titles still in memory; later sources win a key. */
  private async merge(
    scheme: ClassificationScheme,
    runs: readonly string[],
    memory: readonly ClassificationTitle[],
  ): Promise<number> {
    const target = titleFileOf(this.dir, scheme);
    const sources: Source[] = [];
    if (await exists(target)) sources.push(await fileSource(target, scheme, true));
    for (const run of runs) sources.push(await fileSource(run, scheme, false));
    sources.push(memorySource(memory));
    const temp = `${target}.tmp-${process.pid}-${randomBytes(4).toString('hex')}`;
    let lines = 0;
    try {
      const out = await open(temp, 'wx');
      try {
        let buffer = `${TITLE_FILE_HEADER}\n`;
        for (;;) {
          let key: string | null = null;
          for (const source of sources)
            if (source.key !== null && (key === null || compareKeys(source.key, key) < 0)) key = source.key;
          if (key === null) break;
          let line = '';
          for (const source of sources) {
            if (source.key !== key) continue;
            line = source.line;
            await source.next();
          }
          buffer += `${line}\n`;
          lines++;
          if (buffer.length >= WRITE_CHUNK) {
            await out.write(buffer);
            buffer = '';
          }
        }
        await out.write(buffer);
        await out.sync();
      } finally {
        await out.close();
      }
      await rename(temp, target);
      await syncFolder(this.dir);
    } catch (error) {
      await rm(temp, { force: true });
      throw error;
    }
    return lines;
  }
}

/** A run file: sorted lines, no header. */
async function writeLines(path: string, lines: readonly string[]): Promise<void> {
  const out = await open(path, 'wx');
  try {
    let buffer = '';
    for (const line of lines) {
      buffer += `${line}\n`;
      if (buffer.length >= WRITE_CHUNK) {
        await out.write(buffer);
        buffer = '';
      }
    }
    await out.write(buffer);
  } finally {
    await out.close();
  }
}

/** A sink that keeps nothing, for an index with no folder beside it (an in-memory index in tests). */
const NO_TABLE: ClassificationTitleSink = {
  add: async () => {},
  commit: async () => ({}),
};

/**
 * Where an ingest into `directory` keeps the titles it reads: the table beside the patent index
 * (`data/index/classification-titles` for `data/index/patents`), or nowhere when the index is not on disk.
 */
export function titleSinkBeside(directory: Directory): ClassificationTitleSink {
  return directory instanceof FsDirectory
    ? new ClassificationTitleWriter(join(dirname(directory.path), 'classification-titles'))
    : NO_TABLE;
}

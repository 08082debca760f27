// Reading the classification-title table (see title-file.ts) for the server: titles of given codes with the codes
// above them, and codes that start with a prefix, for completion. A scheme's file is opened on first use and read
// once to build a sparse index (the first key of every block of lines and the block's byte offset) and to keep
// the upper levels (sections down to main groups: about 10,000 CPC codes) in memory; a subgroup is read from its
// block with a positioned read, through a small block cache. Memory does not grow with the subgroups. Each call
// checks the file and reopens it when an ingest has replaced it.

import { createReadStream } from 'node:fs';
import { type FileHandle, open, stat } from 'node:fs/promises';
import type { ClassificationScheme, ClassificationTitle } from '../readers/reader';
import { compareKeys, decodeTitleLine, TITLE_FILE_HEADER, titleFileOf, titleKey } from './title-file';

/** Lines per block of the sparse index. */
const BLOCK_LINES = 64;
/** Blocks kept decoded. */
const CACHED_BLOCKS = 256;
/** Lines a completion reads at most below a main group prefix. */
const COMPLETION_SCAN = 5000;
/** Parents followed at most (a CPC subgroup is at most about 15 levels deep). */
const MAX_DEPTH = 32;

/** A code's title in the preferred language, and where it sits. */
export type TitleOfCode = {
  readonly code: string;
  readonly title: string;
  readonly lang: string;
  readonly depth: number | null;
};

/** The answer for one asked code: its title (null when the table has none) and the titled codes above it. */
export type CodeTitles = {
  /** The code in canonical spelling. */
  readonly code: string;
  readonly title: string | null;
  readonly lang: string | null;
  readonly depth: number | null;
  /** Titled codes above it, the top first (section, class, subclass, main group, subgroups with fewer dots). */
  readonly ancestors: TitleOfCode[];
};

type Identity = { ino: number; size: number; mtimeMs: number };

async function identityOf(path: string): Promise<Identity | null> {
  try {
    const info = await stat(path);
    return { ino: info.ino, size: info.size, mtimeMs: info.mtimeMs };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

function sameFile(a: Identity | null, b: Identity | null): boolean {
  if (a === null || b === null) return a === b;
  return a.ino === b.ino && a.size === b.size && a.mtimeMs === b.mtimeMs;
}

/** Main group numbers padded, so `A01L3/00` sorts before `A01L11/00` as the scheme lists them. */
function schemeOrder(code: string): string {
  return code.replace(/^([A-HY]\d\d[A-Z])(\d+)/, (_all, subclass: string, group: string) =>
    subclass.concat(group.padStart(4, '0')),
  );
}

const UPPER_SHAPE = /^[A-HY](?:\d\d(?:[A-Z](?:\d{1,4}\/0+)?)?)?$/;

/** Codes above a code by its shape alone: section, class, subclass and main group (`H01L31/0232` → …, `H01L31/00`). */
function shapeAncestors(code: string): string[] {
  const match = /^([A-HY])(\d\d)?([A-Z])?(\d{1,4})?(\/\d+)?/.exec(code);
  if (match === null) return [];
  const [, section, klass, subclass, group] = match;
  const out = [section!];
  if (klass !== undefined) out.push(`${section}${klass}`);
  if (klass !== undefined && subclass !== undefined) out.push(`${section}${klass}${subclass}`);
  if (klass !== undefined && subclass !== undefined && group !== undefined)
    out.push(`${section}${klass}${subclass}${group}/00`);
  return out.filter((c) => c !== code);
}

/** One scheme's file, opened: its sparse index, its upper levels, and a handle for positioned reads. */
class SchemeTable {
  /** First key of each block, and the byte offset where each block starts (plus the file's end). */
  private readonly blockKeys: string[] = [];
  private readonly blockOffsets: number[] = [];
  /** Sections to main groups, by code, and sorted by key for prefix runs. */
  private readonly upper = new Map<string, ClassificationTitle[]>();
  private readonly upperSorted: ClassificationTitle[] = [];
  private readonly cache = new Map<number, ClassificationTitle[]>();
  private users = 0;
  private retired = false;

  private constructor(
    readonly scheme: ClassificationScheme,
    readonly identity: Identity,
    private readonly handle: FileHandle,
  ) {}

  static async open(scheme: ClassificationScheme, path: string): Promise<SchemeTable | null> {
    let handle: FileHandle;
    try {
      handle = await open(path, 'r');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
    try {
      const info = await handle.stat();
      const table = new SchemeTable(scheme, { ino: info.ino, size: info.size, mtimeMs: info.mtimeMs }, handle);
      await table.index(path, info.size);
      return table;
    } catch (error) {
      await handle.close();
      throw error;
    }
  }

  /** One pass over the file: block offsets and keys, and the upper levels kept whole. */
  private async index(path: string, size: number): Promise<void> {
    let offset = 0;
    let line = 0;
    let carry: Buffer = Buffer.alloc(0);
    // Read through the handle's own file (the one opened), so a rename in between cannot mix two files.
    const stream = createReadStream(path, { fd: this.handle, autoClose: false, start: 0, end: Math.max(0, size - 1) });
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      const bytes: Buffer = carry.length === 0 ? chunk : Buffer.concat([carry, chunk]);
      let start = 0;
      for (let end = bytes.indexOf(10, start); end !== -1; end = bytes.indexOf(10, start)) {
        const text = bytes.toString('utf8', start, end);
        if (line === 0) {
          if (text !== TITLE_FILE_HEADER) throw new Error(`${path} is not a classification title file (v1)`);
        } else {
          const entry = decodeTitleLine(this.scheme, text);
          if (entry !== null) {
            if ((line - 1) % BLOCK_LINES === 0) {
              this.blockKeys.push(titleKey(entry));
              this.blockOffsets.push(offset);
            }
            if (UPPER_SHAPE.test(entry.code)) {
              const list = this.upper.get(entry.code) ?? [];
              list.push(entry);
              this.upper.set(entry.code, list);
              this.upperSorted.push(entry);
            }
          }
        }
        line++;
        offset += end + 1 - start;
        start = end + 1;
      }
      carry = bytes.subarray(start);
    }
    this.blockOffsets.push(offset);
  }

  /** Entries of one block, decoded (cached). */
  private async block(index: number): Promise<ClassificationTitle[]> {
    const cached = this.cache.get(index);
    if (cached !== undefined) {
      this.cache.delete(index);
      this.cache.set(index, cached);
      return cached;
    }
    const start = this.blockOffsets[index]!;
    const length = this.blockOffsets[index + 1]! - start;
    const bytes = Buffer.alloc(length);
    let done = 0;
    while (done < length) {
      const { bytesRead } = await this.handle.read(bytes, done, length - done, start + done);
      if (bytesRead === 0) break;
      done += bytesRead;
    }
    const entries: ClassificationTitle[] = [];
    for (const text of bytes.toString('utf8', 0, done).split('\n')) {
      const entry = decodeTitleLine(this.scheme, text);
      if (entry !== null) entries.push(entry);
    }
    this.cache.set(index, entries);
    if (this.cache.size > CACHED_BLOCKS) this.cache.delete(this.cache.keys().next().value!);
    return entries;
  }

  /** Index of the block where keys at or after `key` may start. */
  private blockOf(key: string): number {
    let low = 0;
    let high = this.blockKeys.length - 1;
    let found = 0;
    while (low <= high) {
      const mid = (low + high) >> 1;
      if (compareKeys(this.blockKeys[mid]!, key) <= 0) {
        found = mid;
        low = mid + 1;
      } else high = mid - 1;
    }
    return found;
  }

  /** Entries in key order from the first whose key is at least `from`, while `visit` answers true. */
  private async scan(from: string, visit: (entry: ClassificationTitle) => boolean): Promise<void> {
    for (let b = this.blockOf(from); b < this.blockKeys.length; b++) {
      for (const entry of await this.block(b)) {
        if (compareKeys(titleKey(entry), from) < 0) continue;
        if (!visit(entry)) return;
      }
    }
  }

  /** Every language's entry of one code. */
  async entriesOf(code: string): Promise<ClassificationTitle[]> {
    const upper = this.upper.get(code);
    if (upper !== undefined || UPPER_SHAPE.test(code)) return upper ?? [];
    const out: ClassificationTitle[] = [];
    await this.scan(`${code}\t`, (entry) => {
      if (entry.code !== code) return false;
      out.push(entry);
      return true;
    });
    return out;
  }

  /** Entries whose code starts with `prefix`: upper levels from memory, subgroups read below a main group. */
  async startingWith(prefix: string): Promise<ClassificationTitle[]> {
    const out: ClassificationTitle[] = [];
    let low = 0;
    let high = this.upperSorted.length;
    while (low < high) {
      const mid = (low + high) >> 1;
      if (compareKeys(titleKey(this.upperSorted[mid]!), prefix) < 0) low = mid + 1;
      else high = mid;
    }
    for (let i = low; i < this.upperSorted.length && this.upperSorted[i]!.code.startsWith(prefix); i++)
      out.push(this.upperSorted[i]!);
    // Below a main group the subgroups are too many to keep; a prefix that names the group's digits reads them.
    if (/^[A-HY]\d\d[A-Z]\d/.test(prefix)) {
      let seen = 0;
      await this.scan(prefix, (entry) => {
        if (!entry.code.startsWith(prefix) || ++seen > COMPLETION_SCAN) return false;
        if (!UPPER_SHAPE.test(entry.code)) out.push(entry);
        return true;
      });
    }
    return out;
  }

  /** Marks a use; `release` ends it. A retired table closes its handle once its last use ends. */
  use(): void {
    this.users++;
  }

  async release(): Promise<void> {
    this.users--;
    if (this.retired && this.users === 0) await this.handle.close();
  }

  async retire(): Promise<void> {
    this.retired = true;
    if (this.users === 0) await this.handle.close();
  }
}

/** The title table of a data dir, as the server reads it. */
export class ClassificationTitleStore {
  private readonly tables = new Map<ClassificationScheme, Promise<SchemeTable | null>>();

  constructor(
    /** The table's folder (`classificationTitlesPath(dataDir)`); it need not exist yet. */
    readonly dir: string,
    /** Languages preferred for titles, best first; a code titled in none of them answers its first title. */
    private readonly languages: readonly string[] = ['en'],
  ) {}

  /**
   * The open table of a scheme, reopened when its file was replaced, and marked in use (the caller releases it);
   * null while there is no file.
   */
  private async table(scheme: ClassificationScheme): Promise<SchemeTable | null> {
    const path = titleFileOf(this.dir, scheme);
    const identity = await identityOf(path);
    const current = this.tables.get(scheme);
    if (current !== undefined) {
      const open = await current.catch(() => null);
      if (sameFile(open?.identity ?? null, identity)) {
        open?.use();
        return open;
      }
      // Another call may have replaced the stale table meanwhile.
      if (this.tables.get(scheme) !== current) return this.table(scheme);
      this.tables.delete(scheme);
      if (open !== null) await open.retire();
      if (this.tables.has(scheme)) return this.table(scheme);
    }
    const next = identity === null ? Promise.resolve(null) : SchemeTable.open(scheme, path);
    this.tables.set(scheme, next);
    try {
      const table = await next;
      table?.use();
      return table;
    } catch (error) {
      if (this.tables.get(scheme) === next) this.tables.delete(scheme);
      throw error;
    }
  }

  private preferred(entries: readonly ClassificationTitle[]): ClassificationTitle | undefined {
    for (const lang of this.languages) {
      const match = entries.find((entry) => entry.lang === lang);
      if (match !== undefined) return match;
    }
    return entries[0];
  }

  private static view(entry: ClassificationTitle): TitleOfCode {
    return { code: entry.code, title: entry.title, lang: entry.lang, depth: entry.depth ?? null };
  }

  /** Titles of canonical codes, in the order asked, each with the titled codes above it. */
  async titles(scheme: ClassificationScheme, codes: readonly string[]): Promise<CodeTitles[]> {
    const table = await this.table(scheme);
    if (table === null) return codes.map((code) => ({ code, title: null, lang: null, depth: null, ancestors: [] }));
    try {
      const known = new Map<string, TitleOfCode | null>();
      const lookup = async (code: string) => {
        if (!known.has(code)) {
          const best = this.preferred(await table.entriesOf(code));
          known.set(code, best === undefined ? null : ClassificationTitleStore.view(best));
        }
        return known.get(code)!;
      };
      const parentOf = async (code: string) => (await table.entriesOf(code)).find((e) => e.parent)?.parent;
      const out: CodeTitles[] = [];
      for (const code of codes) {
        const own = await lookup(code);
        const ancestors: TitleOfCode[] = [];
        if (own !== null) {
          // Up the scheme's own hierarchy, as far as the table knows it.
          let parent = await parentOf(code);
          for (let step = 0; parent !== undefined && step < MAX_DEPTH; step++) {
            const above = await lookup(parent);
            if (above === null) break;
            ancestors.unshift(above);
            parent = await parentOf(parent);
          }
        }
        // Whatever the hierarchy did not reach, the code's shape adds (a code the table does not know included).
        const reached = new Set(ancestors.map((a) => a.code));
        const byShape: TitleOfCode[] = [];
        for (const above of shapeAncestors(code)) {
          if (reached.has(above)) continue;
          const title = await lookup(above);
          if (title !== null) byShape.push(title);
        }
        out.push({
          code,
          title: own?.title ?? null,
          lang: own?.lang ?? null,
          depth: own?.depth ?? null,
          ancestors: [...byShape, ...ancestors].sort((a, b) => (a.depth ?? 99) - (b.depth ?? 99)),
        });
      }
      return out;
    } finally {
      await table.release();
    }
  }

  /**
   * Codes starting with a canonical prefix, for completion: the coarser levels first (subclasses before main groups
   * before subgroups), each level in the scheme's order, at most `limit`.
   */
  async complete(scheme: ClassificationScheme, prefix: string, limit: number): Promise<TitleOfCode[]> {
    if (prefix === '') return [];
    const table = await this.table(scheme);
    if (table === null) return [];
    try {
      const byCode = new Map<string, ClassificationTitle[]>();
      for (const entry of await table.startingWith(prefix)) {
        const list = byCode.get(entry.code) ?? [];
        list.push(entry);
        byCode.set(entry.code, list);
      }
      return [...byCode.values()]
        .map((entries) => ClassificationTitleStore.view(this.preferred(entries)!))
        .sort((a, b) => (a.depth ?? 99) - (b.depth ?? 99) || compareKeys(schemeOrder(a.code), schemeOrder(b.code)))
        .slice(0, limit);
    } finally {
      await table.release();
    }
  }

  /** Closes the open files. */
  async close(): Promise<void> {
    const tables = [...this.tables.values()];
    this.tables.clear();
    for (const table of tables) await (await table.catch(() => null))?.retire();
  }
}

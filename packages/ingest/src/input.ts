import { createReadStream } from 'node:fs';
import { readdir, stat } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { Readable } from 'node:stream';
import { createGunzip } from 'node:zlib';
import { extract as tarExtract } from 'tar-stream';
import yauzl from 'yauzl';
import type { SourceEntry } from './readers/reader';

/** Archives inside archives are opened from memory (zip needs random access); beyond this size they are refused. */
const MAX_NESTED_ARCHIVE_BYTES = 512 * 1024 * 1024;

/** A path that could not be opened at all (missing, unreadable, a corrupt archive): reported, never fatal. */
export type InputError = { readonly kind: 'input-error'; readonly file: string; readonly message: string };

/** What walking the inputs yields: entries to read, or errors about inputs that could not be opened. */
export type InputItem = { readonly kind: 'entry'; readonly entry: SourceEntry } | InputError;

function isZip(name: string): boolean {
  return /\.zip$/i.test(name);
}
function isTar(name: string): boolean {
  return /\.(tar|tar\.gz|tgz)$/i.test(name);
}
function isGzip(name: string): boolean {
  return /\.gz$/i.test(name) && !/\.tar\.gz$/i.test(name);
}

/**
 * A paper of a USPTO file-wrapper download (XML4IP, PAIR's "CDC" downloads) is
 * `<application>/<application>.<YYYY-MM-DD>.<document id>.<document code>/<same>.xml`: one folder per paper of the
 * application's file (claims, specification, abstract, …). The papers of one application make one record, so they
 * are handed on as one entry named after the application's folder: the papers one after another, each a complete
 * XML document. This returns that folder (`CDC_Download_2016-03-30/14522151`), or undefined for any other path.
 */
export function fileWrapperFolder(path: string): string | undefined {
  return /^((?:.*\/)?(\d{8}))\/\2\.\d{4}-\d{2}-\d{2}\.[A-Z0-9]+\.[A-Z]+\/[^/]+\.xml$/i.exec(path)?.[1];
}

/** One entry whose bytes are those of several sources in turn. */
function concatenatedEntry(
  name: string,
  opens: readonly (() => AsyncIterable<Uint8Array> | Promise<AsyncIterable<Uint8Array>>)[],
  size: number,
): SourceEntry {
  return {
    name,
    size,
    open: () =>
      (async function* () {
        for (const open of opens) yield* await open();
      })(),
  };
}

function fileEntry(path: string, size: number): SourceEntry {
  if (isGzip(path)) {
    return { name: path, open: () => createReadStream(path).pipe(createGunzip()) as AsyncIterable<Uint8Array> };
  }
  return { name: path, size, open: () => createReadStream(path) as AsyncIterable<Uint8Array> };
}

function bufferEntry(name: string, bytes: Uint8Array): SourceEntry {
  if (isGzip(name)) {
    return { name, open: () => Readable.from([bytes]).pipe(createGunzip()) as AsyncIterable<Uint8Array> };
  }
  return { name, size: bytes.length, open: () => Readable.from([bytes]) as AsyncIterable<Uint8Array> };
}

async function collect(stream: AsyncIterable<Uint8Array>, limit: number, name: string): Promise<Uint8Array> {
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of stream) {
    size += chunk.length;
    if (size > limit) throw new Error(`${name} is larger than ${limit} bytes, too large to open inside an archive`);
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/**
 * Every readable entry under the given paths: files, folders (recursively, in name order), `.zip` and `.tar(.gz)`
 * archives (members in archive order, archives inside them too) and `.gz` files (decompressed). Entries are opened
 * lazily and streamed; only an archive nested in an archive is held in memory. A path or archive that cannot be
 * opened yields an `input-error` and the walk goes on.
 */
export async function* walkInputs(paths: readonly string[]): AsyncGenerator<InputItem> {
  for (const path of paths) yield* walkPath(path);
}

async function* walkPath(path: string): AsyncGenerator<InputItem> {
  let info: Awaited<ReturnType<typeof stat>>;
  try {
    info = await stat(path);
  } catch (error) {
    yield { kind: 'input-error', file: path, message: `cannot open: ${(error as Error).message}` };
    return;
  }
  if (info.isDirectory()) {
    const names = (await readdir(path)).sort();
    const papers = await fileWrapperPapers(path, names);
    if (papers.length > 0) {
      const opens = papers.map((paper) => () => createReadStream(paper.path) as AsyncIterable<Uint8Array>);
      yield {
        kind: 'entry',
        entry: concatenatedEntry(
          path,
          opens,
          papers.reduce((sum, p) => sum + p.size, 0),
        ),
      };
    }
    const grouped = new Set(papers.map((paper) => paper.folder));
    for (const name of names) if (!grouped.has(name)) yield* walkPath(join(path, name));
    return;
  }
  if (isZip(path)) {
    // Opened from the file (random access through a descriptor), so a large bulk zip is never loaded whole.
    yield* walkZip(path, path);
    return;
  }
  if (isTar(path)) {
    yield* walkTar(path, createReadStream(path));
    return;
  }
  yield { kind: 'entry', entry: fileEntry(path, info.size) };
}

/** The papers of a file-wrapper folder on disk (see `fileWrapperFolder`), in name order; none for other folders. */
async function fileWrapperPapers(
  path: string,
  names: readonly string[],
): Promise<{ folder: string; path: string; size: number }[]> {
  const application = basename(path);
  if (!/^\d{8}$/.test(application)) return [];
  const papers: { folder: string; path: string; size: number }[] = [];
  for (const folder of names) {
    const file = join(path, folder, `${folder}.xml`);
    if (fileWrapperFolder(`${application}/${folder}/${folder}.xml`) === undefined) continue;
    const info = await stat(file).catch(() => undefined);
    if (info?.isFile()) papers.push({ folder, path: file, size: info.size });
  }
  return papers;
}

async function* walkZip(name: string, source: string | Uint8Array): AsyncGenerator<InputItem> {
  let zip: yauzl.ZipFile;
  try {
    zip = await new Promise<yauzl.ZipFile>((resolve, reject) => {
      const done = (error: Error | null, file: yauzl.ZipFile) => (error ? reject(error) : resolve(file));
      if (typeof source === 'string') yauzl.open(source, { lazyEntries: true, autoClose: false }, done);
      else
        yauzl.fromBuffer(Buffer.from(source.buffer, source.byteOffset, source.byteLength), { lazyEntries: true }, done);
    });
  } catch (error) {
    yield { kind: 'input-error', file: name, message: `not a readable zip archive: ${(error as Error).message}` };
    return;
  }
  const entries: yauzl.Entry[] = [];
  try {
    await new Promise<void>((resolve, reject) => {
      zip.on('entry', (entry: yauzl.Entry) => {
        entries.push(entry);
        zip.readEntry();
      });
      zip.on('end', resolve);
      zip.on('error', reject);
      zip.readEntry();
    });
  } catch (error) {
    yield { kind: 'input-error', file: name, message: `damaged zip archive: ${(error as Error).message}` };
  }
  const openMember = (entry: yauzl.Entry) =>
    new Promise<Readable>((resolve, reject) =>
      zip.openReadStream(entry, (error, stream) => (error ? reject(error) : resolve(stream))),
    );
  const wrappers = new Map<string, yauzl.Entry[]>();
  for (const entry of entries) {
    const folder = fileWrapperFolder(entry.fileName);
    if (folder === undefined) continue;
    const papers = wrappers.get(folder);
    if (papers === undefined) wrappers.set(folder, [entry]);
    else papers.push(entry);
  }
  for (const entry of entries) {
    if (entry.fileName.endsWith('/')) continue;
    const member = `${name}!/${entry.fileName}`;
    const open = () => openMember(entry);
    const folder = fileWrapperFolder(entry.fileName);
    if (folder !== undefined) {
      // The whole application at its first paper; its other papers are already in that entry.
      const papers = wrappers.get(folder) ?? [];
      if (papers[0] !== entry) continue;
      const opens = papers.map((paper) => async () => (await openMember(paper)) as AsyncIterable<Uint8Array>);
      const size = papers.reduce((sum, paper) => sum + paper.uncompressedSize, 0);
      yield { kind: 'entry', entry: concatenatedEntry(`${name}!/${folder}`, opens, size) };
      continue;
    }
    if (isZip(entry.fileName) || isTar(entry.fileName)) {
      try {
        const inner = await collect(await open(), MAX_NESTED_ARCHIVE_BYTES, member);
        // Nested archives are opened from memory: zip needs random access and the outer member has none.
        if (isZip(entry.fileName)) yield* walkZip(member, inner);
        else yield* walkTar(member, Readable.from([inner]));
      } catch (error) {
        yield { kind: 'input-error', file: member, message: (error as Error).message };
      }
      continue;
    }
    const gunzip = isGzip(entry.fileName);
    yield {
      kind: 'entry',
      entry: {
        name: member,
        ...(gunzip ? {} : { size: entry.uncompressedSize }),
        open: () =>
          (async function* () {
            const stream = await open();
            yield* (gunzip ? stream.pipe(createGunzip()) : stream) as AsyncIterable<Uint8Array>;
          })(),
      },
    };
  }
}

async function* walkTar(name: string, source: Readable): AsyncGenerator<InputItem> {
  const extract = tarExtract();
  const input = /\.(tar\.gz|tgz)$/i.test(name) ? source.pipe(createGunzip()) : source;
  input.on('error', (error) => extract.destroy(error));
  input.pipe(extract);
  try {
    for await (const entry of extract) {
      const member = `${name}!/${entry.header.name}`;
      if (entry.header.type !== 'file') {
        entry.resume();
        continue;
      }
      // tar is sequential: the member must be consumed before the next one, so it is read into memory here.
      const bytes = await collect(entry as AsyncIterable<Uint8Array>, MAX_NESTED_ARCHIVE_BYTES, member);
      if (isZip(member)) yield* walkZip(member, bytes);
      else yield { kind: 'entry', entry: bufferEntry(member, bytes) };
    }
  } catch (error) {
    yield { kind: 'input-error', file: name, message: `damaged tar archive: ${(error as Error).message}` };
  }
}

/** The first `limit` bytes of an entry as text (UTF-8, or Latin-1 when not valid UTF-8), for format detection. */
export async function entryHead(entry: SourceEntry, limit = 64 * 1024): Promise<string> {
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of entry.open()) {
    chunks.push(chunk);
    size += chunk.length;
    if (size >= limit) break;
  }
  const bytes = Buffer.concat(chunks).subarray(0, limit);
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    // A cut in the middle of a multi-byte character is not an encoding problem: retry without the last 3 bytes.
    try {
      return new TextDecoder('utf-8', { fatal: true }).decode(bytes.subarray(0, Math.max(0, bytes.length - 3)));
    } catch {
      return new TextDecoder('latin1').decode(bytes);
    }
  }
}

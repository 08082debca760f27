/** Helpers shared by the reader tests: the data directory, entries from a file or a string, and reading them all. */
import { createReadStream } from 'node:fs';
import { join } from 'node:path';
import { createGunzip } from 'node:zlib';
import type { AnyReadResult, FormatReader, SourceEntry } from './reader';

/** The shared test corpus (`shared/data` beside the project). */
export const DATA = join(import.meta.dirname, '../../../../../shared/data');

/** A file as an entry named by its path; `gunzip` decompresses `.gz` files as the input layer does. */
export function fileEntry(path: string, options: { highWaterMark?: number; gunzip?: boolean } = {}): SourceEntry {
  const { highWaterMark, gunzip = false } = options;
  return {
    name: path,
    open: () => {
      const stream = highWaterMark === undefined ? createReadStream(path) : createReadStream(path, { highWaterMark });
      return (gunzip && path.endsWith('.gz') ? stream.pipe(createGunzip()) : stream) as AsyncIterable<Uint8Array>;
    },
  };
}

/** A string as an entry: in one chunk, or in chunks of `size` bytes so that tokens cross chunk boundaries. */
export function textEntry(name: string, text: string, size?: number): SourceEntry {
  return {
    name,
    open: async function* () {
      const bytes = new TextEncoder().encode(text);
      if (size === undefined) yield bytes;
      else for (let i = 0; i < bytes.length; i += size) yield bytes.slice(i, i + size);
    },
  };
}

/** `textEntry` with a fixed chunk size. */
export const chunkedTextEntry =
  (size: number) =>
  (name: string, text: string): SourceEntry =>
    textEntry(name, text, size);

/** Every result of reading one entry. */
export async function readAll<R extends AnyReadResult>(reader: FormatReader<R>, entry: SourceEntry): Promise<R[]> {
  const out: R[] = [];
  for await (const result of reader.read(entry)) out.push(result);
  return out;
}

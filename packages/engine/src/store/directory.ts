// The engine's only view of storage: a flat namespace of immutable files plus one atomically replaced small file
// (CURRENT). Everything above this interface is written once and never modified, which is what makes commits
// crash-safe with nothing more than fsync and rename.

import type { ByteSource } from '../codec/byte-source.ts';

/** A file opened for reading byte ranges, without loading it whole. */
export type FileInput = {
  /** Size of the file in bytes. */
  readonly size: number;
  /** Reads `length` bytes from `offset`; throws if the range passes the end of the file. */
  read(offset: number, length: number): Promise<Uint8Array>;
  /** Releases the handle. */
  close(): Promise<void>;
};

/** A new file being written front to back. It is durable only after `sync()` (and its name after a directory sync). */
export type FileOutput = {
  /** Bytes written so far. */
  readonly length: number;
  /** Appends bytes. The chunk may be reused by the caller once the promise resolves. */
  write(chunk: Uint8Array): Promise<void>;
  /** Forces the written bytes to stable storage (fsync). */
  sync(): Promise<void>;
  /** Closes the file; further writes fail. */
  close(): Promise<void>;
};

/** Storage of one index: a flat directory of files. Implemented on disk (`FsDirectory`) and in memory (tests). */
export type Directory = {
  /** Names of all files, in no particular order. */
  list(): Promise<string[]>;
  /** Reads a whole file. The result's start is 4-byte aligned so codecs can view it as a Uint32Array without copying. */
  readFile(name: string): Promise<Uint8Array>;
  /** Opens a file for reading ranges. */
  openInput(name: string): Promise<FileInput>;
  /**
   * Opens a file for synchronous positioned reads (what segment readers search through). There is no close: the
   * handle is released once the source is unreachable, because readers are shared by searches nobody tracks; files
   * are immutable, and one deleted while open stays readable until then.
   */
  openSource(name: string): Promise<ByteSource>;
  /** Creates a new file; fails if the name exists, because index files are never overwritten in place. */
  createOutput(name: string): Promise<FileOutput>;
  /**
   * Replaces a small file atomically: after a crash at any moment the name holds either the old content or all of
   * the new, never a mix. Returns once the replacement itself is durable (temp written + fsynced, renamed, directory
   * fsynced).
   */
  atomicWrite(name: string, data: Uint8Array): Promise<void>;
  /** Deletes a file; deleting a missing file is not an error (cleanup may run twice after a crash). */
  delete(name: string): Promise<void>;
  /** Whether a file exists. */
  exists(name: string): Promise<boolean>;
  /** Makes creations, renames and deletions of names durable (fsync of the directory itself). */
  syncDirectory(): Promise<void>;
};

/** Writes `data` as a new file, fsyncs and closes it: the usual way to create a small immutable file. */
export async function writeFileDurably(dir: Directory, name: string, data: Uint8Array): Promise<void> {
  const out = await dir.createOutput(name);
  try {
    await out.write(data);
    await out.sync();
  } finally {
    await out.close();
  }
}

/** Copies `bytes` to a fresh 4-byte aligned array if its start is not aligned (see `Directory.readFile`). */
export function alignBytes(bytes: Uint8Array): Uint8Array {
  if ((bytes.byteOffset & 3) === 0) return bytes;
  const copy = new Uint8Array(bytes.length);
  copy.set(bytes);
  return copy;
}

/** Throws on names that could escape the directory or clash with temp files; index file names are simple. */
export function checkFileName(name: string): void {
  if (!/^[A-Za-z0-9_][A-Za-z0-9_.-]*$/.test(name) || name.endsWith('.tmp')) {
    throw new Error(`invalid index file name: ${JSON.stringify(name)}`);
  }
}

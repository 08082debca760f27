import { closeSync, constants, fstatSync, openSync, readSync } from 'node:fs';
import { mkdir, open, readdir, rename, stat, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import type { ByteSource } from '../codec/byte-source.ts';
import { alignBytes, checkFileName, type Directory, type FileInput, type FileOutput } from './directory.ts';

/** Closes the descriptor of a source nobody can reach any more (see `Directory.openSource`). */
const unreachableSources = new FinalizationRegistry<number>((fd) => {
  try {
    closeSync(fd);
  } catch {
    // Already closed: nothing to release.
  }
});

/**
 * A `Directory` on the local file system. Durability is explicit: `FileOutput.sync()` fsyncs the file and
 * `syncDirectory()` fsyncs the directory, which POSIX requires before a new or renamed name survives a power cut.
 */
export class FsDirectory implements Directory {
  private constructor(
    /** Absolute or relative path of the directory. */
    readonly path: string,
  ) {}

  /** Opens (creating it and its parents if needed) the directory at `path`. */
  static async open(path: string): Promise<FsDirectory> {
    await mkdir(path, { recursive: true });
    return new FsDirectory(path);
  }

  async list(): Promise<string[]> {
    const entries = await readdir(this.path, { withFileTypes: true });
    return entries.filter((e) => e.isFile()).map((e) => e.name);
  }

  async readFile(name: string): Promise<Uint8Array> {
    const handle = await open(this.file(name), 'r');
    try {
      const { size } = await handle.stat();
      // Allocated here rather than by fs.readFile, whose Buffer may sit at any offset of a shared pool.
      const bytes = new Uint8Array(size);
      let done = 0;
      while (done < size) {
        const { bytesRead } = await handle.read(bytes, done, size - done, done);
        if (bytesRead === 0) throw new Error(`${name} shrank while being read`);
        done += bytesRead;
      }
      return alignBytes(bytes);
    } finally {
      await handle.close();
    }
  }

  async openInput(name: string): Promise<FileInput> {
    const handle = await open(this.file(name), 'r');
    const { size } = await handle.stat();
    return {
      size,
      read: async (offset, length) => {
        if (offset < 0 || length < 0 || offset + length > size) throw new RangeError(`read past end of ${name}`);
        const bytes = new Uint8Array(length);
        let done = 0;
        while (done < length) {
          const { bytesRead } = await handle.read(bytes, done, length - done, offset + done);
          if (bytesRead === 0) throw new Error(`${name} shrank while being read`);
          done += bytesRead;
        }
        return bytes;
      },
      close: () => handle.close(),
    };
  }

  async openSource(name: string): Promise<ByteSource> {
    checkFileName(name);
    const fd = openSync(this.file(name), 'r');
    const size = fstatSync(fd).size;
    const source: ByteSource = {
      size,
      readSync(offset, length) {
        if (!(offset >= 0 && length >= 0 && offset + length <= size)) {
          throw new RangeError(`read of ${length} bytes at ${offset} past the end of ${name} (${size})`);
        }
        const bytes = new Uint8Array(length);
        let done = 0;
        while (done < length) {
          const read = readSync(fd, bytes, done, length - done, offset + done);
          if (read === 0) throw new Error(`${name} shrank while being read`);
          done += read;
        }
        return bytes;
      },
    };
    unreachableSources.register(source, fd);
    return source;
  }

  async createOutput(name: string): Promise<FileOutput> {
    checkFileName(name);
    const handle = await open(this.file(name), constants.O_CREAT | constants.O_EXCL | constants.O_WRONLY);
    let length = 0;
    let closed = false;
    return {
      get length() {
        return length;
      },
      write: async (chunk) => {
        let done = 0;
        while (done < chunk.length) {
          const { bytesWritten } = await handle.write(chunk, done, chunk.length - done, length + done);
          done += bytesWritten;
        }
        length += chunk.length;
      },
      sync: () => handle.sync(),
      close: async () => {
        if (closed) return;
        closed = true;
        await handle.close();
      },
    };
  }

  async atomicWrite(name: string, data: Uint8Array): Promise<void> {
    checkFileName(name);
    const temp = this.file(`${name}.tmp`);
    const handle = await open(temp, 'w');
    try {
      let done = 0;
      while (done < data.length) {
        const { bytesWritten } = await handle.write(data, done, data.length - done, done);
        done += bytesWritten;
      }
      await handle.sync();
    } finally {
      await handle.close();
    }
    // rename(2) replaces the target atomically; the directory fsync makes the new name durable.
    await rename(temp, this.file(name));
    await this.syncDirectory();
  }

  async delete(name: string): Promise<void> {
    try {
      await unlink(this.file(name));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }

  async exists(name: string): Promise<boolean> {
    try {
      return (await stat(this.file(name))).isFile();
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
      throw error;
    }
  }

  async syncDirectory(): Promise<void> {
    const handle = await open(this.path, 'r');
    try {
      await handle.sync();
    } finally {
      await handle.close();
    }
  }

  private file(name: string): string {
    if (name.includes('/') || name.includes('\\') || name === '.' || name === '..') {
      throw new Error(`invalid index file name: ${JSON.stringify(name)}`);
    }
    return join(this.path, name);
  }
}

import { type ByteSource, bytesSource } from '../codec/byte-source.ts';
import { alignBytes, checkFileName, type Directory, type FileInput, type FileOutput } from './directory.ts';

/** One file's storage: what has been written, and what a crash would leave (the content at its last sync). */
type Inode = { data: Uint8Array; length: number; synced: Uint8Array };

/**
 * An in-memory `Directory` that models what survives a power cut: file contents survive only up to their last
 * `sync()`, and names (creations, renames, deletions) only up to the last `syncDirectory()`. `crash()` returns the
 * directory a machine would find after rebooting, so tests can prove commits rely on fsync, not on luck.
 */
export class MemoryDirectory implements Directory {
  private names = new Map<string, Inode>();
  private durableNames = new Map<string, Inode>();

  async list(): Promise<string[]> {
    return [...this.names.keys()];
  }

  async readFile(name: string): Promise<Uint8Array> {
    const inode = this.get(name);
    return alignBytes(inode.data.slice(0, inode.length));
  }

  async openInput(name: string): Promise<FileInput> {
    const inode = this.get(name);
    const size = inode.length;
    return {
      size,
      read: async (offset, length) => {
        if (offset < 0 || length < 0 || offset + length > size) throw new RangeError(`read past end of ${name}`);
        return inode.data.slice(offset, offset + length);
      },
      close: async () => {},
    };
  }

  async openSource(name: string): Promise<ByteSource> {
    // The content as of now: files are immutable once written, and a deleted one stays readable, as on disk.
    const inode = this.get(name);
    return bytesSource(alignBytes(inode.data.slice(0, inode.length)));
  }

  async createOutput(name: string): Promise<FileOutput> {
    checkFileName(name);
    if (this.names.has(name)) throw new Error(`file exists: ${name}`);
    const inode: Inode = { data: new Uint8Array(256), length: 0, synced: new Uint8Array(0) };
    this.names.set(name, inode);
    let closed = false;
    return {
      get length() {
        return inode.length;
      },
      write: async (chunk) => {
        if (closed) throw new Error(`write after close: ${name}`);
        if (inode.length + chunk.length > inode.data.length) {
          const grown = new Uint8Array(Math.max(inode.data.length * 2, inode.length + chunk.length));
          grown.set(inode.data.subarray(0, inode.length));
          inode.data = grown;
        }
        inode.data.set(chunk, inode.length);
        inode.length += chunk.length;
      },
      sync: async () => {
        inode.synced = inode.data.slice(0, inode.length);
      },
      close: async () => {
        closed = true;
      },
    };
  }

  async atomicWrite(name: string, data: Uint8Array): Promise<void> {
    checkFileName(name);
    const inode: Inode = { data: data.slice(), length: data.length, synced: data.slice() };
    this.names.set(name, inode);
    await this.syncDirectory();
  }

  async delete(name: string): Promise<void> {
    this.names.delete(name);
  }

  async exists(name: string): Promise<boolean> {
    return this.names.has(name);
  }

  async syncDirectory(): Promise<void> {
    this.durableNames = new Map(this.names);
  }

  /** The directory as found after a power cut now: only synced contents under durably recorded names. */
  crash(): MemoryDirectory {
    const after = new MemoryDirectory();
    for (const [name, inode] of this.durableNames) {
      const copy: Inode = { data: inode.synced.slice(), length: inode.synced.length, synced: inode.synced.slice() };
      after.names.set(name, copy);
    }
    after.durableNames = new Map(after.names);
    return after;
  }

  private get(name: string): Inode {
    const inode = this.names.get(name);
    if (!inode) throw Object.assign(new Error(`no such file: ${name}`), { code: 'ENOENT' });
    return inode;
  }
}

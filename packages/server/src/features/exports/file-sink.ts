import { once } from 'node:events';
import { createWriteStream, type WriteStream } from 'node:fs';

/**
 * A file written piece by piece (text as UTF-8, or bytes) with back-pressure: `write` waits for the stream to drain when its buffer is
 * full, so a writer fed faster than the disk takes holds at most one buffer, however many documents come.
 */
export type FileSink = {
  /** Bytes written so far (the offset the next write starts at). */
  readonly bytes: number;
  write(chunk: string | Buffer): Promise<void>;
  close(): Promise<void>;
};

export async function openFileSink(path: string): Promise<FileSink> {
  const stream: WriteStream = createWriteStream(path);
  await once(stream, 'open');
  let failure: Error | null = null;
  let wake: (() => void) | null = null;
  stream.on('error', (error) => {
    failure = error;
    wake?.();
  });
  let bytes = 0;
  return {
    get bytes() {
      return bytes;
    },
    async write(chunk) {
      if (failure) throw failure;
      const data = typeof chunk === 'string' ? Buffer.from(chunk, 'utf8') : chunk;
      bytes += data.length;
      if (!stream.write(data)) {
        await new Promise<void>((resolve) => {
          wake = resolve;
          stream.once('drain', () => resolve());
        });
      }
      if (failure) throw failure;
    },
    async close() {
      if (failure) throw failure;
      // 'close' comes after the descriptor is closed, so the job's rename sees the whole file.
      const closed = once(stream, 'close');
      stream.end();
      await closed;
      if (failure) throw failure;
    },
  };
}

import { once } from 'node:events';
import { createWriteStream, type WriteStream } from 'node:fs';

/**
 * A UTF-8 file written piece by piece with back-pressure: `write` waits for the stream to drain when its buffer is
 * full, so a writer fed faster than the disk takes holds at most one buffer, however many documents come.
 */
export type TextFileSink = {
  write(text: string): Promise<void>;
  close(): Promise<void>;
};

export async function openTextFileSink(path: string): Promise<TextFileSink> {
  const stream: WriteStream = createWriteStream(path, { encoding: 'utf8' });
  await once(stream, 'open');
  let failure: Error | null = null;
  stream.on('error', (error) => {
    failure = error;
  });
  return {
    async write(text) {
      if (failure) throw failure;
      if (!stream.write(text)) await Promise.race([once(stream, 'drain'), once(stream, 'error')]);
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

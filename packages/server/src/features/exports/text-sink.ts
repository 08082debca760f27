import { once } from 'node:events';
import { createWriteStream } from 'node:fs';

/**
 * A file written as text in order, waiting whenever the stream's buffer is full, so a writer of a hundred
 * thousand documents holds one document's text at a time, not the file.
 */
export type TextSink = { write(text: string): Promise<void>; close(): Promise<void> };

export function openTextSink(path: string): TextSink {
  const stream = createWriteStream(path, { encoding: 'utf8' });
  let failure: Error | null = null;
  stream.on('error', (error) => {
    failure = error;
  });
  return {
    async write(text) {
      if (failure) throw failure;
      if (!stream.write(text)) await once(stream, 'drain');
    },
    async close() {
      if (failure) throw failure;
      stream.end();
      await once(stream, 'finish');
    },
  };
}

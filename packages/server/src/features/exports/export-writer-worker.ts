import { parentPort, workerData } from 'node:worker_threads';
import type { FromWriterThread, ToWriterThread, WriterThreadData } from './export-thread-protocol';
import type { ExportImage, ExportRecord, ExportWriter } from './export-writer';
import { EXPORT_WRITERS } from './formats';

// The writer thread of one export (export-writer-thread.ts starts it): it opens the format's writer on the temporary
// path and writes the records the job posts, batch by batch. Everything a format builds up (pdfkit's page objects,
// exceljs's shared strings, zip buffers) lives in this thread's own heap, which the job caps, so no export can
// take the server's memory, and page layout never holds up the server's event loop.

if (!parentPort) throw new Error('export-writer-worker runs only as a worker thread');
const port = parentPort;
const { format, path, report } = workerData as WriterThreadData;

let peakBytes = 0;
/** This thread's own footprint: in a worker, heapTotal and external are the thread's isolate's, not the process's. */
function sampleMemory(): void {
  const usage = process.memoryUsage();
  peakBytes = Math.max(peakBytes, usage.heapTotal + usage.external);
}
// Between batches too: a writer's peak can come while it lays out one large record.
const sampler = setInterval(sampleMemory, 50);
sampler.unref();

function send(message: FromWriterThread): void {
  port.postMessage(message);
}

/** Structured cloning hands a Buffer over as a plain Uint8Array; the writers expect Buffer's methods. */
function withBuffer(record: ExportRecord): ExportRecord {
  const image = record.thumbnail;
  if (!image || Buffer.isBuffer(image.data)) return record;
  const data: Uint8Array = image.data;
  const thumbnail: ExportImage = { ...image, data: Buffer.from(data.buffer, data.byteOffset, data.byteLength) };
  return { ...record, thumbnail };
}

async function serve(writer: ExportWriter, message: ToWriterThread): Promise<void> {
  if (message.type === 'records') {
    for (const record of message.records) await writer.write(withBuffer(record));
    sampleMemory();
    send({ type: 'written', memory: { peakBytes } });
    return;
  }
  await writer.close();
  sampleMemory();
  clearInterval(sampler);
  send({ type: 'closed', memory: { peakBytes } });
  port.close();
}

async function main(): Promise<void> {
  const writer = await EXPORT_WRITERS[format](path, report);
  // Messages are served one after another: a writer is a stream and takes records in order.
  let queue = Promise.resolve();
  port.on('message', (message: ToWriterThread) => {
    queue = queue
      .then(() => serve(writer, message))
      .catch((error: unknown) => {
        send({ type: 'failed', message: error instanceof Error ? error.message : String(error) });
        port.close();
      });
  });
  send({ type: 'ready' });
}

main().catch((error: unknown) => {
  send({ type: 'failed', message: error instanceof Error ? error.message : String(error) });
  port.close();
});

// The chunk pipeline as the bench runs it: documents are spooled to a file a chunk at a time, the chunk's links are
// planned from its slices (read back from the spool) against the last commit, the documents are written with their
// links, the committed documents the chunk changes are rewritten, and the chunk is committed.

import { once } from 'node:events';
import { createReadStream, createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { type Directory, type IndexWriter, PATENT_SCHEMA, Searcher } from '@app/engine';
import type { PatentDocument } from '@app/shared';
import { linkedEngineDocument } from '../src/engine-document';
import { linkSliceOf } from '../src/link/keys';
import { planLinks } from '../src/link/plan';

type ChunkOptions = {
  readonly writer: IndexWriter;
  readonly directory: Directory;
  readonly chunk: number;
  readonly spoolDir: string;
  readonly log: (text: string) => void;
};

async function* spooled(file: string): AsyncGenerator<PatentDocument> {
  const lines = createInterface({ input: createReadStream(file), crlfDelay: Number.POSITIVE_INFINITY });
  for await (const line of lines) if (line !== '') yield JSON.parse(line) as PatentDocument;
}

async function* slicesOf(file: string) {
  for await (const doc of spooled(file)) yield linkSliceOf(doc);
}

/** Ingests `documents` chunk by chunk; returns what the bench reports. */
export async function linkChunks(documents: () => AsyncIterable<PatentDocument>, options: ChunkOptions) {
  const { writer, directory, log } = options;
  const spool = join(options.spoolDir, 'chunk.jsonl');
  const totals = { read: 0, plan: 0, write: 0, rewrite: 0, commit: 0 };
  let count = 0;
  let relinked = 0;
  let inChunk = 0;
  let out = createWriteStream(spool);
  let mark = performance.now();
  const lap = (phase: keyof typeof totals) => {
    const now = performance.now();
    totals[phase] += (now - mark) / 1000;
    mark = now;
  };

  const flush = async () => {
    out.end();
    await once(out, 'finish');
    lap('read');
    const heapBefore = process.memoryUsage().heapUsed;
    const plan = await planLinks(() => slicesOf(spool), await Searcher.open(directory, { schema: PATENT_SCHEMA }));
    const planHeapMb = (process.memoryUsage().heapUsed - heapBefore) / 1e6;
    lap('plan');
    for await (const doc of spooled(spool)) {
      const links = plan.linksOf(doc.id);
      const office = linkSliceOf(doc).docdbfamilyid;
      const linked = {
        ...doc,
        ...(office !== undefined ? { docdbfamilyid: office } : {}),
        familydata: links.familydata,
      };
      await writer.addDocument(linkedEngineDocument(linked, links));
    }
    lap('write');
    let rewrites = 0;
    for await (const doc of plan.rewrites()) {
      await writer.updateDocument(doc);
      rewrites++;
    }
    lap('rewrite');
    await writer.commit({ ingest: 'complete' });
    lap('commit');
    relinked += rewrites;
    const s = plan.stats;
    log(
      `  chunk of ${inChunk.toLocaleString('en')} (${count.toLocaleString('en')} so far): family neighbours ${s.familyNeighbours}, cited neighbours ${s.citedNeighbours}, rewrites ${rewrites}, plan heap ${planHeapMb.toFixed(0)} MB, rss ${(process.memoryUsage().rss / 1e6).toFixed(0)} MB`,
    );
    inChunk = 0;
    out = createWriteStream(spool);
  };

  for await (const doc of documents()) {
    if (!out.write(`${JSON.stringify(doc)}\n`)) await once(out, 'drain');
    count++;
    if (++inChunk >= options.chunk) await flush();
  }
  if (inChunk > 0) await flush();
  else out.end();
  await rm(spool, { force: true });
  const seconds = (k: keyof typeof totals) => `${k} ${totals[k].toFixed(1)} s`;
  return {
    documents: count,
    linkSeconds: totals.plan + totals.rewrite,
    relinked,
    detail: (Object.keys(totals) as (keyof typeof totals)[]).map(seconds).join(', '),
  };
}

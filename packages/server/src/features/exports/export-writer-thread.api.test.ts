import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '../../db/schema';
import { buildExportWorld, type ExportWorld, requestExport, runExport } from './export-test-support';
import { EXPORT_JOB_KIND } from './exports.service';

// Each export's file is written in a worker thread of its own with a capped heap (export-writer-thread.ts). These
// tests run the real job: the thread reports how much memory it took, and an export that needs more than its cap
// fails with a message saying so while the server goes on answering.

let w: ExportWorld;
const FIELDS = ['publication_number', 'title', 'publication_date', 'assignees', 'abstract', 'ipc'];

beforeAll(async () => {
  w = await buildExportWorld();
}, 120_000);
afterAll(async () => {
  await w?.t.close();
});

async function lastExportJobResult(): Promise<Record<string, unknown>> {
  const [row] = await w.t.db
    .select({ result: jobs.result })
    .from(jobs)
    .where(eq(jobs.kind, EXPORT_JOB_KIND))
    .orderBy(desc(jobs.id))
    .limit(1);
  return (row?.result ?? {}) as Record<string, unknown>;
}

describe('the export writer thread', () => {
  it('writes the file in its own thread and reports that thread’s peak memory', async () => {
    const created = await requestExport(w, {
      source: { type: 'selection', ucids: w.ucids.slice(0, 20) },
      format: 'pdf',
      fields: FIELDS,
    });
    const done = await runExport(w, created.id);
    expect(done.status, done.error).toBe('finished');
    const result = await lastExportJobResult();
    expect(result.written).toBe(20);
    // pdfkit and its fonts alone take a few MB; the cap is what bounds it from above.
    expect(result.writerPeakMb).toBeGreaterThan(1);
    expect(result.writerPeakMb).toBeLessThan(w.t.ctx.exportWriterHeapMb * 2);
  });

  it('fails an export that needs more than the cap, saying so, and the server goes on', async () => {
    const cap = w.t.ctx.exportWriterHeapMb;
    w.t.ctx.exportWriterHeapMb = 4;
    try {
      const created = await requestExport(w, {
        source: { type: 'selection', ucids: w.ucids.slice(0, 20) },
        format: 'pdf',
        fields: FIELDS,
      });
      const done = await runExport(w, created.id);
      expect(done.status).toBe('failed');
      expect(done.error).toContain('needed more than the 4 MB an export may use');
      const files = await readdir(join(w.t.dataDir, 'exports'));
      expect(files.filter((name) => name.startsWith(`${created.id}.`))).toEqual([]);
    } finally {
      w.t.ctx.exportWriterHeapMb = cap;
    }
    // The same export with the usual cap is written: nothing of the failed one is left in the way.
    const again = await requestExport(w, {
      source: { type: 'selection', ucids: w.ucids.slice(0, 5) },
      format: 'pdf',
      fields: FIELDS,
    });
    expect((await runExport(w, again.id)).status).toBe('finished');
    expect((await w.call('ada', 'GET', '/api/exports')).statusCode).toBe(200);
  });
});

import { readdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { DEFAULT_EXPORT_CAP, yyyymmddFromDate } from '@app/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs, loggedEvents, organizationModules } from '../../db/schema';
import { exportsDir } from './export-files';
import { buildExportWorld, download, type ExportWorld, requestExport, runExport } from './export-test-support';

// The export calls (issue 17) on the real server and index: bad input answered with clear errors, the cap, who
// sees which export, download only once finished, delete, the activity and tracking, and a rerun that finds a
// dead attempt's partial file.

let w: ExportWorld;
let day: string;

beforeAll(async () => {
  w = await buildExportWorld();
  day = String(yyyymmddFromDate(w.t.clock.now()));
}, 120_000);
afterAll(async () => {
  await w?.t.close();
});

const searchExport = (extra: Record<string, unknown> = {}) => ({
  source: { type: 'search', index: w.search },
  format: 'csv',
  fields: ['publication_number', 'title'],
  ...extra,
});

const errorOf = async (body: unknown, who: 'ada' | 'bob' | 'eve' = 'ada') => {
  const response = await w.call(who, 'POST', '/api/exports', body);
  return { status: response.statusCode, error: response.json().error };
};

describe('bad input', () => {
  it('names an unknown format, an unknown field and a missing field choice', async () => {
    const format = await errorOf(searchExport({ format: 'odt' }));
    expect(format.status).toBe(422);
    expect(format.error.fields.format).toEqual(['Choose a format: xlsx, docx, html, pdf, json, xml, csv, ris.']);
    const field = await errorOf(searchExport({ fields: ['title', 'nope', 'colour'] }));
    expect(field.status).toBe(422);
    expect(field.error.fields.fields).toEqual(['Unknown field: nope, colour.']);
    const none = await errorOf(searchExport({ fields: [] }));
    expect(none.error.fields.fields).toEqual(['Choose at least one field.']);
    const source = await errorOf(searchExport({ source: { type: 'alert' } }));
    expect(source.status).toBe(422);
  });

  it('answers 404 for a folder the user cannot read, a search that is not theirs and a patent not in the index', async () => {
    const folder = (await w.call('bob', 'POST', '/api/folders', { name: 'Bob’s own' })).json().id;
    const notShared = await errorOf({ source: { type: 'folder', folderId: folder }, format: 'csv', fields: ['title'] });
    expect(notShared.status).toBe(404);
    const unknownFolder = await errorOf({
      source: { type: 'folder', folderId: 999_999 },
      format: 'csv',
      fields: ['title'],
    });
    expect(unknownFolder.status).toBe(404);
    // A search number is per user: Eve has no search 1 whatever Ada has.
    const search = await errorOf(searchExport(), 'eve');
    expect(search.status).toBe(404);
    const patent = await errorOf({ source: { type: 'patent', ucid: 'XX-1-A1' }, format: 'csv', fields: ['title'] });
    expect(patent.status).toBe(404);
    const bad = await errorOf({
      source: { type: 'selection', ucids: ['not a number'] },
      format: 'csv',
      fields: ['title'],
    });
    expect(bad).toMatchObject({
      status: 422,
      error: { fields: { 'source.ucids': [expect.stringContaining('not a number')] } },
    });
  });

  it('refuses an export when no chosen field can go into the format for the source', async () => {
    // Folder fields only for folders; keywords in context never in json.
    const refused = await errorOf(searchExport({ format: 'json', fields: ['folder_rating', 'keywords_in_context'] }));
    expect(refused.status).toBe(422);
    expect(refused.error.fields.fields[0]).toContain('None of the chosen fields');
  });

  it('refuses a source over the organisation’s cap, naming both numbers, and takes it once the cap is raised', async () => {
    expect(w.searchTotal).toBeGreaterThan(5);
    const settings = await w.call('admin', 'GET', '/api/organization/settings');
    expect(settings.json()).toMatchObject({ export_cap: null, effective_export_cap: DEFAULT_EXPORT_CAP });
    expect((await w.call('admin', 'PATCH', '/api/organization', { export_cap: 5 })).json()).toMatchObject({
      export_cap: 5,
      effective_export_cap: 5,
    });
    const over = await errorOf(searchExport());
    expect(over.status).toBe(422);
    expect(over.error.code).toBe('VALIDATION_FAILED');
    expect(over.error.message).toBe(
      `Search ${w.search} has ${w.searchTotal} documents, more than the 5 your organisation allows in one export. ` +
        'Narrow the results, or ask an administrator to raise the export cap.',
    );
    expect(over.error.fields.source).toEqual([over.error.message]);
    // Only admins set it, within 1..MAX_EXPORT_CAP.
    expect((await w.call('bob', 'PATCH', '/api/organization', { export_cap: 50_000 })).statusCode).toBe(403);
    const tooHigh = await w.call('admin', 'PATCH', '/api/organization', { export_cap: 100_001 });
    expect(tooHigh.json().error.fields.export_cap).toEqual(['Give at most 100,000.']);
    const zero = await w.call('admin', 'PATCH', '/api/organization', { export_cap: 0 });
    expect(zero.json().error.fields.export_cap).toEqual(['Give at least 1.']);
    await w.call('admin', 'PATCH', '/api/organization', { export_cap: null });
    expect((await w.call('ada', 'POST', '/api/exports', searchExport())).statusCode).toBe(201);
    await w.t.ctx.jobs.drain();
  });
});

describe('following, downloading and deleting an export', () => {
  it('is pending, refuses a download until finished, then serves the file with its type and name', async () => {
    const created = await requestExport(w, searchExport());
    expect(created).toMatchObject({
      status: 'pending',
      format: 'csv',
      source_name: `Search ${w.search}`,
      source_type: 'search',
      filename: `Search_${w.search}_${day}.csv`,
      total: null,
      written: 0,
      size: null,
      error: null,
      finished_at: null,
    });
    const early = await w.call('ada', 'GET', `/api/exports/${created.id}/download`);
    expect(early.statusCode).toBe(409);
    expect(early.json().error).toEqual({
      code: 'EXPORT_NOT_READY',
      message: `Export ${created.id} is waiting to start: download it when it is finished.`,
    });
    const done = await runExport(w, created.id);
    expect(done).toMatchObject({ status: 'finished', total: w.searchTotal, written: w.searchTotal });
    expect(done.size).toBeGreaterThan(0);
    const { response, bytes } = await download(w, created.id);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="Search_${w.search}_${day}.csv"; filename*=UTF-8''Search_${w.search}_${day}.csv`,
    );
    expect(bytes.length).toBe(done.size);
  });

  it('shows each user only their own exports: another user’s id answers 404 on every call', async () => {
    const mine = await requestExport(w, searchExport());
    await runExport(w, mine.id);
    for (const who of ['bob', 'eve'] as const) {
      expect((await w.call(who, 'GET', `/api/exports/${mine.id}`)).statusCode).toBe(404);
      expect((await w.call(who, 'GET', `/api/exports/${mine.id}/download`)).statusCode).toBe(404);
      expect((await w.call(who, 'DELETE', `/api/exports/${mine.id}`)).statusCode).toBe(404);
      const list = (await w.call(who, 'GET', '/api/exports')).json();
      expect(list.data.map((e: { id: number }) => e.id)).not.toContain(mine.id);
    }
    const unknown = await w.call('ada', 'GET', '/api/exports/999999');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toBe('You have no export 999999.');
    // Still there for its owner.
    expect((await w.call('ada', 'GET', `/api/exports/${mine.id}/download`)).statusCode).toBe(200);
  });

  it('lists the user’s exports newest first, checksummed', async () => {
    const first = (await w.call('ada', 'GET', '/api/exports')).json();
    expect(first.match).toBe(false);
    const ids = first.data.map((e: { id: number }) => e.id);
    expect(ids).toEqual([...ids].sort((a: number, b: number) => b - a));
    const again = (await w.call('ada', 'GET', `/api/exports?checksum=${first.checksum}`)).json();
    expect(again).toEqual({ checksum: first.checksum, match: true });
    w.t.clock.advanceSeconds(1);
    const newer = await requestExport(w, searchExport());
    const changed = (await w.call('ada', 'GET', `/api/exports?checksum=${first.checksum}`)).json();
    expect(changed.match).toBe(false);
    expect(changed.data[0].id).toBe(newer.id);
    await w.t.ctx.jobs.drain();
  });

  it('deletes the row and its file', async () => {
    const created = await requestExport(w, searchExport());
    await runExport(w, created.id);
    expect(await readdir(exportsDir(w.t.dataDir))).toContain(`${created.id}.csv`);
    expect((await w.call('ada', 'DELETE', `/api/exports/${created.id}`)).statusCode).toBe(204);
    expect(await readdir(exportsDir(w.t.dataDir))).not.toContain(`${created.id}.csv`);
    expect((await w.call('ada', 'GET', `/api/exports/${created.id}`)).statusCode).toBe(404);
    expect((await w.call('ada', 'DELETE', `/api/exports/${created.id}`)).statusCode).toBe(404);
  });

  it('answers 404 rather than a broken file when a finished export’s file is gone from the data dir', async () => {
    const created = await requestExport(w, searchExport());
    await runExport(w, created.id);
    await rm(join(exportsDir(w.t.dataDir), `${created.id}.csv`));
    const gone = await w.call('ada', 'GET', `/api/exports/${created.id}/download`);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().error.message).toBe(`The file of export ${created.id} is gone: export it again.`);
  });

  it('a deleted pending export is skipped by its job and leaves no file', async () => {
    const created = await requestExport(w, searchExport());
    expect((await w.call('ada', 'DELETE', `/api/exports/${created.id}`)).statusCode).toBe(204);
    await w.t.ctx.jobs.drain();
    expect((await readdir(exportsDir(w.t.dataDir))).filter((f) => f.startsWith(`${created.id}.`))).toEqual([]);
  });

  it('marks a format without a writer yet as failed with a message, and has no file to download', async () => {
    const created = await requestExport(w, searchExport({ format: 'docx' }));
    const done = await runExport(w, created.id);
    expect(done).toMatchObject({
      status: 'failed',
      error: 'The export could not be written: Word export is not built yet.',
    });
    const attempt = await w.call('ada', 'GET', `/api/exports/${created.id}/download`);
    expect(attempt.statusCode).toBe(404);
    expect(attempt.json().error.message).toBe(`Export ${created.id} failed, so there is no file to download.`);
    expect((await readdir(exportsDir(w.t.dataDir))).filter((f) => f.startsWith(`${created.id}.`))).toEqual([]);
  });

  it('starts again from nothing when a dead attempt left a partial file and a running row', async () => {
    const created = await requestExport(w, searchExport());
    const leftover = join(exportsDir(w.t.dataDir), `${created.id}.csv.partial`);
    await writeFile(leftover, 'half a file from an attempt that died');
    const done = await runExport(w, created.id);
    expect(done.status).toBe('finished');
    const { bytes } = await download(w, created.id);
    const text = bytes.toString('utf8');
    expect(text).not.toContain('half a file');
    expect(text.trim().split('\r\n')).toHaveLength(w.searchTotal + 1);
    expect(await readdir(exportsDir(w.t.dataDir))).not.toContain(`${created.id}.csv.partial`);
  });

  it('shows an export whose job failed for good as failed', async () => {
    const created = await requestExport(w, searchExport());
    // What the runner leaves when a job's worker died on every attempt: the job failed, the row still pending.
    const [row] = await w.t.db
      .update(jobs)
      .set({ status: 'failed', error: 'The worker running this job stopped before it finished.' })
      .where(and(eq(jobs.kind, 'export'), eq(jobs.status, 'queued')))
      .returning();
    expect(row).toBeDefined();
    const shown = (await w.call('ada', 'GET', `/api/exports/${created.id}`)).json();
    expect(shown).toMatchObject({ status: 'failed', error: 'The worker running this job stopped before it finished.' });
  });
});

describe('activity and tracking', () => {
  it('logs each export in the activity', async () => {
    const created = await requestExport(w, searchExport());
    await w.t.ctx.jobs.drain();
    const events = (await w.call('ada', 'GET', '/api/logged_events')).json().data as {
      action: string;
      message: string;
    }[];
    expect(events[0]).toMatchObject({
      action: 'export.create',
      message: `Exported Search ${w.search} as CSV (${w.searchTotal} documents)`,
    });
    expect(created.id).toBeGreaterThan(0);
  });

  it('refuses an export without a reference when tracking requires one, and logs it against the reference set', async () => {
    await w.t.db
      .insert(organizationModules)
      .values({ organizationId: w.organizationId, name: 'tracking', configuration: { enabled: true, required: true } })
      .onConflictDoUpdate({
        target: [organizationModules.organizationId, organizationModules.name],
        set: { configuration: { enabled: true, required: true } },
      });
    const refused = await w.call('ada', 'POST', '/api/exports', searchExport());
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('TRACKING_REFERENCE_REQUIRED');
    const set = await w.call('ada', 'PUT', '/api/active_client_reference', { reference: 'Acme-17' });
    expect(set.statusCode).toBe(200);
    const created = await requestExport(w, searchExport());
    const [event] = await w.t.db
      .select()
      .from(loggedEvents)
      .where(and(eq(loggedEvents.userId, w.ids.ada), eq(loggedEvents.action, 'export.create')))
      .orderBy(loggedEvents.id)
      .then((rows) => rows.slice(-1));
    expect(event).toMatchObject({ clientReference: 'Acme-17', details: { export_id: created.id } });
    await w.t.ctx.jobs.drain();
    await w.t.db
      .update(organizationModules)
      .set({ configuration: { enabled: false } })
      .where(and(eq(organizationModules.organizationId, w.organizationId), eq(organizationModules.name, 'tracking')));
  });
});

import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildExportWorld, download, type ExportWorld, requestExport, runExport } from './export-test-support';

// End to end (issue 17): exports of a search, a folder, a selection, the patent list and one patent are asked for
// through the API, run by the real job on the real index, downloaded, and read back with independent readers
// (exceljs for xlsx, JSON.parse, a small RFC 4180 reader for csv): each holds exactly the documents and the
// fields chosen, in the order asked, with dates as dates.

let w: ExportWorld;

beforeAll(async () => {
  w = await buildExportWorld();
}, 120_000);
afterAll(async () => {
  await w?.t.close();
});

type StoredDoc = Record<string, unknown> & { ucid: string };

/** The stored documents as the app's own select call answers them. */
async function storedDocs(ucids: string[]): Promise<Map<string, StoredDoc>> {
  const response = await w.call('ada', 'POST', '/api/patents/select', { ucids });
  expect(response.statusCode).toBe(200);
  return new Map((response.json().docs as StoredDoc[]).map((d) => [d.ucid, d]));
}

async function finished(body: unknown): Promise<{ id: number; total: number; bytes: Buffer }> {
  const created = await requestExport(w, body);
  const done = await runExport(w, created.id);
  expect(done.status, done.error).toBe('finished');
  const { bytes } = await download(w, created.id);
  return { id: created.id, total: done.total, bytes };
}

function isoOf(yyyymmdd: unknown): string | null {
  if (typeof yyyymmdd !== 'number') return null;
  const s = String(yyyymmdd);
  return `${s.slice(0, 4)}-${s.slice(4, 6)}-${s.slice(6)}`;
}

/** RFC 4180 reader, written here so the test does not trust the writer's own quoting. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(field);
      field = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      i++;
    } else field += c;
  }
  if (field !== '' || row.length > 0) rows.push([...row, field]);
  return rows;
}

describe('an export holds exactly the documents and fields chosen', () => {
  it('xlsx of a search: a row per result in relevance order, dates as dates, links, keywords in context, a Query sheet', async () => {
    const fields = [
      'publication_number',
      'title',
      'publication_date',
      'claim_count',
      'document_url',
      'keywords_in_context',
    ];
    const { total, bytes } = await finished({
      source: { type: 'search', index: w.search },
      format: 'xlsx',
      fields,
    });
    expect(total).toBe(w.searchTotal);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
    expect(workbook.worksheets.map((s) => s.name)).toEqual(['Results', 'Query']);
    const sheet = workbook.getWorksheet('Results')!;
    expect(sheet.rowCount).toBe(total + 1);
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual([
      'Publication number',
      'Title',
      'Link',
      'Publication date',
      'Number of claims',
      'Keywords in context',
    ]);
    const stored = await storedDocs(w.ucids.slice(0, 20));
    for (let r = 2; r <= 21; r++) {
      const row = sheet.getRow(r);
      const ucid = w.ucids[r - 2]!;
      const doc = stored.get(ucid)!;
      const number = row.getCell(1).value as { text: string; hyperlink: string };
      expect(number).toEqual({ text: doc.publicationnumber, hyperlink: `http://localhost:3000/patent/${ucid}` });
      const date = row.getCell(4).value;
      expect(date).toBeInstanceOf(Date);
      expect((date as Date).toISOString().slice(0, 10)).toBe(isoOf(doc.publicationdate));
      expect(row.getCell(4).numFmt).toBe('yyyy-mm-dd');
      expect((row.getCell(3).value as { hyperlink: string }).hyperlink).toBe(`http://localhost:3000/patent/${ucid}`);
      // The query is TAC=(method): the word is marked in context.
      expect(String(row.getCell(6).value).toLowerCase()).toContain('«method');
    }
    const query = workbook.getWorksheet('Query')!;
    const facts = new Map<string, unknown>();
    query.eachRow((row, n) => {
      if (n > 1) facts.set(String(row.getCell(1).value), row.getCell(2).value);
    });
    expect(facts.get('Query')).toBe(w.searchQuery);
    expect(facts.get('Documents exported')).toBe(total);
    expect(facts.get('Documents in the source')).toBe(w.searchTotal);
    expect(facts.get('Exported at (UTC)')).toBeInstanceOf(Date);
    expect(facts.get('Exported by')).toMatch(/^Ada Lovelace </);
  });

  it('json of a folder: its patents with the folder’s rating, labels and comments; nothing unchosen', async () => {
    const folder = (await w.call('ada', 'POST', '/api/folders', { name: 'Röntgen & Co / prior art' })).json().id;
    const inFolder = w.ucids.slice(0, 7);
    expect((await w.call('ada', 'POST', `/api/folders/${folder}/patents`, { ucids: inFolder })).statusCode).toBe(200);
    const label = (
      await w.call('ada', 'POST', `/api/folders/${folder}/labels`, { name: 'Novelty', colour: '#1c7ed6' })
    ).json();
    const first = inFolder[0]!;
    expect(
      (await w.call('ada', 'PUT', `/api/folders/${folder}/patents/${first}/rating`, { rating: 4 })).statusCode,
    ).toBe(200);
    expect(
      (await w.call('ada', 'PUT', `/api/folders/${folder}/patents/${first}/labels`, { label_ids: [label.id] }))
        .statusCode,
    ).toBe(200);
    expect(
      (
        await w.call('ada', 'POST', `/api/folders/${folder}/patents/${first}/comments`, {
          body: 'Claim 1 reads on it.',
        })
      ).statusCode,
    ).toBe(200);
    // In catalogue order, which is the order an export writes them in.
    const fields = [
      'publication_number',
      'application_date',
      'ipc',
      'folder_comments',
      'folder_rating',
      'folder_labels',
    ];
    const created = await requestExport(w, { source: { type: 'folder', folderId: folder }, format: 'json', fields });
    expect(created.filename).toMatch(/^Folder_Rontgen_Co_prior_art_\d{8}\.json$/);
    const { bytes } = await finished({ source: { type: 'folder', folderId: folder }, format: 'json', fields });
    const parsed = JSON.parse(bytes.toString('utf8'));
    expect(parsed.export).toMatchObject({ title: 'Folder Röntgen & Co / prior art', total: 7, source_total: 7 });
    expect(parsed.export.fields.map((f: { id: string }) => f.id)).toEqual(fields);
    const docs = parsed.documents as Record<string, unknown>[];
    expect(docs.map((d) => d.ucid).sort()).toEqual([...inFolder].sort());
    for (const doc of docs) expect(Object.keys(doc)).toEqual(['ucid', ...fields]);
    const stored = await storedDocs(inFolder);
    for (const doc of docs) {
      const source = stored.get(doc.ucid as string)!;
      expect(doc.application_date).toBe(isoOf(source.applicationdate));
      expect(doc.publication_number).toBe(source.publicationnumber);
      const ipc = (source.classifications as { ipc?: { code: string }[] } | undefined)?.ipc?.map((c) => c.code) ?? null;
      expect(doc.ipc).toEqual(ipc && ipc.length > 0 ? ipc : null);
    }
    const annotated = docs.find((d) => d.ucid === first)!;
    expect(annotated).toMatchObject({ folder_rating: '4', folder_labels: ['Novelty'] });
    expect(annotated.folder_comments).toMatch(/^Ada Lovelace \(\d{4}-\d{2}-\d{2}\): Claim 1 reads on it\.$/);
    expect(
      docs.filter((d) => d.ucid !== first).every((d) => d.folder_rating === null && d.folder_labels === null),
    ).toBe(true);
  });

  it('csv of a selection: BOM, header, one row per document in the order ticked, quoting that a reader undoes', async () => {
    const selection = [w.ucids[5]!, w.ucids[1]!, w.ucids[9]!, 'EP-9999999-A1'];
    const { bytes, total } = await finished({
      source: { type: 'selection', ucids: selection },
      format: 'csv',
      fields: ['publication_number', 'title', 'abstract', 'inventors', 'earliest_priority_date'],
      // Columns come in catalogue order, whatever order the fields were ticked in.
    });
    expect(total).toBe(3);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const rows = parseCsv(bytes.toString('utf8').slice(1));
    expect(rows[0]).toEqual(['Publication number', 'Title', 'Earliest priority date', 'Inventors', 'Abstract']);
    expect(rows).toHaveLength(4);
    const stored = await storedDocs(selection.slice(0, 3));
    rows.slice(1).forEach((row, i) => {
      const doc = stored.get(selection[i]!)!;
      expect(row).toHaveLength(5);
      expect(row[0]).toBe(doc.publicationnumber);
      const titles = doc.titles as Record<string, string>;
      expect(Object.values(titles)).toContain(row[1]);
      expect(row[2]).toBe(isoOf(doc.earliestprioritydate) ?? '');
    });
  });

  it('xlsx of the patent list and json of one patent hold just those', async () => {
    const listed = w.ucids.slice(10, 14);
    expect((await w.call('ada', 'POST', '/api/listed_patents/bulk_add', { ucids: listed })).statusCode).toBe(200);
    const list = await finished({
      source: { type: 'patent_list' },
      format: 'xlsx',
      fields: ['publication_number', 'grant_date'],
    });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(list.bytes as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Results')!;
    expect(sheet.rowCount).toBe(listed.length + 1);
    const numbers = [];
    for (let r = 2; r <= sheet.rowCount; r++) numbers.push((sheet.getRow(r).getCell(1).value as { text: string }).text);
    const stored = await storedDocs(listed);
    expect(numbers.sort()).toEqual(listed.map((u) => stored.get(u)!.publicationnumber as string).sort());

    const one = await finished({
      source: { type: 'patent', ucid: w.ucids[0]! },
      format: 'json',
      fields: ['publication_number', 'simple_family_members', 'full_images', 'keywords_in_context'],
    });
    const parsed = JSON.parse(one.bytes.toString('utf8'));
    expect(parsed.documents).toHaveLength(1);
    // Keywords in context are never in json (SPEC §5): the field is dropped, full-size images stay.
    expect(Object.keys(parsed.documents[0])).toEqual([
      'ucid',
      'publication_number',
      'full_images',
      'simple_family_members',
    ]);
    expect(parsed.documents[0].ucid).toBe(w.ucids[0]);
  });

  it('grouped by family: one row per family, as many as the search has families', async () => {
    const grouped = await w.call('ada', 'POST', `/api/patents/search/${w.search}`, {
      grouped_by: 'simplefamily',
      rows: 0,
    });
    const families = grouped.json().grouping.ngroups as number;
    expect(families).toBeGreaterThan(0);
    const { bytes, total } = await finished({
      source: { type: 'search', index: w.search },
      format: 'csv',
      fields: ['publication_number', 'family_id', 'simple_family_members'],
      grouping: 'families',
    });
    expect(total).toBe(families);
    const rows = parseCsv(bytes.toString('utf8').slice(1)).slice(1);
    expect(rows).toHaveLength(families);
    const ids = rows.map((r) => r[1]).filter((id) => id !== '');
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('sorts by publication date when asked', async () => {
    const { bytes } = await finished({
      source: { type: 'search', index: w.search },
      format: 'json',
      fields: ['publication_date'],
      sort: 'publication_date_asc',
    });
    const dates = (JSON.parse(bytes.toString('utf8')).documents as { publication_date: string | null }[])
      .map((d) => d.publication_date)
      .filter((d): d is string => d !== null);
    expect(dates.length).toBeGreaterThan(10);
    expect(dates).toEqual([...dates].sort());
  });
});

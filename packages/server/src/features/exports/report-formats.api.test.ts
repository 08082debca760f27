import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import mammoth from 'mammoth';
import { parse as parseHtml } from 'node-html-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { needsTools, runTool } from '../../test/external-tools';
import { buildExportWorld, download, type ExportWorld, requestExport, runExport } from './export-test-support';

// The report formats (docx, pdf, html, xml, RIS) through the whole path: asked for over the API, written by the real
// job from the real index, downloaded, and read back by readers that share nothing with the writers (mammoth,
// pdftotext, an HTML parser, xmllint against our XSD, and RIS read line by line here).

let w: ExportWorld;
const FIELDS = ['publication_number', 'title', 'publication_date', 'assignees', 'abstract', 'ipc'];
const XSD = join(import.meta.dirname, 'export.xsd');

beforeAll(async () => {
  w = await buildExportWorld();
}, 120_000);
afterAll(async () => {
  await w?.t.close();
});

/** Exports the search's first documents (a selection of 12) in `format` and answers the file's bytes and name. */
async function exported(format: string): Promise<{ bytes: Buffer; path: string; numbers: string[] }> {
  const ucids = w.ucids.slice(0, 12);
  const created = await requestExport(w, { source: { type: 'selection', ucids }, format, fields: FIELDS });
  const done = await runExport(w, created.id);
  expect(done.status, done.error).toBe('finished');
  expect(done.total).toBe(ucids.length);
  const { bytes, response } = await download(w, created.id);
  expect(response.headers['content-disposition']).toContain(`.${format}`);
  const path = join(w.t.dataDir, `read-back.${format}`);
  await writeFile(path, bytes);
  // Publication numbers as the documents are stored: EP-1000000-A1 is written EP1000000A1.
  const numbers = ucids.map((u) => u.replace(/-/g, ''));
  return { bytes, path, numbers };
}

describe('report formats, end to end', () => {
  it('docx: every document has its section, as mammoth reads it', async () => {
    const { path, numbers } = await exported('docx');
    const text = (await mammoth.extractRawText({ path })).value;
    for (const number of numbers) expect(text).toContain(number);
  });

  const pdf = needsTools('pdftotext');
  it.skipIf(pdf.skip)(`pdf: pdftotext finds every document and numbered pages${pdf.because}`, async () => {
    const { path, numbers } = await exported('pdf');
    const { stdout } = await runTool('pdftotext', ['-layout', path, '-']);
    for (const number of numbers) expect(stdout).toContain(number);
    expect(stdout).toMatch(/Page 2\b/);
  });

  it('html: one self-contained page with an article per document', async () => {
    const { bytes, numbers } = await exported('html');
    const root = parseHtml(bytes.toString('utf8'));
    expect(root.querySelectorAll('script')).toHaveLength(0);
    const text = root.querySelector('body')!.textContent;
    for (const number of numbers) expect(text).toContain(number);
  });

  const xml = needsTools('xmllint');
  it.skipIf(xml.skip)(`xml: valid against export.xsd, with every document${xml.because}`, async () => {
    const { path, bytes, numbers } = await exported('xml');
    await runTool('xmllint', ['--noout', '--schema', XSD, path]);
    const text = bytes.toString('utf8');
    for (const number of numbers) expect(text).toContain(number);
  });

  it('ris: one record per document, each ended, as a reference manager reads them', async () => {
    const { bytes, numbers } = await exported('ris');
    const records = bytes
      .toString('utf8')
      .split('\r\n')
      .reduce<string[][]>(
        (all, line) => {
          if (line.startsWith('ER  -')) all.push([]);
          else if (line.trim() !== '') all[all.length - 1]!.push(line);
          return all;
        },
        [[]],
      )
      .filter((r) => r.length > 0);
    expect(records).toHaveLength(numbers.length);
    for (const record of records) expect(record[0]).toBe('TY  - PAT');
    const text = bytes.toString('utf8');
    for (const number of numbers) expect(text).toContain(number);
  });
});

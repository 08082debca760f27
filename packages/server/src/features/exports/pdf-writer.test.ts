import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { needsTools, runTool } from '../../test/external-tools';
import { sampleFields, sampleRecord, sampleReport, writeSampleExport } from './export-sample-records';
import { fieldText, reportLayout, reportSummary } from './export-values';
import type { ExportRecord, ExportReport } from './export-writer';
import { contentsPageCount, writePdf } from './pdf-writer';

const poppler = needsTools('pdftotext', 'pdfinfo');
const A4_HEIGHT = 841.89;

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'export-pdf-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** The text of each page as poppler's pdftotext reads it (an independent reader), in the file's page order. */
async function pdfPages(path: string, layout = false): Promise<string[]> {
  const args = ['-enc', 'UTF-8', ...(layout ? ['-layout'] : []), path, '-'];
  const { stdout } = await runTool('pdftotext', args);
  return stdout.split('\f').slice(0, -1);
}

/**
 * Text compared without white space and hyphens: pdftotext joins a word hyphenated at a line end, and lines wrap
 * wherever the page is full.
 */
const squash = (text: string) => text.replace(/[\s\-\u00AD]+/g, '');

/** The contents read with -layout, one entry a line: the heading's start and the page number at the end. */
function contentsEntries(pages: readonly string[]): { ucid: string; page: number }[] {
  const entries = [];
  for (const page of pages) {
    for (const line of page.split('\n')) {
      const match = /^\s*([A-Z]{2}\d+A1)\s.*?\s(\d+)\s*$/.exec(line);
      if (match) entries.push({ ucid: match[1]!, page: Number(match[2]) });
    }
  }
  return entries;
}

async function writeAndRead(report: ExportReport, name: string) {
  const path = join(dir, name);
  const records = await writeSampleExport(writePdf, path, report);
  return { path, records, pages: await pdfPages(path), layoutPages: await pdfPages(path, true) };
}

// Writing and reading PDFs takes seconds on a busy machine; no test here measures time.
describe.skipIf(poppler.skip)(`pdf export${poppler.because}`, { timeout: 60_000 }, () => {
  it('title page, contents listing every document at its page, each document on its pages with every field', async () => {
    const report = sampleReport('pdf', 12);
    const { path, records, pages, layoutPages } = await writeAndRead(report, 'sample.pdf');

    // Every page carries its number in the footer.
    for (const [i, page] of pages.entries()) expect(page, `page ${i + 1}`).toMatch(new RegExp(`Page ${i + 1}\\s*$`));

    expect(squash(pages[0]!)).toContain(squash(report.title));
    for (const line of reportSummary(report)) expect(squash(pages[0]!)).toContain(squash(line.label + line.text));

    const contentsPages = contentsPageCount(report.total, A4_HEIGHT);
    expect(pages[1]).toContain('Contents');
    const entries = contentsEntries(layoutPages.slice(1, 1 + contentsPages));
    expect(entries.map((e) => e.ucid)).toEqual(records.map((r) => r.ucid));
    expect(entries[0]!.page).toBe(2 + contentsPages);
    // The contents lines link to named destinations; poppler says on which page each one lands.
    const { stdout: dests } = await runTool('pdfinfo', ['-dests', path]);
    const landing = [...dests.matchAll(/^\s*(\d+) \[.*\] "doc-(\d+)"$/gm)].map(
      (m) => [Number(m[2]), Number(m[1])] as const,
    );
    expect(new Map(landing)).toEqual(new Map(entries.map((e, i) => [i + 1, e.page])));

    const { shortFields, longFields } = reportLayout(report);
    for (const [i, record] of records.entries()) {
      const first = entries[i]!.page;
      const last = (entries[i + 1]?.page ?? pages.length + 1) - 1;
      expect(last).toBeGreaterThanOrEqual(first);
      expect(squash(pages[first - 1]!).startsWith(squash(`${record.ucid} ${record.heading}`))).toBe(true);
      // Read in layout mode, so each row's label and value come on one line as they stand on the page.
      const text = squash(
        layoutPages
          .slice(first - 1, last)
          .map((page) => page.replace(/Page \d+\s*$/, ''))
          .join('\n'),
      );
      for (const field of shortFields) expectText(text, field.label + fieldText(record, field), record, field.id);
      for (const field of longFields) expectText(text, fieldText(record, field), record, field.id);
    }
  });

  it('two contents pages for 60 documents, and the documents numbered after them', async () => {
    // Two fields keep 60 documents quick to write: the count of contents pages depends on documents alone.
    const fields = sampleFields('pdf').filter((f) => f.id === 'publication_number' || f.id === 'title');
    const report = sampleReport('pdf', 60, fields);
    const contentsPages = contentsPageCount(60, A4_HEIGHT);
    expect(contentsPages).toBe(2);
    const { records, pages, layoutPages } = await writeAndRead(report, 'sixty.pdf');
    const entries = contentsEntries(layoutPages.slice(1, 3));
    expect(entries.map((e) => e.ucid)).toEqual(records.map((r) => r.ucid));
    for (const entry of entries) expect(squash(pages[entry.page - 1]!).startsWith(entry.ucid)).toBe(true);
    expect(squash(pages[3]!).startsWith(records[0]!.ucid)).toBe(true);
  });

  it('fewer documents than announced keep the reserved contents pages; more than announced is refused', async () => {
    const report = sampleReport('pdf', 50);
    const path = join(dir, 'fewer.pdf');
    const writer = await writePdf(path, report);
    for (let n = 0; n < 3; n++) await writer.write(sampleRecord(n, report.fields));
    await writer.close();
    const pages = await pdfPages(path);
    expect(squash(pages[3]!).startsWith(sampleRecord(0, report.fields).ucid)).toBe(true);
    expect(pages[3]).toMatch(/Page 4\s*$/);

    const small = sampleReport('pdf', 1);
    const refusing = await writePdf(join(dir, 'more.pdf'), small);
    await refusing.write(sampleRecord(0, small.fields));
    await expect(refusing.write(sampleRecord(1, small.fields))).rejects.toThrow(/announced with 1 documents/);
    await refusing.close();
  });

  it('an export of no documents is a title page and a contents page saying so', async () => {
    const { pages } = await writeAndRead(sampleReport('pdf', 0), 'empty.pdf');
    expect(pages).toHaveLength(2);
    expect(pages[1]).toContain('No documents.');
  });
});

function expectText(pdfText: string, expected: string, record: ExportRecord, fieldId: string): void {
  expect(pdfText.includes(squash(expected)), `${record.ucid} ${fieldId}: ${expected.slice(0, 80)}`).toBe(true);
}

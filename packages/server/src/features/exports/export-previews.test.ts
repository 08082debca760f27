import { mkdir, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { needsTools, runTool } from '../../test/external-tools';
import { writeDocx } from './docx-writer';
import { sampleReport, sampleTitle, writeSampleExport } from './export-sample-records';
import { writePdf } from './pdf-writer';

/**
 * Pictures of a Word and a PDF export for a person to look at: LibreOffice (headless) lays the docx out as Word would
 * and prints it to PDF, pdftoppm turns the first pages of both PDFs into PNG under test-results/exports/. The test
 * also checks what a person would see first: LibreOffice read the docx (the first document's title is in its text),
 * and the pages are not blank.
 */
const OUT = join(import.meta.dirname, '../../../../../test-results/exports');
const tools = needsTools('soffice', 'pdftoppm', 'pdftotext');

let work: string;
beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'export-previews-'));
  await mkdir(OUT, { recursive: true });
});
afterAll(async () => {
  await rm(work, { recursive: true, force: true });
});

/** Renders the first pages of a PDF to PNG for people and to greyscale PGM to check that ink is on them. */
async function renderPages(pdf: string, name: string, pages: number): Promise<void> {
  await runTool('pdftoppm', ['-png', '-r', '70', '-f', '1', '-l', String(pages), pdf, join(OUT, name)]);
  await runTool('pdftoppm', ['-gray', '-r', '30', '-f', '1', '-l', String(pages), pdf, join(work, name)]);
  const pngs = (await readdir(OUT)).filter((f) => f.startsWith(`${name}-`) && f.endsWith('.png'));
  expect(pngs.length).toBe(pages);
  for (const pgm of (await readdir(work)).filter((f) => f.startsWith(`${name}-`) && f.endsWith('.pgm'))) {
    expect(inkShare(await readFile(join(work, pgm))), `${pgm} has text on it`).toBeGreaterThan(0.0003);
  }
}

/** The share of dark pixels of a binary greyscale PGM (P5) image. */
function inkShare(pgm: Buffer): number {
  const header = pgm.subarray(0, 64).toString('latin1');
  const match = /^P5\s+(\d+)\s+(\d+)\s+(\d+)\s/.exec(header);
  if (!match) throw new Error('not a binary PGM');
  const pixels = pgm.subarray(match[0].length);
  let dark = 0;
  for (const value of pixels) if (value < 128) dark++;
  return dark / pixels.length;
}

describe(`export previews for people${tools.because}`, () => {
  it('a Word export, laid out by LibreOffice, and a PDF export become PNG pages', {
    skip: tools.skip,
    timeout: 180_000,
  }, async () => {
    await rm(OUT, { recursive: true, force: true });
    await mkdir(OUT, { recursive: true });

    const docx = join(work, 'export.docx');
    await writeSampleExport(writeDocx, docx, sampleReport('docx', 4));
    const profile = join(work, 'libreoffice-profile');
    await runTool(
      'soffice',
      [`-env:UserInstallation=file://${profile}`, '--headless', '--convert-to', 'pdf', '--outdir', work, docx],
      { timeoutMs: 150_000 },
    );
    const docxAsPdf = join(work, 'export.pdf');
    const { stdout } = await runTool('pdftotext', ['-enc', 'UTF-8', docxAsPdf, '-']);
    expect(stdout.replace(/\s+/g, ' ')).toContain(sampleTitle(0).slice(0, 40));
    await renderPages(docxAsPdf, 'docx', 3);

    const pdf = join(work, 'report.pdf');
    await writeSampleExport(writePdf, pdf, sampleReport('pdf', 4));
    await renderPages(pdf, 'pdf', 5);
  });
});

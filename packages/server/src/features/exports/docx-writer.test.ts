import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import mammoth from 'mammoth';
import { type HTMLElement, parse } from 'node-html-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findAll, parseXmlTree } from '../../test/xml-tree';
import { readZipEntries } from '../../test/zip-entries';
import { writeDocx } from './docx-writer';
import { sampleFields, sampleReport, writeSampleExport } from './export-sample-records';
import { fieldText, reportLayout, reportSummary } from './export-values';
import type { ExportRecord } from './export-writer';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'export-docx-test-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** The document as mammoth (an independent docx reader) turns it into HTML, cut into one part per heading 1. */
async function readDocx(path: string) {
  const result = await mammoth.convertToHtml({ path });
  const errors = result.messages.filter((m) => m.type === 'error');
  expect(errors).toEqual([]);
  const body = parse(result.value);
  const sections: HTMLElement[][] = [[]];
  for (const element of body.childNodes.filter((n): n is HTMLElement => n.nodeType === 1)) {
    if (element.tagName === 'H1') sections.push([]);
    sections.at(-1)!.push(element);
  }
  return { titlePage: sections[0]!, documents: sections.slice(1) };
}

/** A mammoth table as label → text of the value cell (its paragraphs joined by new lines). */
function tableRows(table: HTMLElement): [string, string][] {
  return table
    .querySelectorAll('tr')
    .map((tr) => tr.querySelectorAll('td'))
    .map(([label, value]) => [
      label!.text,
      value!
        .querySelectorAll('p')
        .map((p) => p.text)
        .join('\n'),
    ]);
}

describe('docx export', { timeout: 30_000 }, () => {
  it('mammoth reads a title page and one section per document with its table, long texts and picture', async () => {
    const report = sampleReport('docx', 12);
    const path = join(dir, 'sample.docx');
    const records = await writeSampleExport(writeDocx, path, report);
    const { titlePage, documents } = await readDocx(path);

    expect(titlePage[0]!.text).toBe(report.title);
    const summary = tableRows(titlePage.find((e) => e.tagName === 'TABLE')!);
    expect(summary).toEqual(reportSummary(report).map((line) => [line.label, line.text]));

    expect(documents).toHaveLength(records.length);
    const { shortFields, longFields } = reportLayout(report);
    for (const [i, section] of documents.entries()) expectSection(section, records[i]!, shortFields, longFields);
  });

  it('every XML part is well-formed for a strict parser, and every picture and link has its relationship', async () => {
    const report = sampleReport('docx', 5);
    const path = join(dir, 'parts.docx');
    const records = await writeSampleExport(writeDocx, path, report);
    const entries = await readZipEntries(path);
    expect([...entries.keys()][0]).toBe('[Content_Types].xml');
    for (const [name, data] of entries) if (/\.(xml|rels)$/.test(name)) parseXmlTree(data.toString('utf8'));

    const rels = parseXmlTree(entries.get('word/_rels/document.xml.rels')!.toString('utf8'));
    const targets = new Map(findAll(rels, 'Relationship').map((r) => [r.attributes.Id, r.attributes.Target]));
    const document = parseXmlTree(entries.get('word/document.xml')!.toString('utf8'));
    const links = findAll(document, 'w:hyperlink').map((h) => targets.get(h.attributes['r:id']));
    expect(links).toEqual(expect.arrayContaining(records.map((r) => r.documentUrl)));
    const pictures = findAll(document, 'a:blip').map((b) => targets.get(b.attributes['r:embed']));
    expect(pictures).toHaveLength(records.filter((r) => r.thumbnail).length);
    for (const target of pictures) expect(entries.get(`word/${target}`)?.length).toBeGreaterThan(0);
  });

  it('an export with no documents and only short fields is still a document Word opens', async () => {
    const fields = sampleFields('docx').filter((f) => f.id === 'publication_number' || f.id === 'title');
    const path = join(dir, 'empty.docx');
    await writeSampleExport(writeDocx, path, sampleReport('docx', 0, fields));
    const { titlePage, documents } = await readDocx(path);
    expect(documents).toHaveLength(0);
    expect(titlePage.map((e) => e.text)).toContain('No documents.');
  });
});

function expectSection(
  section: HTMLElement[],
  record: ExportRecord,
  shortFields: ReturnType<typeof reportLayout>['shortFields'],
  longFields: ReturnType<typeof reportLayout>['longFields'],
): void {
  const [heading, table, ...rest] = section;
  expect(heading!.text).toBe(`${record.ucid} ${record.heading}`);
  expect(heading!.querySelector('a')!.getAttribute('href')).toBe(record.documentUrl);
  expect(tableRows(table!)).toEqual(shortFields.map((f) => [f.label, fieldText(record, f)]));

  // After the table: for each long text with a value, an h2 with its label and one paragraph per line.
  const texts = new Map<string, string[]>();
  let current: string[] | null = null;
  for (const element of rest) {
    if (element.tagName === 'H2') {
      current = [];
      texts.set(element.text, current);
    } else if (element.tagName === 'P' && current && !element.querySelector('img')) current.push(element.text);
  }
  for (const field of longFields) {
    const text = fieldText(record, field);
    // One paragraph per line: a line break inside a paragraph's text is shown by Word as a space.
    expect(texts.get(field.label), `${record.ucid} ${field.id}`).toEqual(text === '' ? undefined : text.split('\n'));
  }
  const images = rest.flatMap((e) => e.querySelectorAll('img'));
  if (record.thumbnail) {
    expect(images).toHaveLength(1);
    const data = Buffer.from(images[0]!.getAttribute('src')!.split(',')[1]!, 'base64');
    expect(data.equals(record.thumbnail.data)).toBe(true);
  } else {
    expect(images).toHaveLength(0);
  }
}

import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type HTMLElement, parse } from 'node-html-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sampleFields, sampleRecord, sampleReport, writeSampleExport } from './export-sample-records';
import { fieldText, reportLayout, reportSummary } from './export-values';
import { writeHtml } from './html-writer';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'export-html-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function parseFile(path: string): Promise<HTMLElement> {
  return parse(await readFile(path, 'utf8'), { parseNoneClosedTags: false });
}

describe('html export', () => {
  it('is one self-contained page: header with the report, one article per document with its fields', async () => {
    const report = sampleReport('html', 14);
    const path = join(dir, 'sample.html');
    const records = await writeSampleExport(writeHtml, path, report);
    const page = await parseFile(path);

    expect(page.querySelector('title')!.text).toBe(report.title);
    expect(page.querySelector('header h1')!.text).toBe(report.title);
    const summary = page.querySelectorAll('dl.summary dd').map((dd) => dd.text);
    expect(summary).toEqual(reportSummary(report).map((line) => line.text));
    // Self-contained: no external stylesheet, script or image; the only style is inline.
    expect(page.querySelectorAll('link, script')).toHaveLength(0);
    expect(
      page.querySelectorAll('img').every((img) => img.getAttribute('src')!.startsWith('data:image/png;base64,')),
    ).toBe(true);

    const articles = page.querySelectorAll('main > article');
    expect(articles).toHaveLength(records.length);
    const { shortFields, longFields } = reportLayout(report);
    for (const [i, article] of articles.entries()) {
      const record = records[i]!;
      const heading = article.querySelector('h2 a')!;
      expect(heading.text).toBe(`${record.ucid} ${record.heading}`);
      expect(heading.getAttribute('href')).toBe(record.documentUrl);

      const rows = article.querySelectorAll('table.bibliography tr');
      expect(rows.map((row) => row.querySelector('th')!.text)).toEqual(shortFields.map((f) => f.label));
      for (const [r, field] of shortFields.entries()) {
        expect(rows[r]!.querySelector('td')!.text, `${record.ucid} ${field.id}`).toBe(fieldText(record, field));
      }
      const texts = new Map(
        article
          .querySelectorAll('section.long-text')
          .map((s) => [s.querySelector('h3')!.text, s.querySelector('div')!.text]),
      );
      for (const field of longFields) {
        const text = fieldText(record, field);
        expect(texts.get(field.label), `${record.ucid} ${field.id}`).toBe(text === '' ? undefined : text);
      }
      const img = article.querySelector('figure.thumbnail img');
      if (record.thumbnail) {
        const data = Buffer.from(img!.getAttribute('src')!.split(',')[1]!, 'base64');
        expect(data.equals(record.thumbnail.data)).toBe(true);
      } else {
        expect(img).toBeNull();
      }
    }
  });

  it('text that looks like markup stays text, and only http(s) addresses become links', async () => {
    const report = { ...sampleReport('html', 1), title: '</title><script>alert(1)</script>' };
    const sample = sampleRecord(0, report.fields);
    const hostile = {
      ...sample,
      heading: '<img src=x onerror=alert(1)>',
      documentUrl: 'javascript:alert(1)',
      values: { ...sample.values, abstract: '</div><script>alert(2)</script>', pdf_url: 'javascript:alert(3)' },
    };
    const path = join(dir, 'hostile.html');
    const writer = await writeHtml(path, report);
    await writer.write(hostile);
    await writer.close();

    const page = await parseFile(path);
    expect(page.querySelectorAll('script')).toHaveLength(0);
    expect(page.querySelectorAll('[onerror]')).toHaveLength(0);
    expect(page.querySelectorAll('a').some((a) => /^javascript:/i.test(a.getAttribute('href') ?? ''))).toBe(false);
    expect(page.querySelector('title')!.text).toBe(report.title);
    expect(page.querySelector('article h2')!.text).toBe(`${sample.ucid} <img src=x onerror=alert(1)>`);
    const abstract = page.querySelectorAll('section.long-text').find((s) => s.querySelector('h3')!.text === 'Abstract');
    expect(abstract!.querySelector('div')!.text).toBe('</div><script>alert(2)</script>');
  });

  it('without long-text or image fields an article holds the heading and the table only', async () => {
    const fields = sampleFields('html').filter((f) => f.group === 'general' && f.type !== 'long_text');
    const path = join(dir, 'short.html');
    await writeSampleExport(writeHtml, path, sampleReport('html', 3, fields));
    const page = await parseFile(path);
    expect(page.querySelectorAll('section.long-text, figure')).toHaveLength(0);
    expect(page.querySelectorAll('article table.bibliography')).toHaveLength(3);
  });
});

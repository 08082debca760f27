import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { EXPORT_FIELDS } from '@app/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { needsTools, runTool } from '../../test/external-tools';
import { child, findAll, parseXmlTree, type XmlElement } from '../../test/xml-tree';
import { sampleReport, sampleThumbnail, writeSampleExport } from './export-sample-records';
import { formatDate, valueItems, valueText } from './export-values';
import type { ExportRecord } from './export-writer';
import { EXPORT_XML_NAMESPACE, writeXml } from './xml-writer';

const XSD = join(import.meta.dirname, 'export.xsd');
const xmllint = needsTools('xmllint');

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'export-xml-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function exportSample(total: number, name: string) {
  const report = sampleReport('xml', total);
  const path = join(dir, name);
  const records = await writeSampleExport(writeXml, path, report);
  return { report, records, path, xml: await readFile(path, 'utf8') };
}

describe('xml export', () => {
  it(`is valid against export.xsd (xmllint --schema)${xmllint.because}`, { skip: xmllint.skip }, async () => {
    const { path } = await exportSample(25, 'valid.xml');
    const { stderr } = await runTool('xmllint', ['--noout', '--schema', XSD, path]);
    expect(stderr).toContain('validates');
  });

  it(`a file that breaks the schema is refused by the same check, so the check can fail${xmllint.because}`, {
    skip: xmllint.skip,
  }, async () => {
    const { xml } = await exportSample(2, 'broken-source.xml');
    const broken = join(dir, 'broken.xml');
    await writeFile(broken, xml.replace('<publication_date>', '<publication_date>not a date'));
    await expect(runTool('xmllint', ['--noout', '--schema', XSD, broken])).rejects.toThrow(/publication_date/);
  });

  it('holds every document with the values of the chosen fields, escaped text read back exactly', async () => {
    const { report, records, xml } = await exportSample(25, 'content.xml');
    const root = parseXmlTree(xml);
    expect(root.name).toBe('export');
    expect(root.attributes.xmlns).toBe(EXPORT_XML_NAMESPACE);

    const header = child(root, 'report');
    expect(child(header, 'title').text).toBe(report.title);
    expect(child(header, 'query').text).toBe(report.query);
    expect(findAll(child(header, 'filters'), 'filter').map((f) => f.text)).toEqual(report.filters);
    expect(child(header, 'total').text).toBe('25');
    expect(child(header, 'exported-by').text).toBe(report.exportedBy);
    expect(findAll(child(header, 'fields'), 'field').map((f) => f.attributes.id)).toEqual(
      report.fields.map((f) => f.id),
    );

    const documents = findAll(child(root, 'documents'), 'document');
    expect(documents).toHaveLength(records.length);
    for (const [i, element] of documents.entries()) expectDocument(element, records[i]!);
  });

  it('full-size image links are kept and keywords in context are never written (SPEC §5)', async () => {
    const { report, xml } = await exportSample(3, 'images.xml');
    expect(report.fields.some((f) => f.id === 'full_images')).toBe(true);
    expect(report.fields.some((f) => f.id === 'keywords_in_context')).toBe(false);
    const first = findAll(parseXmlTree(xml), 'document')[0]!;
    const fields = child(first, 'fields');
    expect(findAll(child(fields, 'full_images'), 'item')[0]!.text).toMatch(
      /^https:\/\/patents\.example\.test\/images\//,
    );
    expect(child(fields, 'thumbnail').text).toBe(sampleThumbnail().data.toString('base64'));
    expect(fields.children.some((c) => c.name === 'keywords_in_context')).toBe(false);
  });

  it('the schema declares every field of the catalogue with the element type its kind needs', async () => {
    const xsd = parseXmlTree(await readFile(XSD, 'utf8'));
    const declared = new Map(
      findAll(xsd, 'xs:all')[0]!.children.map((e) => [e.attributes.name, e.attributes.type] as const),
    );
    const expected = {
      text: 'xs:string',
      long_text: 'xs:string',
      date: 'xs:date',
      number: 'xs:decimal',
      list: 'x:list',
      url: 'xs:anyURI',
      image: 'x:image',
    };
    for (const field of EXPORT_FIELDS) expect(declared.get(field.id), field.id).toBe(expected[field.type]);
    expect(declared.size).toBe(EXPORT_FIELDS.length);
  });
});

function expectDocument(element: XmlElement, record: ExportRecord): void {
  expect(element.attributes.ucid).toBe(record.ucid);
  expect(element.attributes.url).toBe(record.documentUrl);
  expect(child(element, 'heading').text).toBe(record.heading);
  const fields = child(element, 'fields');
  const written = new Map(fields.children.map((c) => [c.name, c]));
  const thumbnail = written.get('thumbnail');
  expect(thumbnail?.text, `${record.ucid} thumbnail`).toBe(record.thumbnail?.data.toString('base64'));
  for (const [id, value] of Object.entries(record.values)) {
    if (id === 'thumbnail') continue;
    const items = valueItems(value);
    const got = written.get(id);
    if (items.length === 0) {
      expect(got, `${record.ucid} ${id} is empty and left out`).toBeUndefined();
    } else if (Array.isArray(value)) {
      expect(
        findAll(got!, 'item').map((item) => item.text),
        `${record.ucid} ${id}`,
      ).toEqual(items);
    } else {
      const text = value instanceof Date ? formatDate(value) : valueText(value);
      expect(got?.text, `${record.ucid} ${id}`).toBe(text);
    }
  }
}

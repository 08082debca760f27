import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sampleFields, sampleReport, writeSampleExport } from './export-sample-records';
import { formatDate, valueItems, valueText } from './export-values';
import { writeRis } from './ris-writer';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'export-ris-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

type RisReference = { tag: string; value: string }[];

/**
 * A reader written from the RIS definition, independent of the writer: every line is `XX  - value`, lines end in
 * CRLF, a reference starts with TY and ends with ER. Anything else throws.
 */
function readRis(text: string): RisReference[] {
  if (!text.endsWith('\r\n')) throw new Error('the file does not end with CRLF');
  const lines = text.slice(0, -2).split('\r\n');
  const references: RisReference[] = [];
  let current: RisReference | null = null;
  for (const [i, line] of lines.entries()) {
    if (line === '') continue;
    if (line.includes('\n') || line.includes('\r')) throw new Error(`line ${i + 1} has a bare line break`);
    const match = /^([A-Z][A-Z0-9]) {2}- (.*)$/.exec(line);
    if (!match) throw new Error(`line ${i + 1} is not a RIS tag line: ${JSON.stringify(line)}`);
    const [, tag, value] = match as unknown as [string, string, string];
    if (tag === 'TY') {
      if (current) throw new Error(`line ${i + 1}: TY before the previous ER`);
      current = [];
    } else if (!current) {
      throw new Error(`line ${i + 1}: ${tag} outside a reference`);
    }
    current.push({ tag, value });
    if (tag === 'ER') {
      if (value !== '') throw new Error(`line ${i + 1}: ER with a value`);
      references.push(current);
      current = null;
    }
  }
  if (current) throw new Error('the last reference has no ER');
  return references;
}

const values = (reference: RisReference, tag: string) => reference.filter((l) => l.tag === tag).map((l) => l.value);

describe('ris export', () => {
  it('writes one PAT reference per document with CRLF lines, read back by an independent reader', async () => {
    const report = sampleReport('ris', 12);
    const path = join(dir, 'sample.ris');
    const records = await writeSampleExport(writeRis, path, report);
    const references = readRis(await readFile(path, 'utf8'));
    expect(references).toHaveLength(records.length);

    for (const [i, reference] of references.entries()) {
      const record = records[i]!;
      const v = record.values;
      expect(reference[0]).toEqual({ tag: 'TY', value: 'PAT' });
      expect(reference.at(-1)).toEqual({ tag: 'ER', value: '' });
      expect(values(reference, 'TI')).toEqual([v.title]);
      expect(values(reference, 'AU')).toEqual(valueItems(v.inventors));
      expect(values(reference, 'A2')).toEqual(valueItems(v.assignees));
      expect(values(reference, 'M1')).toEqual([v.publication_number]);
      expect(values(reference, 'UR')).toEqual([record.documentUrl]);
      const published = v.publication_date as Date;
      expect(values(reference, 'PY')).toEqual([String(published.getUTCFullYear())]);
      expect(values(reference, 'DA')).toEqual([formatDate(published).replace(/-/g, '/')]);
      expect(values(reference, 'KW')).toEqual(expect.arrayContaining([...valueItems(v.ipc), ...valueItems(v.cpc)]));
      const abstract = valueText(v.abstract);
      expect(values(reference, 'AB')).toEqual(abstract === '' ? [] : [abstract]);
      // A claim that spans many lines in the document stays one RIS line, its words in order.
      const claimNote = values(reference, 'N1').find((n) => n.startsWith('First claim: '));
      expect(claimNote).toBe(`First claim: ${valueText(v.first_claim).replace(/\n/g, ' ')}`);
    }
  });

  it('a document with only its number and title still makes a complete reference', async () => {
    const fields = sampleFields('ris').filter((f) => f.id === 'publication_number' || f.id === 'title');
    const report = sampleReport('ris', 2, fields);
    const path = join(dir, 'minimal.ris');
    const records = await writeSampleExport(writeRis, path, report);
    const references = readRis(await readFile(path, 'utf8'));
    expect(references.map((r) => r.map((l) => l.tag))).toEqual([
      ['TY', 'TI', 'M1', 'UR', 'ER'],
      ['TY', 'TI', 'M1', 'UR', 'ER'],
    ]);
    expect(values(references[1]!, 'TI')).toEqual([records[1]!.values.title]);
  });

  it('the reader refuses a file with bare line feeds, so the CRLF check can fail', () => {
    expect(() => readRis('TY  - PAT\nER  - \r\n')).toThrow();
  });
});

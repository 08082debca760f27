import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { PatentDocumentSchema } from '@app/shared';
import { describe, expect, it } from 'vitest';
import { withExpectedExpiry } from './derive-expiry';
import { epPatentDocumentReader } from './readers/ep-patent-document';
import type { FormatReader } from './readers/reader';
import { DATA, fileEntry, readAll } from './readers/reader-test-support';
import { usptoPpubsJsonReader } from './readers/uspto-ppubs-json';
import { usptoRedbookXmlReader } from './readers/uspto-redbook-xml';

async function readDocument(reader: FormatReader, file: string, id: string) {
  const results = await readAll(reader, fileEntry(join(DATA, file)));
  for (const result of results) if (result.kind === 'document' && result.document.id === id) return result.document;
  throw new Error(`${id} not read from ${file}`);
}

describe('withExpectedExpiry', () => {
  it('gives a real EP grant 20 years from its filing date, with the sentence saying so', async () => {
    const path = join(DATA, 'ep-fulltext/go-epo-eps/grant/v1-5-B1.xml');
    const [result] = await readAll(epPatentDocumentReader, fileEntry(path));
    if (result?.kind !== 'document') throw new Error(`no document in ${path}: ${JSON.stringify(result)}`);
    const doc = withExpectedExpiry(result.document);
    const filed = doc.applicationdate!;
    expect(doc.expectedexpirydate).toBe(filed + 200_000);
    expect(doc.expectedexpiryexplanation).toContain('20 years from the filing date');
    expect(PatentDocumentSchema.safeParse(doc).success).toBe(true);
    expect(await readFile(path, 'utf8')).toContain(String(filed));
  });

  it('keeps an expiry the reader set, and says why when the filing date is missing', () => {
    const base = { id: 'US-1-B1', country: 'US', kindcode: 'B1', publicationnumber: 'US1B1' };
    const set = { ...base, expectedexpirydate: 20300101, expectedexpiryexplanation: 'From the source.' };
    expect(withExpectedExpiry(set as never)).toBe(set);
    const unknown = withExpectedExpiry(base as never);
    expect(unknown.expectedexpirydate).toBeUndefined();
    expect(unknown.expectedexpiryexplanation).toBe('The expected expiry is unknown: the filing date is not known.');
  });

  it('adds the term adjustment a Red Book grant states (US11147202: us-term-extension 408 days)', async () => {
    const read = await readDocument(usptoRedbookXmlReader, 'uspto-xml/go-uspto/grant/v4-5-B2.xml', 'US-11147202-B2');
    expect(read.termadjustmentdays).toBe(408);
    const doc = withExpectedExpiry(read);
    // Filed 2018-12-26: 20 years is 2038-12-26, and 408 days later is 2040-02-07.
    expect(doc.expectedexpirydate).toBe(20400207);
    expect(doc.expectedexpiryexplanation).toBe(
      'Expected to expire on 2040-02-07: 20 years from the US filing date 2018-12-26, plus 408 days of patent term adjustment.',
    );
  });

  it('adds the term adjustment a PPUBS document states (US11556879: termOfExtension 1002 days)', async () => {
    const file = 'uspto-ppubs/patent_client/doc.json';
    const doc = withExpectedExpiry(await readDocument(usptoPpubsJsonReader, file, 'US-11556879-B1'));
    expect(doc.termadjustmentdays).toBe(1002);
    // Filed 2017-06-12 (applicationFilingDate): 2037-06-12 plus 1002 days.
    expect(doc.applicationdate).toBe(20170612);
    expect(doc.expectedexpirydate).toBe(20400310);
    expect(doc.expectedexpiryexplanation).toContain('plus 1002 days of patent term adjustment');
  });
});

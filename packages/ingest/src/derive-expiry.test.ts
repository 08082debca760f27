import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { PatentDocumentSchema } from '@app/shared';
import { describe, expect, it } from 'vitest';
import { withExpectedExpiry } from './derive-expiry';
import { epPatentDocumentReader } from './readers/ep-patent-document';
import { DATA, fileEntry, readAll } from './readers/reader-test-support';

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
});

import type { PatentDocument } from '@app/shared';
import { describe, expect, it } from 'vitest';
import { canonicalJsonlReader, canonicalLines } from './canonical-jsonl';
import type { ReadResult } from './reader';
import { readAll, textEntry } from './reader-test-support';

const DOC: PatentDocument = {
  id: 'EP-1234567-A1',
  country: 'EP',
  kindcode: 'A1',
  publicationnumber: 'EP1234567A1',
  publicationdate: 20200101,
  titles: { en: 'Solar cell' },
  provenance: { format: 'canonical-jsonl', file: 'test.jsonl' },
};

const read = (text: string): Promise<ReadResult[]> => readAll(canonicalJsonlReader, textEntry('test.jsonl', text));

describe('canonical JSONL', () => {
  it('round-trips documents and is detected by its header line only', async () => {
    const text = [...canonicalLines([DOC, { ...DOC, id: 'EP-1234568-A1', publicationnumber: 'EP1234568A1' }])].join('');
    expect(canonicalJsonlReader.detect(text)).toBe(true);
    expect(canonicalJsonlReader.detect(JSON.stringify(DOC))).toBe(false);
    const results = await read(text);
    expect(results.map((r) => (r.kind === 'document' ? r.document.id : r.kind))).toEqual([
      'EP-1234567-A1',
      'EP-1234568-A1',
    ]);
    expect(results[0]).toEqual({ kind: 'document', document: DOC });
  });

  it('reports a bad line with its line number and goes on', async () => {
    const [header, first] = [...canonicalLines([DOC])];
    const text = `${header}${first}{not json\n${JSON.stringify({ ...DOC, publicationdate: 20201340 })}\n${first}`;
    const results = await read(text);
    expect(results.map((r) => r.kind)).toEqual(['document', 'error', 'error', 'document']);
    const errors = results.filter((r) => r.kind === 'error');
    expect(errors.map((e) => (e.kind === 'error' ? e.position?.line : 0))).toEqual([3, 4]);
    expect(errors[1]!.kind === 'error' && errors[1]!.message).toMatch(/publicationdate/);
  });
});

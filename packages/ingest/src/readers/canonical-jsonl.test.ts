import type { PatentDocument } from '@app/shared';
import { describe, expect, it } from 'vitest';
import { canonicalJsonlReader, canonicalLines } from './canonical-jsonl';
import { dpmaXmlReader } from './dpma-xml';
import { epPatentDocumentReader } from './ep-patent-document';
import { epoDocdbReader } from './epo-docdb';
import type { FormatReader, ReadResult } from './reader';
import { DATA, fileEntry, readAll, textEntry } from './reader-test-support';
import { usptoPpubsJsonReader } from './uspto-ppubs-json';
import { usptoRedbookXmlReader } from './uspto-redbook-xml';

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

  it('golden: five real documents of five formats come back field for field', async () => {
    // The shared data holds no canonical JSONL file (it is our own format), so its golden documents are real
    // documents of other formats (each compared with the source in its reader's golden test), written as canonical
    // JSONL and read back: every field must survive, nothing may be added.
    const sources: [FormatReader, string, number][] = [
      [usptoRedbookXmlReader, 'uspto-xml/go-uspto/grant/v4-5-B2.xml', 0],
      [usptoPpubsJsonReader, 'uspto-ppubs/patent_client/doc.json', 0],
      [epPatentDocumentReader, 'ep-fulltext/go-epo-eps/grant/v1-5-1-B1.xml', 0],
      [epoDocdbReader, 'epo-docdb/WO-2023012807-A1_507242069.xml', 0],
      [dpmaXmlReader, 'dpma/patent-dev-dpma-connect-plus/patent_info.xml', 0],
    ];
    const originals: PatentDocument[] = [];
    for (const [reader, file, index] of sources) {
      const result = (await readAll(reader, fileEntry(`${DATA}/${file}`)))[index];
      if (result?.kind !== 'document') throw new Error(`${file}: ${JSON.stringify(result)}`);
      originals.push(result.document);
    }
    expect(originals.map((d) => d.id)).toEqual([
      'US-11147202-B2',
      'US-6103599-A',
      'EP-3383757-B1',
      'WO-2023012807-A1',
      'DE-10027360-A1',
    ]);
    const back = await read([...canonicalLines(originals)].join(''));
    expect(back).toEqual(originals.map((document) => ({ kind: 'document', document })));
  });
});

import { join } from 'node:path';
import { type PatentDocument, PatentDocumentSchema } from '@app/shared';
import { describe, expect, it } from 'vitest';
import yauzl from 'yauzl';
import { epoFulltextDocumentsReader } from './epo-fulltext-documents';
import type { SourceEntry } from './reader';
import { DATA, readAll } from './reader-test-support';

const ZIP = join(DATA, 'epo-fulltext-es/Full_Text_ES_frontfile.zip');

function openZip(source: string | Buffer): Promise<yauzl.ZipFile> {
  return new Promise((resolve, reject) => {
    const done = (error: Error | null, zip?: yauzl.ZipFile) => (error || !zip ? reject(error) : resolve(zip));
    if (typeof source === 'string') yauzl.open(source, { lazyEntries: true }, done);
    else yauzl.fromBuffer(source, { lazyEntries: true }, done);
  });
}

/** Every member of a zip with its bytes (the small delivery only; the input layer streams in production). */
async function members(zip: yauzl.ZipFile): Promise<Map<string, Buffer>> {
  const out = new Map<string, Buffer>();
  await new Promise<void>((resolve, reject) => {
    zip.on('entry', (entry: yauzl.Entry) => {
      if (entry.fileName.endsWith('/')) return zip.readEntry();
      zip.openReadStream(entry, (error, stream) => {
        if (error || !stream) return reject(error);
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          out.set(entry.fileName, Buffer.concat(chunks));
          zip.readEntry();
        });
      });
    });
    zip.on('end', () => resolve());
    zip.on('error', reject);
    zip.readEntry();
  });
  return out;
}

/** The XML members of the delivery: outer zip → ROOT/DOC/*.zip → one XML per publication. */
async function deliveryXml(): Promise<Map<string, Buffer>> {
  const outer = await members(await openZip(ZIP));
  const xml = new Map<string, Buffer>();
  for (const [name, bytes] of outer) {
    if (name.endsWith('.xml')) xml.set(`${ZIP}!/${name}`, bytes);
    if (!name.endsWith('.zip')) continue;
    for (const [inner, innerBytes] of await members(await openZip(bytes))) {
      if (inner.endsWith('.xml')) xml.set(`${ZIP}!/${name}!/${inner}`, innerBytes);
    }
  }
  return xml;
}

function bytesEntry(name: string, bytes: Uint8Array): SourceEntry {
  return {
    name,
    open: async function* () {
      for (let i = 0; i < bytes.length; i += 4096) yield bytes.subarray(i, i + 4096);
    },
  };
}

describe('epo-fulltext-documents reader', () => {
  it('reads the ES front-file delivery: one document, the other XML members are not this format', async () => {
    const xml = await deliveryXml();
    const counts = { xml: xml.size, detected: 0, document: 0, error: 0, skipped: 0 };
    for (const [name, bytes] of xml) {
      if (!epoFulltextDocumentsReader.detect(bytes.subarray(0, 65536).toString('utf8'))) continue;
      counts.detected += 1;
      for (const result of await readAll(epoFulltextDocumentsReader, bytesEntry(name, bytes))) counts[result.kind] += 1;
    }
    // index.xml (package index), TOC.xml (file list) and ES2993312T1.xml.
    expect(counts).toEqual({ xml: 3, detected: 1, document: 1, error: 0, skipped: 0 });
  });

  it('golden: ES2993312T1', async () => {
    const xml = await deliveryXml();
    const [name, bytes] = [...xml].find(([key]) => key.endsWith('ES2993312T1.xml'))!;
    const results = await readAll(epoFulltextDocumentsReader, bytesEntry(name, bytes));
    expect(results.map((r) => r.kind)).toEqual(['document']);
    const doc: PatentDocument = PatentDocumentSchema.parse((results[0] as { document: PatentDocument }).document);
    expect(doc).toMatchObject({
      id: 'ES-2993312-T1',
      country: 'ES',
      kindcode: 'T1',
      publicationnumber: 'ES2993312T1',
      applicationnumber: 'ES20752248',
      publicationdate: 20241227,
      applicationdate: 20200205,
      language: 'es',
      grant: false,
    });
    expect(doc.provenance).toEqual({
      format: 'epo-fulltext-documents',
      file: ZIP,
      position: { entry: 'ROOT/DOC/FTM-20250124-EST1-0001.zip!/EST1.0001/ES2993312T1/ES2993312T1.xml', line: 1 },
    });
    // The claims are one <claim> of numbered paragraphs; claim 14 lost its number in the source, so it is read as
    // part of claim 13.
    const claims = doc.claims?.es ?? [];
    expect(claims.map((c) => c.num)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13]);
    expect(claims[0]?.text).toMatch(
      /^Un método para detectar células de un tipo de cáncer en un sujeto, comprendiendo el método:\n\(i\) capturar/,
    );
    expect(claims[1]).toMatchObject({ num: 2, dependsOn: [1] });
    expect(claims[2]).toMatchObject({ num: 3, dependsOn: [1, 2] });
    expect(doc.firstclaims?.es).toBe(claims[0]?.text);
    expect(doc.descriptions?.es?.[0]).toBe('DESCRIPCIÓN');
    expect(doc.descriptions?.es?.[1]).toBe(
      'Detección de cáncer, tejido canceroso de origen y/o un tipo de célula cancerosa',
    );
    // 17 images: 6 drawings and 11 tables (img-content="table").
    expect(doc.drawingscount).toBe(6);
    expect(doc.drawings?.[0]).toEqual({ id: 'imgf000032_0001', file: 'imgf000032_0001.tif' });
    expect(doc).toMatchObject({ claexists: true, descexists: true, tiexists: false, abexists: false });
  });

  it('golden, every field the source carries (the only document of this format in the data)', async () => {
    // Read by hand from ES2993312T1.xml: its bibliographic-data holds only the publication and application
    // references, so parties, priorities, classifications and citations must all be absent.
    const xml = await deliveryXml();
    const [name, bytes] = [...xml].find(([key]) => key.endsWith('ES2993312T1.xml'))!;
    const [result] = await readAll(epoFulltextDocumentsReader, bytesEntry(name, bytes));
    if (result?.kind !== 'document') throw new Error(JSON.stringify(result));
    const doc = result.document;
    expect({
      id: doc.id,
      publicationnumber: doc.publicationnumber,
      applicationnumber: doc.applicationnumber,
      publicationdate: doc.publicationdate,
      applicationdate: doc.applicationdate,
      earliestprioritydate: doc.earliestprioritydate,
      grantdate: doc.grantdate,
      priorities: doc.priorities,
      applicants: doc.applicants,
      inventors: doc.inventors,
      assignees: doc.assignees_name_original,
      agents: doc.agents_name_normalized,
      classifications: doc.classifications,
      citations: doc.citations,
      family: doc.familydata,
      claimCount: doc.claims?.es?.length,
    }).toEqual({
      id: 'ES-2993312-T1',
      publicationnumber: 'ES2993312T1',
      // `<country>ES</country><doc-number>20752248</doc-number><kind>T</kind><date>20200205</date>`.
      applicationnumber: 'ES20752248',
      publicationdate: 20241227,
      applicationdate: 20200205,
      // Nothing claimed in the source: the filing date.
      earliestprioritydate: 20200205,
      grantdate: undefined,
      priorities: undefined,
      applicants: undefined,
      inventors: undefined,
      assignees: undefined,
      agents: undefined,
      classifications: undefined,
      citations: undefined,
      family: undefined,
      // `1.` to `13.` start claim-texts; the 14th claim lost its number in the source.
      claimCount: 13,
    });
    expect(doc.claims?.es?.[0]?.text).toMatch(
      /^Un método para detectar células de un tipo de cáncer en un sujeto, comprendiendo el método:\n\(i\) capturar fragmentos de ADN libre de células \(ADNlc\) del sujeto o productos de amplificación de los mismos con una composición que comprende una pluralidad de diferentes oligonucleótidos cebo, en donde:\n\(a\) cada oligonucleótido cebo/,
    );
  });

  it('reports a truncated document with its position', async () => {
    const xml = await deliveryXml();
    const [, bytes] = [...xml].find(([key]) => key.endsWith('ES2993312T1.xml'))!;
    const results = await readAll(epoFulltextDocumentsReader, bytesEntry('cut.xml', bytes.subarray(0, 5000)));
    expect(results).toEqual([
      { kind: 'error', file: 'cut.xml', position: expect.objectContaining({ line: 1 }), message: expect.any(String) },
    ]);
  });
});

import { join } from 'node:path';
import { type PatentDocument, PatentDocumentSchema } from '@app/shared';
import { describe, expect, it } from 'vitest';
import yauzl from 'yauzl';
import { entryHead, walkInputs } from '../input';
import { ALL_READERS } from './all-readers';
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

  it('reads every member of the delivery: the one publication, and what each other member is', async () => {
    // Outer zip: ROOT/{CONTENTS, VOLUMEID, index.xml}, ROOT/DTDS/ (4 DTDs, 3 XSDs), ROOT/DOC/ (coverage CSV and
    // FTM-20250124-EST1-0001.zip). Inner zip: EST1.0001/ES2993312T1/ with ES2993312T1.xml (UTF-8, one
    // <fulltext-document>), TOC.xml and 17 TIFF pages (CCITT G4). The delivery holds one publication; its index,
    // coverage report and TOC all say so (first = last = ES2993312T1).
    const outcome: Record<string, string> = {};
    for await (const item of walkInputs([ZIP])) {
      if (item.kind !== 'entry') throw new Error(item.message);
      const head = await entryHead(item.entry);
      const chosen = ALL_READERS.find((r) => r.detect(head))!;
      const member = item.entry.name.slice(ZIP.length + 2).replace(/^ROOT\//, '');
      for await (const result of chosen.read(item.entry)) {
        outcome[member] =
          result.kind === 'document'
            ? `document ${result.document.id}`
            : result.kind === 'skipped'
              ? result.reason
              : '';
      }
    }
    const tiffs = Object.entries(outcome).filter(([member]) => member.endsWith('.tif'));
    expect(tiffs).toHaveLength(17);
    for (const [, reason] of tiffs) expect(reason).toMatch(/^TIFF image \(\d+×\d+ px, CCITT Group 4 fax\): a drawing/);
    expect(outcome['DOC/FTM-20250124-EST1-0001.zip!/EST1.0001/ES2993312T1/imgf000051_0001.tif']).toBe(
      'TIFF image (1950×2815 px, CCITT Group 4 fax): a drawing or page image, not a publication',
    );
    expect(Object.fromEntries(Object.entries(outcome).filter(([member]) => !member.endsWith('.tif')))).toEqual({
      'DOC/FTM-20250124-EST1-0001.zip!/EST1.0001/ES2993312T1/ES2993312T1.xml': 'document ES-2993312-T1',
      'DOC/FTM-20250124-EST1-0001.zip!/EST1.0001/ES2993312T1/TOC.xml':
        'table of contents of a full-text publication folder (18 files: ES2993312T1.xml and 17 more): a file list, not a publication',
      'DOC/data_coverage_202504_ES_0001.csv':
        'EPO full-text delivery coverage report (CSV: publications per country, kind and language, with the sections they carry; ES T1 2993312T1 to 2993312T1, 1 publication): a delivery report, not a publication',
      'index.xml':
        'EPO full-text (FTM) delivery index of volume EPFTEEP2025012404004006: lists its package FTM-20250124-EST1-0001.zip with publications ES2993312T1 to ES2993312T1, not a publication',
      CONTENTS: 'EPO full-text (FTM/XML) delivery description (CONTENTS): prose about the delivery, not a publication',
      VOLUMEID: 'EPO delivery volume identifier (EPFTEEP2025012404004006): one id, not a publication',
      'DTDS/datatypes.dtd':
        "DTD file ('DTD for XML Schemas: Part 2: Datatypes'): declarations of elements and entities, not a publication",
      'DTDS/XMLSchema.dtd':
        "DTD file ('DTD for XML Schemas: Part 1: Structures'): declarations of elements and entities, not a publication",
      'DTDS/ftm-entities.dtd': 'DTD file: declarations of elements and entities, not a publication',
      'DTDS/ftm-package-v1.0.dtd': 'DTD file: declarations of elements and entities, not a publication',
      'DTDS/fulltext-documents-v1.2.3.xsd': 'XML Schema (XSD) file: the definition of an XML format, not a publication',
      'DTDS/xlink.xsd':
        'XML Schema (XSD) file of namespace http://www.w3.org/1999/xlink: the definition of an XML format, not a publication',
      'DTDS/xml.xsd':
        'XML Schema (XSD) file of namespace http://www.w3.org/XML/1998/namespace: the definition of an XML format, not a publication',
    });
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

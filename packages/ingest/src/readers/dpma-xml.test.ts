import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PatentDocumentSchema } from '@app/shared';
import { describe, expect, it } from 'vitest';
import { detectDpmaXml, dpmaIpcCode, dpmaXmlReader } from './dpma-xml';
import { fileEntry, readAll, DATA as SHARED_DATA, textEntry } from './reader-test-support';

const DATA = `${SHARED_DATA}/dpma/patent-dev-dpma-connect-plus`;

describe('dpma-xml corpus', () => {
  it('detects every DPMAconnectPlus answer; one patent document, five precise skips', async () => {
    const outcome: Record<string, string> = {};
    for (const file of readdirSync(DATA).sort()) {
      expect(detectDpmaXml(readFileSync(join(DATA, file), 'utf8').slice(0, 65536))).toBe(true);
      const results = await readAll(dpmaXmlReader, fileEntry(join(DATA, file)));
      expect(results).toHaveLength(1);
      const [r] = results;
      outcome[file] = r!.kind === 'skipped' ? r!.reason : r!.kind;
    }
    expect(outcome).toEqual({
      'design_info.xml':
        'DPMAconnectPlus design register data (WIPO ST.86 Transaction): a registered design, not a patent document.',
      'design_search.xml':
        'DPMAconnectPlus design search hit list (DesignHitList): registered designs, not patent documents.',
      'patent_info.xml': 'document',
      'patent_search.xml':
        'DPMAconnectPlus patent search hit list (PatentHitList): register search results with short bibliographic data, no patent documents; the register data of each hit is a dpma-patent-document.',
      'trademark_info.xml':
        'DPMAconnectPlus trademark register data (WIPO ST.66 Transaction): a trademark, not a patent document.',
      'trademark_search.xml': 'DPMAconnectPlus trademark search hit list (HitList): trademarks, not patent documents.',
    });
    expect(detectDpmaXml('<exch:exchange-document>')).toBe(false);
  });
});

// Golden: values read by hand from patent_info.xml, the only patent document of the data in this format (the other
// five answers are designs, trademarks and hit lists). Every field the register record carries is compared.
describe('dpma-xml golden document (the only patent record of the data)', () => {
  it('DE 10027360 A1: numbers, dates, parties with city and region, IPC, priority, events', async () => {
    const [r] = await readAll(dpmaXmlReader, fileEntry(join(DATA, 'patent_info.xml')));
    if (r?.kind !== 'document') throw new Error(JSON.stringify(r));
    const doc = PatentDocumentSchema.parse(r.document);
    expect(doc).toMatchObject({
      id: 'DE-10027360-A1',
      country: 'DE',
      kindcode: 'A1',
      publicationnumber: 'DE10027360A1',
      // `10027360.2`: the check digit 2 is dropped.
      applicationnumber: 'DE10027360',
      applicationdate: 20000602,
      publicationdate: 20001207,
      earliestprioritydate: 19990604,
      earliestprioritycountry: 'JP',
      language: 'de',
      pending: false,
      grant: false,
      titles: { de: 'Dreh-Energieumsetzer für ein Hybrid-Elektrofahrzeug' },
      provenance: { format: 'dpma-xml', file: join(DATA, 'patent_info.xml') },
    });
    expect(doc.abstracts?.de).toMatch(/^Ein Dreh-Energieumsetzer ist zusammengesetzt aus einem Stator \(1210\)/);
    expect(doc.abstracts?.de).toMatch(/seine Zuverlässigkeit wird verbessert\.$/);
    expect(doc.applicants).toEqual([
      { name: 'DENSO CORPORATION', city: 'Kariya-city', address: 'Aichi-pref.', country: 'JP' },
    ]);
    expect(doc.assignees_name_original).toEqual(['DENSO CORPORATION']);
    expect(doc.inventors).toEqual([{ name: 'Seguchi, Masahiro', city: 'Kariya', address: 'Aichi', country: 'JP' }]);
    expect(doc.agents_name_normalized).toEqual(['KUHNEN & WACKER Patent- und Rechtsanwaltsbüro']);
    expect(doc.priorities).toEqual([{ country: 'JP', number: 'JP11158010', date: 19990604 }]);
    expect(doc.classifications).toEqual({ ipc: [{ code: 'H02K16/00', main: true, version: '2006.01' }] });
    // Register data: no claims, no citations, no family, not granted (status nicht-anhaengig-erloschen).
    expect([doc.claims, doc.citations, doc.familydata, doc.grantdate]).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
    expect(doc.legalevents).toEqual([
      { date: 20000602, code: 'R000', description: 'vorverfahren' },
      { date: 20000720, code: 'R004', description: 'vorverfahren' },
      { date: 20001207, code: 'R200', description: 'publikationen' },
      { date: 20051017, code: 'R079', description: 'klassifikationsaenderung' },
      { date: 20070103, code: 'R119', description: 'verwaltungsverfahren' },
    ]);
  });

  it('IPC symbols of the 14-character register form', () => {
    expect(dpmaIpcCode('H02K0016000000')).toBe('H02K16/00');
    expect(dpmaIpcCode('A01B0001020000')).toBe('A01B1/02');
    expect(dpmaIpcCode('F16H0061012300')).toBe('F16H61/0123');
    expect(dpmaIpcCode('B60K 1/00')).toBe('B60K1/00');
    expect(dpmaIpcCode('TEST')).toBeUndefined();
  });
});

describe('dpma-xml malformed input', () => {
  const text = readFileSync(join(DATA, 'patent_info.xml'), 'utf8');

  it('a truncated record gives an error with a line', async () => {
    const out = await readAll(dpmaXmlReader, textEntry('cut.xml', text.slice(0, text.indexOf('<priority-claims>'))));
    expect(out).toHaveLength(1);
    expect(out[0]).toMatchObject({ kind: 'error', file: 'cut.xml', position: { line: expect.any(Number) } });
  });

  it('empty file, unknown root, record without a number', async () => {
    expect((await readAll(dpmaXmlReader, textEntry('e.xml', '')))[0]).toMatchObject({
      kind: 'error',
      message: /Empty file/,
    });
    expect(await readAll(dpmaXmlReader, textEntry('r.xml', '<root/>'))).toEqual([
      {
        kind: 'skipped',
        file: 'r.xml',
        reason: 'Root <root> is no DPMAconnectPlus patent register record (dpma-patent-document).',
      },
    ]);
    const out = await readAll(
      dpmaXmlReader,
      textEntry('n.xml', text.replace('<doc-number>000010027360</doc-number>', '')),
    );
    expect(out).toEqual([
      {
        kind: 'error',
        file: 'n.xml',
        // The root's start tag spans lines 2 to 7.
        position: { line: 7, document: 0 },
        message: 'No valid publication number: DE  A1.',
      },
    ]);
  });
});

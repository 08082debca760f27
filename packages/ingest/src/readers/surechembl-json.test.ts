import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type PatentDocument, PatentDocumentSchema } from '@app/shared';
import { describe, expect, it } from 'vitest';
import { fileEntry, readAll, DATA as SHARED_DATA, textEntry } from './reader-test-support';
import { detectSurechembl, surechemblJsonReader } from './surechembl-json';

const DATA = `${SHARED_DATA}/chemistry/surechembl-sample`;

async function docs(file: string): Promise<PatentDocument[]> {
  return (await readAll(surechemblJsonReader, fileEntry(join(DATA, file)))).map((r) => {
    if (r.kind !== 'document') throw new Error(JSON.stringify(r));
    return PatentDocumentSchema.parse(r.document);
  });
}

describe('surechembl-json corpus', () => {
  it('reads both biblio files (25 + 2 documents); the chemistry TSVs are not this format', async () => {
    const counts: Record<string, number> = {};
    for (const file of readdirSync(DATA).sort()) {
      const head = readFileSync(join(DATA, file), 'utf8').slice(0, 65536);
      expect(detectSurechembl(head)).toBe(file.startsWith('biblio_'));
      if (file.startsWith('biblio_')) counts[file] = (await docs(file)).length;
    }
    expect(counts).toEqual({ 'biblio_dup_titles.json': 2, 'biblio_typical.json': 25 });
  });
});

describe('surechembl-json golden documents', () => {
  it('WO2013127697A1: three titles, IPC subclass + IPCR, 19 CPC, family', async () => {
    const [doc] = await docs('biblio_typical.json');
    expect(doc).toMatchObject({
      id: 'WO-2013127697-A1',
      country: 'WO',
      kindcode: 'A1',
      publicationnumber: 'WO2013127697A1',
      publicationdate: 20130906,
      grant: false,
      provenance: { format: 'surechembl-json', position: { index: 0 } },
      familydata: { 'simple-family-data': { id: '47747634', publications: [] } },
    });
    expect(doc!.titles).toEqual({
      de: 'VERWENDUNG EINES LATENTREAKTIVEN KLEBEFILMS ZUR VERKLEBUNG VON ELOXIERTEM ALUMINIUM MIT KUNSTSTOFF',
      en: 'USE OF A LATENTLY REACTIVE ADHESIVE FILM FOR ADHESIVE BONDING OF ELOXATED ALUMINIUM TO PLASTIC',
      fr: "UTILISATION D'UN FILM ADHÉSIF À RÉACTIVITÉ LATENTE POUR LE COLLAGE DE PLASTIQUE SUR DE L'ALUMINIUM ANODISÉ",
    });
    expect(doc!.classifications?.ipc?.map((c) => c.code)).toEqual([
      'B29C65/50',
      'B32B37/12',
      'B32B7/12',
      'C08K5/29',
      'C08K5/32',
      'C09J7/00',
      'C09J7/02',
      'C09J7/04',
      'B29C',
    ]);
    expect(doc!.classifications?.cpc).toHaveLength(19);
    expect(doc!.classifications?.cpc?.[0]).toEqual({ code: 'B29C65/4835' });
    expect(doc!.classifications?.cpc?.[18]).toEqual({ code: 'C09J7/043' });
  });

  it('WO2013127698A1 (no classes), WO2013127700A1 (entities, test class dropped), WO2013127701A2', async () => {
    const all = await docs('biblio_typical.json');
    expect(all[1]).toMatchObject({ id: 'WO-2013127698-A1', publicationdate: 20130906 });
    expect(all[1]!.classifications).toBeUndefined();
    expect(all[1]!.familydata?.['simple-family-data']?.id).toBe('47748611');
    expect(Object.keys(all[1]!.titles ?? {})).toEqual(['en', 'fr']);
    expect(all[2]).toMatchObject({
      id: 'WO-2013127700-A1',
      familydata: { 'simple-family-data': { id: '47780043' } },
      titles: {
        fr: 'PROCÉDÉ DE RÉDUCTION DES DÉPHASAGES 1->2 DU CADRE DE LECTURE',
        en: 'METHOD FOR REDUCTION OF 1->2 READING FRAME SHIFTS',
      },
      // `ipc: ["TEST_CLASS1"]` is a fixture value, not a code.
      classifications: {
        ipc: [{ code: 'C07K14/775' }, { code: 'C12N15/67' }],
        cpc: [{ code: 'C07K14/775' }, { code: 'C12N15/67' }],
      },
    });
    expect(all[3]).toMatchObject({
      id: 'WO-2013127701-A2',
      kindcode: 'A2',
      familydata: { 'simple-family-data': { id: '47827161' } },
      classifications: { cpc: [{ code: 'H01J49/022' }] },
    });
    expect(all[3]!.classifications?.ipc).toBeUndefined();
  });

  it('WO2013189341A2: a Chinese title, December date', async () => {
    const doc = (await docs('biblio_typical.json')).find((d) => d.id === 'WO-2013189341-A2')!;
    expect(doc).toMatchObject({
      publicationdate: 20131227,
      familydata: { 'simple-family-data': { id: '49193241' } },
      classifications: { ipc: [{ code: 'G06F9/44' }], cpc: [{ code: 'G06F9/4401' }, { code: 'G06F9/4443' }] },
    });
    expect(doc.titles?.zh).toBe('动态修改应用启动图标的方法、消息的发送方法、终端');
    expect(Object.keys(doc.titles ?? {}).sort()).toEqual(['en', 'fr', 'zh']);
  });

  it('biblio_dup_titles.json: a repeated language keeps its first title; A1 and A2 share the family', async () => {
    const [a1, a2] = await docs('biblio_dup_titles.json');
    expect(a1!.id).toBe('WO-2013127697-A1');
    expect(a1!.titles?.en).toBe(
      'USE OF A LATENTLY REACTIVE ADHESIVE FILM FOR ADHESIVE BONDING OF ELOXATED ALUMINIUM TO PLASTIC',
    );
    expect(a2!.id).toBe('WO-2013127697-A2');
    expect(a2!.titles).toEqual({
      de: 'VERWENDUNG EINES LATENTREAKTIVEN KLEBEFILMS ZUR VERKLEBUNG VON ELOXIERTEM ALUMINIUM MIT KUNSTSTOFF',
    });
    expect(a1!.familydata).toEqual(a2!.familydata);
  });
});

describe('surechembl-json malformed input', () => {
  it('broken JSON gives line and column; empty file; not an array; bad records keep the others', async () => {
    const [broken] = await readAll(
      surechemblJsonReader,
      textEntry('b.json', '[\n{"pubnumber": ["WO-2013127697-A1"],\n "x": '),
    );
    expect(broken).toMatchObject({ kind: 'error', file: 'b.json', position: { line: 3 }, message: /^JSON error/ });
    expect(await readAll(surechemblJsonReader, textEntry('e.json', ''))).toEqual([
      { kind: 'error', file: 'e.json', position: { line: 1 }, message: 'Empty file: no SureChEMBL JSON.' },
    ]);
    expect((await readAll(surechemblJsonReader, textEntry('o.json', '{"a": 1}')))[0]).toMatchObject({ kind: 'error' });
    expect(await readAll(surechemblJsonReader, textEntry('z.json', '[]'))).toEqual([
      { kind: 'skipped', file: 'z.json', reason: 'SureChEMBL biblio file without records.' },
    ]);
    const out = await readAll(
      surechemblJsonReader,
      textEntry(
        'm.json',
        '[{"pubnumber": ["WO-2013127697-A1"]}, 7, {"pubnumber": ["nonsense"]}, {"pubnumber": ["EP-1-B1"]}]',
      ),
    );
    expect(out.map((r) => r.kind)).toEqual(['document', 'error', 'error', 'document']);
    expect(out[1]).toMatchObject({ position: { document: 1 }, message: 'Record is not a JSON object.' });
    expect(out[2]).toMatchObject({ position: { document: 2 }, message: 'No valid publication number: "nonsense".' });
  });
});

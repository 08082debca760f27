import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ALL_READERS } from './all-readers';
import { cpcSchemeXmlReader } from './cpc-scheme-xml';
import { ipcTitlesTsvReader } from './ipc-titles-tsv';
import type { AnyReadResult, ClassificationTitle } from './reader';
import { chunkedTextEntry, DATA, fileEntry, readAll, textEntry } from './reader-test-support';
import { usptoCpcMasterXmlReader } from './uspto-cpc-master-xml';

// Golden titles: every value read by hand from the files under shared/data (the CPC scheme of subclass A01L, two OPS
// classification-scheme responses, the two IPC title tables), not from the readers.

const CPC_A01L = 'uspto-xml/PatentPublicData/cpcScheme/cpc-scheme-A01L.xml';
const OPS = 'epo-ops/patent-dev-epo-ops/examples';
const IPC = 'classification/ipc-thxare';

const titlesOf = (results: readonly AnyReadResult[]): ClassificationTitle[] =>
  results.flatMap((result) => (result.kind === 'classification-titles' ? result.entries : []));
const others = (results: readonly AnyReadResult[]) => results.filter((r) => r.kind !== 'classification-titles');
const detected = (path: string) =>
  ALL_READERS.find((reader) => reader.detect(readFileSync(join(DATA, path)).subarray(0, 65536).toString('utf8')))
    ?.format;

const cpc = (code: string, title: string, parent: string, depth: number): ClassificationTitle => ({
  scheme: 'cpc',
  code,
  title,
  lang: 'en',
  parent,
  depth,
});

// The whole subclass in scheme order. A title keeps its text and drops its references (`A01L3/00 takes
// precedence`, the CPC-specific references to B21H7/12, …); the untitled level-6 item that repeats A01L1/00 adds
// nothing, and A01L1/00's own subgroups hang under it.
const A01L: ClassificationTitle[] = [
  cpc('A01L', 'SHOEING OF ANIMALS', 'A01', 3),
  cpc('A01L1/00', 'Shoes for horses or other solipeds fastened with nails', 'A01L', 4),
  cpc('A01L1/02', 'Solid horseshoes consisting of one part', 'A01L1/00', 5),
  cpc('A01L1/04', 'Solid horseshoes consisting of multiple parts', 'A01L1/00', 5),
  cpc(
    'A01L3/00',
    'Horseshoes fastened by means other than nails, with or without additional fastening by nailing',
    'A01L',
    4,
  ),
  cpc('A01L3/02', 'Horseshoes consisting of one part', 'A01L3/00', 5),
  cpc('A01L3/04', 'Horseshoes consisting of two or more parts connected by hinged joints', 'A01L3/00', 5),
  cpc('A01L3/06', 'Shoe-like appliances enabling draught animals to walk on bogs or the like', 'A01L3/00', 5),
  cpc('A01L5/00', 'Horseshoes made of elastic materials', 'A01L', 4),
  cpc('A01L7/00', 'Accessories for shoeing animals', 'A01L', 4),
  cpc('A01L7/02', 'Elastic inserts or soles for horseshoes', 'A01L7/00', 5),
  cpc('A01L7/04', 'Solid calks or studs', 'A01L7/00', 5),
  cpc('A01L7/06', 'Elastic calks or studs', 'A01L7/00', 5),
  cpc('A01L7/08', 'Ice-spurs for horseshoes', 'A01L7/00', 5),
  cpc('A01L7/10', 'Horseshoe nails', 'A01L7/00', 5),
  cpc('A01L9/00', 'Shoes for other animals, e.g. oxen', 'A01L', 4),
  cpc('A01L11/00', "Farriers' tools and appliances", 'A01L', 4),
  cpc('A01L13/00', 'Pens for animals while being shod', 'A01L', 4),
  cpc('A01L15/00', 'Apparatus or use of substances for the care of hoofs', 'A01L', 4),
];

describe('CPC scheme XML', () => {
  it('reads every titled item of the A01L scheme, in order, with parents and depths', async () => {
    expect(detected(CPC_A01L)).toBe('cpc-scheme-xml');
    const results = await readAll(cpcSchemeXmlReader, fileEntry(join(DATA, CPC_A01L)));
    expect(others(results)).toEqual([]);
    expect(titlesOf(results)).toEqual(A01L);
  });

  it('gives the same titles when tags are cut across chunk boundaries', async () => {
    const text = readFileSync(join(DATA, CPC_A01L), 'utf8');
    expect(titlesOf(await readAll(cpcSchemeXmlReader, chunkedTextEntry(7)('a.xml', text)))).toEqual(A01L);
  });

  it('reads OPS classification-scheme responses (cpc: prefix; explanations left out; title parts joined)', async () => {
    const subclass = `${OPS}/get_classification_schema/response.xml`;
    const group = `${OPS}/get_classification_schema_subclass/response.xml`;
    // Claimed before the OPS reader, which would skip them as holding no patent document.
    expect(detected(subclass)).toBe('cpc-scheme-xml');
    expect(detected(group)).toBe('cpc-scheme-xml');
    expect(titlesOf(await readAll(cpcSchemeXmlReader, fileEntry(join(DATA, subclass))))).toEqual([
      cpc('H04W', 'WIRELESS COMMUNICATION NETWORKS', 'H04', 3),
    ]);
    expect(titlesOf(await readAll(cpcSchemeXmlReader, fileEntry(join(DATA, group))))).toEqual([
      cpc('H04W4/00', 'Services specially adapted for wireless communication networks; Facilities therefor', 'H04W', 4),
    ]);
  });

  it('reports broken XML with its position and keeps the titles before it', async () => {
    const text = readFileSync(join(DATA, CPC_A01L), 'utf8');
    const cut = text.lastIndexOf('<classification-item', text.indexOf('sort-key="A01L3/02"'));
    const results = await readAll(cpcSchemeXmlReader, textEntry('cut.xml', `${text.slice(0, cut)}<a></b>`));
    expect(titlesOf(results).map((t) => t.code)).toEqual(A01L.slice(0, 5).map((t) => t.code));
    expect(others(results)).toEqual([
      expect.objectContaining({ kind: 'error', file: 'cut.xml', position: { line: 9, column: 7 } }),
    ]);
  });
});

describe('IPC title tables', () => {
  it('reads the English table: sections, classes and subclasses, depth by shape whatever the level column says', async () => {
    const path = `${IPC}/ipc_titles_en_section-class-subclass.tsv`;
    expect(detected(path)).toBe('ipc-titles-tsv');
    const results = await readAll(ipcTitlesTsvReader, fileEntry(join(DATA, path)));
    // 771 rows; E99Z has no title and is left out.
    expect(others(results)).toEqual([]);
    const titles = titlesOf(results);
    expect(titles).toHaveLength(770);
    expect(titles.slice(0, 2)).toEqual([
      { scheme: 'ipc', code: 'A', title: 'HUMAN NECESSITIES', lang: 'en', depth: 1 },
      {
        scheme: 'ipc',
        code: 'A01',
        title: 'AGRICULTURE; FORESTRY; ANIMAL HUSBANDRY; HUNTING; TRAPPING; FISHING',
        lang: 'en',
        parent: 'A',
        depth: 2,
      },
    ]);
    // The table calls H01L a class; its shape makes it a subclass.
    expect(titles.find((t) => t.code === 'H01L')).toMatchObject({ parent: 'H01', depth: 3 });
    expect(titles.find((t) => t.code === 'A01L')).toEqual({
      scheme: 'ipc',
      code: 'A01L',
      title: 'SHOEING OF ANIMALS',
      lang: 'en',
      parent: 'A01',
      depth: 3,
    });
    expect(titles.some((t) => t.code === 'E99Z')).toBe(false);
  });

  it('reads the Spanish table down to subgroups, each subgroup under the line above it with one dot less', async () => {
    const path = `${IPC}/ipc_titles_es.tsv`;
    expect(detected(path)).toBe('ipc-titles-tsv');
    const results = await readAll(ipcTitlesTsvReader, fileEntry(join(DATA, path)));
    expect(others(results)).toEqual([]);
    const titles = titlesOf(results);
    // 79,228 rows, 226 of them without a title (C02F 9/02, …).
    expect(titles).toHaveLength(79_002);
    const byCode = new Map(titles.map((t) => [t.code, t]));
    const es = (code: string, title: string, parent: string, depth: number) => ({
      scheme: 'ipc',
      code,
      title,
      lang: 'es',
      parent,
      depth,
    });
    expect(byCode.get('A01B1/00')).toEqual(
      es('A01B1/00', 'Herramientas manuales (corta bordes para césped A01G 3/06)', 'A01B', 4),
    );
    expect(byCode.get('A01B1/02')).toEqual(es('A01B1/02', 'Layas; Palas', 'A01B1/00', 5));
    expect(byCode.get('A01B1/04')).toEqual(es('A01B1/04', 'con dientes', 'A01B1/02', 6));
    // Two dots back up: /06 is a one-dot group again, /08 sits under it.
    expect(byCode.get('A01B1/06')).toEqual(es('A01B1/06', 'Azadas; Excavadoras manuales (binadoras)', 'A01B1/00', 5));
    expect(byCode.get('A01B1/08')).toEqual(es('A01B1/08', 'con hoja única', 'A01B1/06', 6));
    expect(byCode.get('C07D209/58')).toMatchObject({ title: '[b]- o [c]-condensados', depth: 6 });
    expect(byCode.get('A')).toEqual({
      scheme: 'ipc',
      code: 'A',
      title: 'NECESIDADES CORRIENTES DE LA VIDA',
      lang: 'es',
      depth: 1,
    });
    expect(byCode.has('C02F9/02')).toBe(false);
    // Every subgroup has a parent: a line of the table, or its main group where the table lacks that line (430
    // subgroups of 106 main groups such as A01D 75/00).
    const subgroups = titles.filter((t) => (t.depth ?? 0) > 4);
    const orphans = subgroups.filter((t) => t.parent === undefined || !byCode.has(t.parent));
    expect(orphans).toHaveLength(430);
    expect(orphans.filter((t) => t.parent !== `${t.code.split('/')[0]}/00`)).toEqual([]);
  });

  it('reports a malformed row with its line and reads on', async () => {
    const text =
      'code\tlevel\ttitle_en\nA01\tclass\tAGRICULTURE\nA01B\tsubclass\nnot a code\tclass\tX\nA01L\tsubclass\tSHOEING\n';
    const results = await readAll(ipcTitlesTsvReader, textEntry('t.tsv', text));
    expect(titlesOf(results).map((t) => t.code)).toEqual(['A01', 'A01L']);
    expect(others(results)).toEqual([
      { kind: 'error', file: 't.tsv', position: { line: 3 }, message: 'Expected 3 tab-separated columns, found 2.' },
      { kind: 'error', file: 't.tsv', position: { line: 4 }, message: 'Not an IPC code: "not a code"' },
    ]);
  });
});

describe('USPTO CPC master classification file', () => {
  it('is recognised and skipped with what it holds: CPC codes of patents, no titles', async () => {
    const path = 'uspto-xml/PatentPublicData/cpcMaster/cpcMaster.xml';
    expect(detected(path)).toBe('uspto-cpc-master-xml');
    expect(
      await readAll(usptoCpcMasterXmlReader, chunkedTextEntry(5)('m.xml', readFileSync(join(DATA, path), 'utf8'))),
    ).toEqual([
      {
        kind: 'skipped',
        file: 'm.xml',
        reason:
          'USPTO CPC master classification file (1 patent record): CPC codes of granted patents without titles and without documents; not read into the index',
      },
    ]);
  });
});

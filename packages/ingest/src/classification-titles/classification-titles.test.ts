import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cpcSchemeXmlReader } from '../readers/cpc-scheme-xml';
import { ipcTitlesTsvReader } from '../readers/ipc-titles-tsv';
import type { AnyReadResult, ClassificationTitle, FormatReader } from '../readers/reader';
import { DATA, fileEntry, readAll } from '../readers/reader-test-support';
import { TITLE_FILE_HEADER, titleFileOf } from './title-file';
import { ClassificationTitleStore } from './title-store';
import { ClassificationTitleWriter } from './title-writer';

// The title table over the real scheme files: written by the writer as an ingest would, read by the store as the
// server does.

const CPC_A01L = join(DATA, 'uspto-xml/PatentPublicData/cpcScheme/cpc-scheme-A01L.xml');
const OPS_H04W = join(DATA, 'epo-ops/patent-dev-epo-ops/examples/get_classification_schema/response.xml');
const IPC_EN = join(DATA, 'classification/ipc-thxare/ipc_titles_en_section-class-subclass.tsv');
const IPC_ES = join(DATA, 'classification/ipc-thxare/ipc_titles_es.tsv');

async function titlesIn(reader: FormatReader<AnyReadResult>, path: string): Promise<ClassificationTitle[]> {
  return (await readAll(reader, fileEntry(path))).flatMap((r) => (r.kind === 'classification-titles' ? r.entries : []));
}

let root: string;
beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'classification-titles-'));
});
afterAll(() => rm(root, { recursive: true, force: true }));

let folders = 0;
const freshFolder = () => join(root, `t${folders++}`);

describe('classification title table', () => {
  it('keeps a scheme file sorted by code, and answers titles with the codes above them', async () => {
    const dir = freshFolder();
    const writer = new ClassificationTitleWriter(dir);
    await writer.add(await titlesIn(cpcSchemeXmlReader, CPC_A01L));
    expect(await writer.commit()).toEqual({ cpc: 19 });
    const lines = (await readFile(titleFileOf(dir, 'cpc'), 'utf8')).split('\n');
    expect(lines[0]).toBe(TITLE_FILE_HEADER);
    // Byte order: every code that starts with A01L1 is in one run (A01L11/00 sorts before A01L3/00).
    expect(lines.slice(1, 6)).toEqual([
      'A01L\ten\t3\tA01\tSHOEING OF ANIMALS',
      'A01L1/00\ten\t4\tA01L\tShoes for horses or other solipeds fastened with nails',
      'A01L1/02\ten\t5\tA01L1/00\tSolid horseshoes consisting of one part',
      'A01L1/04\ten\t5\tA01L1/00\tSolid horseshoes consisting of multiple parts',
      "A01L11/00\ten\t4\tA01L\tFarriers' tools and appliances",
    ]);
    // Nothing half-written is left beside it.
    expect(await readdir(dir)).toEqual(['cpc.tsv']);

    const store = new ClassificationTitleStore(dir);
    const [known, unknown, other] = await store.titles('cpc', ['A01L1/02', 'A01L7/99', 'H04W4/00']);
    expect(known).toEqual({
      code: 'A01L1/02',
      title: 'Solid horseshoes consisting of one part',
      lang: 'en',
      depth: 5,
      ancestors: [
        { code: 'A01L', title: 'SHOEING OF ANIMALS', lang: 'en', depth: 3 },
        { code: 'A01L1/00', title: 'Shoes for horses or other solipeds fastened with nails', lang: 'en', depth: 4 },
      ],
    });
    // A code the table lacks still shows where it sits, by its shape.
    expect(unknown).toEqual({
      code: 'A01L7/99',
      title: null,
      lang: null,
      depth: null,
      ancestors: [
        { code: 'A01L', title: 'SHOEING OF ANIMALS', lang: 'en', depth: 3 },
        { code: 'A01L7/00', title: 'Accessories for shoeing animals', lang: 'en', depth: 4 },
      ],
    });
    expect(other).toEqual({ code: 'H04W4/00', title: null, lang: null, depth: null, ancestors: [] });
    // No IPC file yet: every code answers without a title.
    expect(await store.titles('ipc', ['A01L'])).toEqual([
      { code: 'A01L', title: null, lang: null, depth: null, ancestors: [] },
    ]);
    await store.close();
  });

  it('merges later files in: their codes are updated, every other code is kept; a reader sees the new table', async () => {
    const dir = freshFolder();
    const store = new ClassificationTitleStore(dir);
    expect(await store.complete('cpc', 'A01L', 5)).toEqual([]);
    const writer = new ClassificationTitleWriter(dir);
    await writer.add(await titlesIn(cpcSchemeXmlReader, CPC_A01L));
    await writer.commit();
    expect((await store.titles('cpc', ['A01L']))[0]?.title).toBe('SHOEING OF ANIMALS');

    // A newer edition retitles A01L1/02 and adds H04W (the OPS response); A01L's other codes stay.
    await writer.add([
      {
        scheme: 'cpc',
        code: 'A01L1/02',
        title: 'Solid horseshoes of one part',
        lang: 'en',
        parent: 'A01L1/00',
        depth: 5,
      },
    ]);
    await writer.add(await titlesIn(cpcSchemeXmlReader, OPS_H04W));
    expect(await writer.commit()).toEqual({ cpc: 20 });
    const titles = await store.titles('cpc', ['A01L1/02', 'A01L1/04', 'H04W']);
    expect(titles.map((t) => t.title)).toEqual([
      'Solid horseshoes of one part',
      'Solid horseshoes consisting of multiple parts',
      'WIRELESS COMMUNICATION NETWORKS',
    ]);
    await store.close();
  });

  it('keeps every language of a code and answers the preferred one', async () => {
    const dir = freshFolder();
    const writer = new ClassificationTitleWriter(dir);
    await writer.add(await titlesIn(ipcTitlesTsvReader, IPC_EN));
    await writer.add(await titlesIn(ipcTitlesTsvReader, IPC_ES));
    const written = await writer.commit();
    // 770 English and 79,002 Spanish titles.
    expect(written).toEqual({ ipc: 79_772 });
    const english = new ClassificationTitleStore(dir);
    const spanish = new ClassificationTitleStore(dir, ['es']);
    const [subclass] = await english.titles('ipc', ['A01B']);
    expect(subclass).toMatchObject({ lang: 'en', depth: 3 });
    expect(subclass?.title).toMatch(/^SOIL WORKING IN AGRICULTURE OR FORESTRY/);
    expect((await spanish.titles('ipc', ['A01B']))[0]).toMatchObject({ lang: 'es', title: /^TRABAJO DE LA TIERRA/ });
    // A subgroup with only a Spanish title answers it, with its parents up to the English section.
    const [deep] = await english.titles('ipc', ['A01B1/04']);
    expect(deep).toMatchObject({ title: 'con dientes', lang: 'es', depth: 6 });
    expect(deep?.ancestors.map((a) => [a.code, a.lang])).toEqual([
      ['A', 'en'],
      ['A01', 'en'],
      ['A01B', 'en'],
      ['A01B1/00', 'es'],
      ['A01B1/02', 'es'],
    ]);
    await english.close();
    await spanish.close();
  });

  it('spills to sorted runs past its memory budget and merges them to the same table', async () => {
    const whole = freshFolder();
    const runs = freshFolder();
    const titles = await titlesIn(ipcTitlesTsvReader, IPC_ES);
    const one = new ClassificationTitleWriter(whole);
    await one.add(titles);
    await one.commit();
    const spilling = new ClassificationTitleWriter(runs, 7_000);
    for (let at = 0; at < titles.length; at += 2000) await spilling.add(titles.slice(at, at + 2000));
    await spilling.commit();
    expect(await readFile(titleFileOf(runs, 'ipc'), 'utf8')).toBe(await readFile(titleFileOf(whole, 'ipc'), 'utf8'));
    // The run files are gone.
    expect(await readdir(runs)).toEqual(['ipc.tsv']);
  });

  it('completes a prefix: coarser levels first, each in scheme order, subgroups once a main group is begun', async () => {
    const dir = freshFolder();
    const writer = new ClassificationTitleWriter(dir);
    await writer.add(await titlesIn(cpcSchemeXmlReader, CPC_A01L));
    await writer.commit();
    const store = new ClassificationTitleStore(dir);
    const codes = async (prefix: string, limit = 50) => (await store.complete('cpc', prefix, limit)).map((e) => e.code);
    // A subclass offers itself and its main groups; subgroups come once a main group's digits are typed.
    expect(await codes('A01L')).toEqual([
      'A01L',
      'A01L1/00',
      'A01L3/00',
      'A01L5/00',
      'A01L7/00',
      'A01L9/00',
      'A01L11/00',
      'A01L13/00',
      'A01L15/00',
    ]);
    expect(await codes('A01L', 3)).toEqual(['A01L', 'A01L1/00', 'A01L3/00']);
    expect(await codes('A01L1')).toEqual(['A01L1/00', 'A01L11/00', 'A01L13/00', 'A01L15/00', 'A01L1/02', 'A01L1/04']);
    expect(await codes('A01L7/0')).toEqual(['A01L7/00', 'A01L7/02', 'A01L7/04', 'A01L7/06', 'A01L7/08']);
    expect(await store.complete('cpc', 'A01L7/1', 5)).toEqual([
      { code: 'A01L7/10', title: 'Horseshoe nails', lang: 'en', depth: 5 },
    ]);
    expect(await codes('B')).toEqual([]);
    await store.close();
  });

  it('finds subgroups spread over many blocks of a large table', async () => {
    const dir = freshFolder();
    const writer = new ClassificationTitleWriter(dir);
    const titles = await titlesIn(ipcTitlesTsvReader, IPC_ES);
    await writer.add(titles);
    await writer.commit();
    const store = new ClassificationTitleStore(dir, ['es']);
    // Every 997th title, looked up at once, comes back exactly.
    const sample = titles.filter((_, i) => i % 997 === 0);
    const answers = await store.titles(
      'ipc',
      sample.map((t) => t.code),
    );
    expect(answers.map((a) => [a.code, a.title, a.depth])).toEqual(sample.map((t) => [t.code, t.title, t.depth]));
    // A61K 31/ has 395 subgroups over several blocks: all of them, one-dot ones first.
    const a61k = await store.complete('ipc', 'A61K31/', 500);
    expect(a61k).toHaveLength(396);
    expect(a61k[0]).toMatchObject({ code: 'A61K31/00', depth: 4 });
    expect(a61k.every((e) => e.code.startsWith('A61K31/'))).toBe(true);
    expect(a61k.map((e) => e.depth)).toEqual([...a61k.map((e) => e.depth)].sort((a, b) => (a ?? 0) - (b ?? 0)));
    await store.close();
  });
});

import { join } from 'node:path';
import { FsDirectory, IndexWriter, PATENT_SCHEMA } from '@app/engine';
import { ingestPaths, patentIndexPath } from '@app/ingest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-app';
import { createUser } from '../../test/factories';

const DATA = join(import.meta.dirname, '../../../../../../shared/data');
const CPC_A01L = join(DATA, 'uspto-xml/PatentPublicData/cpcScheme/cpc-scheme-A01L.xml');
const OPS_H04W = join(DATA, 'epo-ops/patent-dev-epo-ops/examples/get_classification_schema/response.xml');
const IPC = join(DATA, 'classification/ipc-thxare');

let t: TestApp;
let session: string;
beforeAll(async () => {
  t = await buildTestApp({ runJobs: false, searchThreads: 1 });
  session = await t.signIn(await createUser(t.db));
});
afterAll(async () => {
  await t?.close();
});

/** Ingests files as `npm run ingest` does, into the test app's data dir. */
async function ingest(...paths: string[]) {
  const directory = await FsDirectory.open(patentIndexPath(t.dataDir));
  const writer = await IndexWriter.open(directory, { schema: PATENT_SCHEMA });
  try {
    return await ingestPaths(paths, { writer, directory });
  } finally {
    await writer.close();
  }
}

async function get(url: string, as: string | null = session) {
  const response = await t.request({ method: 'GET', url, ...(as !== null ? { session: as } : {}) });
  return { status: response.statusCode, body: response.json() };
}

const titles = (scheme: string, codes: string) =>
  get(`/api/classifications/titles?scheme=${scheme}&codes=${encodeURIComponent(codes)}`);
const complete = (scheme: string, prefix: string, limit?: number) =>
  get(
    `/api/classifications/complete?scheme=${scheme}&prefix=${encodeURIComponent(prefix)}${limit === undefined ? '' : `&limit=${limit}`}`,
  );

describe('classification titles', () => {
  it('need a session', async () => {
    expect((await get('/api/classifications/titles?scheme=cpc&codes=A01L', null)).status).toBe(401);
    expect((await get('/api/classifications/complete?scheme=cpc&prefix=A01L', null)).status).toBe(401);
  });

  it('answer no titles before any scheme file was ingested', async () => {
    expect(await titles('cpc', 'A01L1/02')).toEqual({
      status: 200,
      body: { scheme: 'cpc', titles: [{ code: 'A01L1/02', title: null, lang: null, depth: null, ancestors: [] }] },
    });
    expect((await complete('cpc', 'A01L')).body).toEqual({ scheme: 'cpc', prefix: 'A01L', entries: [] });
  });

  it('answer the titles of the ingested CPC scheme, codes spelt as documents and queries spell them', async () => {
    const summary = await ingest(
      CPC_A01L,
      join(IPC, 'ipc_titles_en_section-class-subclass.tsv'),
      join(IPC, 'ipc_titles_es.tsv'),
    );
    expect(summary.classificationTitles).toBe(19 + 770 + 79_002);
    const { status, body } = await titles('cpc', 'a01l 1/02, A01L7/99,A01L1/02,A01L');
    expect(status).toBe(200);
    // In the order asked, each code once, canonical; an unknown subgroup still shows the titled codes above it.
    expect(body).toEqual({
      scheme: 'cpc',
      titles: [
        {
          code: 'A01L1/02',
          title: 'Solid horseshoes consisting of one part',
          lang: 'en',
          depth: 5,
          ancestors: [
            { code: 'A01L', title: 'SHOEING OF ANIMALS', lang: 'en', depth: 3 },
            { code: 'A01L1/00', title: 'Shoes for horses or other solipeds fastened with nails', lang: 'en', depth: 4 },
          ],
        },
        {
          code: 'A01L7/99',
          title: null,
          lang: null,
          depth: null,
          ancestors: [
            { code: 'A01L', title: 'SHOEING OF ANIMALS', lang: 'en', depth: 3 },
            { code: 'A01L7/00', title: 'Accessories for shoeing animals', lang: 'en', depth: 4 },
          ],
        },
        { code: 'A01L', title: 'SHOEING OF ANIMALS', lang: 'en', depth: 3, ancestors: [] },
      ],
    });
  });

  it('answer IPC titles in English where the table has them, else in the language it has', async () => {
    const { body } = await titles('ipc', 'A01B 1/04');
    expect(body.titles).toEqual([
      {
        code: 'A01B1/04',
        title: 'con dientes',
        lang: 'es',
        depth: 6,
        ancestors: [
          { code: 'A', title: 'HUMAN NECESSITIES', lang: 'en', depth: 1 },
          {
            code: 'A01',
            title: 'AGRICULTURE; FORESTRY; ANIMAL HUSBANDRY; HUNTING; TRAPPING; FISHING',
            lang: 'en',
            depth: 2,
          },
          expect.objectContaining({ code: 'A01B', lang: 'en', depth: 3 }),
          {
            code: 'A01B1/00',
            title: 'Herramientas manuales (corta bordes para césped A01G 3/06)',
            lang: 'es',
            depth: 4,
          },
          { code: 'A01B1/02', title: 'Layas; Palas', lang: 'es', depth: 5 },
        ],
      },
    ]);
  });

  it('complete a prefix: coarser levels first, each in scheme order, and subgroups once a group is begun', async () => {
    const subclass = await complete('cpc', 'a01l');
    expect(subclass.status).toBe(200);
    expect(subclass.body.prefix).toBe('A01L');
    expect(subclass.body.entries.map((e: { code: string }) => e.code)).toEqual([
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
    expect((await complete('cpc', 'A01L', 2)).body.entries).toEqual([
      { code: 'A01L', title: 'SHOEING OF ANIMALS', lang: 'en', depth: 3 },
      { code: 'A01L1/00', title: 'Shoes for horses or other solipeds fastened with nails', lang: 'en', depth: 4 },
    ]);
    // A query's truncation is not part of the prefix; a spaced group is joined.
    const group = await complete('cpc', 'A01L 7/0*');
    expect(group.body.prefix).toBe('A01L7/0');
    expect(group.body.entries.map((e: { code: string }) => e.code)).toEqual([
      'A01L7/00',
      'A01L7/02',
      'A01L7/04',
      'A01L7/06',
      'A01L7/08',
    ]);
    expect((await complete('ipc', 'A01', 3)).body.entries.map((e: { code: string }) => e.code)).toEqual([
      'A01',
      'A01B',
      'A01C',
    ]);
    expect((await complete('cpc', 'Z')).body.entries).toEqual([]);
  });

  it('show what a later ingest adds without a restart, keeping the codes it does not name', async () => {
    expect((await titles('cpc', 'H04W')).body.titles[0].title).toBeNull();
    const summary = await ingest(OPS_H04W);
    expect(summary).toMatchObject({ read: 0, classificationTitles: 1 });
    const { body } = await titles('cpc', 'H04W,A01L7/10');
    expect(body.titles.map((entry: { title: string }) => entry.title)).toEqual([
      'WIRELESS COMMUNICATION NETWORKS',
      'Horseshoe nails',
    ]);
  });

  it('refuse malformed questions with the error shape and the field at fault', async () => {
    const noScheme = await get('/api/classifications/titles?codes=A01L');
    expect(noScheme.status).toBe(422);
    expect(noScheme.body.error).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: { scheme: ['Give the scheme as cpc or ipc.'] },
    });
    expect((await titles('usc', 'A01L')).body.error.fields).toEqual({ scheme: ['Give the scheme as cpc or ipc.'] });
    expect((await titles('cpc', ' , ')).body.error.fields).toEqual({ codes: ['Give at least one code.'] });
    const many = Array.from({ length: 201 }, (_, i) => `A01L${i + 1}/00`).join(',');
    expect((await titles('cpc', many)).body.error.fields).toEqual({ codes: ['Give at most 200 codes at a time.'] });
    expect((await titles('cpc', 'A'.repeat(41))).body.error.fields).toEqual({
      codes: ['A code has at most 40 characters.'],
    });
    expect((await get('/api/classifications/titles?scheme=cpc')).body.error.fields).toEqual({
      codes: ['Give the codes as ?codes=A01L1/00,A01L3/00.'],
    });
    const extra = await get('/api/classifications/titles?scheme=cpc&codes=A01L&lang=de');
    expect(extra.status).toBe(422);
    expect(extra.body.error.fields).toEqual({ lang: ['This field is not allowed.'] });

    expect((await get('/api/classifications/complete?scheme=cpc')).body.error.fields).toEqual({
      prefix: ['Give the beginning of a code as ?prefix=.'],
    });
    for (const limit of [0, 101]) {
      const refused = await complete('cpc', 'A01L', limit);
      expect(refused.status).toBe(422);
      expect(refused.body.error.fields).toEqual({ limit: ['Give the limit as a number from 1 to 100.'] });
    }
    expect((await get('/api/classifications/complete?scheme=cpc&prefix=A&limit=x')).body.error.fields).toEqual({
      limit: ['Give the limit as a number from 1 to 100.'],
    });
  });
});

import { FsDirectory, IndexWriter, PATENT_SCHEMA } from '@app/engine';
import { generateDemoCorpus, loadDemoCorpus, patentIndexPath } from '@app/ingest';
import { drawingByIndexPath, drawingImagePath, type PatentDocument } from '@app/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-app';
import { createUser } from '../../test/factories';

const COUNT = 60;
const SEED = 5;

let t: TestApp;
let session: string;
let docs: PatentDocument[];
beforeAll(async () => {
  t = await buildTestApp({ runJobs: false, searchThreads: 1 });
  const dir = await FsDirectory.open(patentIndexPath(t.dataDir));
  const writer = await IndexWriter.open(dir, { schema: PATENT_SCHEMA });
  await loadDemoCorpus({ writer, directory: dir, count: COUNT, seed: SEED });
  await writer.close();
  docs = [...generateDemoCorpus({ seed: SEED, count: COUNT })];
  session = await t.signIn(await createUser(t.db));
}, 120_000);
afterAll(async () => {
  await t?.close();
});

const get = (url: string, signedIn = true) => t.request({ method: 'GET', url, ...(signedIn ? { session } : {}) });

/** Runs a search as the results screen does (a saved search, then its run) and returns its documents. */
async function search(query: string, rows: number): Promise<(Record<string, unknown> & { ucid: string })[]> {
  const saved = await t.request({
    method: 'POST',
    url: '/api/searches',
    session,
    body: { query, type: 'commandline' },
  });
  const run = await t.request({
    method: 'POST',
    url: `/api/patents/search/${saved.json().query_index}`,
    session,
    body: { rows, grouped_by: 'none' },
  });
  expect(run.statusCode).toBe(200);
  return run.json().docs;
}

function expectSvg(response: Awaited<ReturnType<typeof get>>, figure: string) {
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toContain('image/svg+xml');
  expect(response.body).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
  expect(response.body).toContain(`FIG. ${figure}`);
}

describe('GET /api/drawings/… for demo corpus documents', () => {
  it('answers the n-th drawing of a document as an SVG image, the same each time', async () => {
    const doc = docs.find((d) => (d.drawings ?? []).length >= 2)!;
    const first = await get(drawingByIndexPath(doc.srcpat!, 1));
    expectSvg(first, '1');
    expectSvg(await get(drawingByIndexPath(doc.srcpat!, 2)), '2');
    expect((await get(drawingByIndexPath(doc.srcpat!, 1))).body).toBe(first.body);
    const past = await get(drawingByIndexPath(doc.srcpat!, doc.drawings!.length + 1));
    expect(past.statusCode).toBe(404);
    expect(past.json().error.message).toBe('No drawing images are stored for this document.');
  });

  it('answers each listed file at the path the drawings tab builds, pages for JP, turned for landscape', async () => {
    for (const country of ['US', 'JP', 'EP']) {
      const doc = docs.find((d) => d.country === country && (d.drawings ?? []).length > 0)!;
      expect(doc, country).toBeDefined();
      const drawing = doc.drawings![0]!;
      const path = (orientation: string) =>
        drawingImagePath({
          srcpat: doc.srcpat!,
          publicationdate: doc.publicationdate!,
          file: drawing.file!,
          country: doc.country,
          orientation,
          page: 1,
        });
      const portrait = await get(path('portrait'));
      expectSvg(portrait, drawing.id);
      expect(portrait.body).toContain('width="600" height="840"');
      if (country !== 'JP') expect(path('portrait')).not.toMatch(/\/1\?/);
      const landscape = await get(path('landscape'));
      expectSvg(landscape, drawing.id);
      expect(landscape.body).toContain('width="840" height="600"');
    }
  });

  it('draws only files the document lists, for its own publication date, and needs a session', async () => {
    const [a, b] = docs.filter((d) => (d.drawings ?? []).length > 0 && d.country === 'US');
    const foreign = b!.drawings!.find((d) => !a!.drawings!.some((own) => own.file === d.file))!;
    const wrongFile = `/api/drawings/image/${a!.srcpat}/${a!.publicationdate}/${foreign.file}`;
    expect((await get(wrongFile)).statusCode).toBe(404);
    const wrongDate = `/api/drawings/image/${a!.srcpat}/19000101/${a!.drawings![0]!.file}`;
    expect((await get(wrongDate)).statusCode).toBe(404);
    expect((await get(drawingByIndexPath('US1 OR PN=EP1', 1))).statusCode).toBe(404);
    expect((await get(drawingByIndexPath(a!.srcpat!, 1), false)).statusCode).toBe(401);
  });

  it('gives search results what the thumbnails need: srcpat and a drawing count', async () => {
    const results = (await search('CC=(US OR EP OR WO OR JP OR CN OR KR OR DE OR GB OR FR)', 10)) as {
      srcpat?: string;
      drawingscount?: number;
    }[];
    expect(results.length).toBeGreaterThan(0);
    for (const result of results) {
      expect(result.drawingscount).toBeGreaterThan(0);
      expectSvg(await get(drawingByIndexPath(result.srcpat!, 1)), '1');
    }
  });
});

describe('non-English demo documents', () => {
  it('reach the client with native titles and abstracts and their English machine translations', async () => {
    for (const language of ['ja', 'de']) {
      const doc = docs.find((d) => d.language === language)!;
      expect(doc, language).toBeDefined();
      const [found] = (await search(`PN=${doc.publicationnumber}`, 5)).filter((d) => d.ucid === doc.id);
      expect(found, doc.id).toMatchObject({
        language,
        titles: { [language]: doc.titles![language] },
        titles_mt: { en: doc.titles_mt!.en },
        abstracts: { [language]: doc.abstracts![language] },
        abstracts_mt: { en: doc.abstracts_mt!.en },
      });
      // No English original: a reader asking for English gets the machine translation (or a family member's text).
      expect(found!.titles).not.toHaveProperty('en');
      expect(found!.abstracts).not.toHaveProperty('en');
    }
  });
});

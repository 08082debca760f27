// Shared set-up of the search API tests: a test app whose patent index holds real documents from shared/data.

import { join } from 'node:path';
import { FsDirectory, IndexWriter, PATENT_SCHEMA } from '@app/engine';
import { ingestPaths, patentIndexPath } from '@app/ingest';
import { buildTestApp, type TestApp } from '../../test/build-app';

export const DATA = join(import.meta.dirname, '../../../../../../shared/data');

/** EP full text, USPTO XML of several generations and DOCDB: 108 documents with families, parties and codes. */
export const SEARCH_TEST_PATHS = [join(DATA, 'ep-fulltext'), join(DATA, 'uspto-xml/go-uspto'), join(DATA, 'epo-docdb')];

export async function buildSearchTestApp(
  options: Parameters<typeof buildTestApp>[0] = {},
  paths: readonly string[] = SEARCH_TEST_PATHS,
): Promise<{ t: TestApp; documents: number }> {
  const t = await buildTestApp({ runJobs: false, searchThreads: 1, ...options });
  const dir = await FsDirectory.open(patentIndexPath(t.dataDir));
  const writer = await IndexWriter.open(dir, { schema: PATENT_SCHEMA });
  const summary = await ingestPaths([...paths], { writer, directory: dir });
  await writer.close();
  return { t, documents: summary.read };
}

/** Saves a search and returns its number (fails the test on anything but 200). */
export async function saveSearch(t: TestApp, session: string, query: string): Promise<number> {
  const response = await t.request({
    method: 'POST',
    url: '/api/searches',
    session,
    body: { query, type: 'commandline' },
  });
  if (response.statusCode !== 200) throw new Error(`saving "${query}" failed: ${response.statusCode} ${response.body}`);
  return response.json().query_index;
}

/** Runs saved search `index` with the payload; returns status and body. */
export async function runSearch(t: TestApp, session: string, index: number, payload: Record<string, unknown> = {}) {
  const response = await t.request({ method: 'POST', url: `/api/patents/search/${index}`, session, body: payload });
  return { status: response.statusCode, body: response.json() };
}

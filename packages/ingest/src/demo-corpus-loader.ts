// Fills an empty patent index with the synthetic demo corpus, so a fresh machine has something on every screen. The
// commit says so (`demoCorpus: 'synthetic'`), which is how the server and the UI tell demo data from real data.

import type { Directory, IndexWriter } from '@app/engine';
import type { PatentDocument } from '@app/shared';
import { DEMO_CORPUS_SEED, generateDemoCorpus } from './demo-corpus';
import { DEMO_CORPUS_USER_DATA_KEY, DEMO_CORPUS_USER_DATA_VALUE } from './demo-index';
import { toEngineDocument } from './engine-document';
import { computeCorpusLinks, type FamilyInput, familyDataOf } from './families';
import { linkCorpus } from './ingest';

export { isDemoIndex } from './demo-index';

/** Documents in the demo corpus of a fresh machine. */
export const DEMO_CORPUS_COUNT = 20_000;

/** Progress of a demo load: documents written so far, then the corpus pass. */
export type DemoCorpusProgress = {
  readonly phase: 'planning' | 'writing' | 'linking' | 'done';
  readonly documents: number;
  readonly count: number;
};

export type DemoCorpusLoadOptions = {
  readonly writer: IndexWriter;
  /** The writer's directory, for the corpus pass (`linkCorpus`). */
  readonly directory: Directory;
  /** Number of documents (default 20,000). */
  readonly count?: number;
  /** Generator seed (default `DEMO_CORPUS_SEED`). */
  readonly seed?: number;
  /** The corpus's today as YYYYMMDD (default the generator's fixed day, so the corpus never changes). */
  readonly today?: number;
  readonly onProgress?: (progress: DemoCorpusProgress) => void;
};

export type DemoCorpusLoadSummary = {
  readonly documents: number;
  readonly seed: number;
  readonly count: number;
  /** Documents the corpus pass still rewrote (0 when the precomputed links held). */
  readonly relinked: number;
  readonly seconds: number;
};

function familyInput(doc: PatentDocument): FamilyInput {
  const simpleId = doc.familydata?.['simple-family-data']?.id;
  return {
    id: doc.id,
    publicationnumber: doc.publicationnumber,
    ...(doc.applicationnumber !== undefined ? { applicationnumber: doc.applicationnumber } : {}),
    ...(doc.priorities !== undefined ? { priorities: doc.priorities } : {}),
    ...(simpleId !== undefined ? { familydata: { 'simple-family-data': { id: simpleId, publications: [] } } } : {}),
    ...(doc.citations?.patents !== undefined ? { citations: { patents: doc.citations.patents } } : {}),
  };
}

/**
 * Writes `count` generated documents into the index, commits with `{ demoCorpus: 'synthetic', seed, count }`,
 * runs the corpus pass (`linkCorpus`) and commits again. The generator is deterministic, so families and forward
 * citations are computed on a first, light pass and written with the documents; the corpus pass then finds them
 * in place instead of rewriting the whole index.
 */
export async function loadDemoCorpus(options: DemoCorpusLoadOptions): Promise<DemoCorpusLoadSummary> {
  const started = performance.now();
  const count = options.count ?? DEMO_CORPUS_COUNT;
  const seed = options.seed ?? DEMO_CORPUS_SEED;
  const generate = () =>
    generateDemoCorpus({ seed, count, ...(options.today !== undefined ? { today: options.today } : {}) });
  const progress = (phase: DemoCorpusProgress['phase'], documents: number) =>
    options.onProgress?.({ phase, documents, count });

  progress('planning', 0);
  const inputs: FamilyInput[] = [];
  for (const doc of generate()) inputs.push(familyInput(doc));
  const links = computeCorpusLinks(inputs);
  const families = familyDataOf(inputs, links);

  let written = 0;
  for (const doc of generate()) {
    const citedBy = links.get(doc.id)?.citedBy ?? [];
    const familydata = families.get(doc.id) ?? doc.familydata;
    await options.writer.addDocument({
      ...toEngineDocument({ ...doc, ...(familydata !== undefined ? { familydata } : {}) }),
      citedby: [...citedBy],
      forwardcitationcount: citedBy.length,
    });
    written++;
    if (written % 500 === 0) progress('writing', written);
  }
  const userData = { [DEMO_CORPUS_USER_DATA_KEY]: DEMO_CORPUS_USER_DATA_VALUE, seed, count };
  await options.writer.commit(userData);
  progress('linking', written);
  const relinked = await linkCorpus(options.directory, options.writer);
  await options.writer.commit(userData);
  progress('done', written);
  return { documents: written, seed, count, relinked, seconds: (performance.now() - started) / 1000 };
}

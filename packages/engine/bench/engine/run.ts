// What both engine runners share: the corpora, the result shape the child processes hand back, and the query loop.

import { CorpusGenerator, type GeneratedDocument, textBytes } from './corpus.ts';
import type { MemorySampler } from './measure.ts';
import {
  type BenchQuery,
  buildQueries,
  GENERATED_SLOTS,
  slotsFromDocuments,
  VARIANTS,
  type Variant,
} from './queries.ts';
import { loadRealDocuments } from './real-data.ts';
import { buildVocabulary } from './vocabulary.ts';

export const CORPORA = ['generated', 'descriptions', 'real'] as const;
export type CorpusName = (typeof CORPORA)[number];

export type EngineName = 'ours' | 'fts5' | 'xapian';

export type CorpusSpec = {
  readonly name: CorpusName;
  /** Documents to generate (ignored for the real corpus). */
  readonly docs: number;
  readonly seed: number;
  readonly dataDir: string;
};

export type RunOptions = {
  readonly warmup: number;
  readonly runs: number;
  /** Stop measuring a query (after at least 3 runs) once its runs took this long. */
  readonly budgetMs: number;
};

export type QueryResult = {
  readonly id: string;
  readonly variant: Variant;
  /** Milliseconds of each measured run. */
  readonly times: number[];
  readonly numFound: number;
  readonly numGroups?: number;
  readonly error?: string;
};

export type EngineResult = {
  readonly engine: EngineName;
  readonly corpus: CorpusName;
  readonly available: boolean;
  readonly reason?: string;
  readonly docs: number;
  readonly rawTextBytes: number;
  /** add + commit (ours), INSERTs + COMMIT (FTS5) or add_document + commit (Xapian); corpus generation excluded. */
  readonly indexMs: number;
  /** Further index work reported apart (our merges, FTS5 'optimize', xapian-compact). */
  readonly extraIndexMs?: number;
  readonly indexBytes: number;
  /** Ours: the stored-documents files (*.stf head, *.stb body). FTS5: the content table (a copy of the text). */
  readonly storedBytes: number;
  /** FTS5: its full-text index alone (fts_data, fts_idx, fts_docsize, fts_config), without metadata tables. */
  readonly textIndexBytes?: number;
  readonly files: readonly { readonly name: string; readonly bytes: number }[];
  readonly peakRss: number;
  readonly indexPeakRss: number;
  readonly searchPeakRss: number;
  readonly maxRss: number;
  readonly reused?: boolean;
  readonly queries: readonly BenchQuery[];
  readonly results: readonly QueryResult[];
  readonly notes: readonly string[];
};

export type Corpus = {
  readonly spec: CorpusSpec;
  /** Number of documents (known before they are produced). */
  readonly count: number;
  readonly descriptions: boolean;
  readonly queries: BenchQuery[];
  documents(): Iterable<GeneratedDocument>;
};

/** The corpus and its query set. Generated corpora are streamed; the real one is small and read at once. */
export function openCorpus(spec: CorpusSpec): Corpus {
  if (spec.name === 'real') {
    const { docs } = loadRealDocuments(spec.dataDir);
    return {
      spec,
      count: docs.length,
      descriptions: false,
      queries: buildQueries(slotsFromDocuments(docs)),
      documents: () => docs,
    };
  }
  const descriptions = spec.name === 'descriptions';
  const generator = new CorpusGenerator(buildVocabulary(spec.seed));
  return {
    spec,
    count: spec.docs,
    descriptions,
    queries: buildQueries(GENERATED_SLOTS, descriptions ? 'FT' : undefined),
    documents: () => generator.documents({ seed: spec.seed, count: spec.docs, descriptions }),
  };
}

/**
 * Feeds the corpus in batches: generation is outside the timed part, `add` (per document) and `finish` are inside.
 * Returns the timed milliseconds and the raw text bytes.
 */
export async function indexCorpus(
  corpus: Corpus,
  add: (doc: GeneratedDocument) => void | Promise<void>,
  sampler: MemorySampler,
  progress: (done: number) => void,
  batch = 2_000,
): Promise<{ ms: number; rawTextBytes: number }> {
  let ms = 0;
  let rawTextBytes = 0;
  let pending: GeneratedDocument[] = [];
  let done = 0;
  const flush = async () => {
    const start = performance.now();
    for (const doc of pending) await add(doc);
    ms += performance.now() - start;
    done += pending.length;
    pending = [];
    sampler.sample();
    progress(done);
  };
  for (const doc of corpus.documents()) {
    rawTextBytes += textBytes(doc);
    pending.push(doc);
    if (pending.length >= batch) await flush();
  }
  if (pending.length > 0) await flush();
  return { ms, rawTextBytes };
}

/** Runs every query in every variant: warm-up runs, then measured runs, sampling memory after each. */
export function runQueries(
  queries: readonly BenchQuery[],
  options: RunOptions,
  sampler: MemorySampler,
  execute: (query: BenchQuery, variant: Variant) => { numFound: number; numGroups?: number } | undefined,
  log: (line: string) => void,
): QueryResult[] {
  const results: QueryResult[] = [];
  for (const query of queries) {
    for (const variant of VARIANTS) {
      const times: number[] = [];
      let numFound = -1;
      let numGroups: number | undefined;
      try {
        let skip = false;
        for (let i = 0; i < options.warmup; i++) {
          const r = execute(query, variant);
          if (r === undefined) {
            skip = true;
            break;
          }
          numFound = r.numFound;
          numGroups = r.numGroups;
        }
        if (skip) continue;
        let spent = 0;
        for (let i = 0; i < options.runs; i++) {
          const start = performance.now();
          const r = execute(query, variant);
          const ms = performance.now() - start;
          sampler.sample();
          if (r === undefined) break;
          times.push(ms);
          spent += ms;
          numFound = r.numFound;
          numGroups = r.numGroups;
          if (spent > options.budgetMs && times.length >= 3) break;
        }
        if (times.length > 0) results.push({ id: query.id, variant, times, numFound, ...opt('numGroups', numGroups) });
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        log(`  ${query.query} [${variant}]: ${message}`);
        results.push({ id: query.id, variant, times, numFound, error: message.split('\n')[0]!.slice(0, 200) });
      }
    }
  }
  return results;
}

/** `{ key: value }`, or `{}` when the value is undefined (for exactOptionalPropertyTypes-style objects). */
export function opt<K extends string, V>(key: K, value: V | undefined): { [P in K]?: V } {
  return (value === undefined ? {} : { [key]: value }) as { [P in K]?: V };
}

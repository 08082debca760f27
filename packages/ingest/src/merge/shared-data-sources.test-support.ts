import { relative } from 'node:path';
import type { PatentDocument } from '@app/shared';
import { entryHead, walkInputs } from '../input';
import { ALL_READERS } from '../readers/all-readers';
import { DATA } from '../readers/reader-test-support';

/** Every source record of the shared corpus, as readers give them, grouped by publication (test support). */
export type SourcesByPublication = Map<string, PatentDocument[]>;

let cached: Promise<{ byPublication: SourcesByPublication; files: Map<string, string[]> }> | undefined;

async function readAll() {
  const byPublication: SourcesByPublication = new Map();
  /** Each top-level file (or archive) of shared/data and the publications it holds. */
  const files = new Map<string, string[]>();
  for await (const item of walkInputs([DATA])) {
    if (item.kind !== 'entry') continue;
    const head = await entryHead(item.entry);
    const reader = ALL_READERS.find((r) => r.detect(head));
    if (!reader) continue;
    const file = relative(DATA, item.entry.name).split('!')[0]!;
    for await (const result of reader.read(item.entry)) {
      if (result.kind !== 'document') continue;
      const doc = result.document;
      byPublication.set(doc.id, [...(byPublication.get(doc.id) ?? []), doc]);
      files.set(file, [...(files.get(file) ?? []), doc.id]);
    }
  }
  return { byPublication, files };
}

/** The shared corpus read once per test file: sources per publication and publications per file. */
export function sharedDataSources() {
  cached ??= readAll();
  return cached;
}

/** The publications that arrive from more than one source record. */
export async function multiSourcePublications(): Promise<[string, PatentDocument[]][]> {
  const { byPublication } = await sharedDataSources();
  return [...byPublication].filter(([, sources]) => sources.length > 1);
}

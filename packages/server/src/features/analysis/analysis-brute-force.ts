// Test support: the analysis charts counted the slow, obvious way over the stored documents of the index (read
// whole through a search with rows), so the aggregation tests compare the engine's one-pass counts against
// something that shares none of its counting: no ordinals, no grouped log, no stamps (classification levels use the
// engine's reading of a code's shape, which is not what is under test).

import { classificationAncestors, FsDirectory, MAX_ROWS, PATENT_SCHEMA, Searcher } from '@app/engine';
import { patentIndexPath } from '@app/ingest';
import type { AnalysisAxis, AnalysisGrouping } from '@app/shared';

export type StoredDoc = { readonly ucid: string; readonly fields: Readonly<Record<string, unknown>> };

/** Every document the query finds, with all its stored fields (the index as the ingest wrote it). */
export async function storedDocuments(dataDir: string, query: string): Promise<StoredDoc[]> {
  const searcher = await Searcher.open(await FsDirectory.open(patentIndexPath(dataDir)), { schema: PATENT_SCHEMA });
  try {
    const result = searcher.search({ query, rows: MAX_ROWS });
    return result.hits.map((hit) => ({ ucid: hit.ucid, fields: hit.fields as Record<string, unknown> }));
  } finally {
    searcher.close();
  }
}

const KEY_FIELD: Readonly<Record<AnalysisGrouping, string | null>> = {
  publications: null,
  applications: 'applicationnumber',
  simplefamily: 'simplefamilyid',
  extendedfamily: 'extendedfamilyid',
};

/** A field's values as the index keeps them: a list, trimmed, empty ones dropped, flags and numbers as text. */
export function valuesOf(raw: unknown): string[] {
  const list = raw === undefined || raw === null ? [] : Array.isArray(raw) ? raw : [raw];
  return list.flatMap((item) => {
    if (typeof item === 'boolean' || typeof item === 'number') return [String(item)];
    return typeof item === 'string' && item.trim() !== '' ? [item.trim()] : [];
  });
}

/** The documents by item of the grouping: the smallest key value, or the document alone without one. */
export function itemsOf(docs: readonly StoredDoc[], grouping: AnalysisGrouping): StoredDoc[][] {
  const field = KEY_FIELD[grouping];
  const items = new Map<string, StoredDoc[]>();
  for (const doc of docs) {
    const key = field === null ? undefined : valuesOf(doc.fields[field]).sort()[0];
    const id = key === undefined ? `doc:${doc.ucid}` : `key:${key}`;
    items.set(id, [...(items.get(id) ?? []), doc]);
  }
  return [...items.values()];
}

/** The year of a date value (YYYYMMDD as a number or a string, dashes or not). */
function yearOf(raw: unknown): string | null {
  if (raw === undefined || raw === null || raw === '') return null;
  const digits = String(raw).replace(/-/g, '');
  return /^\d{8}/.test(digits) ? String(Number(digits.slice(0, 4))) : null;
}

const LEVELS = ['section', 'class', 'subclass', 'maingroup'] as const;

/** The values of one document on an axis (a classification at a level, a date's year, a field's values). */
export function axisValues(doc: StoredDoc, axis: AnalysisAxis | { kind: 'level'; field: string; level: string }) {
  if (axis.kind === 'years') {
    const year = yearOf(doc.fields[axis.field]);
    return year === null ? [] : [year];
  }
  const values = valuesOf(doc.fields[axis.field]);
  if (axis.kind === 'terms') return values;
  const depth = LEVELS.indexOf(axis.level as (typeof LEVELS)[number]);
  return values.map((code) => {
    const ancestors = classificationAncestors(code);
    return ancestors.length === 0 ? code : ancestors[Math.min(depth, ancestors.length - 1)]!;
  });
}

export type Counts = Map<string, number>;

/** Items per value: an item counts once per value however many of its documents hold it. */
export function countItems(items: readonly StoredDoc[][], values: (doc: StoredDoc) => readonly string[]) {
  const counts: Counts = new Map();
  let missing = 0;
  for (const item of items) {
    const held = new Set(item.flatMap((doc) => values(doc)));
    if (held.size === 0) missing++;
    for (const value of held) counts.set(value, (counts.get(value) ?? 0) + 1);
  }
  return { counts, missing, total: items.length };
}

/** Counts most first (what a top-N ranking must show, whichever of tied values it picks). */
export function rankedCounts(counts: Counts, limit: number): number[] {
  return [...counts.values()].sort((a, b) => b - a).slice(0, limit);
}

/** Whole-word, case and accent blind: whether a text holds the word (keywords are checked with it). */
export function textHolds(raw: unknown, word: string): boolean {
  const texts: string[] = [];
  const walk = (value: unknown) => {
    if (typeof value === 'string') texts.push(value);
    else if (Array.isArray(value)) value.forEach(walk);
    else if (value !== null && typeof value === 'object') Object.values(value).forEach(walk);
  };
  walk(raw);
  const folded = texts.join('\n').normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
  return new RegExp(`(?<![\\p{L}\\p{N}])${word}(?![\\p{L}\\p{N}])`, 'u').test(folded);
}

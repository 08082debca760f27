import type { ClassificationTitleStore } from '@app/ingest';
import { canonicalClassificationCode } from '@app/query';
import type { ClassificationCompletions, ClassificationSchemeName, ClassificationTitles } from '@app/shared';

/** Truncation characters a query may carry after a code (`H01L31/02*`); a prefix to complete stops before them. */
const TRUNCATION = /[*?!_].*$/;

/**
 * Titles of codes as documents and queries write them: each is put in the index's canonical spelling first
 * (`h01l 31/0232` → `H01L31/0232`), and asked once however often it was given.
 */
export async function titlesOfCodes(
  store: ClassificationTitleStore,
  scheme: ClassificationSchemeName,
  codes: readonly string[],
): Promise<ClassificationTitles> {
  const canonical = [...new Set(codes.map(canonicalClassificationCode))].filter((code) => code !== '');
  return { scheme, titles: await store.titles(scheme, canonical) };
}

/** Codes that begin with what was typed, for the query editor's completion after `CPC=` or `IPC=`. */
export async function completeCode(
  store: ClassificationTitleStore,
  scheme: ClassificationSchemeName,
  typed: string,
  limit: number,
): Promise<ClassificationCompletions> {
  const prefix = canonicalClassificationCode(typed.replace(TRUNCATION, ''));
  return { scheme, prefix, entries: await store.complete(scheme, prefix, limit) };
}

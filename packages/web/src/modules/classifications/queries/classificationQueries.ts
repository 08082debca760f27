import { canonicalClassificationCode } from '@app/query';
import {
  CLASSIFICATION_CODES_PER_CALL,
  type ClassificationCodeTitles,
  type ClassificationSchemeName,
} from '@app/shared';
import { queryOptions } from '@tanstack/react-query';
import { classificationsApi } from '../api/classificationsApi';

/** Titles change only when scheme files are ingested: ten minutes between asks is soon enough. */
const TITLES_STALE_MS = 10 * 60_000;

/** Completions offered after `CPC=` or `IPC=`, at most. */
export const COMPLETIONS_SHOWN = 30;

/**
 * Titles of a set of codes in one scheme, each with the titled codes above it; the codes in canonical spelling, so
 * `H01L 31/02` and `H01L31/02` are one entry. Sets larger than one call allows are asked for in parts.
 */
export function classificationTitlesQuery(scheme: ClassificationSchemeName, codes: readonly string[]) {
  const unique = [...new Set(codes.map(canonicalClassificationCode))].filter((code) => code !== '').sort();
  return queryOptions({
    queryKey: ['classifications', 'titles', scheme, unique] as const,
    queryFn: async ({ signal }): Promise<ClassificationCodeTitles[]> => {
      const parts: string[][] = [];
      for (let i = 0; i < unique.length; i += CLASSIFICATION_CODES_PER_CALL)
        parts.push(unique.slice(i, i + CLASSIFICATION_CODES_PER_CALL));
      const answers = await Promise.all(parts.map((part) => classificationsApi.titles(scheme, part, signal)));
      return answers.flatMap((answer) => answer.titles);
    },
    enabled: unique.length > 0,
    staleTime: TITLES_STALE_MS,
  });
}

/** Codes that begin with what was typed, with their titles (the query editor's completion). */
export function classificationCompletionsQuery(scheme: ClassificationSchemeName, prefix: string) {
  return queryOptions({
    queryKey: ['classifications', 'complete', scheme, canonicalClassificationCode(prefix)] as const,
    queryFn: ({ signal }) => classificationsApi.complete(scheme, prefix, COMPLETIONS_SHOWN, signal),
    staleTime: TITLES_STALE_MS,
  });
}

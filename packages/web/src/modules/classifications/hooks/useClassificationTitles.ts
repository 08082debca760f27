import { canonicalClassificationCode } from '@app/query';
import type { ClassificationCodeTitles, ClassificationSchemeName } from '@app/shared';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { classificationTitlesQuery } from '../queries/classificationQueries';

/** Looks up a code as written (any spelling) among the answered titles; undefined until they arrive. */
export type TitleLookup = (code: string) => ClassificationCodeTitles | undefined;

/**
 * Titles of the codes one screen shows, in one call per scheme. A failed or slow lookup only leaves the codes
 * without titles: the codes themselves never wait for it.
 */
export function useClassificationTitles(
  scheme: ClassificationSchemeName | null,
  codes: readonly string[],
): TitleLookup {
  const query = useQuery({
    ...classificationTitlesQuery(scheme ?? 'cpc', codes),
    enabled: scheme !== null && codes.length > 0,
  });
  const byCode = useMemo(() => new Map((query.data ?? []).map((entry) => [entry.code, entry])), [query.data]);
  return useCallback((code: string) => byCode.get(canonicalClassificationCode(code)), [byCode]);
}

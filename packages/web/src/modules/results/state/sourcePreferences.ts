import type { UserPreferences } from '@app/shared';
import type { ResultSource } from '../types/ResultSource';

/**
 * The preferences a set's state starts from: the user's, with what the set opens with put over them. Selecting a
 * scheme turns highlighting on (SPEC §4), so a set that opens with a scheme opens highlighted.
 */
export function sourcePreferences(
  preferences: UserPreferences,
  source: Pick<ResultSource, 'opensWith'>,
): UserPreferences {
  const opens = source.opensWith;
  if (!opens) return preferences;
  return {
    ...preferences,
    ...(opens.grouping ? { patent_grouping: opens.grouping } : {}),
    ...(opens.highlightingScheme !== undefined
      ? { highlighting_settings: { on: true, scheme: opens.highlightingScheme } }
      : {}),
  };
}

import { DEFAULT_PREFERENCES, PREFERENCE_SCHEMAS } from '@app/shared';
import { useMemo } from 'react';
import { useCurrentUser } from '../../session/hooks/useCurrentUser';
import type { TextPreference } from '../utils/pickText';

/**
 * The reader's text language (preference `language_preference`: a language code or `original`, default en) and
 * whether machine translations may stand in (`auto_translate`, default on). A stored value that no longer
 * validates falls back to the default rather than breaking the screen.
 */
export function useTextPreference(): TextPreference {
  const { data: user } = useCurrentUser();
  const stored = user?.preferences;
  return useMemo(() => {
    const language = PREFERENCE_SCHEMAS.language_preference.safeParse(stored?.language_preference);
    const autoTranslate = PREFERENCE_SCHEMAS.auto_translate.safeParse(stored?.auto_translate);
    return {
      language: language.success ? language.data : DEFAULT_PREFERENCES.language_preference,
      autoTranslate: autoTranslate.success ? autoTranslate.data : DEFAULT_PREFERENCES.auto_translate,
    };
  }, [stored]);
}
